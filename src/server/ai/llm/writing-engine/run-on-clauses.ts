/**
 * Where run-on clauses meet: a full stop, a question mark or a comma between
 * a complete clause and the next, unless the words before lead into it.
 */

import { asksNothingAt, clauseAfterWhomAt } from "./asking-orders";
import { bareNegationBefore, negationAsksAt } from "./bare-auxiliaries";
import { beQuestionAt } from "./be-questions";
import { markBreak } from "./break-edges";
import { gapInClauseTakenAt, leadsIntoItsClause } from "./clause-gaps";
import {
  ASKING_WORDS,
  AUXILIARIES,
  CLAUSE_CONJUNCTIONS,
  DETERMINERS,
  isWord,
  LEAD_INTO_CLAUSE,
  OBJECTS,
  QUESTION_WORDS,
  SUBJECT_ONLY_PRONOUNS,
  TELL_VERBS,
  TIME_WORDS,
} from "./clause-lexicon";
import {
  clauseAfterSettingAt,
  clauseAfterTimeBack,
  openingSettingBefore,
  youAfterTimeAt,
} from "./clause-settings";
import { ClauseSoFar } from "./clause-so-far";
import { TIME_NOUNS, timePhraseBefore } from "./clause-times";
import { afterFeeling, BE_FORMS, GIVING_VERBS, PARTICLES, particleAfterBe } from "./clause-words";
import { clauseStartsAt, HEDGES } from "./clauses";
import { comparedBefore } from "./comparisons";
import { insideDateAt } from "./date-parts";
import { compoundBeforeOrderAt, nonStatementAt } from "./non-statements";
import {
  describesNounAt,
  nounClauseAt,
  objectBeforeNounClause,
  seriesEndsAt,
} from "./noun-clauses";
import { compoundGoesOnAt } from "./noun-phrase-edges";
import { nounQuestionAt } from "./noun-questions";
import {
  isNounAt,
  isVerbAt,
  objectPronounAt,
  partOfSpeechAt,
  readPartsOfSpeech,
  SUBJECT_PRONOUNS,
} from "./parts-of-speech";
import { verbOfNounPhrase } from "./phrase-verbs";
import { objectOfPrepositionAt } from "./preposition-objects";
import { questionVerbAt, timeSubjectAt } from "./question-subjects";
import { asksAfterObjectAt, asksAt } from "./questions-after-objects";
import { isRelativeClause, objectOfDescribingClauseAt } from "./relative-clauses";
import { orderAfterClauseAt, thatAfterAmountAt } from "./run-on-openings";
import { soForClauseAt } from "./said-so";
import { frontedAt, ORDERS, orderOpensAt } from "./sentence-edges";
import { resultAfterSo, subjectAfterClauseAt } from "./subject-after-clause";
import { afterSubordinator, PREPOSITIONS_TOO } from "./subordinators";
import { clauseStart, endsClause, lower, mark, type Token, word, wordSet } from "./tokens";
import { objectBeforeBareBeAt, unsaidSubjectAt } from "./unsaid-subjects";

/** Prepositions before "then" or "that" pointing back at a time: "after that", "by then". */
const POINTING_BACK_FROM = new Set([...PREPOSITIONS_TOO, "by"]);

/** Words whose noun phrase is their object, not the subject of a clause they lead into. */
const PHRASE_TAKERS = new Set([
  ...AUXILIARIES,
  ...wordSet("to of in on at for with from by about into over per"),
]);

/**
 * Whether the word before `index` leads into a clause there: "think", "so" (not the "so" of
 * "I think so"), a verb that takes a clause (clause-gaps.ts), or one whose clause is left with
 * a gap ("my husband promised he would fix").
 */
function leadsIntoClause(tokens: Token[], index: number): boolean {
  const previous = lower(tokens[index - 1]) ?? "";
  if (comparedBefore(tokens, index) || soForClauseAt(tokens, index - 1)) return false;
  if (LEAD_INTO_CLAUSE.has(previous) || gapInClauseTakenAt(tokens, index)) return true;
  if (negationAsksAt(tokens, index - 1)) return true;
  return leadsIntoItsClause(previous) && isVerbAt(tokens, index - 1);
}

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
  !TELL_VERBS.has(lower(tokens[index - 2]) ?? "") &&
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

