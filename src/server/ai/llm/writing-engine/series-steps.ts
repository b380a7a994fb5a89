/**
 * Steps said in one breath: "open settings click privacy turn off tracking
 * and restart the app". A clause that opens with an order is read on for
 * the next verb of a step, one that follows the last step's object ("the
 * app", "settings", "in"); three steps or more take commas between them.
 * After a purpose ("to reset it …") two do, and the purpose takes one too.
 */
import { timeLengthAt } from "./clause-times";
import { partOfSpeechAt } from "./parts-of-speech";
import { describes, STEP_VERBS } from "./series-words";
import { endsClause, isComma, lower, type Token, wordSet } from "./tokens";

/** Words said before a clause's first order: "please open …", "then click …". */
const BEFORE_ORDERS = wordSet("please kindly then first now just so");
/**
 * Words after which a step verb is no new step: a noun's determiner ("the
 * sign"), "to" ("to open"), a subject ("we open"), an auxiliary.
 */
const NO_STEP_AFTER = wordSet(
  "the a an this that these those my your our their his her its some any no every each to of for with from at by into about as " +
    "i we you they he she not don't can can't will won't would should could must may might do does did is are was were be been " +
    "and or but if when then than",
);
/**
 * Verbs a request to the writer orders someone with ("…, ask him", "…, tell
 * Anna"): a comma before one of them makes the request reader take the step
 * for such an order, so a series holding one is left as it was said.
 */
const WRITER_ORDERS = wordSet(
  "tell ask mention offer remind thank explain decline accept confirm let say apologise apologize",
);

/**
 * Whether a part of a request opens with a step said to its reader ("log in,
 * open a ticket", "to reset it, open the app"): then "attach a file" after it
 * is one more step, not an order to the writer.
 */
export function opensWithStep(text: string): boolean {
  const first = text.match(STEP_OPENING)?.[1]?.toLowerCase() ?? "";
  return STEP_VERBS.has(first) && !WRITER_ORDERS.has(first);
}
const STEP_OPENING = /^(?:(?:please|kindly)\s+)?(?:to\s+[^,]{1,60},\s+)?(\p{L}+)/iu;

/** Words only a verb is followed by, not a noun: its object's determiner, an object pronoun, a particle. */
const VERB_FOLLOWERS = wordSet(
  "the a an this that these those my your our their his her its it them me us him off up out down over back in on",
);
/** Step verbs that are as often nouns: "the error log file", "a phone call today". */
const NOUNS_TOO = wordSet(
  "log call email text book test build set cover drop drive park walk place show change update review check order search type fill hold lock charge rest sleep play",
);
/** Words that end a run of steps: what follows is a clause of its own. */
const ENDS_STEPS = wordSet("but so because if when while until unless i we you they he she");
/** The words after "to" that make a purpose at most, before its first step: "to see the bug …". */
const MOST_PURPOSE_WORDS = 5;

const isStepVerb = (token: Token | undefined) => STEP_VERBS.has(lower(token) ?? "");
const isWordBefore = (tokens: Token[], index: number) => tokens[index - 1]?.kind === "word";

/**
 * "unzip it", "rename them": a word before "it" or "them" is a verb, whether
 * the table holds it or not; not a noun the tagger knows, whose "it" is the
 * next clause's subject ("try the side entrance it stays open").
 */
const isVerbBeforeObject = (tokens: Token[], index: number) =>
  /^\p{Ll}{3,}$/u.test(tokens[index]?.text ?? "") &&
  /^(?:it|them)$/.test(lower(tokens[index + 1]) ?? "") &&
  partOfSpeechAt(tokens, index) !== "NOUN";

/**
 * "wipe the table", "sort the tools": a plain form the tagger reads as a verb,
 * before what only follows a verb, is a step whether the table holds it or not.
 */
const isPlainVerbBeforeObject = (tokens: Token[], index: number) =>
  isPlainVerbAt(tokens, index) && VERB_FOLLOWERS.has(lower(tokens[index + 1]) ?? "");
/** A plain form the tagger reads as a verb: after "and" among steps, the last step ("and order lunch"). */
const isPlainVerbAt = (tokens: Token[], index: number) =>
  /^\p{Ll}{3,}$/u.test(tokens[index]?.text ?? "") &&
  !/(?:[^s]s|ed|ing)$/.test(lower(tokens[index]) ?? "") &&
  partOfSpeechAt(tokens, index) === "VERB";

/** Whether a step opens at `index`: a step verb after an object, with its own object after it. */
function opensStep(tokens: Token[], index: number): boolean {
  const previous = tokens[index - 1];
  const next = lower(tokens[index + 1]);
  return (
    (isStepVerb(tokens[index]) ||
      isVerbBeforeObject(tokens, index) ||
      isPlainVerbBeforeObject(tokens, index)) &&
    previous?.kind === "word" &&
    !isStepVerb(previous) &&
    // "the signed copy": a word the tagger reads as describing the next makes it a noun.
    partOfSpeechAt(tokens, index - 1) !== "ADJ" &&
    !NO_STEP_AFTER.has(lower(previous) ?? "") &&
    // "write a short email", "the phone call log", "the error log file": a word describing
    // the next, or a verb that is as often a noun, opens a step only before what can only
    // follow a verb: "take the bus get off", "log in".
    ((!describes(lower(previous) ?? "") && !NOUNS_TOO.has(lower(tokens[index]) ?? "")) ||
      VERB_FOLLOWERS.has(next ?? "")) &&
    next !== undefined &&
    tokens[index + 1]?.kind === "word" &&
    next !== "and" &&
    next !== "or"
  );
}

