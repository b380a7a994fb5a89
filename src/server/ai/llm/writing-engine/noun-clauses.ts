/**
 * Clauses whose subject is a noun phrase rather than a pronoun, read by the
 * parts of speech of their words: "… yesterday the printer still does not
 * print", "… on Thursday marketing cannot make it", "… is full two people
 * cancelled", "… the quote did the supplier include shipping"; the
 * subject and its verb are read in noun-phrases.ts, and here whether the
 * words before end a clause.
 */

import { bareNegationBefore } from "./bare-auxiliaries";
import { clauseGapAt, gerundObjectAfter, takesNoObject, verbChainEnd } from "./clause-gaps";
import {
  AUXILIARIES,
  DETERMINERS,
  hasVerbForm,
  isWord,
  NOT_PLURAL_SUBJECTS,
  OBJECT_STARTS,
  OBJECTS,
  QUESTION_SUBJECTS,
  TIME_WORDS,
} from "./clause-lexicon";
import {
  CALENDAR_NAMES,
  isPast,
  plainPastAt,
  TIME_NOUNS,
  timeLengthAt,
  whenSaidBefore,
} from "./clause-times";
import {
  ADVERBS,
  BE_FORMS,
  GIVING_VERBS,
  HERE_OR_THERE,
  INTRANSITIVE,
  LINKING_VERBS,
  PAST_ONLY,
  RECEIVING,
} from "./clause-words";
import { INDEFINITE_SUBJECTS } from "./clauses";
import { nameThenPastAt } from "./name-then-past";
import {
  isGrammarWord,
  isNominal,
  isNounTag,
  knownVerbAt,
  nounAfterArticleAt,
  numberedAt,
  opensPhrase,
  phraseStart,
  pluralAndPlainVerbAt,
  pluralNounAt,
} from "./noun-phrases";
import { objectPronounAt, partOfSpeechAt, SUBJECT_PRONOUNS } from "./parts-of-speech";
import { verbOfNounPhrase } from "./phrase-verbs";
import {
  auxiliaryLeavesGap,
  chainHasObject,
  givenThingMissingAt,
  strandsPreposition,
} from "./relative-clauses";
import { subjectAfterObjectAt } from "./subject-after-object";
import { firstNounAt, shortestSubjectStart, subjectStartsAfterNouns } from "./subject-starts";
import { isTitleAt } from "./titles";
import { lower, type Token, wordSet } from "./tokens";
import { verbOfSubjectAt } from "./verb-subjects";

/** Words of degree before what something is: "too big", "very late". */
export const DEGREE_WORDS = wordSet("very too so really quite pretty extremely");
/** Words a clause ends on before a new subject: "went up", "came back", "stayed home". */
const CLAUSE_ENDINGS = wordSet("up down out off away back home here there well early late");

/**
 * "the tracking number", "the booking code": a noun in "-ing" after a determiner says which kind
 * the noun after it is, so no clause ends on it; "every morning" is a time, which does end one.
 */
const namesKindAt = (tokens: Token[], at: number) =>
  /^\p{Ll}+ing$/u.test(tokens[at]?.text ?? "") &&
  !TIME_NOUNS.has(lower(tokens[at]) ?? "") &&
  opensPhrase(tokens, at - 1);

/**
 * "I sent it to Ines Pedro reviewed it": two names after a verb's object and a preposition, then
 * a verb. "to" takes one name and the verb after needs a subject, so the first name ends the
 * clause and the second opens the next; not in a subject's phrase ("the email from Anna Schmidt").
 */
function nameEndsObjectAt(tokens: Token[], index: number): boolean {
  const preposition = index - 2;
  if (partOfSpeechAt(tokens, preposition) !== "ADP" || isTitleAt(tokens, index - 1)) return false;
  const before = preposition - 1;
  const object = lower(tokens[before]) ?? "";
  if (OBJECTS.has(object) || object === "it" || partOfSpeechAt(tokens, before) === "VERB")
    return true;
  return (
    isNounTag(partOfSpeechAt(tokens, before)) &&
    partOfSpeechAt(tokens, phraseStart(tokens, before) - 1) === "VERB"
  );
}

/**
 * "I liked the photos Anna took", "the files marketing sent are broken": a
 * noun and a verb right after a noun describe it when the verb leaves a gap
 * for it: no object, only the end, a time or the sentence's own verb after
 * it. `opened`: the subject is a determiner's phrase or a name, not a bare noun.
 */
