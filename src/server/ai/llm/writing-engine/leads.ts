/**
 * What a sentence opens with before its clause, run into it in speech: a
 * lead with no verb ("heads up, the client moved the call"), and thanks,
 * praise or a wish to someone called by name ("Well done, Tomás. The launch
 * went smoothly").
 */

import {
  ASKING_WORDS,
  AUXILIARIES,
  DETERMINERS,
  hasVerbForm,
  isWord,
  LEAD_INTO_CLAUSE,
  QUESTION_OPENERS,
  QUESTION_SUBJECTS,
  TIME_WORDS,
} from "./clause-lexicon";
import { COMPLETE_OPENERS, isVerblessLead } from "./clause-so-far";
import { ADVERBS } from "./clause-words";
import { clauseStartsAt } from "./clauses";
import { COURTESY_NOUNS, courtesyToNameAt, isCourtesy, isNameAt } from "./courtesy-openings";
import { calledNameAsWritten } from "./courtesy-phrases";
import { clauseAfterGreetingAt, greetingAt } from "./greetings";
import { nounClauseAt } from "./noun-clauses";
import { partOfSpeechAt, SUBJECT_PRONOUNS } from "./parts-of-speech";
import { verbOfNounPhrase } from "./phrase-verbs";
import { MESSAGE_VERBS_BEFORE_WORDS } from "./request-words";
import { ORDERS, wishAt } from "./sentence-edges";
import { subjectVerbAt } from "./subject-verb";
import { titledNameAt } from "./titles";
import { endsClause, lower, mark, type Token, wordSet } from "./tokens";

/** The words at `index`, in lower case but a capital after the first, which is a name ("forward Priya"). */
const wordsAt = (tokens: Token[], index: number, count: number) =>
  tokens
    .slice(index, index + count)
    .map((token, at) =>
      !isWord(token)
        ? ""
        : at > 0 && /\p{Lu}/u.test(token.text)
          ? token.text
          : (lower(token) ?? ""),
    );

/** Whether a clause or a question starts at `index`: "does the hotel have parking". */
export function clauseOrQuestionAt(tokens: Token[], index: number): boolean {
  return (
    clauseStartsAt(tokens, index) ||
    (QUESTION_OPENERS.has(lower(tokens[index]) ?? "") &&
      DETERMINERS.has(lower(tokens[index + 1]) ?? "") &&
      isWord(tokens[index + 2]))
  );
}

/** "we all miss you": words between a subject and its verb. */
const QUANTIFIERS = wordSet("all both");

/**
 * Whether a clause or a question opens at `index` after words with no verb:
 * there a noun phrase and a verb in "-ed" are a subject and its verb ("heads
 * up the client moved the call"), not a noun and what describes it.
 */
function opensAfterLead(tokens: Token[], index: number): boolean {
  // "project manager Anna will call": a title before a name, not a lead.
  if (/^\p{Lu}/u.test(tokens[index]?.text ?? "")) return false;
  if (clauseOrQuestionAt(tokens, index)) return true;
  if (!DETERMINERS.has(lower(tokens[index]) ?? "")) return false;
  // "my mother's blood pressure is …": a longer phrase, read by its parts of speech.
  return (
    [2, 3].some((offset) => hasVerbForm(lower(tokens[index + offset]))) ||
    verbOfNounPhrase(tokens, index) > index
  );
}

/**
 * How many words at `index` are a lead with no verb before a clause or a
 * question: "long story short we …", "quick question does …". Not one
 * opening with thanks or praise ("great job how did you …"), which is a
 * sentence of its own.
 */
function leadBeforeClause(tokens: Token[], index: number): number {
  const first = lower(tokens[index]) ?? "";
  // "remind everyone the office …", "take care see you": a request or a wish, no lead.
  if (COMPLETE_OPENERS.has(first) || ORDERS.has(first) || MESSAGE_VERBS_BEFORE_WORDS.has(first))
    return 0;
  if (wishAt(tokens, index)) return 0;
  // "lesson two was the hardest": a phrase whose verb follows is the subject, not a lead.
  const verbAt = verbOfNounPhrase(tokens, index);
  for (const length of [3, 2]) {
    if (
      isVerblessLead(wordsAt(tokens, index, length)) &&
      verbAt !== index + length &&
      opensAfterLead(tokens, index + length)
    )
      return length;
  }
  return 0;
}

/**
 * Whether what follows a name called opens a sentence: a clause, a question,
 * a lead before one, or "you" and its verb ("Mei you totally deserve it").
 */
function opensAfterName(tokens: Token[], index: number): boolean {
  const first = lower(tokens[index]) ?? "";
  if (opensAfterLead(tokens, index) || leadBeforeClause(tokens, index) > 0) return true;
  // "thanks Leila good news …", "Anna how long …": thanks, praise or a question of its own.
  if (COMPLETE_OPENERS.has(first) || ASKING_WORDS.has(first)) return isWord(tokens[index + 1]);
  if (!SUBJECT_PRONOUNS.has(first)) return false;
  const between = lower(tokens[index + 1]) ?? "";
  const verbAt = ADVERBS.has(between) || QUANTIFIERS.has(between) ? index + 2 : index + 1;
  return isWord(tokens[verbAt]) && !LEAD_INTO_CLAUSE.has(lower(tokens[verbAt]) ?? "");
}

/**
 * How many words at `index`, opening a sentence, are a name called before a
 * clause of its own (0 when none): a name by the tagger ("Priya", not a
 * typed "Yesterday"), with its title if it has one ("Dr Mensah"), then a
 * clause with its own subject ("Priya the client called back"), not the
 * name's own verb ("Priya said …").
 */
