/**
 * A request of several parts ("decline politely and say we're fully booked",
 * "confirm it was paid, add my bank details and ask for the PO") split into
 * its parts, each to be carried out on its own. A part starts where a verb
 * of the actions follows "and", "then", "but", a comma or a full stop (or
 * "and to" before thanks, a confirmation or a question: "… to thank him and
 * to confirm …"); a
 * clause with its own subject after a comma is a part too (what to say).
 */
import { ACTION_VERBS } from "./request-actions";
import { MANNER } from "./request-words";

export interface RequestPart {
  text: string;
  /** How it was joined to the part before: "but" keeps the contrast, the rest are sentences of their own. */
  joiner: "but" | "and";
}

const VERB = `(?:${[...ACTION_VERBS].sort((a, b) => b.length - a.length).join("|")})`;
/** Words that may stand before a part's verb: "and also mention", "then politely decline". */
const BEFORE_VERB_WORD = `(?:please|also|then|just|${MANNER})\\s+`;
const BEFORE_VERB = `(?:${BEFORE_VERB_WORD})*`;
/**
 * A joiner's run of spaces starts where the run does, and at most four such words are looked past to
 * find its verb: looking past every one took, from each "then" of "then then then …", a scan to the
 * end of them all, a time growing with the square of the text.
 */
const JOINER =
  "(?:,?(?<!\\s)\\s+(?:and\\s+then|and\\s+also|and\\s+to(?=\\s+(?:thank|confirm|ask|invite|remind|apologi[sz]e|wish|congratulate)\\b)|and|then|also|plus|but)|,|[.;])\\s+";
export const BOUNDARY = new RegExp(
  `(${JOINER})(?=(?:${BEFORE_VERB_WORD}){0,4}${VERB}(?![\\p{L}'’-]))`,
  "giu",
);
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
 * It is looked for in the last clause only (see lastClause): a pattern running to the end of the
 * text past every ".,;" took time growing with the square of the text.
 */
const SHARED_VERB =
  /\b(?:(?:will|would|can|could|should|must|might|may|'ll)\s+\p{Ll}|to\s+(?!(?:the|a|an|my|our|your|his|her|their|this|that|me|us|him|them|you)\b)\p{Ll})/u;

/** What follows the last ".", "," or ";". */
function lastClause(text: string): string {
  const end = Math.max(text.lastIndexOf("."), text.lastIndexOf(","), text.lastIndexOf(";"));
  return text.slice(end + 1);
}

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
  const boundaries = [...request.matchAll(BOUNDARY), ...request.matchAll(CLAUSE_AFTER_COMMA)].sort(
    (a, b) => (a.index ?? 0) - (b.index ?? 0),
  );
  for (const boundary of boundaries) {
    const at = boundary.index ?? 0;
    if (at < start) continue;
    const before = request.slice(start, at);
    const after = request.slice(at + (boundary[1]?.length ?? 0));
    // "if he can also send it": "also" after a modal or a subject is inside the clause.
    if (/^\s+also\s+$/iu.test(boundary[1] ?? "") && INSIDE_CLAUSE.test(before)) continue;
    const ordered = /^,\s*$/.test(boundary[1] ?? "") && SAID_TO_RECIPIENT.test(after);
    if (SHARED_VERB.test(lastClause(before)) && !ADDRESSES_RECIPIENT.test(after) && !ordered)
      continue;
    parts.push({ text: before.trim(), joiner });
    joiner = /\bbut\b/i.test(boundary[1] ?? "") ? "but" : "and";
    start = at + (boundary[1]?.length ?? 0);
  }
  parts.push({ text: request.slice(start).trim(), joiner });
  return parts.filter((part) => part.text !== "");
}
