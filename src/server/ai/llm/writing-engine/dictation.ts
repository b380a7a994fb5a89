/**
 * Cleaning dictated speech: spoken punctuation, casing and final marks here;
 * self-corrections (corrections.ts) and fillers and repeats (fillers.ts) beside.
 */

import { punctuateBareLists } from "./bare-lists";
import { GROUP_WORDS } from "./called-words";
import { isWord, NEGATED_AUXILIARIES } from "./clause-lexicon";
import { settingAtStart } from "./clause-settings";
import { clauseStartsAt } from "./clauses";
import { separateClosingCourtesies } from "./closing-courtesies";
import { applyCorrections } from "./corrections";
import { addresseeAt, calledNameAsWritten, courtesyPhraseAt } from "./courtesy-phrases";
import { howExclaimsAt } from "./exclamations";
import { collapseRepeatedWords, removeFillers } from "./fillers";
import { greetedLength, greetingAt } from "./greetings";
import { opensAfterGreetingAt, setOffLeads } from "./leads";
import { asksInStatementOrderAt } from "./learner-questions";
import { punctuateLists } from "./lists";
import { writeNamedWords } from "./named-words";
import { whatClauseIsSubject } from "./noun-clauses";
import { type Answer, answerAfterThanksAt, answerAt, leadsIntoAnswer } from "./opening-answers";
import { openingIn } from "./openings";
import { SUBJECT_PRONOUNS } from "./parts-of-speech";
import { politeQuestionAt } from "./polite-questions";
import { ANYONE } from "./question-subjects";
import { setOffQuestionTails } from "./question-tails";
import { separateRunOnClauses } from "./run-on-clauses";
import { commaAfterInterjections } from "./sentence-edges";
import { separateSentenceMarkers } from "./sentence-markers";
import { punctuateSeries } from "./series";
import { endSeriesBeforeClauses } from "./series-ends";
import { separateSetReplies } from "./set-reply-breaks";
import { fixSlips } from "./slips";
import { writeSpokenNumbers } from "./spoken-numbers";
import { spokenPunctuation } from "./spoken-punctuation";
import { sayOpeningSubjects } from "./subjectless-be";
import { setOffTagQuestions } from "./tag-questions";
import {
  capitalizeFirst,
  GREETINGS,
  isComma,
  lower,
  mark,
  PARAGRAPH_BREAK,
  render,
  SIGN_OFFS,
  type Token,
  tokenize,
  word,
  wordSet,
} from "./tokens";
import { setOffVerblessTails } from "./verbless-tails";
import { addressAt } from "./words-of-address";

// ---------------------------------------------------------------------------
// Punctuation and casing.

/** Stronger marks win when two meet, as when a filler or spoken "comma" left one beside another. */
function markStrength(text: string): number {
  if (/[?!]/.test(text)) return 4;
  if (text.includes(".") || text.includes("…")) return 3;
  if (text === ":" || text === ";") return 2;
  return 1;
}

const endsSentence = (token: Token | undefined) =>
  token?.kind === "mark" && /[.?!]$/.test(token.text) && !/(\.\.\.|…)$/.test(token.text);

const startsClause = (previous: Token | undefined) =>
  previous === undefined || previous.kind === "break" || endsSentence(previous);

/** A mark with no words before it in its line, or a comma opening a sentence. */
function isOrphan(token: Token, previous: Token | undefined): boolean {
  if (previous === undefined || previous.kind === "break") return true;
  return endsSentence(previous) && /^[,;]$/.test(token.text);
}

function tidyMarks(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (const token of tokens) {
    const previous = out.at(-1);
    if (token.kind !== "mark") out.push(token);
    else if (previous?.kind === "mark") {
      if (markStrength(token.text) > markStrength(previous.text)) out[out.length - 1] = token;
    } else if (!isOrphan(token, previous)) out.push(token);
  }
  return out;
}

/** Names dictation often leaves in lower case: days, months and holidays. */
const CALENDAR_NAMES = wordSet(
  "monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays january february march april june july august september october november december christmas easter ramadan diwali hanukkah thanksgiving",
);

