/**
 * A request of several parts ("decline politely and say we're fully booked",
 * "confirm it was paid, add my bank details and ask for the PO") split into
 * its parts, each to be carried out on its own. A part starts where a verb
 * of the actions follows "and", "then", "but", a comma or a full stop (or
 * "and to" before thanks, a confirmation or a question: "… to thank him and
 * to confirm …"); a
 * clause with its own subject after a comma is a part too (what to say).
 */
import { partsInARow } from "./parts-in-a-row";
import { ACTION_VERBS } from "./request-actions";
import { MANNER } from "./request-words";

export interface RequestPart {
  text: string;
  /** How it was joined to the part before: "but" keeps the contrast, the rest are sentences of their own. */
  joiner: "but" | "and";
}

const VERB = `(?:${[...ACTION_VERBS].sort((a, b) => b.length - a.length).join("|")})`;
/** Words that may stand before a part's verb: "and also mention", "then politely decline". */
const BEFORE_VERB_WORDS = `please|also|then|just|${MANNER}`;
const BEFORE_VERB = `(?:(?:${BEFORE_VERB_WORDS})\\s+)*`;
const BEFORE_VERB_WORD_AT = new RegExp(`(?:${BEFORE_VERB_WORDS})\\s+`, "iuy");
const VERB_AT = new RegExp(`${VERB}(?![\\p{L}'’-])`, "iuy");
/** How many of those words are looked past to find the verb ("and then also please politely decline"). */
const MOST_BEFORE_VERB = 4;

/**
 * The ways a part is joined on, in the order they are tried at one place: a
 * run of spaces counts from where it starts, so each run is read once.
 */
const JOINERS = [
  "and\\s+then",
  "and\\s+also",
  "and\\s+to(?=\\s+(?:thank|confirm|ask|invite|remind|apologi[sz]e|wish|congratulate)\\b)",
  "and",
  "then",
  "also",
  "plus",
  "but",
]
  .map((word) => `,?(?<!\\s)\\s+${word}\\s+`)
  .concat([",\\s+", "[.;]\\s+"])
  .map((joiner) => new RegExp(joiner, "iuy"));

function matchAt(pattern: RegExp, text: string, at: number): string | undefined {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0];
}

/** Whether one of the action verbs follows `at`, after at most four words such as "then" or "politely". */
function verbFollows(text: string, at: number): boolean {
  let place = at;
  for (let looked = 0; looked <= MOST_BEFORE_VERB; looked++) {
    if (matchAt(VERB_AT, text, place) !== undefined) return true;
    const word = matchAt(BEFORE_VERB_WORD_AT, text, place);
    if (word === undefined) return false;
    place += word.length;
  }
  return false;
}

interface Boundary {
  index: number;
  /** The joiner itself ("and then ", ", "), left out of both parts. */
  joiner: string;
}

/**
 * Where a part joined on by "and", "then", "but", a comma or a full stop
 * starts with an action verb. A scan rather than one pattern: the joiners and
 * the words before a verb, all in one pattern's look-ahead, made it too large
 * for the pattern check to read in under minutes, and looking past every
 * "then" of "then then then …" from each of them grew with the square of the
 * text.
 */
