import type { WritingTask, WritingTone } from "./writing-task";

/*
 * The built-in writing engine: what answers when no AI model is configured.
 * Everything here is a plain, deterministic function of its input, built from
 * small tables of rules. It never pretends to understand: what the rules
 * cannot do, it says it cannot do.
 */

// ---------------------------------------------------------------------------
// Tokens: dictation is cleaned as a list of words, punctuation marks and line
// breaks, so that each rule looks at neighbouring words, not at characters.

type Token =
  | { kind: "word"; text: string }
  /** Punctuation that hangs on the word before it (",", "?", "..."). */
  | { kind: "mark"; text: string }
  | { kind: "break"; text: "\n" | "\n\n" };

const word = (text: string): Token => ({ kind: "word", text });
const mark = (text: string): Token => ({ kind: "mark", text });
const LINE_BREAK: Token = { kind: "break", text: "\n" };
const PARAGRAPH_BREAK: Token = { kind: "break", text: "\n\n" };

const TRAILING_MARKS = /[,.;:!?…]+$/;

/** Abbreviations whose full stop belongs to the word, so it neither ends a sentence nor is moved. */
const ABBREVIATIONS = wordSet("mr. mrs. ms. dr. prof. st. vs. etc. approx.");

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const piece of text.split(/(\s+)/)) {
    if (piece === "") continue;
    if (/^\s+$/.test(piece)) {
      const newlines = piece.split("\n").length - 1;
      if (newlines > 0) tokens.push(newlines === 1 ? LINE_BREAK : PARAGRAPH_BREAK);
      continue;
    }
    tokens.push(...splitMarks(piece));
  }
  return tokens;
}

/** A comma typed against the next word (",how") belongs to the word before it. */
const LEADING_MARKS = /^[,;]+/;

function splitMarks(chunk: string): Token[] {
  const leading = chunk.match(LEADING_MARKS)?.[0];
  if (leading && leading !== chunk) {
    return [mark(leading), ...splitTrailingMarks(chunk.slice(leading.length))];
  }
  return splitTrailingMarks(chunk);
}

function splitTrailingMarks(chunk: string): Token[] {
  const marks = chunk.match(TRAILING_MARKS)?.[0];
  if (marks === chunk) return [mark(chunk)];
  if (!marks || (marks === "." && isAbbreviation(chunk))) return [word(chunk)];
  return [word(chunk.slice(0, -marks.length)), mark(marks)];
}

/** "Dr.", "e.g.", "a.m.", "U.S.": letters and full stops that belong together. */
function isAbbreviation(chunk: string): boolean {
  return ABBREVIATIONS.has(chunk.toLowerCase()) || /^(\p{L}\.)+$/u.test(chunk);
}

function render(tokens: Token[]): string {
  let text = "";
  for (const token of tokens) {
    if (token.kind === "break") text = text.trimEnd() + token.text;
    else if (token.kind === "mark") text += token.text;
    else text += text === "" || text.endsWith("\n") ? token.text : ` ${token.text}`;
  }
  return text.trim();
}

const lower = (token: Token | undefined) =>
  token?.kind === "word" ? token.text.toLowerCase().replace(/’/g, "'") : undefined;

const isComma = (token: Token | undefined) => token?.kind === "mark" && token.text === ",";

/** Whether the words starting at `index` are `phrase` (lower case, one word per entry). */
function phraseAt(tokens: Token[], index: number, phrase: string[]): boolean {
  return phrase.every((expected, offset) => lower(tokens[index + offset]) === expected);
}

/** A table of single words, written as one string to keep it readable. */
function wordSet(words: string): Set<string> {
  return new Set(words.split(/\s+/));
}

// ---------------------------------------------------------------------------
// Salutations: how emails open and close.

const GREETINGS = [
  "good morning",
  "good afternoon",
  "good evening",
  "hello there",
  "hi there",
  "hey there",
  "hello",
  "hi",
  "hey",
  "dear",
  "greetings",
];

/** Closings a dictated reply may already end with; they are dropped so the email has one. */
const CLOSINGS = [
  "best regards",
  "kind regards",
  "warm regards",
  "yours sincerely",
  "regards",
  "sincerely",
  "best wishes",
  "all the best",
];

/** Lines after which a sender signs with their name. */
const SIGN_OFFS = [
  ...CLOSINGS,
  "best",
  "thanks",
  "thank you",
  "many thanks",
  "cheers",
  "talk soon",
];

// ---------------------------------------------------------------------------
// Spoken punctuation: dictation tools treat these words as commands.

/** Words that make "period" part of a noun ("the trial period ends"), not a full stop. */
const PERIOD_COMPOUNDS = wordSet(
  "trial grace notice waiting probation probationary billing reporting holiday transition payment review time",
);

const SPOKEN_PUNCTUATION: Array<{ phrase: string[]; token: Token; nounAfter?: Set<string> }> = [
  { phrase: ["new", "paragraph"], token: PARAGRAPH_BREAK },
  { phrase: ["new", "line"], token: LINE_BREAK },
  { phrase: ["question", "mark"], token: mark("?") },
  { phrase: ["exclamation", "mark"], token: mark("!") },
  { phrase: ["exclamation", "point"], token: mark("!") },
  { phrase: ["full", "stop"], token: mark(".") },
  { phrase: ["period"], token: mark("."), nounAfter: PERIOD_COMPOUNDS },
  { phrase: ["comma"], token: mark(",") },
  { phrase: ["colon"], token: mark(":") },
  { phrase: ["semicolon"], token: mark(";") },
];