function capitalize(tokens: Token[]): Token[] {
  return tokens.map((token, index) => {
    if (token.kind !== "word") return token;
    const isPronounI = /^i($|['’])/.test(token.text);
    // "march" and "may" are written as months early, where a month is meant (named-words.ts).
    const isCalendarName = CALENDAR_NAMES.has(token.text) && token.text !== "march";
    return isPronounI || isCalendarName || startsClause(tokens[index - 1])
      ? word(capitalizeFirst(token.text))
      : token;
  });
}

/**
 * Verbs that open a question ("Can you ...", "Is it ..."). Left out: "will"
 * ("Will do"), "have" ("Have a good day"), "may" (the month) and negatives
 * ("Don't worry").
 */
const AUXILIARY_OPENERS = wordSet("can could would should shall do does did is are was were has");
/**
 * "will", "have" and "may" ask only before their subject: "Will the guests need parking", "Have
 * you seen it", "May the nurse ring me".
 */
const OPENERS_BEFORE_SUBJECT = wordSet("will have may");
const QUESTION_SUBJECT_STARTS = new Set([
  ...wordSet("i we you they he she the your our my their his her these those that this"),
  ...ANYONE,
]);

/**
 * Question words ask when they open the last clause ("When you can, send it"
 * does not), unless a subject follows them ("What I mean is ...").
 */
const QUESTION_WORDS = wordSet(
  "what why how when where who which what's where's who's how's when's",
);

/** Words before the real opener of a sentence: "Hey, can you ...", "So how ...". */
const LEAD_INS = wordSet("hi hello hey so ok okay well and but also oh");

/** The first words of a clause after any lead-in ("hey", "so"). */
function openingWords(clause: Token[]): [opener: string, next: string, third: string] {
  const words = clause.map(lower).filter((text) => text !== undefined);
  const start = words.findIndex((text) => !LEAD_INS.has(text));
  return [words[start] ?? "", words[start + 1] ?? "", words[start + 2] ?? ""];
}

const BE_FORMS = wordSet("is was are were");

/**
 * "What's done is done", "what's mine is yours": a form of "be" right after
 * "what's" and one word makes "what's …" its subject, a statement.
 */
const isSubjectClause = (opener: string, third: string) =>
  /^what['’]s$/.test(opener) && BE_FORMS.has(third);

/** "?" for "Can you send it, please" and "Hi John, how are you"; "!" for "How kind of you"; "." otherwise. */
export function closingMark(sentence: Token[]): string {
  const [opener, second] = openingWords(sentence);
  const lastClause = sentence.slice(sentence.findLastIndex(isComma) + 1);
  const [lastClauseOpener, next, third] = openingWords(lastClause);
  // "At six are you free": a question may put a setting before its verb and subject.
  const [afterSetting, itsSubject] = openingWords(lastClause.slice(settingAtStart(lastClause, 0)));
  // "Do not forget the card": an order, which no question opens with.
  const asksBy = (word: string, after: string) =>
    AUXILIARY_OPENERS.has(word) && !(word === "do" && after === "not");
  const openerAt = lastClause.findIndex(
    (token) => token.kind === "word" && !LEAD_INS.has(lower(token) ?? ""),
  );
  if (howExclaimsAt(lastClause, openerAt)) return "!";
  // "why you send it again": a learner's question in statement order, the whole of its clause.
  const learnerAsks = asksInStatementOrderAt(lastClause, openerAt);
  const asks =
    learnerAsks ||
    asksBy(opener, second) ||
    politeQuestionAt(sentence) ||
    asksBy(lastClauseOpener, next) ||
    (asksBy(afterSetting, itsSubject) && QUESTION_SUBJECT_STARTS.has(itsSubject)) ||
    (OPENERS_BEFORE_SUBJECT.has(lastClauseOpener) && QUESTION_SUBJECT_STARTS.has(next)) ||
    // "Can't we meet on Friday", "Doesn't it work": a negated auxiliary before its subject.
    (NEGATED_AUXILIARIES.has(lastClauseOpener) &&
      (QUESTION_SUBJECT_STARTS.has(next) || next === "it" || next === "there")) ||
    (QUESTION_WORDS.has(lastClauseOpener) &&
      !SUBJECT_PRONOUNS.has(next) &&
      !isSubjectClause(lastClauseOpener, third) &&
      !whatClauseIsSubject(sentence.slice(sentence.findLastIndex(isComma) + 1)));
  return asks ? "?" : ".";
}

/**
 * Every paragraph ends with punctuation: in an email of several paragraphs
 * the greeting ("Hi Anna") and the closing ("Best regards") take a comma.
 * A paragraph of several lines is a list, an address or a signature, and
 * takes none.
 */
function finishParagraphs(tokens: Token[]): Token[] {
  const paragraphs = splitParagraphs(tokens);
  const isLetter = paragraphs.length > 1;
  return paragraphs.flatMap((paragraph, index) => [
    ...(index > 0 ? [PARAGRAPH_BREAK] : []),
    ...finishParagraph(paragraph, isLetter),
  ]);
}

/** Paragraphs without the line breaks at their edges, which rendering drops anyway. */
function splitParagraphs(tokens: Token[]): Token[][] {
  const paragraphs: Token[][] = [[]];
  for (const token of tokens) {
    if (token.kind === "break" && token.text === "\n\n") paragraphs.push([]);
    else paragraphs.at(-1)?.push(token);
  }
  return paragraphs.map(withoutEdgeBreaks);
}

function withoutEdgeBreaks(paragraph: Token[]): Token[] {
  const first = paragraph.findIndex((token) => token.kind !== "break");
  const last = paragraph.findLastIndex((token) => token.kind !== "break");
  return first < 0 ? [] : paragraph.slice(first, last + 1);
}

function finishParagraph(paragraph: Token[], isLetter: boolean): Token[] {
  const last = paragraph.at(-1);
  if (!last || paragraph.some((token) => token.kind === "break")) return paragraph;
  const endsOnComma = last.kind === "mark" && /^[,;]$/.test(last.text);
  // An amount or a measure ends on its sign: "4,5k€", "19 %", "-5°C".
  const endsOnWord = last.kind === "word" && /[\p{L}\p{N}\p{Sc}%°]$/u.test(last.text);
  // A question trailing off ("What's the plan though…") still asks.
  const trailsOff = last.kind === "mark" && /^(\.\.\.|…)$/.test(last.text);
  if (!endsOnComma && !endsOnWord && !trailsOff) return paragraph;
  const body = endsOnComma || trailsOff ? paragraph.slice(0, -1) : paragraph;
  if (trailsOff && closingMark(body.slice(body.findLastIndex(endsSentence) + 1)) !== "?")
    return paragraph;
  if (isLetter && isSalutation(body)) return [...body, mark(",")];
  return [...body, mark(closingMark(body.slice(body.findLastIndex(endsSentence) + 1)))];
}

/** "Hi Anna", "Good morning team", "Best regards". */
function isSalutation(line: Token[]): boolean {
  const words = line.map(lower).filter((text) => text !== undefined);
  const text = words.join(" ");
  return (
    SIGN_OFFS.includes(text) || (words.length <= 3 && openingIn(text, GREETINGS) !== undefined)
  );
}

// ---------------------------------------------------------------------------
// Sentences run together in speech: "Hello can you …", "… please thank you".

/**
 * Words that start a sentence and cannot be a name, after which a greeting
 * takes a comma ("Hello, can you …"); "hi sarah thanks" may be greeting Sarah.
 */
const SENTENCE_OPENERS = wordSet(
  "can could would will should may might must i i'm i've i'd i'll we we're we'll we've you you're how what what's when where why who which is are was were do does did just thanks thank please hope it it's this that the a an so sorry let let's my our here's there's",
);

/** The words thanks ends on: "thanks", "thank you", "thanks a lot", "thank you so much". */
const THANKS = wordSet("thanks you much lot million kindly");

/**
 * Thanks opening a sentence stands alone before a clause of its own, and
 * whom it calls (courtesy-phrases.ts) closes it: "Thanks, Marcus. I can do
 * …", "Thanks. The files arrived …"; an apology or "quick question" takes a
 * comma before its clause instead ("Sorry, I am late"). Index just past
 * what was handled, or undefined.
 */
function separateOpeningThanks(tokens: Token[], index: number, out: Token[]): number | undefined {
  const length = courtesyPhraseAt(tokens, index);
  if (length === 0 || !THANKS.has(lower(tokens[index + length - 1]) ?? "")) return undefined;
  const afterPhrase = index + length;
  const clauseAt = (at: number) => clauseStartsAt(tokens, at);
  const called = addresseeAt(tokens, afterPhrase, true, clauseAt);
  const end = afterPhrase + called.length;
  if (!clauseAt(end)) return undefined;
  out.push(...tokens.slice(index, afterPhrase));
  const name = tokens.slice(afterPhrase, end);
  if (called.length > 0) out.push(mark(","), ...calledNameAsWritten(name, called.lowered));
  out.push(mark("."));
  return end;
}

/** A greeting opening a sentence is set off by a comma: "Hello, can you …", "Hi Marcus, thanks …". */
function commaAfterGreetings(tokens: Token[]): Token[] {
  const out: Token[] = [];
  let index = 0;
  // "Yeah, no, the printer …": an answer after an answer opens the sentence too.
  let afterAnswer = false;
  while (index < tokens.length) {
    const greeting = startsClause(out.at(-1)) ? greetingAt(tokens, index) : undefined;
    const atStart = startsClause(out.at(-1));
    const handled = atStart ? separateOpeningThanks(tokens, index, out) : undefined;
    if (handled !== undefined) {
      index = handled;
      continue;
    }
    if (atStart && addressAt(tokens, index)) {
      out.push(tokens[index] as Token, mark(","));
      index += 1;
      continue;
    }
    const led: boolean =
      !atStart && !afterAnswer && startsClause(out.at(-2)) && leadsIntoAnswer(out.at(-1));
    // "Thanks for asking. Yes, I can join": thanks is complete, and the answer opens a sentence.
    const answerAfterThanks: Answer | undefined =
      atStart || afterAnswer || led ? undefined : answerAfterThanksAt(out, tokens, index);
    const answer: Answer | undefined =
      answerAfterThanks ??
      (atStart || afterAnswer || led ? answerAt(tokens, index, afterAnswer) : undefined);
    afterAnswer = answer !== undefined;
    if (answer) {
      // "Well, no, the price …", "Tom, no, the meeting …": set off from the lead or the name too.
      if (led) out.push(mark(","));
      if (answerAfterThanks) out.push(mark("."));
      out.push(...tokens.slice(index, index + answer.length), mark(answer.mark));
      index += answer.length;
      continue;
    }
    if (!greeting) {
      out.push(tokens[index] as Token);
      index += 1;
      continue;
    }
    const greeted = index + greeting.split(" ").length;
    const end = greeted + greetedLength(tokens, greeted);
    // "hi anna hope you are well": a name said greeted is written with its capital; a group is
    // not, nor a word typed with its comma ("Hello world, how …"), which is as the person wrote it.
    const said = isWord(tokens[end]);
    const names = tokens
      .slice(greeted, end)
      .map((token) =>
        !said || GROUP_WORDS.has(lower(token) ?? "") ? token : word(capitalizeFirst(token.text)),
      );
    out.push(...tokens.slice(index, greeted), ...names);
    // "Hi Tom, yes, the invoice …": an answer after the greeting opens the sentence.
    afterAnswer = answerAt(tokens, end, false) !== undefined;
    const opens =
      SENTENCE_OPENERS.has(lower(tokens[end]) ?? "") || opensAfterGreetingAt(tokens, end);
    if (afterAnswer || opens) out.push(mark(","));
    index = end;
  }
  return out;
}

/** Spacing, punctuation and casing, without touching the words. */
export function tidy(text: string): string {
  return render(finishParagraphs(capitalize(tidyMarks(tokenize(text)))));
}

/**
 * Dictated speech made into written text: fillers and stutters removed,
 * spoken punctuation turned into marks, spacing, casing and the final full
 * stop fixed. Text that is already clean comes back unchanged.
 */
export const cleanDictation = (text: string): string => cleaned(text, true);
/** Written text (a selection): its sentences end where the writer ended them, not where run-on speech would. */
export const cleanWritten = (text: string): string => cleaned(text, false);
function cleaned(text: string, runsOn: boolean): string {
  const spoken = applyCorrections(
    writeSpokenNumbers(writeNamedWords(spokenPunctuation(tokenize(fixSlips(text))))),
  );
  const words = endSeriesBeforeClauses(
    punctuateBareLists(
      punctuateLists(punctuateSeries(collapseRepeatedWords(removeFillers(spoken)))),
    ),
    closingMark,
  );
  const marked = separateSentenceMarkers(
    setOffTagQuestions(setOffLeads(commaAfterInterjections(commaAfterGreetings(tidyMarks(words))))),
    closingMark,
  );
  const clauses = runsOn
    ? separateSetReplies(
        setOffVerblessTails(separateRunOnClauses(sayOpeningSubjects(marked), closingMark)),
        closingMark,
      )
    : marked;
  // Set off again once run-ons are split: "… on Monday. By the way, I booked …".
  const courteous = separateClosingCourtesies(commaAfterInterjections(clauses), closingMark);
  const sentences = setOffQuestionTails(courteous, closingMark);
  return render(finishParagraphs(capitalize(tidyMarks(sentences))));
}