export function joinersBeforeVerbs(text: string): Boundary[] {
  const found: Boundary[] = [];
  let at = 0;
  while (at < text.length) {
    const joiner = JOINERS.map((pattern) => matchAt(pattern, text, at)).find(
      (candidate) => candidate !== undefined && verbFollows(text, at + candidate.length),
    );
    if (joiner === undefined) {
      at += 1;
      continue;
    }
    found.push({ index: at, joiner });
    at += joiner.length;
  }
  return found;
}
/** A clause after a comma: "decline, we are fully booked", "refuse the meeting, I'm away". */
const CLAUSE_AFTER_COMMA =
  /(?<!\b(?:also|however|therefore|moreover|furthermore|meanwhile|unfortunately|fortunately|luckily|additionally|besides|otherwise|anyway|firstly|secondly|thirdly|finally|lastly|of all))(,\s+)(?=(?:i|we|they|he|she|it's|i'm|we're|they're|there's|there are|the team|our team)\s+\p{L}|(?:our|my|their)\s+(?:[\p{L}\p{N}]+\s+){1,3}?(?:is|are|was|were|has|have|had)\b)/giu;

/** A verb that acts on the recipient, which always starts a part: "… and tell her", "… and ask him". */
const ADDRESSES_RECIPIENT = new RegExp(
  `^${BEFORE_VERB}(?:(?:tell|ask|remind|let|thank|invite|wish)\\s+(?:him|her|them|\\p{Lu})|ask\\s+(?:for|if|whether|when|what|how|about)\\b)`,
  "u",
);
/**
 * A verb shared with the part before: "we will review it and add comments", "to send it and attach …".
 * Not a numbered place after "to", which is no verb: "moved to room 204 and add my number".
 * It is looked for in the last clause only (see lastClause): a pattern running to the end of the
 * text past every ".,;" took time growing with the square of the text.
 */
const SHARED_VERB =
  /\b(?:(?:will|would|can|could|should|must|might|may|'ll)\s+\p{Ll}|to\s+(?!(?:the|a|an|my|our|your|his|her|their|this|that|me|us|him|them|you)\b)(?!\p{Ll}+\s+\d)\p{Ll})/u;

/** What follows the last ".", "," or ";". */
function lastClause(text: string): string {
  const end = Math.max(text.lastIndexOf("."), text.lastIndexOf(","), text.lastIndexOf(";"));
  return text.slice(end + 1);
}

/** Words that lead into a clause whose sentence goes on after its comma. */
const LEADING_IN = new Set(["since", "because", "although", "though", "unless"]);
/** Whether a word of `clause` leads it in: "… saying since the shop is closed". */
const ledIn = (clause: string) =>
  clause
    .toLowerCase()
    .split(/\s+/u)
    .some((word) => LEADING_IN.has(word));

const INSIDE_CLAUSE =
  /\b(?:can|could|will|would|should|must|may|might|i|we|you|they|he|she|it|to|please)\s*$/iu;

/** After a comma, thanks or an apology said on its own: "we are not able to come, say sorry". */
const SAID_TO_RECIPIENT =
  /^(?:say\s+(?:sorry|thanks|thank you)|apologi[sz]e|thank(?!\s+you\b))\b/iu;

/** "politely refuse, no budget this year": the verb alone, then after a comma why. */
const VERB_ALONE = new RegExp(
  `^(${BEFORE_VERB}${VERB}(?:\\s+(?:${MANNER}))?,\\s+)(?=\\p{L})`,
  "iu",
);

export function splitRequestParts(request: string): RequestPart[] {
  const alone = request.match(VERB_ALONE);
  if (alone)
    return [
      { text: request.slice(0, alone[1]?.trimEnd().length ?? 0).replace(/,$/u, ""), joiner: "and" },
      ...splitRequestParts(request.slice(alone[1]?.length ?? 0)),
    ];
  const parts: RequestPart[] = [];
  let start = 0;
  let joiner: RequestPart["joiner"] = "and";
  const clauses = [...request.matchAll(CLAUSE_AFTER_COMMA)].map(
    (match): Boundary => ({ index: match.index ?? 0, joiner: match[1] ?? "" }),
  );
  const boundaries = [...joinersBeforeVerbs(request), ...clauses, ...partsInARow(request)].sort(
    (a, b) => a.index - b.index,
  );
  for (const boundary of boundaries) {
    const at = boundary.index;
    if (at < start) continue;
    const before = request.slice(start, at);
    const after = request.slice(at + boundary.joiner.length);
    // "if he can also send it": "also" after a modal or a subject is inside the clause.
    if (/^\s+also\s+$/iu.test(boundary.joiner) && INSIDE_CLAUSE.test(before)) continue;
    const ordered = /^,\s*$/.test(boundary.joiner) && SAID_TO_RECIPIENT.test(after);
    // "since the shop is closed, we deliver …": a clause led in is not done before its comma.
    if (/^,\s*$/.test(boundary.joiner) && ledIn(lastClause(before)) && !verbFollows(after, 0))
      continue;
    if (SHARED_VERB.test(lastClause(before)) && !ADDRESSES_RECIPIENT.test(after) && !ordered)
      continue;
    parts.push({ text: before.trim(), joiner });
    joiner = /\bbut\b/i.test(boundary.joiner) ? "but" : "and";
    start = at + boundary.joiner.length;
  }
  parts.push({ text: request.slice(start).trim(), joiner });
  return parts.filter((part) => part.text !== "");
}
