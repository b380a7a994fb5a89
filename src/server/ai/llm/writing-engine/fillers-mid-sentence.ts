/**
 * "Like" and "you know" said inside a sentence, where they are no verb and
 * no preposition but only fill a pause: "can you like send me the link",
 * "we like totally forgot", "because like the sample was contaminated", "but
 * you know it would be nice". Read by the clause around them, as the word
 * right before and after (fillers.ts) cannot tell "can you like this post"
 * from "can you like send it".
 */
import { isVerbAt, partOfSpeechAt, tagTokens } from "./parts-of-speech";
import { DETERMINERS, lower, type Token, wordSet } from "./tokens";
import { isParticiple, isPlainForm } from "./verb-forms";

/** Subjects that start a clause of their own: "you know I think …", "you know we should …". */
const SUBJECTS = wordSet("i we he she they there");
const PRONOUN_SUBJECTS = wordSet("i we you they he she it");

/**
 * Modals before a subject that asks ("can you like send"); not "would", as
 * in "would you like some tea", nor "do", as in "do you like it".
 */
const ASKING_MODALS = wordSet("can could will should might must may shall");

/**
 * Words that join on a clause of its own: after them, "like" before a
 * subject and its verb is no preposition ("because like the sample was
 * contaminated"). Not "as" or "if", as in "as you like" and "if you like".
 */
const CLAUSE_LINKS = wordSet("because cause since but and or so although though when while once");

/**
 * Links after which "you know" before a clause only leads in ("but you know
 * it would be nice"); not "so", as in "so you know the plan", nor "when" or
 * "if", where "you" is the subject of what follows.
 */
const YOU_KNOW_LINKS = wordSet("but and or because cause");

/**
 * Verbs of saying and thinking: "like I said", "like we discussed" say
 * something ("as I said"), and keep their "like".
 */
const SAYING = wordSet(
  "said say says mentioned discussed agreed told thought expected planned asked promised wrote suggested explained showed",
);

/** A verb that makes a clause finite: "is", "arrived"; not "working" in "the people working there". */
const isFiniteVerbAt = (tokens: Token[], index: number) =>
  isVerbAt(tokens, index) && !/ing$/iu.test(tokens[index]?.text ?? "");

/**
 * The first verb that makes a clause of the few words from `index` (a
 * subject, then its verb), or -1: "the sample was", "it would".
 */
function clauseVerbFrom(tokens: Token[], index: number): number {
  if (SUBJECTS.has(lower(tokens[index]) ?? "")) return index + 1;
  for (let ahead = index + 1; ahead < index + 6 && tokens[ahead]?.kind === "word"; ahead++) {
    // "you know the password so please log in": a verb past a link is the next clause's.
    if (CLAUSE_LINKS.has(lower(tokens[ahead]) ?? "") || lower(tokens[ahead]) === "please") break;
    if (isFiniteVerbAt(tokens, ahead)) return ahead;
  }
  return -1;
}

/**
 * "You know the report is late", "but you know it would be nice": said
 * first, or after a link, before a clause with its own subject and verb,
 * "you know" only leads in. Before a bare object ("you know the answer",
 * "because you know the system better") it is the verb.
 */
export function youKnowLeadsIn(tokens: Token[], index: number, before: string | undefined) {
  if (index !== 0 && !YOU_KNOW_LINKS.has(before ?? "")) return false;
  if (lower(tokens[index]) !== "you" || lower(tokens[index + 1]) !== "know") return false;
  const next = lower(tokens[index + 2]);
  if (tokens[index + 2]?.kind !== "word" || next === "what") return false;
  return clauseVerbFrom(tokens, index + 2) >= 0;
}

/** How far around a "like" the words are read again without it. */
const WINDOW_BEFORE = 4;
const WINDOW_AFTER = 6;

/**
 * The word after the "like" at `index` and the one after that, read by the
 * tagger as if "like" were not said: "when you like open the camera" reads
 * "open" as the verb it is in "when you open the camera". Only a few words
 * around it are read again, so a long dictation costs no more.
 */