function describesNounBefore(tokens: Token[], verbAt: number, opened = false): boolean {
  const reading = opened ? clauseGapAt(tokens, verbAt) : undefined;
  if (reading !== undefined) return reading === "gap";
  const verb = lower(tokens[verbAt]) ?? "";
  // "the bike my brother was fixing", "the form the client has to sign": the verb an auxiliary
  // goes on to leaves the gap; not after a bare noun ("… the wifi password guests cannot connect").
  if (AUXILIARIES.has(verb)) return opened && auxiliaryLeavesGap(tokens, verbAt);
  if (PASSIVE_AUXILIARIES.has(verb) || partOfSpeechAt(tokens, verbAt) === "AUX") return false;
  // "the login page the users complain about": a verb that takes no object leaves a gap only
  // after a preposition.
  if (LINKING_VERBS.has(verb) || (takesNoObject(verb) && !strandsPreposition(tokens, verbAt + 1)))
    return false;
  if (PAST_ONLY.has(verb)) return false;
  // "the dog keeps scratching it", "friends keep calling the old one": the last of its verbs has
  // an object of its own.
  const end = verbChainEnd(tokens, verbAt);
  const opensObject =
    OBJECT_STARTS.has(lower(tokens[end + 1]) ?? "") && !strandsPreposition(tokens, end + 1);
  if (chainHasObject(tokens, verbAt) || (end > verbAt && opensObject)) return false;
  if (gerundObjectAfter(tokens, verbAt)) return false;
  // "the budget the board approved last week": only a time after a past; after a chain, its last.
  const time = opened ? timeLengthAt(tokens, verbAt + 1) : 0;
  const last = end > verbAt && partOfSpeechAt(tokens, end) === "VERB" ? end + 1 : verbAt + 1;
  const after = time > 0 && (hasVerbForm(verb) || isPast(verb)) ? verbAt + 1 + time : last;
  // "the jacket my sister left here": nothing after the verb but a place said with no noun.
  if (!isWord(tokens[after]) || (opened && HERE_OR_THERE.has(lower(tokens[after]) ?? "")))
    return true;
  // "the recipe my mother taught me": one who is given to, and the noun is what was given.
  if (OBJECTS.has(lower(tokens[after]) ?? "") && GIVING_VERBS.has(verb))
    return givenThingMissingAt(tokens, after + 1);
  // "the dog knocked it over": "it" or "them" is its object, and the word after a particle.
  const thing = lower(tokens[after]) === "it" || lower(tokens[after]) === "them";
  if (thing && partOfSpeechAt(tokens, verbAt) === "VERB") return false;
  if (strandsPreposition(tokens, after)) return true;
  // "Dr Mensah saw everything": a pronoun such as "everything" is its object, whatever its tag.
  if (INDEFINITE_SUBJECTS.has(lower(tokens[after]) ?? "")) return false;
  const tag = partOfSpeechAt(tokens, after);
  // "the cake my mum baked for her": a past with whom it was made for or given to where its object
  // would stand left that object out; not "my son played in the garden", nor a present, which says
  // what happens ("the pool opens at nine").
  const pastLeftOut =
    opened &&
    RECEIVING.has(lower(tokens[after]) ?? "") &&
    (OBJECTS.has(lower(tokens[after + 1]) ?? "") || opensPhrase(tokens, after + 1)) &&
    isPast(verb);
  return tag === "AUX" || tag === "VERB" || pastLeftOut;
}

/**
 * "guitar, drums and piano his brother …", "pens, pencils and erasers tape
 * is …": a bare noun after the "and" of a series of nouns that a comma
 * sets apart is its last item, one word as the others are: the "and" leads
 * into no clause, and no clause after the item describes it.
 */
export const seriesEndsAt = (tokens: Token[], at: number) =>
  isNounTag(partOfSpeechAt(tokens, at)) &&
  /^(?:and|or)$/.test(lower(tokens[at - 1]) ?? "") &&
  isNounTag(partOfSpeechAt(tokens, at - 2)) &&
  tokens[at - 3]?.kind === "mark" &&
  tokens[at - 3]?.text === ",";

