/**
 * "that" and "this" as the subject of a new statement after a complete one:
 * "we won that is great", "the wifi drops every hour this worries me". They
 * point back at what was said, where a relative "that" or a determiner
 * "this" would describe the word before. A relative "that" follows a noun,
 * so after any other word ("us", "online", "raining") it opens a clause;
 * after a noun only words that judge what happened do ("our room that was
 * very kind"), and not after a person, who can be kind.
 */
import { DETERMINERS, NOT_PLURAL_SUBJECTS, OBJECTS, THIRD_PERSON } from "./clause-lexicon";
import { isPast } from "./clause-times";
import { ARTICLES, BE_FORMS, CLAUSE_TAKING_VERBS, MODALS } from "./clause-words";
import { DEGREE_WORDS } from "./noun-clauses";
import { isNounAt, isVerbAt, partOfSpeechAt } from "./parts-of-speech";
import { PERSON_NOUNS } from "./person-nouns";
import { lower, type Token, wordSet } from "./tokens";

/** The verbs "that" takes as a subject pointing back: "that is", "that sounds". */
const THAT_VERBS = wordSet(
  "is was sounds sounded seems seemed looks looked means meant makes made explains explained helps helped",
);

/** Verbs whose clause may open with "that" or "this": "I know that is true", "I think this is right". */
const CLAUSE_LEADS = new Set([
  ...CLAUSE_TAKING_VERBS,
  ...wordSet(
    "think thought know knew hope believe guess say said says mean feel felt wish suppose sure so such",
  ),
]);

/** People, who can be kind or strange themselves: "a man that was very kind". */
const PEOPLE = new Set([
  ...PERSON_NOUNS,
  ...wordSet("man woman guy lady person people girl boy staff team"),
]);

/** What one says of something that happened, never of a room or a plan: "that was very kind". */
const JUDGING = wordSet(
  "why because kind generous thoughtful sweet lucky unlucky unfortunate annoying frustrating embarrassing unacceptable ridiculous crazy amazing awesome brilliant fantastic wonderful great good bad terrible awful strange weird funny sad",
);

/** After "a": what it was, "a pity", "a relief". */
const JUDGING_NOUNS = wordSet("pity shame relief surprise disaster mess joke");

/** "that was a relief", "that is very kind": a judgement, read past a degree and "a". */
function judgesAt(tokens: Token[], at: number): boolean {
  let index = at;
  while (DEGREE_WORDS.has(lower(tokens[index]) ?? "")) index++;
  const text = lower(tokens[index]) ?? "";
  if (text === "a") return JUDGING_NOUNS.has(lower(tokens[index + 1]) ?? "");
  // "that is really nice of her": a quality "of" a person is one of what they did.
  const ofPerson = lower(tokens[index + 1]) === "of" && OBJECTS.has(lower(tokens[index + 2]) ?? "");
  return JUDGING.has(text) || ofPerson;
}

/** "that is great", "that's why", "that sounds fair": "that" with a verb it points back with. */
function thatSubjectAt(tokens: Token[], index: number): boolean {
  const text = lower(tokens[index]) ?? "";
  if (/^that['’]s$/.test(text)) return true;
  return text === "that" && THAT_VERBS.has(lower(tokens[index + 1]) ?? "");
}

/** Verbs whose object takes a participle after it: "we need this fixed", "I want this done". */
const HAVING_DONE = wordSet("need needs needed want wants wanted get got have has had");

/**
 * "this worries me", "this is hard", "this will take time": "this" with a
 * verb of its own. A plural cannot follow "this", so a word in "-s" is its
 * verb, but for nouns that end so in the singular ("this bus", "this news").
 */
function thisSubjectAt(tokens: Token[], index: number): boolean {
  const text = lower(tokens[index]) ?? "";
  if (/^this['’]s$/.test(text)) return true;
  if (text !== "this") return false;
  const next = lower(tokens[index + 1]) ?? "";
  if (BE_FORMS.has(next) || MODALS.has(next) || THIRD_PERSON.has(next)) return true;
  if (/\p{L}{2}s$/u.test(next) && !/(ss|us|is|as)$/.test(next))
    return !NOT_PLURAL_SUBJECTS.has(next);
  const past = isPast(next) && isVerbAt(tokens, index + 1);
  return past && !HAVING_DONE.has(lower(tokens[index - 1]) ?? "");
}

/** Whether "that" or "this" at `index` is the subject of a statement after the one before it. */
export function pointerSubjectAt(tokens: Token[], index: number): boolean {
  const before = tokens[index - 1];
  if (before?.kind !== "word" || CLAUSE_LEADS.has(lower(before) ?? "")) return false;
  if (thisSubjectAt(tokens, index)) return true;
  if (!thatSubjectAt(tokens, index)) return false;
  // "a flat that is …": after a determiner the word is a noun, whatever the tagger reads.
  const afterNoun =
    isNounAt(tokens, index - 1) ||
    partOfSpeechAt(tokens, index - 1) === "PROPN" ||
    ARTICLES.has(lower(tokens[index - 2]) ?? "") ||
    DETERMINERS.has(lower(tokens[index - 2]) ?? "");
  if (!afterNoun) return true;
  const verbAt = /^that['’]s$/.test(lower(tokens[index]) ?? "") ? index + 1 : index + 2;
  return !PEOPLE.has(lower(before) ?? "") && judgesAt(tokens, verbAt);
}