/** After these a spoken punctuation word is a noun ("a comma", "the new line of products"), not a command. */
const DETERMINERS = wordSet(
  "a an the this that each every per one any our your my their what which some no same other",
);

function spokenPunctuation(tokens: Token[]): Token[] {
  const out: Token[] = [];
  let index = 0;
  while (index < tokens.length) {
    const before = lower(out.at(-1)) ?? "";
    const rule = SPOKEN_PUNCTUATION.find(
      ({ phrase, nounAfter }) =>
        phraseAt(tokens, index, phrase) && !DETERMINERS.has(before) && !nounAfter?.has(before),
    );
    out.push(rule ? rule.token : (tokens[index] as Token));
    index += rule ? rule.phrase.length : 1;
  }
  return out;
}

// ---------------------------------------------------------------------------
// Fillers. Some words are fillers only in some places, judged by the word
// right before and right after (undefined at the edge of a clause).

interface FillerRule {
  phrase: string[];
  isFiller?: (before: string | undefined, after: string | undefined) => boolean;
}

/**
 * After these, "you know" is the verb: "Do you know Bob", "I will let you
 * know". ("Would you know where" is kept by the word after it.)
 */
const KNOW_AS_VERB_AFTER = wordSet("do does did don't doesn't didn't if as whether let that");

/** Words that start the object of a verb ("you know the answer", "it's like a dream"). */
const OBJECT_STARTS = new Set([
  ...DETERMINERS,
  ...wordSet(
    "these those how who whom where why when if whether about it me you him her us them i we he she they his its everything something nothing anything everyone someone anyone all more to",
  ),
]);

const CONJUNCTIONS = wordSet("and but so or because");

/** "I mean" is the verb before these: "I mean it", "I mean that", "I mean to ask". */
const MEAN_AS_VERB_BEFORE = wordSet("it that this what to well business no");

const BE_FORMS = wordSet(
  "is was were am are be been it's that's he's she's i'm we're you're they're",
);

const FILLERS: FillerRule[] = [
  ...["um", "umm", "uh", "uhh", "uhm", "er", "erm", "ah", "hmm", "mm"].map((filler) => ({
    phrase: [filler],
  })),
  { phrase: ["you", "know", "what", "i", "mean"] },
  {
    phrase: ["you", "know"],
    isFiller: (before, after) =>
      !KNOW_AS_VERB_AFTER.has(before ?? "") && !OBJECT_STARTS.has(after ?? ""),
  },
  {
    // Only at the start of a clause: "what I mean is" is meaning, not filler.
    phrase: ["i", "mean"],
    isFiller: (before, after) =>
      (before === undefined || CONJUNCTIONS.has(before)) && !MEAN_AS_VERB_BEFORE.has(after ?? ""),
  },
  {
    // "it was like really good", "like, why": never "I like tea" or "looks like rain".
    phrase: ["like"],
    isFiller: (before, after) =>
      (before === undefined || BE_FORMS.has(before)) && !OBJECT_STARTS.has(after ?? ""),
  },
  // "It's kind of late" hedges; "what kind of car" and "a sort of plan" do not.
  { phrase: ["kind", "of"], isFiller: (before) => !DETERMINERS.has(before ?? "") },
  { phrase: ["sort", "of"], isFiller: (before) => !DETERMINERS.has(before ?? "") },
];

/** How many tokens a filler at `index` spans, or 0 when there is none. */
function fillerLength(tokens: Token[], index: number, before: string | undefined): number {
  const rule = FILLERS.find(
    ({ phrase, isFiller }) =>
      phraseAt(tokens, index, phrase) &&
      (!isFiller || isFiller(before, lower(tokens[index + phrase.length]))),
  );
  return rule?.phrase.length ?? 0;
}

/**
 * A filler goes with the comma after it; a filler set off by commas on both
 * sides ("we should, um, meet") goes with both, as the sentence reads without
 * the aside.
 */
function removeFillers(tokens: Token[]): Token[] {
  const out: Token[] = [];
  let index = 0;
  while (index < tokens.length) {
    const length = fillerLength(tokens, index, lower(out.at(-1)));
    if (length === 0) {
      out.push(tokens[index] as Token);
      index += 1;
      continue;
    }
    index += length;
    if (isComma(tokens[index])) {
      index += 1;
      if (isComma(out.at(-1))) out.pop();
    }
  }
  return out;
}

/** Doubled words that are grammatical: "I know that that works", "we had had enough". */
const MEANINGFUL_DOUBLES = wordSet("that had");

function collapseRepeatedWords(tokens: Token[]): Token[] {
  return tokens.filter((token, index) => {
    const previous = lower(tokens[index - 1]);
    return !(previous && previous === lower(token) && !MEANINGFUL_DOUBLES.has(previous));
  });
}

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

