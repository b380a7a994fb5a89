/**
 * Grammar a careful editor puts right when a selection is rewritten, read
 * from each verb's subject rather than from a list of sentences: "the parcels
 * arrives" (a plural subject takes the plain verb), "she have" and "my boss
 * take" (a singular one takes the "-s"), "should arrives" (a modal takes the
 * plain verb), "me and my sister was" ("My sister and I were"), and a verb in
 * the present or the present perfect in a sentence whose time is past
 * ("yesterday we finish" → "finished", "has sent … two days ago" → "sent").
 * Only what is surely wrong changes.
 */
import { SUBJECT_ONLY_PRONOUNS } from "./clause-lexicon";
import { MODALS } from "./clause-words";
import { type PartOfSpeech, tagTokens } from "./parts-of-speech";
import { articleWanted } from "./selection-articles";
import { isVerbTag, type Reading, read, sameCase } from "./selection-reading";
import { slipsPutRight } from "./selection-slips";
import { speakerNamedLast } from "./selection-speaker-order";
import { endsClause, lower, render, type Token, tokenize, wordSet } from "./tokens";
import {
  IRREGULAR_PASTS,
  isParticiple,
  isPlainForm,
  pastOf,
  pastOfParticiple,
  plainOf,
  plainOfPast,
  sFormOf,
} from "./verb-forms";

/** Words before the plain verb: "did not send", "to send". */
const BEFORE_PLAIN = wordSet(
  "can could will would should must may might shall do does did don't doesn't didn't cannot can't won't to",
);
/** Words after which "she" or a noun is no subject: "did she have", "let the team know". */
const NOT_A_SUBJECT_AFTER = wordSet(
  "do does did can could will would should must may might shall let make makes made help helps helped see saw watch hear heard to",
);
/** Words that open a clause, after which a subject starts. */
const CLAUSE_OPENERS = wordSet("and but so because when if that while although though since or");
/** Words that open a subject's noun phrase: "the chairs", "my manager". */
const SUBJECT_DETERMINERS = wordSet(
  "the my our your his her their this that these those every each",
);
/** Nouns that take a plural verb or either, whatever their form. */
const EITHER_NUMBER = wordSet(
  "team staff people police data media crew family government management news series species means physics economics politics",
);
/** Words that say a sentence's time is now or later, and so leave its verbs as they are. */
const NOT_PAST = wordSet("every usually always now today tomorrow next often normally currently");
/** What follows "last" when it names a past time. */
const PAST_AFTER_LAST = wordSet(
  "week month year night time weekend quarter summer winter spring autumn fall monday tuesday wednesday thursday friday saturday sunday",
);
const PERSONS = new Set([...SUBJECT_ONLY_PRONOUNS, "you"]);
/** Plurals without an "-s": "the children play". */
const PLURALS_WITHOUT_S = wordSet("children men women people feet teeth mice geese");
/** A verb's "-s" form read as the last noun of a subject: "what the client wants is …". */
const VERBS_READ_AS_NOUNS = wordSet(
  "wants needs likes thinks knows says gets makes takes goes does has sees hopes means",
);
const PAST_OF_BE: Record<string, string> = { am: "was", is: "was", are: "were" };
const PAST_OF_DO: Record<string, string> = {
  do: "did",
  does: "did",
  "don't": "didn't",
  "doesn't": "didn't",
};

/** The word `index` is a clause's first: the text's start, after an end mark, a comma or a word like "and". */
function opensClause(tokens: Token[], index: number): boolean {
  const before = tokens[index - 1];
  return (
    before === undefined ||
    endsClause(before) ||
    (before.kind === "mark" && before.text === ",") ||
    CLAUSE_OPENERS.has(lower(before) ?? "")
  );
}

/** A subject pronoun, not a question's ("did she have") nor after a verb that makes it an object. */
function isPersonSubject({ tokens }: Reading, index: number): boolean {
  const word = lower(tokens[index]) ?? "";
  const before = lower(tokens[index - 1]) ?? "";
  return PERSONS.has(word) && !NOT_A_SUBJECT_AFTER.has(before) && !before.endsWith("n't");
}

/**
 * The subject noun phrase ending just before `index`: a determiner that opens
 * a clause or follows a time ("Every morning the buses"), then adjectives and
 * nouns. Its head noun's index, or -1.
 */