function readWithoutLike(tokens: Token[], index: number): (offset: number) => boolean {
  const start = Math.max(0, index - WINDOW_BEFORE);
  const window = [...tokens.slice(start, index), ...tokens.slice(index + 1, index + WINDOW_AFTER)];
  const tags = tagTokens(window);
  const at = index - start;
  return (offset) => {
    const tag = tags[at + offset];
    return (tag === "VERB" || tag === "AUX") && !/ing$/iu.test(window[at + offset]?.text ?? "");
  };
}

/** What a verb acts on opens with: "forward the minutes", "send me". */
const OBJECT_OPENERS = new Set([...DETERMINERS, ...wordSet("me us him her them it")]);

/** Adverbs between "like" and a verb: "we like totally forgot", "they like never answer". */
function adverbsAfter(tokens: Token[], index: number): number {
  let count = 0;
  while (partOfSpeechAt(tokens, index + 1 + count) === "ADV") count++;
  return count;
}

/**
 * "we like totally forgot", "she like called me", "can you like send it",
 * "when you like open the camera": between a subject and its verb, "like"
 * is no verb, which takes a noun, "to" or an "-ing" form after it. A plain
 * verb right after it ("I like play football", as a learner says "I like
 * playing") keeps it, unless the subject asks after a modal or follows a
 * link, where no learner's "like" stands.
 */
function likeBeforeVerb(tokens: Token[], index: number, said: Token[]): boolean {
  const subject = said.at(-1);
  const subjectTag = partOfSpeechAt(tokens, index - 1);
  const isSubject =
    subject?.kind === "word" &&
    (PRONOUN_SUBJECTS.has(lower(subject) ?? "") || subjectTag === "NOUN" || subjectTag === "PROPN");
  if (!isSubject) return false;
  const adverbsSaid = adverbsAfter(tokens, index);
  // "can you like forward the minutes": a word read as an adverb right before
  // what a verb acts on is the verb, as nothing else stands between a subject and an object.
  const adverbs = readWithoutLike(tokens, index)(adverbsSaid)
    ? adverbsSaid
    : adverbsSaid > 0 && OBJECT_OPENERS.has(lower(tokens[index + 1 + adverbsSaid]) ?? "")
      ? adverbsSaid - 1
      : -1;
  if (adverbs < 0) return false;
  const verb = lower(tokens[index + 1 + adverbs]) ?? "";
  // "I like used cars": a participle before a noun describes it.
  if (isParticiple(verb) && partOfSpeechAt(tokens, index + 2 + adverbs) === "NOUN") return false;
  if (adverbs > 0 || !isPlainForm(verb)) return true;
  const lead = lower(said.at(-2)) ?? "";
  return (
    PRONOUN_SUBJECTS.has(lower(subject) ?? "") &&
    (ASKING_MODALS.has(lead) || CLAUSE_LINKS.has(lead))
  );
}

/**
 * "because like the sample was contaminated", "but like it was fine": after
 * a link, "like" before a clause with its own subject and verb. "Like I
 * said" and "like we discussed" keep it, meaning "as".
 */
function likeAfterLink(tokens: Token[], index: number, before: string | undefined): boolean {
  if (!CLAUSE_LINKS.has(before ?? "") || tokens[index + 1]?.kind !== "word") return false;
  const verb = clauseVerbFrom(tokens, index + 1);
  return verb >= 0 && !SAYING.has(lower(tokens[verb]) ?? "");
}

/** Whether the "like" at `index`, after the words kept so far (`said`), is a filler. */
export function likeIsFillerAt(tokens: Token[], index: number, said: Token[]): boolean {
  if (lower(tokens[index]) !== "like" || tokens[index + 1]?.kind !== "word") return false;
  return likeAfterLink(tokens, index, lower(said.at(-1))) || likeBeforeVerb(tokens, index, said);
}
