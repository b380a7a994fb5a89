/**
 * Where run-on clauses meet: a full stop, a question mark or a comma between
 * a complete clause and the next, unless the words before lead into it.
 */

import { plainVerbAfterAmountAt, rateAfterAmountAt } from "./amount-subjects";
import { asksNothingAt, clauseAfterWhomAt } from "./asking-orders";
import { beQuestionAt } from "./be-questions";
import { markBreak } from "./break-edges";
import { CLAUSE_CONJUNCTIONS, isWord } from "./clause-lexicon";
import {
  clauseAfterSettingAt,
  clauseAfterTimeBack,
  openingSettingBefore,
  youAfterTimeAt,
} from "./clause-settings";
import { ClauseSoFar } from "./clause-so-far";
import { TIME_NOUNS, timePhraseBefore } from "./clause-times";
import { afterFeeling } from "./clause-words";
import { clauseStartsAt } from "./clauses";
import { clauseAfterClockAt, timeDescribesNounAt } from "./clock-joins";
import { insideDateAt } from "./date-parts";
import { hedgeTailAt } from "./hedge-tails";
import { leadsIn, PHRASE_TAKERS } from "./leads-in";
import { askedWithoutSubjectAt, settingBeforeAskedAt } from "./learner-questions";
import { learnerQuestionAfterStatementAt } from "./learner-questions-after-statements";
import { compoundBeforeOrderAt, nonStatementAt } from "./non-statements";
import { describesNounAt, nounClauseAt, objectBeforeNounClause } from "./noun-clauses";
import { compoundGoesOnAt } from "./noun-phrase-edges";
import { nounQuestionAt } from "./noun-questions";
import { partOfSpeechAt, readPartsOfSpeech, SUBJECT_PRONOUNS } from "./parts-of-speech";
import { verbOfNounPhrase } from "./phrase-verbs";
import { placeBeforeSubjectAt, sideNamedAt, subjectAfterPlaceAt } from "./place-then-subject";
import { pointerSubjectAt } from "./pointer-subjects";
import { objectOfPrepositionAt } from "./preposition-objects";
import { questionVerbAt, timeSubjectAt } from "./question-subjects";
import { isRelativeClause, objectOfDescribingClauseAt } from "./relative-clauses";
import { orderAfterClauseAt, thatAfterAmountAt } from "./run-on-openings";
import { soForClauseAt } from "./said-so";
import { frontedAt, ORDERS, orderOpensAt } from "./sentence-edges";
import { subjectAfterClauseAt } from "./subject-after-clause";
import { PREPOSITIONS_TOO } from "./subordinators";
import { endsClause, lower, mark, type Token, word } from "./tokens";
import { objectBeforeBareBeAt, timeBeforeBareBeAt, unsaidSubjectAt } from "./unsaid-subjects";

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
    insideDateAt(tokens, index) ||
    plainVerbAfterAmountAt(tokens, index) ||
    rateAfterAmountAt(tokens, index) ||
    placeBeforeSubjectAt(tokens, index) ||
    sideNamedAt(tokens, index) ||
    timeDescribesNounAt(tokens, index);
  const beforeBareBe = objectBeforeBareBeAt(tokens, index) || timeBeforeBareBeAt(tokens, index);
  if (questionVerbAt(tokens, index) || noClause || beforeBareBe) return false;
  // "the bill we already paid why you send …": a question word is no verb the object waits for.
  if (learnerQuestionAfterStatementAt(tokens, index)) return true;
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
      clauseAfterClockAt(tokens, index) ||
      nonStatementAt(tokens, index) ||
      thatAfterAmountAt(tokens, index) ||
      pointerSubjectAt(tokens, index) ||
      subjectAfterPlaceAt(tokens, index)) &&
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
    const splits =
      index > 0 &&
      isWord(tokens[index - 1]) &&
      !settingBeforeAskedAt(tokens, index) &&
      (afterTimeBack ||
        clauseAfterWhomAt(tokens, index) ||
        // "the bikes are for sale ask tom": an order that asks nothing, after a whole clause.
        (asksNothingAt(tokens, index) && !leadsIn(tokens, index) && clause.completeBefore(token)) ||
        ((startsClause(tokens, index) ||
          (fronted === "clause" && ORDERS.has(lower(token) ?? ""))) &&
          !leadsIn(tokens, index) &&
          (clause.completeBefore(token) || (fronted === "phrase" && clause.words >= 3))));
    // "the total is 240 dollars I think": a hedge closing a whole clause is set off, not split.
    const hedged = splits && hedgeTailAt(tokens, index);
    if (hedged) out.push(mark(","));
    const breaks = splits && !hedged;
    // "I sent the logo tomorrow we show it", "… is taken upstairs there are …": the time or the
    // place opens the next clause.
    // "… for the dinner is possible a table": a question with no subject has no setting of its own.
    const settable = !fronted && !askedWithoutSubjectAt(tokens, index);
    const opener = breaks && settable ? openingSettingBefore(out, start, tokens, index) : 0;
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