function subjectHeadBefore({ tokens, tags }: Reading, index: number): number {
  const head = index - 1;
  // "the parking permits expires": a plural the tagger read as a verb, after a noun and before the verb.
  const pluralReadAsVerb =
    tags[head] === "VERB" &&
    isPluralNoun(lower(tokens[head]) ?? "") &&
    tags[head - 1] === "NOUN" &&
    isVerbTag(tags[index]);
  if (tags[head] !== "NOUN" && !pluralReadAsVerb) return -1;
  let at = head - 1;
  while (at >= 0 && (tags[at] === "ADJ" || tags[at] === "NOUN")) at--;
  if (!SUBJECT_DETERMINERS.has(lower(tokens[at]) ?? "")) return -1;
  const before = tags[at - 1];
  const beforeWord = lower(tokens[at - 1]) ?? "";
  if (before === "ADP" || isVerbTag(before) || NOT_A_SUBJECT_AFTER.has(beforeWord)) return -1;
  // "He and his wife have": one of two joined subjects, the first opening the clause
  // (not "on Thursday and the desks come").
  const joined =
    /^(?:and|or)$/u.test(beforeWord) &&
    /^(?:NOUN|PROPN|PRON)$/u.test(tags[at - 2] ?? "") &&
    opensClause(tokens, at - 2);
  if (joined) return -1;
  const headWord = lower(tokens[head]) ?? "";
  // "The files marketing sent are …", "what the client wants is …": a clause, not a noun.
  const clauseNotNoun =
    tags[head - 1] === "NOUN" && (isParticiple(headWord) || VERBS_READ_AS_NOUNS.has(headWord));
  return EITHER_NUMBER.has(headWord) || clauseNotNoun ? -1 : head;
}

/** "He and his wife", "the queue and the backlog": the subject is two joined by "and". */
function isJoinedSubject({ tokens, tags }: Reading, head: number): boolean {
  let at = head - 1;
  while (at >= 0 && (tags[at] === "ADJ" || tags[at] === "NOUN")) at--;
  return (
    /^(?:and|or)$/u.test(lower(tokens[at - 1]) ?? "") &&
    /^(?:NOUN|PROPN|PRON)$/u.test(tags[at - 2] ?? "")
  );
}

/** Tags of what follows a verb, not a noun before its own verb: "work in", "take the". */
const AFTER_A_VERB = new Set<PartOfSpeech | undefined>(["ADP", "DET", "PRON", "NUM"]);

/**
 * A verb, or a word the tagger took for a noun after the subject's noun
 * ("My brother work in Nairobi" read as one noun phrase) that it reads as a
 * verb once the subject is a pronoun ("it work in Nairobi").
 */
function readsAsVerb({ tokens, tags }: Reading, index: number): boolean {
  if (isVerbTag(tags[index])) return true;
  if (tags[index] !== "NOUN" || tags[index - 1] !== "NOUN" || !AFTER_A_VERB.has(tags[index + 1])) {
    return false;
  }
  // "the fire exit on floor 3 is blocked": the clause has its verb further on.
  for (let at = index + 1; at < tokens.length && !opensClause(tokens, at); at++) {
    if (isVerbTag(tags[at])) return false;
  }
  const said = tokens.slice(index, index + 4).map((token) => token.text);
  return isVerbTag(tagTokens(tokenize(`it ${said.join(" ")}`))[1]);
}