/** Where the first step opens after a purpose at `start` ("to see the bug sign in …"), or undefined. */
function stepAfterPurpose(tokens: Token[], start: number): number | undefined {
  if (lower(tokens[start]) !== "to" || !/^\p{Ll}+$/u.test(tokens[start + 1]?.text ?? ""))
    return undefined;
  for (let index = start + 2; index <= start + 1 + MOST_PURPOSE_WORDS; index++) {
    const token = tokens[index];
    if (token?.kind !== "word" || ENDS_STEPS.has(lower(token) ?? "")) return undefined;
    const afterVerb =
      index === start + 2 && isStepVerb(token) && tokens[index + 1]?.kind === "word";
    if (afterVerb || opensStep(tokens, index)) return index;
  }
  return undefined;
}

/** Whether "then" and a step follow the object at `start` before its clause ends: "and sugar then bake …". */
function nextStepByThen(tokens: Token[], start: number): boolean {
  for (let at = start; at <= start + 2 && tokens[at]?.kind === "word"; at++) {
    const text = lower(tokens[at]) ?? "";
    if (ENDS_STEPS.has(text)) return false;
    if (text === "then") return isStepVerb(tokens[at + 1]);
  }
  return false;
}

/**
 * The words of a time or place said before a clause's first order ("tonight
 * wash …", "on saturday clean …", "after lunch call …"): a time word, or a
 * preposition with its noun and perhaps a determiner; 0 when no order follows one.
 */
function settingBeforeOrder(tokens: Token[], start: number): number {
  const time = timeLengthAt(tokens, start);
  if (time > 0) return isStepVerb(tokens[start + time]) ? time : 0;
  if (partOfSpeechAt(tokens, start) !== "ADP") return 0;
  const noun = ITEM_OPENERS.has(lower(tokens[start + 1]) ?? "") ? start + 2 : start + 1;
  const tag = partOfSpeechAt(tokens, noun);
  const named = tag === "NOUN" || tag === "PROPN";
  return named && isStepVerb(tokens[noun + 1]) ? noun + 1 - start : 0;
}
const ITEM_OPENERS = wordSet("the a an this that my our your");

/** The commas of the steps in the clause opening at `start`, and where the clause ends. */
function stepsInClause(tokens: Token[], start: number): { commas: number[]; end: number } {
  let first = start;
  while (BEFORE_ORDERS.has(lower(tokens[first]) ?? "")) first += 1;
  first += settingBeforeOrder(tokens, first);
  const afterPurpose = stepAfterPurpose(tokens, first);
  // "tell the kids they love it": after whom an order is given to, a clause follows, no step.
  const opensWithOrder =
    afterPurpose !== undefined ||
    (isStepVerb(tokens[first]) && !WRITER_ORDERS.has(lower(tokens[first]) ?? ""));
  // The steps after the first, and whether one more is joined on by "and".
  const later: number[] = [];
  // "open the app then tap settings": "then" says a step follows, so two take a comma.
  let thenJoined = false;
  let joined = 0;
  let done = !opensWithOrder;
  let index = (afterPurpose ?? first) + 1;
  for (; index < tokens.length && !endsClause(tokens[index]); index++) {
    if (done) continue;
    const text = lower(tokens[index]) ?? "";
    if (ENDS_STEPS.has(text)) done = true;
    else if (text === "then" && isStepVerb(tokens[index + 1]) && isWordBefore(tokens, index)) {
      later.push(index);
      thenJoined = true;
    } else if ((text === "and" || text === "or") && tokens[index + 1]?.kind === "word") {
      // "… and restart the app" is the last step; "… and the upload fails" ends them,
      // but "mix the flour and sugar then bake …" goes on with its next step.
      // After steps, the last has their shape: a verb, even one as often a noun ("and order lunch").
      const lastStep =
        isStepVerb(tokens[index + 1]) ||
        isPlainVerbAt(tokens, index + 1) ||
        (later.length > 0 && NOUNS_TOO.has(lower(tokens[index + 1]) ?? ""));
      joined = lastStep ? 1 : 0;
      done = joined === 1 || !nextStepByThen(tokens, index + 1);
    } else if (
      opensStep(tokens, index) ||
      (isComma(tokens[index - 1]) && isStepVerb(tokens[index]))
    )
      later.push(index);
  }
  const steps = 1 + later.length + joined;
  const ordersWriter = later.some((at) => WRITER_ORDERS.has(lower(tokens[at]) ?? ""));
  if (
    !opensWithOrder ||
    ordersWriter ||
    steps < (afterPurpose === undefined && !thenJoined ? 3 : 2)
  )
    return { commas: [], end: index };
  return { commas: afterPurpose === undefined ? later : [afterPurpose, ...later], end: index };
}

/** Where commas go between the steps of every clause that opens with an order. */
export function stepCommas(tokens: Token[]): number[] {
  const commas: number[] = [];
  let start = 0;
  while (start < tokens.length) {
    const { commas: found, end } = stepsInClause(tokens, start);
    commas.push(...found);
    start = end + 1;
  }
  return commas;
}