/** The forms of "ask", whose clause is a question, never a statement. */
const ASKING_FORMS = wordSet("ask asks asked asking");
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
function leadsIn(tokens: Token[], index: number): boolean {
  const previous = lower(tokens[index - 1]);
  if (previous === undefined) return true;
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
  const objectEnds = objectPronounEnds(tokens, index);
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
    !particleEnds
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

/**
 * "the film we watched yesterday was …", "the car we bought last year broke
 * down", "I think the email he sent yesterday was rude": a noun and a clause
 * describing it still wait for their verb, so a time after them is no
 * subject and the verb after it no order: it is the noun's own verb.
 */
function describedNounBefore(tokens: Token[], index: number): boolean {
  const at = index - timePhraseBefore(tokens, index);
  for (let subject = at - 2; subject >= Math.max(1, at - 6); subject--) {
    if (!isWord(tokens[subject])) return false;
    // "the photos Anna took yesterday look great": a name describes a noun as a pronoun does.
    const pronoun =
      SUBJECT_PRONOUNS.has(lower(tokens[subject]) ?? "") ||
      partOfSpeechAt(tokens, subject) === "PROPN";
    // "the car my brother bought last week broke down": a determiner's phrase describes it too.
    if ((pronoun && isRelativeClause(tokens, subject)) || describesNounAt(tokens, subject))
      return true;
  }
  return false;
}

/**
 * Whether a clause starts at `index`: by the clause rules, or as a noun
 * phrase and its verb, or a question about one, read by their parts of
 * speech. Not at the determiner of a verb's object that the next subject
 * runs on from ("we lowered the price orders went up"): the clause starts
 * after the object's noun.
 */
function startsClause(tokens: Token[], index: number): boolean {
  // "can the accounts team change it": the question's verb, which the tagger may read as an order.
  // "blood tests do not eat": the noun ends a compound before an order, and opens nothing.
  const noClause =
    afterFeeling(tokens, index) ||
    compoundBeforeOrderAt(tokens, index) ||
    objectOfPrepositionAt(tokens, index) ||
    compoundGoesOnAt(tokens, index) ||
    insideDateAt(tokens, index);
  if (questionVerbAt(tokens, index) || noClause || objectBeforeBareBeAt(tokens, index))
    return false;
  // A phrase after a preposition or an auxiliary is no subject led into: "for the quick fix".
  // Nor is a time after "until" or "since": "on leave until Monday Aylin handles …".
  const leadsInAt = (at: number) =>
    !PHRASE_TAKERS.has(lower(tokens[at - 1]) ?? "") &&
    !(
      PREPOSITIONS_TOO.has(lower(tokens[at - 1]) ?? "") && TIME_NOUNS.has(lower(tokens[at]) ?? "")
    ) &&
    leadsIn(tokens, at);
  if (clauseStartsAt(tokens, index))
    return (
      !objectBeforeNounClause(tokens, index, leadsInAt) &&
      !describesNounAt(tokens, index) &&
      !objectOfDescribingClauseAt(tokens, index)
    );
  if (
    (timeSubjectAt(tokens, index) ||
      youAfterTimeAt(tokens, index) ||
      orderAfterClauseAt(tokens, index) ||
      nonStatementAt(tokens, index) ||
      thatAfterAmountAt(tokens, index)) &&
    !describedNounBefore(tokens, index)
  )
    return true;
  return (
    nounClauseAt(tokens, index, leadsInAt) ||
    nounQuestionAt(tokens, index) ||
    beQuestionAt(tokens, index) ||
    subjectAfterClauseAt(tokens, index)
  );
}

/**
 * Whether the clause from `start` is fronted, as `frontedAt` tells, but for
 * a preposition that can be a subordinator and opens a phrase, not a clause:
 * "after the meeting we went home", whose clause is the sentence's own.
 */
function frontedKind(out: Token[], start: number): ReturnType<typeof frontedAt> {
  const fronted = frontedAt(out, start);
  if (fronted !== "clause" || !PREPOSITIONS_TOO.has(lower(out[start]) ?? "")) return fronted;
  const opensClause =
    SUBJECT_PRONOUNS.has(lower(out[start + 1]) ?? "") || verbOfNounPhrase(out, start + 1) >= 0;
  return opensClause ? fronted : undefined;
}

/** Words at most that a sentence's opener set off by a comma spans: "yes", "hi Tom", "by the way". */
const OPENER_WORDS = 3;

/**
 * Whether `token` is the comma that sets off a sentence's opening answer,
 * greeting or lead ("yes,", "hi Tom,", "sure,"), which says no clause of
 * its own: the words so far no clause and at most a few.
 */
const openerSetOff = (token: Token, clause: ClauseSoFar, length: number) =>
  token.kind === "mark" && token.text === "," && length <= OPENER_WORDS + 1 && !clause.complete;

/**
 * The tokens with a full stop (or a question mark, by `closingMark`) where a
 * complete clause meets the next one without a mark between them.
 */
export function separateRunOnClauses(
  tokens: Token[],
  closingMark: (clause: Token[]) => string,
): Token[] {
  readPartsOfSpeech(tokens);
  const out: Token[] = [];
  let start = 0;
  let clause = new ClauseSoFar();
  const wholeBefore = new WeakMap<Token, boolean>();
  for (const [index, token] of tokens.entries()) {
    // "the boiler broke, but the plumber fixed it", "…, but let me check": "but" or "so" between
    // a whole clause and a clause read as after a setting (a noun phrase's as a pronoun's) or an order.
    const joinsClauses =
      CLAUSE_CONJUNCTIONS.has(lower(token) ?? "") &&
      !soForClauseAt(tokens, index) &&
      isWord(tokens[index - 1]) &&
      (clauseAfterSettingAt(tokens, index + 1) || orderOpensAt(tokens, index + 1)) &&
      clause.complete;
    if (joinsClauses) out.push(mark(","));
    const fronted = frontedKind(out, start);
    // "… for ten years then she moved": a time pointing back opens the clause after a whole one.
    const afterTimeBack = !fronted && clauseAfterTimeBack(out, start, tokens, index, wholeBefore);
    const breaks =
      index > 0 &&
      isWord(tokens[index - 1]) &&
      (afterTimeBack ||
        clauseAfterWhomAt(tokens, index) ||
        // "the bikes are for sale ask tom": an order that asks nothing, after a whole clause.
        (asksNothingAt(tokens, index) && !leadsIn(tokens, index) && clause.completeBefore(token)) ||
        ((startsClause(tokens, index) ||
          (fronted === "clause" && ORDERS.has(lower(token) ?? ""))) &&
          !leadsIn(tokens, index) &&
          (clause.completeBefore(token) || (fronted === "phrase" && clause.words >= 3))));
    // "I sent the logo tomorrow we show it", "… is taken upstairs there are …": the time or the
    // place opens the next clause.
    const opener = breaks && !fronted ? openingSettingBefore(out, start, tokens, index) : 0;
    const how = { tokens, index, fronted: fronted !== undefined, closingMark };
    const next = breaks ? markBreak(out, start, out.length - opener, how) : undefined;
    if (next !== undefined) {
      start = next;
      clause = new ClauseSoFar();
      for (const openerWord of out.slice(start)) clause.add(openerWord);
    } else if (clause.complete && unsaidSubjectAt(tokens, index, clause.first ?? "")) {
      // "the report is finished is on your desk": the subject left unsaid is said.
      out.push(mark(closingMark(out.slice(start))), word(unsaidSubjectAt(tokens, index, "") ?? ""));
      start = out.length - 1;
      clause = new ClauseSoFar();
      clause.add(out[start]);
    }
    wholeBefore.set(token, clause.complete);
    out.push(token);
    if (endsClause(token)) {
      start = out.length;
      clause = new ClauseSoFar();
    } else if (openerSetOff(token, clause, out.length - start)) {
      // "yes, please send it the old version …": the clause is read from after the opener.
      clause = new ClauseSoFar();
    } else {
      clause.openAt(tokens, index);
      clause.add(token);
    }
  }
  return out;
}
