/**
 * Whether the words before a place lead into what follows (a verb that takes
 * a clause, a preposition, "every time", a question's own words) rather than
 * end a clause there: where they do, no run-on break is set.
 */

import { bareNegationBefore, negationAsksAt } from "./bare-auxiliaries";
import { gapInClauseTakenAt, leadsIntoItsClause } from "./clause-gaps";
import {
  ASKING_WORDS,
  AUXILIARIES,
  DETERMINERS,
  isWord,
  LEAD_INTO_CLAUSE,
  OBJECTS,
  QUESTION_WORDS,
  SUBJECT_ONLY_PRONOUNS,
  TELL_VERBS,
  TIME_WORDS,
} from "./clause-lexicon";
import { timePhraseBefore } from "./clause-times";
import { BE_FORMS, GIVING_VERBS, PARTICLES, particleAfterBe } from "./clause-words";
import { clauseStartsAt, HEDGES } from "./clauses";
import { timeDescribesNounAt, timeEndsBefore } from "./clock-joins";
import { comparedBefore } from "./comparisons";
import { nonStatementAt } from "./non-statements";
import { nounClauseAt, seriesEndsAt } from "./noun-clauses";
import { nounQuestionAt } from "./noun-questions";
import {
  isNounAt,
  isVerbAt,
  objectPronounAt,
  partOfSpeechAt,
  SUBJECT_PRONOUNS,
} from "./parts-of-speech";
import { asksAfterObjectAt, asksAt } from "./questions-after-objects";
import { soForClauseAt } from "./said-so";
import { resultAfterSo, subjectAfterClauseAt } from "./subject-after-clause";
import { afterSubordinator, PREPOSITIONS_TOO } from "./subordinators";
import { clauseTakenWithoutThatAt, youEndsAt } from "./taken-clauses";
import { clauseStart, lower, type Token, wordSet } from "./tokens";

/** Prepositions before "then" or "that" pointing back at a time: "after that", "by then". */
const POINTING_BACK_FROM = new Set([...PREPOSITIONS_TOO, "by"]);

/** Words whose noun phrase is their object, not the subject of a clause they lead into. */
export const PHRASE_TAKERS = new Set([
  ...AUXILIARIES,
  ...wordSet("to of in on at for with from by about into over per"),
]);

/**
 * Whether the word before `index` leads into a clause there: "think", "so" (not the "so" of
 * "I think so"), a verb that takes a clause (clause-gaps.ts), one whose clause is left with
 * a gap ("my husband promised he would fix"), or one taking a clause said with its subject and
 * verb and no "that" ("we proved the method is reliable", taken-clauses.ts).
 */
function leadsIntoClause(tokens: Token[], index: number): boolean {
  const previous = lower(tokens[index - 1]) ?? "";
  if (comparedBefore(tokens, index) || soForClauseAt(tokens, index - 1)) return false;
  if (LEAD_INTO_CLAUSE.has(previous) || gapInClauseTakenAt(tokens, index)) return true;
  if (clauseTakenWithoutThatAt(tokens, index)) return true;
  if (negationAsksAt(tokens, index - 1)) return true;
  return leadsIntoItsClause(previous) && isVerbAt(tokens, index - 1);
}

/** The forms of "ask", whose clause is a question, never a statement. */
const ASKING_FORMS = wordSet("ask asks asked asking");

/**
 * "told him": a telling verb, whose person is followed by what is told. Not
 * "asked her", told of as done: a statement after it is her answer ("I asked
 * her she said no"); "ask him he …" may still relay what to ask.
 */
const tellsAt = (tokens: Token[], at: number) =>
  TELL_VERBS.has(lower(tokens[at]) ?? "") && lower(tokens[at]) !== "asked";

/**
 * Whether the word before `index` is a pronoun that is a verb's object and
 * ends its clause: "join us", "we loved it", "thanks for sending this"; not
 * whom one tells, with what is told to follow ("tell us we …"), nor whom one
 * gives, with what is given ("send me the dates"). "it" after a preposition
 * is its object too: "next to it there are stairs".
 */
const objectPronounEnds = (tokens: Token[], index: number) =>
  (objectPronounAt(tokens, index - 1) ||
    (lower(tokens[index - 1]) === "it" && partOfSpeechAt(tokens, index - 2) === "ADP")) &&
  !tellsAt(tokens, index - 2) &&
  !(
    GIVING_VERBS.has(lower(tokens[index - 2]) ?? "") &&
    OBJECTS.has(lower(tokens[index - 1]) ?? "") &&
    DETERMINERS.has(lower(tokens[index]) ?? "")
  );

/**
 * "I think tomorrow we will …", "he told me yesterday he will come": a time between a verb that
 * takes a clause and the clause it takes, which a preposition, an auxiliary or an object not told
 * before it does not take ("the meeting is tomorrow we …", "I called him yesterday he …").
 */
function leadsInAcrossTime(tokens: Token[], index: number): boolean {
  const at = index - timePhraseBefore(tokens, index);
  if (at === index || at < 1) return false;
  const previous = lower(tokens[at - 1]) ?? "";
  if (OBJECTS.has(previous)) return TELL_VERBS.has(lower(tokens[at - 2]) ?? "");
  // "… sleeps well now last night she …": an adverb before a time leads into nothing.
  if (TIME_WORDS.has(previous) || partOfSpeechAt(tokens, at - 1) === "ADV") return false;
  return (
    !PHRASE_TAKERS.has(previous) &&
    !PREPOSITIONS_TOO.has(previous) &&
    !SUBJECT_PRONOUNS.has(previous) &&
    !DETERMINERS.has(previous) &&
    leadsIntoClause(tokens, at)
  );
}