function calledByName(tokens: Token[], index: number): number {
  const length = titledNameAt(tokens, index) || 1;
  const name = index + length - 1;
  const called =
    !isWord(tokens[index - 1]) &&
    isNameAt(tokens, name) &&
    partOfSpeechAt(tokens, name) === "PROPN" &&
    !TIME_WORDS.has(lower(tokens[name]) ?? "") &&
    // "Agnieszka has the confirmation": an auxiliary after a name is its verb, unless a subject
    // follows it ("Anna can you …").
    (!AUXILIARIES.has(lower(tokens[name + 1]) ?? "") ||
      QUESTION_SUBJECTS.has(lower(tokens[name + 2]) ?? "")) &&
    opensAfterName(tokens, name + 1) &&
    // "List the files we need": a noun phrase after it must be a subject with its verb.
    (!DETERMINERS.has(lower(tokens[name + 1]) ?? "") ||
      clauseStartsAt(tokens, name + 1) ||
      nounClauseAt(tokens, name + 1, () => false));
  return called ? length : 0;
}

/** Words that open a question of their own after such a word: "great, who is coming?". */
const OPENS_QUESTION = new Set([...ASKING_WORDS, "who", "which"]);

/**
 * "interesting how did you find that", "perfect where do we meet",
 * "congrats what time does the party start": one adjective, interjection or
 * courtesy before a question word (and the noun it asks about) and its
 * inverted auxiliary is a sentence of its own; not before a clause it
 * describes ("interesting how things change").
 */
function wordBeforeQuestion(tokens: Token[], index: number): boolean {
  const tag = partOfSpeechAt(tokens, index);
  const first = lower(tokens[index]) ?? "";
  const auxiliaryAt = QUESTION_OPENERS.has(lower(tokens[index + 2]) ?? "") ? index + 2 : index + 3;
  return (
    (tag === "ADJ" || tag === "INTJ" || COURTESY_NOUNS.has(first)) &&
    !LEAD_INTO_CLAUSE.has(first) &&
    OPENS_QUESTION.has(lower(tokens[index + 1]) ?? "") &&
    QUESTION_OPENERS.has(lower(tokens[auxiliaryAt]) ?? "") &&
    isWord(tokens[auxiliaryAt + 1])
  );
}

/**
 * Whether a sentence opens at `at`, after a greeting and who is greeted: a
 * clause, a lead with no verb before one ("Hi team, quick update, the
 * release …"), or thanks, praise, a welcome or a wish ("Hi Ravi, welcome
 * aboard", "Hey Tom, good to see you", "Hi Olga, good luck").
 */
export const opensAfterGreetingAt = (tokens: Token[], at: number) =>
  clauseAfterGreetingAt(tokens, at) ||
  leadBeforeClause(tokens, at) > 0 ||
  [2, 1].some((length) => isCourtesy(wordsAt(tokens, at, length))) ||
  wishAt(tokens, at);

/**
 * Whether `out` ends on the comma after a greeting that opens its sentence
 * ("Hi team, quick update …"): what follows opens the sentence as much.
 */
function afterGreeting(out: Token[]): boolean {
  if (out.at(-1)?.text !== ",") return false;
  // The greeting (two words at most), perhaps who is greeted, then this comma: a few tokens back
  // only, so a long run of commas is not read back to its start at each one.
  const nearest = Math.max(0, out.length - 5);
  let start = out.length - 1;
  while (start > nearest && !endsClause(out[start - 1])) start -= 1;
  if (start > 0 && !endsClause(out[start - 1])) return false;
  const greeting = greetingAt(out, start);
  if (greeting === undefined) return false;
  return out.length - 1 - start <= greeting.split(" ").length + 1;
}

/**
 * The tokens with a comma after a lead with no verb before a clause, and
 * thanks or praise to someone called by name set off as a sentence of its own.
 */
export function setOffLeads(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const previous = out.at(-1);
    const atStart =
      previous === undefined ||
      previous.kind === "break" ||
      /[.!?]$/.test(previous.text) ||
      afterGreeting(out);
    const courtesy = atStart ? courtesyToNameAt(tokens, index) : undefined;
    const nameEnd = index + (courtesy?.words ?? 0) + (courtesy?.name ?? 0);
    // "big congrats Mehmet ten years at the company is amazing": after thanks to a name, a subject
    // of any shape with its verb opens a sentence.
    const opens =
      courtesy !== undefined &&
      (opensAfterName(tokens, nameEnd) ||
        subjectVerbAt(tokens, nameEnd) > nameEnd ||
        clauseOrQuestionAt(tokens, nameEnd));
    if (courtesy !== undefined && opens) {
      // "Thanks, Leila. Good news …": the name called closes the thanks.
      const name = calledNameAsWritten(
        tokens.slice(index + courtesy.words, nameEnd),
        courtesy.lowered,
      );
      out.push(...tokens.slice(index, index + courtesy.words), mark(","), ...name, mark("."));
      index = nameEnd - 1;
      continue;
    }
    // "Priya, the client called back", "Tom, we need the keys": a name called before a clause.
    const called = atStart ? calledByName(tokens, index) : 0;
    if (called > 0) {
      out.push(...tokens.slice(index, index + called), mark(","));
      index += called - 1;
      continue;
    }
    if (atStart && wordBeforeQuestion(tokens, index)) {
      out.push(tokens[index] as Token, mark("."));
      continue;
    }
    const lead = atStart ? leadBeforeClause(tokens, index) : 0;
    if (lead > 0) {
      // "Fair enough. When can we start?": before a question word the lead is a sentence of its own.
      const asks = ASKING_WORDS.has(lower(tokens[index + lead]) ?? "");
      out.push(...tokens.slice(index, index + lead), mark(asks ? "." : ","));
      index += lead - 1;
      continue;
    }
    out.push(tokens[index] as Token);
  }
  return out;
}