/** An object takes no auxiliary or past of its own after it: "the rain stopped kids are playing". */
function verbNoObjectTakes(tokens: Token[], verbAt: number): boolean {
  const [verb, after] = [lower(tokens[verbAt]) ?? "", lower(tokens[verbAt + 1]) ?? ""];
  if (PAST_ONLY.has(verb)) return true;
  // "… needs paper can someone fill it": an auxiliary before "someone" asks a question of its own.
  const asks = QUESTION_SUBJECTS.has(after) || INDEFINITE_SUBJECTS.has(after) || ANYONE.has(after);
  return AUXILIARIES.has(verb) && !asks && !DETERMINERS.has(after);
}

/** Who a question asks about besides the pronouns: "can anyone …", "does anybody …". */
const ANYONE = wordSet("anyone anybody");

/** Forms of "be" and "get" before a participle: "was delayed", "got cancelled". */
const PASSIVE_AUXILIARIES = new Set([...BE_FORMS, ...wordSet("get gets got")]);

/** "was delayed", "got cancelled": a participle after "be" or "get", which takes no object. */
const participleAfterBe = (tokens: Token[], at: number) =>
  PASSIVE_AUXILIARIES.has(lower(tokens[at - 1]) ?? "") ||
  (ADVERBS.has(lower(tokens[at - 1]) ?? "") &&
    PASSIVE_AUXILIARIES.has(lower(tokens[at - 2]) ?? ""));

/** "Tomás borrowed last week": a name, which no noun before it makes a compound of. */
const nameAt = (tokens: Token[], at: number) => /^\p{Lu}\p{Ll}/u.test(tokens[at]?.text ?? "");

/**
 * Whether the word before `index` can end a clause with a noun phrase
 * starting at `index` as the next one's subject, by what that word is.
 */
function endsBefore(tokens: Token[], index: number, verbAt: number): boolean {
  const previous = lower(tokens[index - 1]) ?? "";
  const tag = nounOfCompoundAt(tokens, index - 1) ? "NOUN" : partOfSpeechAt(tokens, index - 1);
  const bare = !opensPhrase(tokens, index);
  // "… but I cannot my back hurts": so does an auxiliary whose verb was left unsaid.
  if (TIME_WORDS.has(previous) || CLAUSE_ENDINGS.has(previous) || bareNegationBefore(tokens, index))
    return true;
  if (!bare && whenSaidBefore(tokens, index)) return true;
  // "in May staff need …": a name in capitals is no grammar word.
  const named = /^\p{Lu}/u.test(tokens[index - 1]?.text ?? "") && isNounTag(tag);
  // "I called them the office is closed", "I tried it the app …": an object pronoun ends its clause.
  if (objectPronounAt(tokens, index - 1) || previous === "everything") return true;
  if (SUBJECT_PRONOUNS.has(previous) || (isGrammarWord(previous) && !named)) return false;
  // "the flowers my mother put": a determiner opens the next phrase after a noun.
  if (!bare && (isNounTag(tag) || opensPhrase(tokens, index - 2)))
    return seriesEndsAt(tokens, index - 1) || !describesNounBefore(tokens, verbAt, true);
  // "the price orders went up", "on Thursday marketing cannot": a noun run into the next subject.
  if (bare && isNounTag(tag)) {
    // "Anna Schmidt", "São Paulo": a name after a name is one name, unless the first is a day or month.
    const nameAfterName =
      named && /^\p{Lu}/u.test(tokens[index]?.text ?? "") && !CALENDAR_NAMES.has(previous);
    const starts = nameAfterName
      ? nameEndsObjectAt(tokens, index) && firstNounAt(tokens, index - 1)
      : subjectStartsAfterNouns(tokens, index, verbAt);
    return (
      starts &&
      (knownVerbAt(tokens, verbAt) || pluralAndPlainVerbAt(tokens, verbAt)) &&
      !NOT_PLURAL_SUBJECTS.has(previous) &&
      !namesKindAt(tokens, index - 1) &&
      // "I sent it to Yusuf Amina answered": no clause after a name describes it.
      (named || !describesNounBefore(tokens, verbAt, nameAt(tokens, index)))
    );
  }
  // "dinner was amazing dessert was even better": an adjective saying what something is.
  // "the package arrived damaged customer service …": after a verb that takes no object too.
  if (tag === "ADJ") {
    // "is still open", "looks fine now": an adverb between the verb and the adjective.
    const adverb =
      ADVERBS.has(lower(tokens[index - 2]) ?? "") &&
      !DEGREE_WORDS.has(lower(tokens[index - 2]) ?? "");
    const before = lower(tokens[adverb ? index - 3 : index - 2]) ?? "";
    // "bought three shirts online each …": an adjective after its noun says how, and ends the
    // clause before a determiner's phrase.
    return (
      BE_FORMS.has(before) ||
      LINKING_VERBS.has(before) ||
      DEGREE_WORDS.has(before) ||
      INTRANSITIVE.has(before) ||
      (!bare && !adverb && isNounTag(partOfSpeechAt(tokens, index - 2)))
    );
  }
  // "the paint is still wet don't …": an adjective after "be" and an adverb is what it is, no subject.
  if (tag === "ADV")
    return !(
      BE_FORMS.has(lower(tokens[index - 2]) ?? "") && partOfSpeechAt(tokens, index) === "ADJ"
    );
  // "at six parking is free": a number after a preposition, and no plural it counts ("of 1,250
  // euros"); "is number 7 the gate sticks": a numbered word's figure, as a noun does.
  if (tag === "NUM")
    return (
      (partOfSpeechAt(tokens, index - 2) === "ADP" && !/s$/.test(lower(tokens[index]) ?? "")) ||
      (!bare && numberedAt(tokens, index - 2))
    );
  if (tag === "VERB" || hasVerbForm(previous)) {
    // "the flight was delayed luggage arrived": a participle after "be" takes no object, nor
    // does "the login works the search …".
    // "are hiring two engineers": an "-ing" after "be" takes a phrase a number or determiner opens.
    const takesPhrase = !bare && /^\p{Ll}{2,}ing$/u.test(tokens[index - 1]?.text ?? "");
    if ((participleAfterBe(tokens, index - 1) && !takesPhrase) || INTRANSITIVE.has(previous))
      return true;
    // "the song she keeps playing is …": a bare word in "-ing" after a verb goes on its verb.
    if (bare && /^\p{Ll}{2,}ing$/u.test(tokens[index]?.text ?? "")) return false;
    if (bare && nameThenPastAt(tokens, index, verbAt)) return true;
    if (subjectAfterObjectAt(tokens, index, verbAt)) return true;
    // After another verb a determiner's phrase is read by the clause rules; a bare noun is its object
    // unless no object could take the verb after it: "build 118 failed build 119 passed".
    const numberedEnds = numberedAt(tokens, index) && !isWord(tokens[verbAt + 1]);
    // "they closed the swimming pool children cannot swim": and the subject is the shortest.
    return (
      bare &&
      (verbNoObjectTakes(tokens, verbAt) || numberedEnds) &&
      index === shortestSubjectStart(tokens, verbAt)
    );
  }
  return false;
}