/** Pronouns a question asked with "be" may end on: "what time is it", "how are you". */
const ASKED_PRONOUNS = wordSet("it you he she they we");

/**
 * Whether a question asked with a question word and "be" ends before
 * `index`: its words at most a question word, a word of what it asks
 * ("what time", "how much"), a form of "be" and its pronoun.
 */
function beQuestionEndsBefore(tokens: Token[], index: number): boolean {
  if (!ASKED_PRONOUNS.has(lower(tokens[index - 1]) ?? "")) return false;
  if (!BE_FORMS.has(lower(tokens[index - 2]) ?? "")) return false;
  const start = clauseStart(tokens, index - 1);
  return index - 2 - start <= 2 && ASKING_WORDS.has(lower(tokens[start]) ?? "");
}

/** Nouns of an occasion, and the words that count them: "every time", "any time", "each moment". */
const OCCASIONS = wordSet("time times moment");
const EVERY = wordSet("every each any");

/** Whether the words before `index` lead into what follows rather than end a clause. */
export function leadsIn(tokens: Token[], index: number): boolean {
  const previous = lower(tokens[index - 1]);
  if (previous === undefined) return true;
  // "the 4 pm call": a time a determiner opens leads into its noun.
  if (timeDescribesNounAt(tokens, index)) return true;
  // "sounds good to me when can we start": a question after an object is a sentence of its own.
  const asks = asksAt(tokens, index);
  const asksAfterObject = asksAfterObjectAt(tokens, index);
  // "what time is it my phone died", "how are you we missed you": a question asked with "be"
  // ends on its subject.
  const askedWithBe = beQuestionEndsBefore(tokens, index);
  // "I'm not sure maybe we can ask Tom": a doubt after "sure" is a sentence of its own.
  const doubtAfterSure = previous === "sure" && HEDGES.has(lower(tokens[index]) ?? "");
  // "is the meeting still on we need …": no preposition takes "we", so "on" ended its clause.
  // "the numbers came in can marketing …": nor does any take an auxiliary.
  const particleEnds =
    (PARTICLES.has(previous) &&
      (SUBJECT_ONLY_PRONOUNS.has(lower(tokens[index]) ?? "") ||
        subjectAfterClauseAt(tokens, index))) ||
    particleAfterBe(tokens, index) ||
    (PARTICLES.has(previous) && nounQuestionAt(tokens, index));
  // "I can't make it he has the flu", "my brother visited us the kids were …": a verb's object
  // ends its clause, so what follows opens one of its own; not after whom one tells ("tell him he …").
  const objectEnds = objectPronounEnds(tokens, index) || youEndsAt(tokens, index);
  // "the tests pass now Lena merged …": a noun's clause after "now", which no pronoun's is ("now we").
  const nowEnds = previous === "now" && nounClauseAt(tokens, index, () => false);
  // "the slides are ready now we can …": a clause of a pronoun after "now", unless the words
  // before "now" lead into it ("and now we", "until now we").
  const nowBeforeClause =
    previous === "now" &&
    isWord(tokens[index - 2]) &&
    isWord(tokens[index - 3]) &&
    !LEAD_INTO_CLAUSE.has(lower(tokens[index - 2]) ?? "") &&
    (clauseStartsAt(tokens, index) || nonStatementAt(tokens, index));
  // "in May staff need …": a name is no grammar word, whatever word it spells.
  const named = /^\p{Lu}/u.test(tokens[index - 1]?.text ?? "") && isNounAt(tokens, index - 1);
  // "after a while I …", "after that he …", "by then the trains …": nor is a noun after an article
  // or a pronoun after a preposition.
  const afterArticle =
    /^(a|an)$/.test(lower(tokens[index - 2]) ?? "") ||
    ((previous === "that" || previous === "then") &&
      POINTING_BACK_FROM.has(lower(tokens[index - 2]) ?? ""));
  if (
    leadsIntoClause(tokens, index) &&
    !bareNegationBefore(tokens, index) &&
    !seriesEndsAt(tokens, index) &&
    !named &&
    !afterArticle &&
    !nowEnds &&
    !objectEnds &&
    !nowBeforeClause &&
    !asksAfterObject &&
    !doubtAfterSure &&
    !askedWithBe &&
    !particleEnds &&
    // "… at 8 am breakfast is …": "am" ends a time, and is no verb.
    !timeEndsBefore(tokens, index)
  )
    return true;
  if (afterSubordinator(tokens, index) || leadsInAcrossTime(tokens, index)) return true;
  if (resultAfterSo(tokens, index)) return true;
  // "it freezes every time I open the camera": an occasion counted leads into the clause saying which.
  if (OCCASIONS.has(previous) && EVERY.has(lower(tokens[index - 2]) ?? "")) return true;
  // "ask how long the migration took": a question word a few words back leads into this clause.
  // Not one opening the sentence: "when you arrive call me" is a fronted clause.
  const opensSentence = (at: number) => at === 0 || !isWord(tokens[at - 1]);
  if (
    [2, 3].some(
      (back) =>
        QUESTION_WORDS.has(lower(tokens[index - back]) ?? "") && !opensSentence(index - back),
    )
  )
    return true;
  // "tell Maria the …", "tell my boss I …": who is told, then what. "Ask" takes only what is
  // asked: after "I asked the teacher" a statement is her answer.
  const toldAt = (at: number) =>
    TELL_VERBS.has(lower(tokens[at]) ?? "") && (asks || !ASKING_FORMS.has(lower(tokens[at]) ?? ""));
  if (toldAt(index - 2)) return true;
  return toldAt(index - 3) && DETERMINERS.has(lower(tokens[index - 2]) ?? "");
}
