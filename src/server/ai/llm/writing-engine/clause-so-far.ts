/**
 * A clause read word by word as it is said, and whether it can stand on its
 * own: its subject and verb, or an opening that is a whole sentence ("thanks
 * for …", "no problem", "heads up from IT").
 */

import {
  DETERMINERS,
  hasVerbForm,
  LEAD_INTO_CLAUSE,
  NOT_PLURAL_SUBJECTS,
  NOT_VERBS_AFTER_SUBJECT,
  QUESTION_OPENERS,
  QUESTION_SUBJECTS,
  SUBJECT_CONTRACTIONS,
  TELL_VERBS,
  THIRD_PERSON,
  TIME_WORDS,
} from "./clause-lexicon";
import { TIME_DETERMINERS, TIME_NOUNS } from "./clause-times";
import { ADVERBS, CLAUSE_TAKING_VERBS, INTRANSITIVE, PLURALS_WITHOUT_S } from "./clause-words";
import { INDEFINITE_SUBJECTS } from "./clauses";
import { opensPhrase, pluralNounAt } from "./noun-phrases";
import {
  isMidAdverb,
  type PartOfSpeech,
  partOfSpeechOf,
  SUBJECT_PRONOUNS,
} from "./parts-of-speech";
import { MESSAGE_VERBS_BEFORE_WORDS } from "./request-words";
import { isWish, ORDERS } from "./sentence-edges";
import { STEP_VERBS } from "./series-words";
import { subjectVerbAt } from "./subject-verb";
import { lower, type Token, wordSet } from "./tokens";
import { isPlainForm } from "./verb-forms";

/** Tags of a word that follows a verb in "-s" and never a plural noun's compound: "leaks at", "loads fast". */
const AFTER_VERB_IN_S = new Set<PartOfSpeech>(["DET", "ADV", "ADP", "NUM", "PRON", "ADJ"]);

/** Openings that are a whole clause without a verb: "thanks for your message", "great post". */
export const COMPLETE_OPENERS = wordSet(
  "thanks thank sorry great good nice cool lovely awesome brilliant excellent fantastic wonderful perfect congrats congratulations welcome cheers hi hello sounds looks",
);

/**
 * The words of a clause so far, each read once as it is added: whether the
 * clause can stand on its own is then known at any word without reading the
 * clause again (re-reading it at every word grows with the square of a long
 * clause that never gets its verb, such as "however we however we …").
 */
export class ClauseSoFar {
  words = 0;
  first: string | undefined;
  second: string | undefined;
  private third: string | undefined;
  private previous: string | undefined;
  private verbAfterFirst = false;
  /** Whether the last word is a noun right after a determiner and any adjectives: "the old tests". */
  private nounAfterDeterminer = false;
  /** Whether the words since the last determiner are adjectives only: "the old". */
  private phraseOpened = false;
  /** Whether the last word agrees as a verb with the noun a determiner opened: "the fridge leaks", "the pipes leak". */
  private inSAfterNoun = false;
  /** Whether the last word is a plain form right after a determiner and a singular noun: "the landlord increase". */
  private plainAfterNoun = false;
  /** Whether a determiner's phrase follows such a plain form so far: "the landlord increase the rent". */
  private objectAfterPlain = false;
  /** Where an order after "to" was said: "ask her to send the file". */
  private orderAfterTo: number | undefined;
  /** Where an order after a time or a phrase was said: "tomorrow bring a towel", "for the trip pack …". */
  private orderAfterPhrase: number | undefined;
  /** An order there the tagger read as a noun ("on Saturday pack …"), an order if an object follows. */
  private nounOrderAfterPhrase: number | undefined;
  private previousTag: string | undefined;
  /** Whether the last word is a name in capitals: "Olu". */
  private afterName = false;
  /** Whether the last word is in "-s" right after such a name: "Farida teaches". */
  private inSAfterName = false;
  /** Whether an adverb stands after such a noun or name: "the printer always". */
  private adverbAfterSubject = false;
  /** How many words the clause's subject and any adverbs span before its verb, when it opens on one. */
  private wordsBeforeVerb: number | undefined;
  /** Where the verb of an order said negated stands: "don't forget the keys", "do not touch it". */
  private negatedOrderAt: number | undefined;