/** Web addresses, emails and words like "iPhone" keep the casing they came with. */
function capitalizeFirst(text: string): string {
  if (/[\p{Lu}@/]|^www\./u.test(text)) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Names dictation often leaves in lower case; "may" is left out as it is mostly the verb. */
const CALENDAR_NAMES = wordSet(
  "monday tuesday wednesday thursday friday saturday sunday january february march april june july august september october november december",
);

function capitalize(tokens: Token[]): Token[] {
  return tokens.map((token, index) => {
    if (token.kind !== "word") return token;
    const isPronounI = /^i($|['’])/.test(token.text);
    const isCalendarName = CALENDAR_NAMES.has(token.text);
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
 * Question words ask when they open the last clause ("When you can, send it"
 * does not), unless a subject follows them ("What I mean is ...").
 */
const QUESTION_WORDS = wordSet("what why how when where who which");
const SUBJECT_PRONOUNS = wordSet("i we you they he she it");

/** Words before the real opener of a sentence: "Hey, can you ...", "So how ...". */
const LEAD_INS = wordSet("hi hello hey so ok okay well and but also oh");

/** The first word of a clause after any lead-in ("hey", "so"), and the word after it. */
function openingWords(clause: Token[]): [opener: string, next: string] {
  const words = clause.map(lower).filter((text) => text !== undefined);
  const start = words.findIndex((text) => !LEAD_INS.has(text));
  return [words[start] ?? "", words[start + 1] ?? ""];
}

/** "?" for "Can you send it, please" and "Hi John, how are you"; "." otherwise. */
function closingMark(sentence: Token[]): string {
  const [opener] = openingWords(sentence);
  const [lastClauseOpener, next] = openingWords(
    sentence.slice(sentence.findLastIndex(isComma) + 1),
  );
  const asks =
    AUXILIARY_OPENERS.has(opener) ||
    AUXILIARY_OPENERS.has(lastClauseOpener) ||
    (QUESTION_WORDS.has(lastClauseOpener) && !SUBJECT_PRONOUNS.has(next));
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
  const endsOnWord = last.kind === "word" && /[\p{L}\p{N}]$/u.test(last.text);
  if (!endsOnComma && !endsOnWord) return paragraph;
  const body = endsOnComma ? paragraph.slice(0, -1) : paragraph;
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

/** Spacing, punctuation and casing, without touching the words. */
function tidy(text: string): string {
  return render(finishParagraphs(capitalize(tidyMarks(tokenize(text)))));
}

/**
 * Dictated speech made into written text: fillers and stutters removed,
 * spoken punctuation turned into marks, spacing, casing and the final full
 * stop fixed. Text that is already clean comes back unchanged.
 */
export function cleanDictation(text: string): string {
  const words = collapseRepeatedWords(removeFillers(spokenPunctuation(tokenize(text))));
  return render(finishParagraphs(capitalize(tidyMarks(words))));
}

// ---------------------------------------------------------------------------
// Rewording: tables of [from, to] over whole words, matched without regard to
// case. A `to` of "" removes the words, but only before another word, so that
// "Really?" or "I think so." are never emptied.

type Rewording = [
  from: string,
  to: string,
  guard?: { notAfter?: string[]; notBefore?: string[]; beforeAWord?: boolean },
];

const LETTER = "[\\p{L}\\p{N}'’]";

function escapeWord(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/'/g, "['’]");
}

/** One rewording as a function; a comma may sit between its words ("sorry to bother you, but"). */
function compile([from, to, guard]: Rewording): (text: string) => string {
  const body = from.split(" ").map(escapeWord).join(",?\\s+");
  const notAfter = guard?.notAfter ? `(?<!(?:${guard.notAfter.join("|")})\\s+)` : "";
  const notBefore = guard?.notBefore ? `(?!\\s+(?:${guard.notBefore.join("|")})(?!${LETTER}))` : "";
  const pattern = new RegExp(
    `(?<!${LETTER})${notAfter}${body}(?!${LETTER})${notBefore}${wordAfter(to, guard?.beforeAWord)}`,
    "giu",
  );
  return (text) => text.replace(pattern, (match) => inCaseOf(match, to));
}

/** "Hey" → "Hello", "don't" → "do not"; shouted abbreviations ("ASAP") take the table's casing. */
function inCaseOf(match: string, replacement: string): string {
  const isShouted = (match.match(/\p{Lu}/gu)?.length ?? 0) > 1 && match === match.toUpperCase();
  return /^\p{Lu}/u.test(match) && !isShouted ? capitalizeFirst(replacement) : replacement;
}

/** Removed words may leave a comma behind ("Basically, we ..."), which tidying then drops. */
function wordAfter(to: string, beforeAWord = false): string {
  if (to === "") return "(?=,?\\s+[\\p{L}\\p{N}])";
  return beforeAWord ? "(?=\\s+[\\p{L}\\p{N}])" : "";
}

function reword(table: Rewording[]): (text: string) => string {
  const steps = table.map(compile);
  return (text) => steps.reduce((current, step) => step(current), text);
}

/** Spoken or texting spellings, wrong in writing whatever the tone. */
const SPELLED_OUT: Rewording[] = [
  ["gonna", "going to"],
  ["wanna", "want to"],
  ["gotta", "have to"],
  ["kinda", "kind of"],
  ["sorta", "sort of"],
  ["gimme", "give me"],
  ["lemme", "let me"],
  ["dunno", "don't know"],
  ["pls", "please"],
  ["plz", "please"],
  ["thx", "thanks"],
  ["tmrw", "tomorrow"],
];

/** Casual words and their professional counterparts; longer phrases first so they win. */
const CASUAL_TO_PROFESSIONAL: Rewording[] = [
  ["hey guys", "Hello everyone"],
  ["hi guys", "Hello everyone"],
  ["hey", "Hello"],
  ["thanks a lot", "thank you very much"],
  ["thanks so much", "thank you very much"],
  ["thanks a bunch", "thank you very much"],
  ["thanks", "thank you"],
  ["yeah", "yes"],
  ["yep", "yes"],
  ["yup", "yes"],
  ["nope", "no"],
  ["okay", "all right"],
  ["ok", "all right"],
  ["asap", "as soon as possible"],
  ["fyi", "for your information"],
  ["btw", "by the way"],
  ["awesome", "excellent"],
  ["sure thing", "certainly"],
];

const NOT_CONTRACTIONS = ["do", "does", "did", "is", "are", "was", "were", "have", "has", "had"];
const MODAL_NOT_CONTRACTIONS = ["could", "would", "should", "must", "need"];
const SUBJECTS = ["I", "you", "we", "they", "he", "she", "it", "that", "there"];
const IS_CONTRACTIONS = ["it", "that", "there", "what", "here", "where", "who", "he", "she"];

/**
 * Contractions spelled out, as formal writing expects. "'s been" is "has
 * been", so it is spelled out before the general "'s" = "is".
 */
const CONTRACTIONS: Rewording[] = [
  ["can't", "cannot"],
  ["won't", "will not"],
  ["shan't", "shall not"],
  ...[...NOT_CONTRACTIONS, ...MODAL_NOT_CONTRACTIONS].map(
    (verb): Rewording => [`${verb}n't`, `${verb} not`],
  ),
  ["I'm", "I am"],
  ...["you", "we", "they"].map((subject): Rewording => [`${subject}'re`, `${subject} are`]),
  ...["I", "you", "we", "they", "could", "would", "should"].map(
    (stem): Rewording => [`${stem}'ve`, `${stem} have`],
  ),
  ...SUBJECTS.map((subject): Rewording => [`${subject}'ll`, `${subject} will`]),
  ...["I", "you", "we", "they", "he", "she"].map(
    (subject): Rewording => [`${subject}'d`, `${subject} would`],
  ),
  ...IS_CONTRACTIONS.map((subject): Rewording => [`${subject}'s been`, `${subject} has been`]),
  ...IS_CONTRACTIONS.map((subject): Rewording => [`${subject}'s`, `${subject} is`]),
];

const PROFESSIONAL_TO_FORMAL: Rewording[] = [
  ["I want to", "I would like to"],
  ["we want to", "we would like to"],
  ["let me know", "please let me know", { notAfter: ["please"] }],
  ["as soon as you can", "at your earliest convenience"],
  ["as soon as possible", "at your earliest convenience"],
  ["get back to you", "respond to you"],
  ["talk about", "discuss"],
  ["check out", "review"],
  ["right now", "at present"],
];

/** Words that soften without adding meaning; `concise` and `confident` drop them. */
const HEDGES: Rewording[] = [
  ["just", ""],
  ["really", "", { notAfter: ["not"] }],
  ["actually", ""],
  ["basically", ""],
  ["literally", ""],
  ["honestly", ""],
  ["to be honest", ""],
  ["I think that", ""],
  ["I think", "", { notBefore: ["so", "not"] }],
  ["I believe that", ""],
  ["I guess", ""],
  ["I feel like", ""],
];

/** Long ways of saying short things. */
const WORDY_PHRASES: Rewording[] = [
  ["in order to", "to"],
  ["due to the fact that", "because"],
  ["at this point in time", "now"],
  ["in the event that", "if"],
  ["for the purpose of", "for"],
  ["I wanted to let you know that", ""],
  ["I want to let you know that", ""],
];

/** Apologies and doubt that undercut the message. */
const SELF_DOUBT: Rewording[] = [
  ["I am sorry to bother you but", ""],
  ["sorry to bother you but", ""],
  ["maybe", ""],
  ["perhaps", ""],
  ["hopefully", ""],
  ["will try to", "will"],
];

/** Friendly writing keeps contractions and makes them where speech would, but not at a clause end ("Yes, it is."). */
const FRIENDLY_WORDING: Rewording[] = [
  ["hello", "hi"],
  ["thank you", "thanks"],
  ["I am", "I'm", { beforeAWord: true }],
  ["do not", "don't"],
  ["does not", "doesn't"],
  ["did not", "didn't"],
  ["cannot", "can't"],
  ["will not", "won't"],
  ["is not", "isn't"],
  ["are not", "aren't"],
  ["it is", "it's", { beforeAWord: true }],
  ["that is", "that's", { beforeAWord: true }],
  ["I will", "I'll", { beforeAWord: true }],
  ["we will", "we'll", { beforeAWord: true }],
  ["we are", "we're", { beforeAWord: true }],
  ["you are", "you're", { beforeAWord: true }],
];

/** Warmth without inventing content: thanks and good news end with "!" rather than ".". */
function exclaimGoodNews(text: string): string {
  return text.replace(
    /(?<=^|[.!?]\s+|\n)((?:Thanks|Thank you|Great|Congratulations|Congrats|Glad|Happy|Welcome)\b[^.!?\n]*)\.(?=\s|$)/g,
    "$1!",
  );
}

const TONE_STEPS: Record<WritingTone, Array<(text: string) => string>> = {
  professional: [reword(SPELLED_OUT), reword(CASUAL_TO_PROFESSIONAL), reword(CONTRACTIONS)],
  formal: [
    reword(SPELLED_OUT),
    reword(CASUAL_TO_PROFESSIONAL),
    reword(CONTRACTIONS),
    reword(PROFESSIONAL_TO_FORMAL),
  ],
  friendly: [reword(SPELLED_OUT), reword(FRIENDLY_WORDING), exclaimGoodNews],
  // Concise is about length, not register: casual words and contractions stay.
  concise: [reword(SPELLED_OUT), reword(HEDGES), reword(WORDY_PHRASES)],
  confident: [
    reword(SPELLED_OUT),
    reword(CASUAL_TO_PROFESSIONAL),
    reword(CONTRACTIONS),
    reword(HEDGES),
    reword(SELF_DOUBT),
  ],
};

/** The text cleaned up and reworded in the tone asked for. */
export function rewrite(text: string, tone: WritingTone = "professional"): string {
  return tidy(TONE_STEPS[tone].reduce((current, step) => step(current), cleanDictation(text)));
}

// ---------------------------------------------------------------------------
// Openings: phrases a text may start with ("Hi", "can you", "saying").

function openingIn(text: string, candidates: string[]): string | undefined {
  return candidates.find((candidate) =>
    new RegExp(`^${escapeWord(candidate)}(?![\\p{L}'’-])`, "iu").test(text),
  );
}

function dropOpenings(text: string, candidates: string[]): string {
  let rest = text.trim();
  for (let opening = openingIn(rest, candidates); opening; opening = openingIn(rest, candidates)) {
    rest = rest.slice(opening.length).replace(/^[\s,]+/, "");
  }
  return rest;
}

const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text);

// ---------------------------------------------------------------------------
// Emails and comments.

export interface DraftRequest {
  /** What the person said they want to write. */
  speech: string;
  /** The email or post being answered. */
  context?: string;
  tone?: WritingTone;
}

/** Words after a greeting that address a group, not a person. */
const GROUP_WORDS = wordSet("all everyone everybody team guys folks there");

/** Words that can follow "to" or a greeting without being anyone's name. */
const NOT_NAMES = new Set([
  ...DETERMINERS,
  ...GROUP_WORDS,
  ...wordSet("i we they he she you him her them it me us his email message post thanks thank"),
]);

const isNameLike = (text: string) =>
  /^\p{L}[\p{L}'’-]*$/u.test(text) && !NOT_NAMES.has(text.toLowerCase());

/**
 * A dictated greeting ("Hi John, thanks for ...") split from what follows, so
 * that an email's own greeting is not doubled. The word after the greeting
 * is a name when it is capitalized, followed by punctuation, or the name the
 * email was from; "Hi, I ..." has none.
 */
function splitGreeting(text: string, knownName?: string): { name?: string; rest: string } {
  const greeting = openingIn(text, GREETINGS);
  if (!greeting) return { rest: text };
  const afterGreeting = text.slice(greeting.length);
  const rest = afterGreeting.replace(/^[\s,!.]+/, "");
  if (/^[,!.]/.test(afterGreeting)) return { rest };
  const [, nextWord = "", punctuation = ""] = rest.match(/^(\p{L}[\p{L}'’-]*)([,!.]?)/u) ?? [];
  const isName =
    isNameLike(nextWord) &&
    (/^\p{Lu}/u.test(nextWord) ||
      punctuation !== "" ||
      nextWord.toLowerCase() === knownName?.toLowerCase());
  if (!isName && !GROUP_WORDS.has(nextWord.toLowerCase())) return { rest };
  const afterName = rest.slice(nextWord.length).replace(/^[\s,!.]+/, "");
  return { name: isName ? capitalizeFirst(nextWord) : undefined, rest: afterName };
}

function dropClosing(text: string): string {
  const closing = new RegExp(`(^|[.!?]\\s+)(${CLOSINGS.join("|")})\\b[^.!?]*[.!?]?$`, "i");
  return text.replace(closing, "$1").trim();
}

/** The first name of whoever wrote `context`: from a "From:" line, a "... wrote:" line or a signature. */
function senderName(context: string): string | undefined {
  const fromLine = context.match(/^From:\s*(.+)$/im)?.[1];
  const quoteHeader = context.match(/([^,<>\n]+?)\s*<[^>\n]+>\s*wrote:/)?.[1];
  return [fromLine, quoteHeader, signature(context)].map(firstName).find(Boolean);
}

/** The line under the last sign-off ("Best,\nSarah"), or the name beside it ("Thanks, Sarah"). */
function signature(context: string): string | undefined {
  const lines = context
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const isSignOff = (line: string) => SIGN_OFFS.includes(line.replace(/[,.!]+$/, "").toLowerCase());
  const signOffIndex = lines.findLastIndex(isSignOff);
  if (signOffIndex >= 0) return lines[signOffIndex + 1];
  return lines.at(-1)?.match(new RegExp(`^(?:${SIGN_OFFS.join("|")}),\\s*(.+)$`, "i"))?.[1];
}

/**
 * "Sarah Johnson <sarah@example.com>" → "Sarah", "Johnson, Sarah" → "Sarah".
 * A name is a few capitalized words; an address alone or a sentence is none.
 */
function firstName(display: string | undefined): string | undefined {
  const name = (display ?? "")
    .replace(/<[^>]*>/g, "")
    .trim()
    .replace(/^["']|["']$/g, "");
  const [nameOrSurname = "", givenName] = name.split(",").map((part) => part.trim());
  const words = (givenName || nameOrSurname).split(/\s+/);
  const isName = words.length <= 4 && words.every((part) => /^\p{Lu}[\p{L}'’.-]*$/u.test(part));
  return isName && isNameLike(words[0] ?? "") ? words[0] : undefined;
}

const GREETING_WORD: Record<WritingTone, string> = {
  professional: "Hello",
  formal: "Dear",
  friendly: "Hi",
  concise: "Hi",
  confident: "Hello",
};

function composeEmail(speech: string, name: string | undefined, tone: WritingTone): string {
  const greeting = splitGreeting(cleanDictation(speech), name);
  const body = rewrite(dropClosing(greeting.rest), tone);
  if (!body) return "";
  const addressee = name ?? greeting.name;
  const opening = addressee ? `${GREETING_WORD[tone]} ${addressee},` : "Hello,";
  return [opening, body, "Best regards,"].join("\n\n");
}

/** A short email reply: a greeting by name when the original shows one, the dictated message, a closing. */
export function draftReply({ speech, context = "", tone = "professional" }: DraftRequest): string {
  return composeEmail(speech, senderName(context), tone);
}

/**
 * A comment for a networking site: the dictated words, polished, without a
 * greeting. The post itself (`context`) helps a real model; the rules have no
 * use for it.
 */
export function draftComment({ speech, tone = "professional" }: DraftRequest): string {
  return rewrite(splitGreeting(cleanDictation(speech)).rest, tone);
}

// ---------------------------------------------------------------------------
// Instructions in the person's words ("make it shorter").

type Treatment = WritingTone | "cleanup";

/** Words naming what to do with a text; the first row that matches wins, so narrower asks come first. */
const TREATMENT_WORDS: Array<[Treatment, string[]]> = [
  ["formal", ["formal", "formally", "formality"]],
  [
    "concise",
    [
      "shorter",
      "shorten",
      "concise",
      "brief",
      "briefer",
      "condense",
      "trim",
      "tighten",
      "succinct",
    ],
  ],
  ["friendly", ["friendly", "friendlier", "warm", "warmer", "casual", "casually"]],
  ["confident", ["confident", "confidently", "assertive", "stronger", "bolder"]],
  ["cleanup", ["clean", "fix", "correct", "proofread", "grammar", "punctuation", "spelling"]],
  ["professional", ["professional", "professionally", "rewrite", "rephrase", "polish", "improve"]],
];

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}'’-]+/gu) ?? [];

function treatmentFor(instruction: string): Treatment | undefined {
  const words = new Set(wordsOf(instruction));
  return TREATMENT_WORDS.find(([, keywords]) =>
    keywords.some((keyword) => words.has(keyword)),
  )?.[0];
}

/** The text changed as the instruction asks; an instruction the rules do not know gets cleanup and a professional tone. */
export function transform({
  text,
  instruction = "",
}: {
  text: string;
  instruction?: string;
}): string {
  const treatment = treatmentFor(instruction) ?? "professional";
  return treatment === "cleanup" ? cleanDictation(text) : rewrite(text, treatment);
}

// ---------------------------------------------------------------------------
// Titles.

const TITLE_MAX_LENGTH = 60;

/** How people open a request before saying what it is about. */
const ASKING = [
  "can you please",
  "could you please",
  "can you",
  "could you",
  "would you",
  "will you",
  "please",
];

/** Openings a title leaves out, as they ask rather than say what the conversation is about. */
const REQUEST_OPENINGS = [
  ...ASKING,
  "I want you to",
  "I need you to",
  "I would like you to",
  "I'd like you to",
  "help me",
  "I need help with",
  "I need to",
  "I want to",
  "I would like to",
  "I'd like to",
  "so",
  "okay",
  "ok",
  "well",
];

/** Words a title keeps in lower case unless they open it. */
const MINOR_WORDS = wordSet(
  "a an the and but or nor for so yet to of in on at by up as via with from into",
);

function titleCase(text: string): string {
  return text
    .split(" ")
    .map((part, index) =>
      index > 0 && MINOR_WORDS.has(part.toLowerCase()) ? part : capitalizeFirst(part),
    )
    .join(" ");
}

/** At most TITLE_MAX_LENGTH characters, cut between words, never ending on "to" or "the". */
function shorten(title: string): string {
  if (title.length <= TITLE_MAX_LENGTH) return title;
  const words = title.slice(0, TITLE_MAX_LENGTH + 1).split(" ");
  if (words.length > 1) words.pop();
  while (words.length > 1 && MINOR_WORDS.has((words.at(-1) ?? "").toLowerCase())) words.pop();
  return words
    .join(" ")
    .slice(0, TITLE_MAX_LENGTH)
    .replace(/[,;:]$/, "");
}

/** A title from the first user message: its first sentence with something to say, without greetings or "can you". */
export function deriveTitle(text: string): string {
  for (const sentence of cleanDictation(text).split(/(?<=[.!?])\s+|\n+/)) {
    const beforeColon = sentence.split(":")[0] ?? "";
    const topic = dropOpenings(splitGreeting(beforeColon).rest, REQUEST_OPENINGS).replace(
      /[\s.!?,;…]+$/,
      "",
    );
    if (hasWords(topic)) return shorten(titleCase(topic));
  }
  return "New Chat";
}

// ---------------------------------------------------------------------------
// Free chat.

export interface ChatTurn {
  role: string;
  content: string;
}

const EXAMPLE_REQUEST = '"Make this more formal: hey, can you send me the report asap"';
const EXAMPLE_REPLY = '"Draft a reply to Sarah saying I will send the report on Friday"';

const NOT_CONFIGURED_ANSWER = [
  "An AI model is not configured on this server, so I can't answer that yet.",
  `I can still clean up and rewrite your text. For example: ${EXAMPLE_REQUEST} or ${EXAMPLE_REPLY}.`,
  "To turn on full answers, set GEMINI_API_KEY (or GOOGLE_CLOUD_PROJECT for Vertex AI), or " +
    "OPENAI_BASE_URL, OPENAI_API_KEY and OPENAI_MODEL for an OpenAI-compatible server such as " +
    "a local Ollama at http://localhost:11434/v1, then restart the server.",
].join("\n\n");

const GREETING_ANSWER =
  "Hello! I'm Verba's built-in writing engine. I can clean up dictated text, rewrite it in a " +
  "professional, formal, friendly, concise or confident tone, and draft short email replies and " +
  `comments. Try: ${EXAMPLE_REQUEST}.`;

const THANKS_ANSWER =
  "You're welcome! Send me more text whenever you want it cleaned up or rewritten.";

const NEEDS_TEXT_ANSWER = `Add the text after a colon, for example: ${EXAMPLE_REQUEST}.`;

const NEEDS_WORDS_ANSWER =
  "Without an AI model I can't decide what a reply should say, but I can turn your own words " +
  `into a polished email. Tell me who it is for and what to say, for example: ${EXAMPLE_REPLY}.`;

/** Short messages opening with these are small talk, not requests. */
const SMALL_TALK: Array<{ openings: string[]; answer: string }> = [
  { openings: GREETINGS.filter((greeting) => greeting !== "dear"), answer: GREETING_ANSWER },
  { openings: ["thanks", "thank you", "thx", "cheers"], answer: THANKS_ANSWER },
];
const SMALL_TALK_MAX_WORDS = 5;

type WritingKind = "text" | "reply" | "comment";

interface ChatRequest {
  kind: WritingKind;
  treatment: Treatment;
  /** The person's own words to work on. */
  payload: string;
  /** Who a reply is for, when the request names them ("a reply to Sarah"). */
  recipient?: string;
  /** "Reply to this email: ..." hands over the message to answer, not what to say in return. */
  lacksWhatToSay: boolean;
}

/** Not "answer": "Answer this question: ..." asks for an answer, not an email. */
const REPLY_WORDS = ["reply", "respond", "response"];
const EMAIL_WORDS = ["email", "e-mail", "mail"];
const COMPOSE_WORDS = ["draft", "write", "compose"];
const MESSAGE_WORDS = new Set([...EMAIL_WORDS, "message", "post"]);

/** "Please", "can you", "thanks" and the like, before the verb of a request. */
const POLITE_OPENINGS = [...ASKING, "thanks", "thank you", "okay", "ok", "now", "and"];

/** Verbs a request opens with ("rewrite this ..."). */
const COMMAND_VERBS = new Set([
  ...COMPOSE_WORDS,
  ...wordSet(
    "clean fix correct proofread rewrite rephrase polish improve make reply respond shorten tighten turn",
  ),
]);

/** Words by which a spoken instruction points at the text that follows ("rewrite this ..."). */
const TEXT_POINTERS = new Set([
  ...MESSAGE_WORDS,
  ...wordSet("this that it following text note sentence paragraph up"),
]);

/** Words a spoken instruction can end on: what it acts on and how ("make it formal please"). */
const INSTRUCTION_ENDINGS = new Set([
  ...TREATMENT_WORDS.flatMap(([, keywords]) => keywords),
  ...REPLY_WORDS,
  ...TEXT_POINTERS,
  "comment",
  "tone",
  "way",
  "version",
  "please",
  "me",
]);

/** Words that only join an instruction's parts ("make it a bit more formal"). */
const INSTRUCTION_GLUE = new Set([
  ...COMPOSE_WORDS,
  ...wordSet("make turn a an the more less bit little much slightly sound be in into and for my"),
]);

const bareWord = (text: string | undefined) =>
  (text ?? "").toLowerCase().replace(/[^\p{L}'’-]/gu, "");

function kindOf(instruction: string): WritingKind {
  const words = wordsOf(instruction);
  const has = (candidates: string[]) => candidates.some((candidate) => words.includes(candidate));
  if (has(REPLY_WORDS) || (has(EMAIL_WORDS) && has(COMPOSE_WORDS))) return "reply";
  if (words.includes("comment")) return "comment";
  return "text";
}

function describesWriting(instruction: string): boolean {
  return kindOf(instruction) !== "text" || treatmentFor(instruction) !== undefined;
}

/**
 * The instruction and the text it applies to. Typed requests put the text
 * after a colon or a line break; spoken ones run on, so the instruction ends
 * where its words stop ("rewrite this | hey John ...").
 */
function splitInstruction(message: string): { instruction: string; payload: string } | undefined {
  const separator = message.search(/[:\n]/);
  if (separator > 0) {
    const instruction = message.slice(0, separator);
    if (isTypedInstruction(instruction)) {
      return { instruction, payload: message.slice(separator + 1).trim() };
    }
  }
  return splitSpokenInstruction(message);
}

/**
 * "Make this more formal", "More formal please": a phrase opening with a
 * command, or made of instruction words only, that names writing work.
 * "Question about grammar" names grammar but is no instruction.
 */
function isTypedInstruction(text: string): boolean {
  const firstWord = bareWord(dropOpenings(text, POLITE_OPENINGS).split(/\s+/)[0]);
  const isBare = wordsOf(text).every(
    (current) => INSTRUCTION_ENDINGS.has(current) || INSTRUCTION_GLUE.has(current),
  );
  return (COMMAND_VERBS.has(firstWord) || isBare) && describesWriting(text);
}

function splitSpokenInstruction(
  message: string,
): { instruction: string; payload: string } | undefined {
  const request = dropOpenings(message, POLITE_OPENINGS);
  const spans = [...request.matchAll(/\S+/g)];
  const words = spans.map((span) => bareWord(span[0]));
  if (!COMMAND_VERBS.has(words[0] ?? "")) return undefined;
  const end = instructionEnd(words);
  const next = spans[end + 1];
  const instruction = request.slice(0, next?.index ?? request.length);
  const pointsAtText = words.slice(0, end + 1).some((current) => TEXT_POINTERS.has(current));
  // "Fix my code" is not a writing request: without "this" or the like, only replies and comments are.
  const isRequest =
    end >= 0 && describesWriting(instruction) && (pointsAtText || kindOf(instruction) !== "text");
  if (!isRequest) return undefined;
  return { instruction, payload: next ? request.slice(next.index).trim() : "" };
}

/** Index of the last word of a spoken instruction; its words run until one that is neither glue nor an ending. */
function instructionEnd(words: string[]): number {
  let end = -1;
  for (const [index, current] of words.entries()) {
    if (INSTRUCTION_ENDINGS.has(current)) end = index;
    else if (!INSTRUCTION_GLUE.has(current)) break;
  }
  return end;
}

/** Words that lead from a recipient to what to say: "to Sarah saying ...", "to Sarah that ...". */
const SAYING_LEADS = ["saying", "and say", "to say", "that"];

/** The words after a lead such as "saying" that starts within the first `within` words. */
function afterSayingLead(text: string, within: number): string | undefined {
  const words = text.split(/\s+/);
  for (let index = 0; index < Math.min(within, words.length); index++) {
    const rest = words.slice(index).join(" ");
    const lead = openingIn(rest, SAYING_LEADS);
    if (lead) return rest.slice(lead.length).trim();
  }
  return undefined;
}

interface Addressee {
  recipient?: string;
  /** "to this email": the request points at a message rather than a person. */
  pointsAtMessage: boolean;
  /** Whether a lead such as "saying" introduced what to write. */
  saysWhat: boolean;
  rest: string;
}

/** What follows "to" in a reply request: a name ("Sarah saying ..."), a message ("this email") or neither ("the team"). */
function readAddressee(afterTo: string): Addressee {
  const words = afterTo.split(/\s+/);
  const pointsAtMessage =
    DETERMINERS.has(bareWord(words[0])) && MESSAGE_WORDS.has(bareWord(words[1]));
  const name = (words[0] ?? "").replace(/[,:.!]+$/, "");
  const recipient = !pointsAtMessage && isNameLike(name) ? capitalizeFirst(name) : undefined;
  const remainder = words.slice(pointsAtMessage ? 2 : recipient ? 1 : 0).join(" ");
  // After a name the lead must come at once: in "Sarah I will tell her that ...", "that" is content.
  const said = afterSayingLead(remainder, recipient || pointsAtMessage ? 1 : 4);
  return { recipient, pointsAtMessage, saysWhat: said !== undefined, rest: said ?? remainder };
}

/** Who a reply is for and what it says, from "Draft a reply to Sarah: ..." or "reply to sarah saying ...". */
function addressReply(
  instruction: string,
  payload: string,
): Omit<ChatRequest, "kind" | "treatment"> {
  const toInInstruction = instruction.match(/\bto\s+(.+)$/i)?.[1];
  const toInPayload = toInInstruction ? undefined : payload.match(/^to\s+(.+)$/is)?.[1];
  const afterTo = toInInstruction ?? toInPayload;
  if (afterTo === undefined)
    return { payload: afterSayingLead(payload, 1) ?? payload, lacksWhatToSay: false };
  const addressee = readAddressee(afterTo);
  return {
    recipient: addressee.recipient,
    payload: toInInstruction ? payload : addressee.rest,
    lacksWhatToSay: addressee.pointsAtMessage && !addressee.saysWhat,
  };
}

function parseRequest(message: string): ChatRequest | undefined {
  const split = splitInstruction(splitGreeting(message).rest);
  if (!split) return undefined;
  const kind = kindOf(split.instruction);
  const treatment = treatmentFor(split.instruction) ?? "professional";
  if (kind !== "reply") return { kind, treatment, payload: split.payload, lacksWhatToSay: false };
  return { kind, treatment, ...addressReply(split.instruction, split.payload) };
}

function fulfil(request: ChatRequest): string {
  if (request.lacksWhatToSay) return NEEDS_WORDS_ANSWER;
  if (!hasWords(request.payload)) {
    return request.kind === "reply" ? NEEDS_WORDS_ANSWER : NEEDS_TEXT_ANSWER;
  }
  if (request.treatment === "cleanup" && request.kind === "text") {
    return cleanDictation(request.payload);
  }
  const tone = request.treatment === "cleanup" ? "professional" : request.treatment;
  if (request.kind === "reply") return composeEmail(request.payload, request.recipient, tone);
  if (request.kind === "comment") return draftComment({ speech: request.payload, tone });
  return rewrite(request.payload, tone);
}

function smallTalkAnswer(message: string): string | undefined {
  const words = wordsOf(message);
  if (words.length === 0 || words.length > SMALL_TALK_MAX_WORDS) return undefined;
  const opening = words.join(" ");
  return SMALL_TALK.find(({ openings }) =>
    openings.some((candidate) => opening === candidate || opening.startsWith(`${candidate} `)),
  )?.answer;
}

/**
 * The answer to a free chat: a writing request in the latest user message is
 * carried out, small talk is answered briefly, and anything else gets an
 * honest note that no AI model is configured and how to configure one.
 */
export function respond(messages: ChatTurn[]): string {
  const latest = messages.findLast((message) => message.role === "user")?.content.trim() ?? "";
  const request = parseRequest(latest);
  if (request) return fulfil(request);
  return smallTalkAnswer(latest) ?? NOT_CONFIGURED_ANSWER;
}

/** The result of a writing task, as a model would answer it. */
export function performWritingTask(task: WritingTask): string {
  switch (task.mode) {
    case "cleanup":
      return cleanDictation(task.text);
    case "rewrite":
      return rewrite(task.text, task.tone);
    case "reply":
      return draftReply({ speech: task.text, context: task.context, tone: task.tone });
    case "comment":
      return draftComment({ speech: task.text, tone: task.tone });
    case "transform":
      return task.instruction ? transform(task) : rewrite(task.text, task.tone);
    case "title":
      return deriveTitle(task.text);
  }
}