/**
 * "the room costs 80 euros breakfast is extra": an amount after a noun and
 * a word in "-s", which the tagger may read as a plural, is what that verb
 * costs or weighs, so no subject opens at the number.
 */
const amountAfterVerbAt = (tokens: Token[], index: number) =>
  partOfSpeechAt(tokens, index) === "NUM" &&
  /^\p{Ll}{3,}[^s]s$/u.test(lower(tokens[index - 1]) ?? "") &&
  isNounTag(partOfSpeechAt(tokens, index - 2));

/**
 * Whether a clause whose subject is a noun phrase starts at `index`, after
 * words that end the clause before it; `leadsIn` tells whether words lead
 * into a clause at a given place ("I think the files …"), which no split
 * inside the phrase before may cut.
 */
export function nounClauseAt(
  tokens: Token[],
  index: number,
  leadsIn: (at: number) => boolean,
): boolean {
  if (index === 0 || !isWord(tokens[index - 1]) || amountAfterVerbAt(tokens, index)) return false;
  const verbAt = verbOfSubjectAt(tokens, index);
  if (verbAt < 0 || !endsBefore(tokens, index, verbAt)) return false;
  // "I think the files marketing sent …": the phrase before is led into, so it is a subject itself.
  if (isNounTag(partOfSpeechAt(tokens, index - 1)) && !opensPhrase(tokens, index))
    return !leadsIn(phraseStart(tokens, index - 1));
  return true;
}

/**
 * A verb that takes an object, or its particle, right before `index`, and no
 * participle after "be": "lowered", "sent out"; not "arrived", whose clause
 * ends before the phrase ("my bag never arrived the reference number is …").
 */