  /**
   * Reads the clause's subject and its verb from its first word, at `index`
   * of `tokens`, by the shared reading (subject-verb.ts): "my back hurts
   * badly", "the car drives very smoothly" stand as clauses once their verb
   * is said, whatever the tagger made of it.
   */
  openAt(tokens: Token[], index: number): void {
    // "reply thank you …": a bare noun opening a clause is as often an order or a lead as a subject.
    const subject =
      opensPhrase(tokens, index) ||
      pluralNounAt(tokens, index) ||
      /^\p{Lu}/u.test(tokens[index]?.text ?? "");
    if (this.words > 0 || !subject) return;
    const verbAt = subjectVerbAt(tokens, index);
    this.wordsBeforeVerb = verbAt > index ? verbAt - index : undefined;
  }

  add(token: Token | undefined): void {
    const text = lower(token);
    if (text === undefined) return;
    const tag = partOfSpeechOf(token);
    // "the light never works", "Olu still lives …": an adverb between a subject and its verb leaves
    // the word after it read as that subject's verb.
    if ((this.nounAfterDeterminer || this.afterName) && isMidAdverb(text, tag)) {
      this.adverbAfterSubject = true;
      this.words += 1;
      return;
    }
    if (this.words === 0) this.first = text;
    else {
      if (this.words === 1) this.second = text;
      if (this.words === 2) this.third = text;
      // "when you arrive": after a subject, a word that is no grammar word is its verb.
      this.verbAfterFirst ||=
        hasVerbForm(text) ||
        THIRD_PERSON.has(text) ||
        (SUBJECT_PRONOUNS.has(this.previous ?? "") && !NOT_VERBS_AFTER_SUBJECT.has(text)) ||
        // "the tests pass now": a verb, by its part of speech, after a determiner and a noun;
        // "my grandmother lives alone", "the kids sleep badly": or a verb that takes no object and
        // agrees with the noun, whatever the tagger reads it as.
        (this.nounAfterDeterminer &&
          ((tag === "VERB" && !/ing$/.test(text)) ||
            (INTRANSITIVE.has(text) && /s$/.test(text) !== /[^s]s$/.test(this.previous ?? "")))) ||
        // "the fridge leaks at night": a word in "-s" after a singular noun, read as a plural, was
        // its verb when a determiner, an adverb or a preposition follows it.
        this.agreeingVerbBefore(text, tag) ||
        // "the printer always jams": after a subject and an adverb, a word in "-s" or "-ed" is its verb.
        (this.adverbAfterSubject &&
          (tag === "VERB" || /^\p{Ll}{2,}(?:[^su'’]s|ed)$/u.test(text))) ||
        // "the landlord increase the rent again": a plain form after a singular noun, read as a
        // noun, was a verb as a learner says it when a determiner's phrase follows it with no verb
        // of its own ("the phone charger my son lost" describes the charger).
        (this.objectAfterPlain && this.previousTag === "NOUN" && tag !== "VERB" && tag !== "AUX");
    }
    this.adverbAfterSubject = false;
    this.objectAfterPlain =
      (this.plainAfterNoun && DETERMINERS.has(text)) ||
      (this.objectAfterPlain && (tag === "ADJ" || tag === "NOUN"));
    this.plainAfterNoun =
      this.nounAfterDeterminer &&
      tag === "NOUN" &&
      !/s$/.test(this.previous ?? "") &&
      /^\p{Ll}+[^s]$/u.test(text);
    // "the pipes leak in winter": so is a plain form after a plural, which agrees with it; and a
    // word in "-s" after a name ("Olu lives in Ibadan", "Mei studies in Shanghai"), but not thanks
    // said to one ("Lea thanks the cake was amazing").
    const inS = /^\p{Ll}{2,}[^su'’]s$/u.test(text);
    this.inSAfterNoun =
      (this.nounAfterDeterminer &&
        (/s$/.test(this.previous ?? "")
          ? /[^s]s$/.test(this.previous ?? "") &&
            /^\p{Ll}{3,}$/u.test(text) &&
            !/(?:s|ed|ing)$/.test(text)
          : inS)) ||
      (this.afterName && inS && !COMPLETE_OPENERS.has(text));
    this.inSAfterName = this.afterName && inS && !COMPLETE_OPENERS.has(text);
    this.afterName = tag === "PROPN" && /^\p{Lu}/u.test(token?.text ?? "");
    // "the old window": adjectives may stand between the determiner and its noun.
    // "the youth club meets": a compound's nouns stay in the phrase the determiner opened.
    this.nounAfterDeterminer = tag === "NOUN" && (this.phraseOpened || this.nounAfterDeterminer);
    this.phraseOpened = DETERMINERS.has(text) || (this.phraseOpened && tag === "ADJ");
    if (this.previous === "to" && isOrder(text)) this.orderAfterTo ??= this.words;
    const negated =
      this.words === 1
        ? NEGATIONS.has(this.first ?? "")
        : this.words === 2 && this.first === "do" && this.second === "not";
    if (negated && tag === "VERB" && isPlainForm(text)) this.negatedOrderAt = this.words;
    // "tomorrow bring a towel", "for the picnic bring …": an order after a time or a phrase's noun,
    // when the tagger reads it as a verb too, or as a noun with an object after it ("on Saturday
    // pack a swimsuit"); "the car park behind …" has none.
    if (this.nounOrderAfterPhrase === this.words - 1 && OBJECT_OPENERS.has(text))
      this.orderAfterPhrase ??= this.nounOrderAfterPhrase;
    const afterPhrase =
      this.words > 0 && isOrder(text) && PHRASE_END_TAGS.has(this.previousTag ?? "");
    if (afterPhrase && tag === "VERB") this.orderAfterPhrase ??= this.words;
    else if (afterPhrase && tag === "NOUN") this.nounOrderAfterPhrase = this.words;
    this.previous = text;
    this.previousTag = tag;
    this.words += 1;
  }

  /**
   * "the fridge leaks at night", "the roof leaks the walls …": a word that
   * agrees as a verb with the noun before it was its verb when a word that
   * follows no plural noun's compound comes after it.
   */
  private agreeingVerbBefore(text: string, tag: PartOfSpeech | undefined): boolean {
    return (
      this.inSAfterNoun &&
      ((tag !== undefined && AFTER_VERB_IN_S.has(tag)) ||
        TIME_WORDS.has(text) ||
        INDEFINITE_SUBJECTS.has(text) ||
        // "Farida teaches maths": a name makes no compound with a word in "-s", so a noun is its object.
        (this.inSAfterName && tag === "NOUN"))
    );
  }

  /**
   * Whether the words so far stand as a clause of their own with `token`
   * after them, when it opens a noun phrase: "the roof leaks | the walls …";
   * not a time ("rattles all night …"), which ends the clause it follows.
   */
  completeBefore(token: Token | undefined): boolean {
    const text = lower(token) ?? "";
    // "the roof leaks Mr Andersson will …": the subject's verb said; not before a time, which ends
    // the clause it follows ("rattles all night …").
    const verbSaid =
      this.wordsBeforeVerb !== undefined &&
      this.words > this.wordsBeforeVerb &&
      !TIME_WORDS.has(text) &&
      !TIME_DETERMINERS.has(text) &&
      text !== "all";
    return (
      this.complete ||
      verbSaid ||
      (PHRASE_OPENERS.has(text) && this.agreeingVerbBefore(text, "DET"))
    );
  }

  /** Whether the words so far can stand as a clause of their own. */
  get complete(): boolean {
    if (this.words < 2) return false;
    const [first, second] = [this.first ?? "", this.second ?? ""];
    // "please write to Hana the parcel …": a request for a message whose words follow.
    if ((first === "please" || first === "kindly") && this.words >= 3)
      return !MESSAGE_VERBS_BEFORE_WORDS.has(second);
    // "call Paul he knows the code", "book 4 rooms my sister is coming": an order and what it
    // acts on; not one that names whom it tells before what ("tell him …", "remind the team …").
    if (isOrder(first) && this.words >= 2) return true;
    // "ask her to send the file the client is waiting": an order after "to", with what it acts on.
    if (this.orderAfterTo !== undefined && this.words - this.orderAfterTo >= 2) return true;
    // "don't forget the keys I left them …": an order said negated, with what it acts on.
    if (this.negatedOrderAt !== undefined && this.words - this.negatedOrderAt >= 2) return true;
    if (this.orderAfterPhrase !== undefined && this.words - this.orderAfterPhrase >= 2) return true;
    // "well done to the whole class": a lead with no verb, then a phrase, says all it says.
    const leadThenPhrase =
      isVerblessLead([first, second]) && LEAD_PREPOSITIONS.has(this.third ?? "");
    return (
      opensComplete(first, second, this.third ?? "", this.words) ||
      this.verbAfterFirst ||
      (this.wordsBeforeVerb !== undefined && this.words > this.wordsBeforeVerb + 1) ||
      leadThenPhrase
    );
  }
}

/** What opens an order said negated: "don't forget", "never leave", "do not touch". */
const NEGATIONS = wordSet("don't dont never");

/** Determiners that open a noun phrase, and no time: "the", "my", not "all" or "every". */
const PHRASE_OPENERS = wordSet("the a an my our your their his her this these those");

/** Words that open what an order acts on: "pack a swimsuit", "bring your boots". */
const OBJECT_OPENERS = new Set([...DETERMINERS, ...wordSet("a an")]);

/** Tags of the word a time or a phrase before an order ends on: "tomorrow", "Friday", "picnic". */
const PHRASE_END_TAGS = new Set(["NOUN", "PROPN"]);

/** Verbs that open an order that is a clause of its own, with no message to follow. */
const isOrder = (text: string) =>
  (STEP_VERBS.has(text) || ORDERS.has(text)) &&
  !MESSAGE_VERBS_BEFORE_WORDS.has(text) &&
  !TELL_VERBS.has(text);

/** Prepositions that carry a lead on: "well done to …", "heads up from …", "quick question about …". */
const LEAD_PREPOSITIONS = wordSet("to for from about on in with of");
/** Particles that end a phrase: "heads up", "hands down". */
const LEAD_PARTICLES = wordSet("up down off out on");
/** Prepositions a lead cannot end on, beyond the grammar words: "half past the deadline …". */
const PREPOSITIONS = wordSet(
  "past near across behind beyond under through around without within toward towards against among along upon via per despite except inside outside beside besides below above beneath till",
);

/**
 * Whether the words opening a sentence are a lead with no verb ("quick
 * question", "heads up", "well done", "long story short"): none of them a
 * grammar word, an adverb ("well actually"), a pronoun, a verb, a time or a
 * name, and none in "-s" but "news" and a word before a particle, as a plural
 * subject or a verb ends so ("customers complain", "Mum says"). Nor a plural
 * with no "-s" ("staff complain") or a verb taking a clause ("parents worry").
 */
export function isVerblessLead(words: string[]): boolean {
  return (
    words.length >= 2 &&
    words.every(
      (text, at) =>
        /^\p{Ll}+$/u.test(text) &&
        !LEAD_INTO_CLAUSE.has(text) &&
        !DETERMINERS.has(text) &&
        !ADVERBS.has(text) &&
        // "staff meeting": a plural subject's verb would need "are" before an "-ing".
        (!PLURALS_WITHOUT_S.has(text) || /ing$/.test(words[at + 1] ?? "")) &&
        !CLAUSE_TAKING_VERBS.has(text) &&
        // "kindly inform Dmitri the server …": a verb of telling is an order, never a lead's word.
        !TELL_VERBS.has(text) &&
        !PREPOSITIONS.has(text) &&
        !INDEFINITE_SUBJECTS.has(text) &&
        !TIME_WORDS.has(text) &&
        !TIME_NOUNS.has(text) &&
        !hasVerbForm(text) &&
        !THIRD_PERSON.has(text) &&
        (!/[^s]s$/.test(text) ||
          NOT_PLURAL_SUBJECTS.has(text) ||
          LEAD_PARTICLES.has(words[at + 1] ?? "")),
    )
  );
}

/** Whether a clause's first words make it one of its own, whatever follows. */
function opensComplete(first: string, second: string, third: string, words: number): boolean {
  if (COMPLETE_OPENERS.has(first) || isWish([first, second, third])) return true;
  // "are you free tomorrow": a question is a clause of its own.
  if (QUESTION_OPENERS.has(first) && QUESTION_SUBJECTS.has(second) && words >= 3) return true;
  // "is the meeting still on": a question whose subject is a noun.
  if (QUESTION_OPENERS.has(first) && DETERMINERS.has(second) && words >= 4) return true;
  // "is there a discount for students": a question of what there is, once it names something.
  if (QUESTION_OPENERS.has(first) && second === "there" && words >= 4) return true;
  // "no problem", "no worries": a whole answer.
  if (first === "no" && (second === "problem" || second === "worries")) return true;
  // "it's raining", "I'm not sure": the verb is in the first word.
  return SUBJECT_CONTRACTIONS.has(first) || /^(?:that|what)['’]s$/.test(first);
}
