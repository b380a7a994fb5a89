/**
 * Questions whose subject is a noun phrase, run on after a clause complete
 * on its own: "the venue is booked does the client want a projector".
 */
import { AUXILIARIES, isWord, OBJECT_STARTS, OBJECTS, QUESTION_OPENERS } from "./clause-lexicon";
import { BE_FORMS, PARTICLES } from "./clause-words";
import { isGrammarWord, isNominal, isNounTag, opensPhrase } from "./noun-phrases";
import { partOfSpeechAt, SUBJECT_PRONOUNS } from "./parts-of-speech";
import { lower, type Token } from "./tokens";

/**
 * "the venue is booked does the client want a projector", "… can marketing
 * check them": an auxiliary, a noun phrase and a verb after a complete
 * clause ask a question of their own. Not after a pronoun or an auxiliary,
 * whose verb it is ("we can do it").
 */
export function nounQuestionAt(tokens: Token[], index: number): boolean {
  const first = lower(tokens[index]) ?? "";
  const previous = lower(tokens[index - 1]) ?? "";
  if (!QUESTION_OPENERS.has(first) || !isWord(tokens[index - 1])) return false;
  if (SUBJECT_PRONOUNS.has(previous) || AUXILIARIES.has(previous)) return false;
  let verbAt = index + 2;
  if (opensPhrase(tokens, index + 1)) {
    while (verbAt <= index + 4 && isNominal(tokens, verbAt, verbAt === index + 2)) {
      if (isNounTag(partOfSpeechAt(tokens, verbAt)) && asksWithVerbAt(tokens, verbAt + 1))
        return true;
      verbAt += 1;
    }
    return false;
  }
  const subject = lower(tokens[index + 1]) ?? "";
  if (!isWord(tokens[index + 1]) || isGrammarWord(subject) || OBJECTS.has(subject)) return false;
  // "the door is broken call …": what "is" says is no subject of a question.
  const says =
    BE_FORMS.has(first) &&
    (/^(?:ADJ|VERB|ADV)$/.test(partOfSpeechAt(tokens, index + 1) ?? "") || PARTICLES.has(subject));
  return /^\p{Ll}+$/u.test(subject) && !says && asksWithVerbAt(tokens, verbAt);
}

/** A verb in "-ing": "doing", "sending", not "bring" or "string", whose "ing" ends no verb. */
const ingFormOf = (text: string) => text.endsWith("ing") && /[aeiouy]/.test(text.slice(0, -3));

/** A question's verb after its subject: a verb with words after it ("want a projector", "check them"). */
function asksWithVerbAt(tokens: Token[], at: number): boolean {
  const text = lower(tokens[at]) ?? "";
  if (!isWord(tokens[at]) || !isWord(tokens[at + 1]) || ingFormOf(text) || isGrammarWord(text))
    return false;
  return partOfSpeechAt(tokens, at) === "VERB" || OBJECT_STARTS.has(lower(tokens[at + 1]) ?? "");
}