function afterVerb(tokens: Token[], index: number): boolean {
  const verbAt = CLAUSE_ENDINGS.has(lower(tokens[index - 1]) ?? "") ? index - 2 : index - 1;
  const verb = lower(tokens[verbAt]) ?? "";
  const isVerb = partOfSpeechAt(tokens, verbAt) === "VERB" || hasVerbForm(verb);
  return (
    isVerb &&
    !AUXILIARIES.has(verb) &&
    !INTRANSITIVE.has(verb) &&
    !participleAfterBe(tokens, verbAt)
  );
}

/**
 * "we need to fix the login page the users complain about": a determiner's
 * phrase and a verb right after a noun, leaving a gap for it, describe it.
 */
export function describesNounAt(tokens: Token[], index: number): boolean {
  if (!opensPhrase(tokens, index) || !nounAfterArticleAt(tokens, index - 1)) return false;
  // "at work", "by car": a bare noun after a preposition is a set phrase no clause describes.
  if (partOfSpeechAt(tokens, index - 2) === "ADP" && !/s$/.test(lower(tokens[index - 1]) ?? ""))
    return false;
  if (whenSaidBefore(tokens, index)) return false;
  const verbAt = verbOfNounPhrase(tokens, index);
  return verbAt >= 0 && describesNounBefore(tokens, verbAt, true);
}

/**
 * Whether the noun phrase at `index`, after a verb, is its object with the
 * next clause's subject run on after its first noun: "we lowered the price
 * orders went up", "I called the bank credit card payments are blocked".
 * There the clause starts inside the phrase, not at its determiner.
 */
export function objectBeforeNounClause(
  tokens: Token[],
  index: number,
  leadsIn: (at: number) => boolean,
): boolean {
  if (!opensPhrase(tokens, index) || !afterVerb(tokens, index)) return false;
  for (let at = index + 1; at <= index + 3 && isNominal(tokens, at, at === index + 1); at++) {
    if (nounClauseAt(tokens, at + 1, leadsIn)) return true;
    if (isNounTag(partOfSpeechAt(tokens, at))) return false;
  }
  return false;
}

/**
 * "what the client wants is clear", "what the team did was great": "what",
 * a determiner's phrase, its verb and then the sentence's own verb make
 * "what …" the subject of a statement. "what the hell is this" and "what the
 * hell happened" ask: no verb before "is", none after "happened".
 */
export function whatClauseIsSubject(clause: Token[]): boolean {
  const words = clause.filter(isWord);
  if (lower(words[0]) !== "what" || !DETERMINERS.has(lower(words[1]) ?? "")) return false;
  for (let at = 3; at < Math.min(words.length - 1, 7); at++) {
    const text = lower(words[at]) ?? "";
    const tag = partOfSpeechAt(words, at);
    if (tag !== "VERB" && tag !== "AUX") continue;
    if (/ing$/.test(text) || (tag === "AUX" && text !== "did" && text !== "does")) return false;
    // "… wants matters most": the tagger reads a verb in "-s" after a verb as a plural.
    const next = partOfSpeechAt(words, at + 1);
    return next === "AUX" || next === "VERB" || /s$/.test(lower(words[at + 1]) ?? "");
  }
  return false;
}

/**
 * "the bus stop", "new software update": a plain form right after a
 * determiner or an adjective and a singular noun, which would take a verb in "-s" or a past ("the talk
 * ran"), is the compound's last noun whatever the tagger reads it as.
 */
export const nounOfCompoundAt = (tokens: Token[], at: number) =>
  partOfSpeechAt(tokens, at) === "VERB" &&
  /^\p{Ll}+$/u.test(tokens[at]?.text ?? "") &&
  !/(?:s|ed|ing)$/.test(tokens[at]?.text ?? "") &&
  !PAST_ONLY.has(lower(tokens[at]) ?? "") &&
  !isPast(lower(tokens[at]) ?? "") &&
  // "the power cut lasted", not "the lawyer read the contract": a past said as its plain form is
  // a noun only before a verb.
  (!plainPastAt(tokens, at) || knownVerbAt(tokens, at + 1)) &&
  isNounTag(partOfSpeechAt(tokens, at - 1)) &&
  !pluralNounAt(tokens, at - 1) &&
  (opensPhrase(tokens, at - 2) || partOfSpeechAt(tokens, at - 2) === "ADJ");
