/**
 * Openings of a run-on clause that the subject-and-verb rules do not see:
 * an order after a clause that is complete ("the lift is broken take the
 * stairs"), and "that" as the subject after an amount ("it cost 45 euros
 * that was cheap").
 */

import { takesClause } from "./clause-gaps";
import {
  AUXILIARIES,
  DETERMINERS,
  hasVerbForm,
  isWord,
  LEAD_INTO_CLAUSE,
  OBJECTS,
} from "./clause-lexicon";
import { isPast, TIME_NOUNS, timePhraseBefore } from "./clause-times";
import {
  ADVERBS,
  BARE_VERB_TAKERS,
  BE_FORMS_BUT_PLAIN,
  CLAUSE_TAKING_VERBS,
  HAVE,
  PARTICLES,
} from "./clause-words";
import { DEGREE_WORDS } from "./noun-clauses";
import {
  amountOrStretchEndsBefore,
  barePluralEndsAt,
  officeOrderAt,
  orderForWhenAfterAmountAt,
  prepositionObjectBefore,
  WHEN_PREPOSITIONS,
} from "./order-edges";
import {
  knownOrder,
  OBJECT_OPENERS,
  objectOfPrepositionBefore,
  SUBJECT_TAGS,
} from "./orders-after-statements";
import {
  isMidAdverb,
  isNounAt,
  isVerbAt,
  objectPronounAt,
  partOfSpeechAt,
} from "./parts-of-speech";
import { verbOfNounPhrase } from "./phrase-verbs";
import { ANYONE } from "./question-subjects";
import { lower, type Token, wordSet } from "./tokens";
import { pastOf, plainOf } from "./verb-forms";

/** Tags of words a clause can end on before an order: "is ready", "at 7", "to Thursday", "is down". */
const CLAUSE_ENDS = new Set(["ADJ", "NUM", "NOUN", "PROPN", "ADP"]);

/** Tags an order can carry in the tagger's reading: "share" and "use" read as nouns, "open" as an adjective. */
const ORDER_TAGS = new Set(["VERB", "NOUN", "ADJ"]);

/** Whether a verb among the few words back takes a plain verb after its object. */
function afterBareVerbTaker(tokens: Token[], index: number): boolean {
  for (let at = index - 2; at >= Math.max(0, index - 6); at--) {
    if (!isWord(tokens[at])) return false;
    const text = lower(tokens[at]) ?? "";
    if (BARE_VERB_TAKERS.has(text)) return true;
    const person = tokens[at + 1];
    if (
      HAVE.has(text) &&
      (DETERMINERS.has(lower(person) ?? "") ||
        OBJECTS.has(lower(person) ?? "") ||
        partOfSpeechAt(tokens, at + 1) === "PROPN")
    )
      return true;
  }
  return false;
}

/**
 * Past verbs that take another verb after them, with or without the "to"
 * people drop ("I forgot send it", "she tried call"): that verb is no order.
 */
export const VERB_TAKING_PASTS = wordSet(
  "wanted needed tried forgot started stopped began planned refused managed offered hoped dared " +
    "promised agreed decided learned learnt remembered chose failed continued preferred intended expected",
);

/** Forms of "get" before a participle: "got cancelled", "gets delayed". */
const GET = wordSet("get gets got");

/**
 * Whether the verb before `index` ends its clause: a past participle after
 * an auxiliary ("has finished"), a verb in "-ing" after "be" ("is
 * sleeping"), or a past right after its subject that takes no verb after
 * it ("the code expired request …", not "I forgot send …").
 */