const isPluralNoun = (noun: string) => /[^siu']s$/u.test(noun) || PLURALS_WITHOUT_S.has(noun);

/** A plain verb that a singular subject puts in its "-s" form; not one whose past is the same ("put", "let"). */
const takesS = (word: string) =>
  isPlainForm(word) && word !== "be" && word !== "am" && !IRREGULAR_PASTS.has(word);

/** The verb at `index` agrees with its subject: plain after a plural, "-s" after a singular, plain after a modal. */
function agreed(reading: Reading, index: number): string | undefined {
  const { tokens } = reading;
  const word = lower(tokens[index]) ?? "";
  if (!readsAsVerb(reading, index) || MODALS.has(word)) return undefined;
  const before = lower(tokens[index - 1]) ?? "";
  // "should arrive", "did not send", "can she send".
  const twoBefore = lower(tokens[index - 2]) ?? "";
  // "want to sends", not "an email to accounts".
  const toAfterVerb = before !== "to" || isVerbTag(reading.tags[index - 2]);
  const afterPlain =
    (BEFORE_PLAIN.has(before) && toAfterVerb) ||
    ((before === "not" || PERSONS.has(before)) &&
      BEFORE_PLAIN.has(twoBefore) &&
      twoBefore !== "to");
  if (afterPlain) {
    return word !== "is" && word !== "was" && word !== "has" ? plainOf(word) : undefined;
  }
  const head = subjectHeadBefore(reading, index);
  if (head >= 0) {
    const plural = isPluralNoun(lower(tokens[head]) ?? "");
    if (plural) return plainOf(word);
    if (isJoinedSubject(reading, head)) return undefined;
    if (word === "are" || word === "were") return word === "are" ? "is" : "was";
    return takesS(word) ? sFormOf(word) : undefined;
  }
  const third =
    before === "he" || before === "she" || (before === "it" && opensClause(tokens, index - 1));
  if (third && isPersonSubject(reading, index - 1) && takesS(word)) {
    return afterAPast(reading, index) ? pastOf(word) : sFormOf(word);
  }
  return undefined;
}

/**
 * "I called him and he say …": a plain verb after "he" or "she" is wrong in
 * any time, and after a past in its sentence it was meant as a past too.
 */
function afterAPast({ tokens, tags }: Reading, index: number): boolean {
  for (let at = index - 1; at >= 0 && !endsClause(tokens[at]); at--) {
    const word = lower(tokens[at]) ?? "";
    const perfect = /^(?:has|have|had|is|are|was|were|be|been)$/u.test(lower(tokens[at - 1]) ?? "");
    const past = /^(?:was|were|did)$/u.test(word) || (isPastForm(word) && !perfect);
    if (isVerbTag(tags[at]) && past) return true;
  }
  return false;
}

const isPastForm = (word: string) => {
  const plain = plainOfPast(word);
  return plain !== undefined && pastOf(plain) === word;
};

/** Whether the sentence from `start` to `end` tells of a past time and of no present or later one. */
function toldInThePast({ tokens, tags }: Reading, start: number, end: number): boolean {
  let past = false;
  for (let at = start; at < end; at++) {
    const word = lower(tokens[at]) ?? "";
    // "since yesterday" runs up to now; "last quarter numbers" names numbers.
    if (
      NOT_PAST.has(word) ||
      (word === "since" && /^(?:yesterday|last)$/u.test(lower(tokens[at + 1]) ?? ""))
    ) {
      return false;
    }
    const lastTime =
      word === "last" &&
      PAST_AFTER_LAST.has(lower(tokens[at + 1]) ?? "") &&
      tags[at + 2] !== "NOUN";
    past ||= word === "yesterday" || word === "ago" || lastTime;
  }
  return past;
}

/** The verbs of a sentence told in the past put in the past: "we finish" → "finished", "has sent" → "sent". */
function putInThePast(
  reading: Reading,
  start: number,
  end: number,
  written: Array<string | null>,
): void {
  const { tokens, tags } = reading;
  let changed = false;
  for (let at = start; at < end; at++) {
    const word = lower(tokens[at]) ?? "";
    // "has already sent … yesterday" → "already sent".
    const participleAt = at + (tags[at + 1] === "ADV" ? 2 : 1);
    const participle = lower(tokens[participleAt]) ?? "";
    if (
      (word === "has" || word === "have") &&
      isParticiple(participle) &&
      !BEFORE_PLAIN.has(lower(tokens[at - 1]) ?? "")
    ) {
      written[at] = null;
      written[participleAt] = pastOfParticiple(participle);
      changed = true;
      at = participleAt;
      continue;
    }
    const afterSubject = isPersonSubject(reading, at - 1) || subjectHeadBefore(reading, at) >= 0;
    const joined = changed && lower(tokens[at - 1]) === "and" && tags[at] === "VERB";
    if ((!afterSubject && !joined) || !isVerbTag(tags[at]) || MODALS.has(word)) continue;
    const past =
      PAST_OF_BE[word] ??
      PAST_OF_DO[word] ??
      (isPlainForm(word) ? pastOf(word) : undefined) ??
      pastOfSForm(word);
    if (past === undefined) continue;
    written[at] = past;
    changed = true;
  }
}

const pastOfSForm = (word: string) => {
  const plain = plainOf(word);
  return plain === undefined || !isPlainForm(plain) ? undefined : pastOf(plain);
};

/** Each word as the fixes write it (null: left out), or undefined when nothing is wrong. */
function fixedWords(reading: Reading): Array<string | null> | undefined {
  const { tokens, tags } = reading;
  const written: Array<string | null> = tokens.map((token) => token.text);
  let start = 0;
  for (let at = 0; at <= tokens.length; at++) {
    // "He said yesterday that he agrees": what was said keeps its own time.
    const reported = lower(tokens[at]) === "that" && tags[at] !== "DET";
    if (at < tokens.length && !endsClause(tokens[at]) && !reported) continue;
    if (toldInThePast(reading, start, at)) putInThePast(reading, start, at, written);
    start = at + 1;
  }
  for (let at = 0; at < tokens.length; at++) {
    if (written[at] !== tokens[at]?.text) continue;
    const word = lower(tokens[at]) ?? "";
    const fixed = agreed(reading, at);
    if (fixed !== undefined && fixed !== word) written[at] = fixed;
    const article = articleWanted(tokens, tags, at);
    if (article !== undefined) written[at] = `${article} ${written[at]}`;
  }
  const same = written.every((text, at) => text === tokens[at]?.text);
  return same ? undefined : written;
}

/** The selection with the slips of grammar put right; as it was when none is surely wrong. */
export function correctedGrammar(text: string): string {
  const reordered = /(?:^|[.!?]\s+)me\s+and\s|\sand\s+me\s/iu.test(text)
    ? speakerNamedLast(text)
    : text;
  const slipped = slipsPutRight(reordered);
  const reading = read(slipped);
  const written = fixedWords(reading);
  if (!written) return slipped;
  const tokens = reading.tokens.flatMap((token, at): Token[] => {
    const text = written[at];
    if (text === null || text === undefined) return [];
    return [
      { ...token, text: token.kind === "word" ? sameCase(token.text, text) : text },
    ] as Token[];
  });
  return render(tokens);
}