function verbEndsClause(tokens: Token[], index: number): boolean {
  const previous = lower(tokens[index - 1]) ?? "";
  const before = lower(tokens[index - 2]) ?? "";
  // "has finished", "got cancelled": a participle after an auxiliary or "get".
  if (/(?:ed|en)$/.test(previous) && (AUXILIARIES.has(before) || GET.has(before))) return true;
  // "is sleeping", "stopped working": a verb in "-ing" after "be" or after another verb.
  if (/ing$/.test(previous))
    return BE_FORMS_BUT_PLAIN.has(before) || partOfSpeechAt(tokens, index - 2) === "VERB";
  // "the lamp works bring …", "the printer always jams use …": so does one in "-s", and an adverb
  // may stand between the subject and its verb.
  const inS = /^\p{Ll}{2,}[^su'’]s$/u.test(previous);
  let subjectAt = index - 2;
  while (
    subjectAt > index - 4 &&
    isMidAdverb(lower(tokens[subjectAt]) ?? "", partOfSpeechAt(tokens, subjectAt))
  )
    subjectAt -= 1;
  return (
    (isPast(previous) || /ed$/.test(previous) || inS) &&
    !VERB_TAKING_PASTS.has(inS ? pastOf(plainOf(previous) ?? "") : previous) &&
    !BARE_VERB_TAKERS.has(previous) &&
    SUBJECT_TAGS.has(partOfSpeechAt(tokens, subjectAt) ?? "")
  );
}

/**
 * Whether the word before `index` is what a form of "be" says: "the soup is cold …"; not an
 * adverb such as "still" or "already", which stands before what it says ("is still open").
 */
const predicateBefore = (tokens: Token[], index: number) =>
  BE_FORMS_BUT_PLAIN.has(lower(tokens[index - 2]) ?? "") &&
  !DETERMINERS.has(lower(tokens[index - 1]) ?? "") &&
  !ADVERBS.has(lower(tokens[index - 1]) ?? "");

/**
 * Whether the word before `index` can end a clause before an order: a word
 * that ends a phrase, what a form of "be" says ("the door is locked ask …"),
 * a past participle after an auxiliary, or an adverb after a verb ("leaking
 * again"); not a pronoun ("let me know"), a grammar word, or an adverb
 * before its verb ("we finally watch").
 */
function endsBeforeOrder(tokens: Token[], index: number): boolean {
  const previous = lower(tokens[index - 1]) ?? "";
  const tag = partOfSpeechAt(tokens, index - 1);
  if (DETERMINERS.has(previous) || AUXILIARIES.has(previous) || previous === "to") return false;
  if (predicateBefore(tokens, index)) return tag !== "PRON";
  if (tag === "VERB") return verbEndsClause(tokens, index);
  // "we ate everything buy some milk": a pronoun of things is the object the clause ends on.
  if (THINGS.has(previous) || prepositionObjectBefore(tokens, index)) return true;
  // "is too big", which the tagger may read as two adverbs: what "be" says, after its degree.
  const degreeAfterBe =
    DEGREE_WORDS.has(lower(tokens[index - 2]) ?? "") &&
    BE_FORMS_BUT_PLAIN.has(lower(tokens[index - 3]) ?? "");
  if (tag === "ADV")
    return AFTER_VERB_TAGS.has(partOfSpeechAt(tokens, index - 2) ?? "") || degreeAfterBe;
  // "the signed copy": an adjective after a determiner describes the noun to come; a date's
  // ordinal ends its phrase ("expires on the 12th throw it away").
  if (tag === "ADJ" && OBJECT_OPENERS.has(lower(tokens[index - 2]) ?? ""))
    return /^\d+(?:st|nd|rd|th)$/.test(previous);
  return tag !== undefined && CLAUSE_ENDS.has(tag);
}

/** Pronouns of things, which end a clause as its object: "checked everything", "ate nothing". */
const THINGS = wordSet("everything nothing something anything");

/** Tags of a word an adverb can follow at a clause's end: "leaking again", "closes early". */
const AFTER_VERB_TAGS = new Set(["VERB", "ADJ", "ADP"]);

/**
 * What follows the word at `index` when it is an order: what it acts on, a
 * determiner's phrase with no verb of its own ("take the stairs", not "the
 * door is open"), or an object pronoun with no verb after it ("refill it
 * please", not "the car it broke").
 */
function actsOnAfter(tokens: Token[], index: number): boolean {
  const next = lower(tokens[index + 1]) ?? "";
  if (objectPronounAt(tokens, index + 1, true)) return !isVerbAt(tokens, index + 2);
  // "ask Priya for the new one", "call Omar tonight": a name, then a preposition or a time, no
  // clause of its own ("tell Marco I'll call").
  const named =
    partOfSpeechAt(tokens, index + 1) === "PROPN" && /^\p{Lu}/u.test(tokens[index + 1]?.text ?? "");
  if (named)
    return (
      !isWord(tokens[index + 2]) ||
      partOfSpeechAt(tokens, index + 2) === "ADP" ||
      timePhraseBefore(tokens, index + 3) === 1
    );
  // "bring two pencils": a number counting a noun; "use 4471 from Monday": a code or a figure.
  if (
    partOfSpeechAt(tokens, index + 1) === "NUM" &&
    (isNounAt(tokens, index + 2) ||
      !isWord(tokens[index + 2]) ||
      partOfSpeechAt(tokens, index + 2) === "ADP")
  )
    return true;
  // "ask someone to help": a pronoun for anyone, with no verb of its own after it.
  if (ANYONE.has(next)) return !isVerbAt(tokens, index + 2);
  // "turn down the heat": an order's particle before what it acts on. A word the writer does not
  // know as an order goes on a noun before it ("share the report file in the folder") unless what
  // "be" says ends the clause there.
  if (PARTICLES.has(next) && OBJECT_OPENERS.has(lower(tokens[index + 2]) ?? ""))
    return (
      verbOfNounPhrase(tokens, index + 2) < 0 &&
      (knownOrder(lower(tokens[index]) ?? "") || predicateBefore(tokens, index))
    );
  // "bring coins", "wear good shoes": a plural with no determiner, ending the order or before
  // where or what for; not one with a verb of its own ("buy shoes is …").
  if (knownOrder(lower(tokens[index]) ?? "") && barePluralEndsAt(tokens, index + 1)) return true;
  // "this week", "every day": a time, not what the order acts on.
  const time = TIME_NOUNS.has(lower(tokens[index + 2]) ?? "");
  // "let the tenants know": an order whose object has a plain verb of its own.
  const bareVerbAfter =
    BARE_VERB_TAKERS.has(lower(tokens[index]) ?? "") || verbOfNounPhrase(tokens, index + 1) < 0;
  return OBJECT_OPENERS.has(next) && !time && bareVerbAfter;
}

/** Forms of "do not" that open an order: "don't touch", "do not forget". */
const DO_NOT = wordSet("don't don’t dont");

/**
 * Whether the noun before `index` ends a verb's object ("sells fresh
 * bread"), so it is no subject of the words at `index` ("the parents make
 * sure …"); not after a verb that takes a clause ("I think the parents …").
 */
function objectOfVerbBefore(tokens: Token[], index: number): boolean {
  for (let at = index - 2; at >= Math.max(1, index - 5); at--) {
    const tag = partOfSpeechAt(tokens, at);
    if (tag === "VERB") {
      const verb = lower(tokens[at]) ?? "";
      return (
        !BE_FORMS_BUT_PLAIN.has(verb) &&
        !LEAD_INTO_CLAUSE.has(verb) &&
        !CLAUSE_TAKING_VERBS.has(verb)
      );
    }
    if (tag !== "DET" && tag !== "ADJ" && tag !== "NOUN" && tag !== "NUM") return false;
  }
  return false;
}

/** Orders that take a verb after "to": "remember to bring", "try to come". */
const TAKING_TO = wordSet("remember try");
/** Whom "let … know" asks to be told: "let me know", "let us know". */
const LET_KNOW = wordSet("me us");
/** Where to be, read as pronouns by the tagger: "be there early". */
const PLACE_ADVERBS = wordSet("here there");

/**
 * "the road is icy be careful", "the paint is wet don't touch the door",
 * "the visit is at ten do not forget the card", "the visitors arrive at ten
 * make sure the room is clean", "check the file let me know": after a word
 * that ends a clause, "be" with what to be, "do not" with a verb, "make
 * sure", "remember to" or "let me know" opens an order by its own words.
 */
function orderByItsOpeningAt(tokens: Token[], index: number): boolean {
  const text = lower(tokens[index]) ?? "";
  const verbAt = DO_NOT.has(text)
    ? index + 1
    : text === "do" && lower(tokens[index + 1]) === "not"
      ? index + 2
      : -1;
  const verb = lower(tokens[verbAt]) ?? "";
  const next = lower(tokens[index + 1]) ?? "";
  const opens =
    text === "be"
      ? /^(?:ADJ|ADV|ADP)$/.test(partOfSpeechAt(tokens, index + 1) ?? "") || PLACE_ADVERBS.has(next)
      : verbAt > 0
        ? verb === "be" || knownOrder(verb) || partOfSpeechAt(tokens, verbAt) === "VERB"
        : (text === "make" && next === "sure" && isWord(tokens[index + 2])) ||
          (TAKING_TO.has(text) && next === "to" && isVerbAt(tokens, index + 2)) ||
          (text === "let" && LET_KNOW.has(next) && lower(tokens[index + 2]) === "know");
  if (!opens || !isWord(tokens[index - 1]) || afterBareVerbTaker(tokens, index)) return false;
  const tag = partOfSpeechAt(tokens, index - 1);
  // "he is always be careful": an adverb after "be" is no predicate that ends a clause.
  if (tag === "ADV" && BE_FORMS_BUT_PLAIN.has(lower(tokens[index - 2]) ?? "")) return false;
  const noun = tag === "NOUN" || tag === "PROPN";
  return (
    endsBeforeOrder(tokens, index) &&
    (!noun ||
      predicateBefore(tokens, index) ||
      objectOfPrepositionBefore(tokens, index) ||
      (verbAt < 0 && objectOfVerbBefore(tokens, index)))
  );
}

/** Words that open a clause describing the noun before them. */
const RELATIVES = wordSet("that who which");

/**
 * "the team that arrived early set up the room": a noun opening what was
 * said, then a clause describing it, still waits for its own verb, which
 * the plain word at `index` is; no order. Read a few words back only.
 */
export function nounAwaitsItsVerb(tokens: Token[], index: number): boolean {
  for (let at = index - 2; at >= Math.max(1, index - 8); at--) {
    if (!isWord(tokens[at])) return false;
    if (!RELATIVES.has(lower(tokens[at]) ?? "") || !isNounAt(tokens, at - 1)) continue;
    // "I met the team that arrived early": a verb before the noun is the clause's own.
    for (let before = at - 2; before >= Math.max(0, at - 5); before--) {
      if (!isWord(tokens[before])) return true;
      if (isVerbAt(tokens, before) || AUXILIARIES.has(lower(tokens[before]) ?? "")) return false;
    }
    return true;
  }
  return false;
}

/** Prepositions an order goes on with: "wait for the next one", "go to the desk". */
const ORDER_PREPOSITIONS = wordSet("for to on in at with from into");

/**
 * "the printer is jammed try the one upstairs", "the form is online fill it
 * in", "the deadline is Friday share the slides": after a word that ends a
 * clause, a verb in its plain form acting on what follows is an order of its
 * own. The tagger often reads such an order as a noun ("share", "use"), so a
 * word the writer knows as an order counts as one when the tagger disagrees.
 */
export function orderAfterClauseAt(tokens: Token[], index: number): boolean {
  const text = tokens[index]?.text ?? "";
  // "we have no budget left this quarter", "I think the client liked it": a past or a verb in
  // "-s" or "-ing" is no order, but for the orders the writer knows ("bring", "press").
  if (orderByItsOpeningAt(tokens, index)) return true;
  const known = knownOrder(text) || officeOrderAt(tokens, index);
  const plain =
    /^\p{Ll}+$/u.test(text) && (known || (!/(?:s|ed|ing)$/.test(text) && !hasVerbForm(text)));
  // Nor is a grammar word: "good to me", "three of us".
  const tag = partOfSpeechAt(tokens, index);
  if (!plain || tag === undefined || !ORDER_TAGS.has(tag) || !isWord(tokens[index - 1]))
    return false;
  // "the layout is much cleaner the old one …": a word read as an adjective is an order only
  // where the writer knows it as one ("open the window").
  if (tag === "ADJ" && !known) return false;
  const plainVerb = tag === "VERB";
  // A word the tagger reads as a noun is an order only before an object pronoun: "refill it".
  const beforePronoun = objectPronounAt(tokens, index + 1, true);
  // "the shop is shut order the parts": after what "be" says, any plain word acting on a phrase.
  // Not after a preposition still waiting for its object: "is on holiday this week".
  const afterPredicate =
    predicateBefore(tokens, index) &&
    partOfSpeechAt(tokens, index - 1) !== "ADP" &&
    OBJECT_OPENERS.has(lower(tokens[index + 1]) ?? "");
  // "the bus is full wait for the next one", "the room is number 12 ask at reception", "the shop
  // opens at 9 call after 10": an order the writer knows and its preposition (or one for when)
  // after what "be" says, a number, an amount and its rate or a stretch of time; not in a noun
  // phrase ("the car park on the left", "the signed copy from").
  const preposition = lower(tokens[index + 1]) ?? "";
  const afterAmount = amountOrStretchEndsBefore(tokens, index);
  const withPreposition =
    known &&
    ((ORDER_PREPOSITIONS.has(preposition) && (predicateBefore(tokens, index) || afterAmount)) ||
      (WHEN_PREPOSITIONS.has(preposition) && afterAmount));
  // "the meeting is over go home", "the bus is late leave now": an order the writer knows and
  // one word for where or when, ending what was said or before a preposition ("go back to …").
  // Not after a noun still waiting for its verb ("when does the train leave tomorrow"), but for
  // after an amount, where any plain verb may ("takes 40 minutes apply early").
  const where = partOfSpeechAt(tokens, index + 1);
  const alone =
    (known &&
      (afterAmount || !/^(?:NOUN|PROPN)$/.test(partOfSpeechAt(tokens, index - 1) ?? "")) &&
      ((/^(?:ADV|NOUN)$/.test(where ?? "") && !isWord(tokens[index + 2])) ||
        (where === "ADV" && ORDER_PREPOSITIONS.has(lower(tokens[index + 2]) ?? "")))) ||
    orderForWhenAfterAmountAt(tokens, index);
  // "it is in the showroom come and see it": an order the writer knows joined to the next.
  const joined =
    known && lower(tokens[index + 1]) === "and" && partOfSpeechAt(tokens, index + 2) === "VERB";
  return (
    (known || plainVerb || beforePronoun || afterPredicate) &&
    endsBeforeOrder(tokens, index) &&
    (actsOnAfter(tokens, index) || withPreposition || alone || joined) &&
    !afterBareVerbTaker(tokens, index) &&
    !nounAwaitsItsVerb(tokens, index) &&
    !clauseOfItsOwnAfter(tokens, index)
  );
}

/**
 * "booked the meeting room my boss was …": a phrase with its own verb after
 * a word is no object of that word as an order, unless the word takes a
 * clause ("tell …") or has its object do something ("let the tenants
 * know"); the tagger reads a compound's last noun as a verb there.
 */
export function clauseOfItsOwnAfter(tokens: Token[], index: number): boolean {
  const word = lower(tokens[index]) ?? "";
  if (takesClause(word) || BARE_VERB_TAKERS.has(word) || HAVE.has(word)) return false;
  return verbOfNounPhrase(tokens, index + 1) > index + 1;
}

/** Forms of "be" after "that" as a subject: "that was cheap", "that is too much". */
const BE_SINGULAR = wordSet("is was");

/**
 * "the ticket cost 45 euros that was cheap", "it went up to 1200 that's
 * crazy": "that" after a number, or after a plural it counts, is the subject
 * of a clause of its own; a relative "that" agrees with a plural ("3 bugs
 * that are critical").
 */
export function thatAfterAmountAt(tokens: Token[], index: number): boolean {
  const text = lower(tokens[index]) ?? "";
  const says =
    /^that['’]s$/.test(text) ||
    (text === "that" && BE_SINGULAR.has(lower(tokens[index + 1]) ?? ""));
  if (!says || !isWord(tokens[index - 1])) return false;
  if (partOfSpeechAt(tokens, index - 1) === "NUM") return true;
  const plural = /\p{L}s$/u.test(lower(tokens[index - 1]) ?? "");
  return plural && partOfSpeechAt(tokens, index - 2) === "NUM";
}
