/**
 * Requests said in the middle of what the person says, and orders or
 * questions they relay to someone: "I'm stuck in traffic so tell Lea …",
 * "write to Ravi that kindly send the invoice again".
 */
import { toRecipient } from "./reported-speech";
import { nameIn } from "./request-recipients";
import { WHO_BEFORE_LEAD } from "./request-words";

/**
 * "I'm stuck in traffic so tell Lea …", "my laptop died, actually can you ask
 * Jonas …": after a statement, "so", "anyway" or "actually" and an order about
 * someone start the request, and what came before is background for the
 * writer. "So I told Lea" is what happened, and "so tell me" is about the
 * person.
 */
export const ORDER_AFTER_CONNECTIVE =
  /(?<=[\p{L}\p{N}])[.!?]?(?:,\s*|\s+)(?:and\s+so|so\s+anyway|so|anyway|actually)(?:,\s*|\s+)(?:(?:please|can\s+you|could\s+you|would\s+you)\s+)?(?=(?:tell|ask|let|remind|inform|email|e-mail|text|message|write\s+to|ping)\s+(?!(?:me|us|verba)(?![\p{L}'’]))\p{L})/iu;

/**
 * "my flatmate Dario asked about the wifi please tell him it is on the
 * fridge": a statement about someone, then "please" or "can you" and an
 * order about "him", "her" or "them", who is the one the statement named.
 * The order starts the request; the statement is background for the writer.
 */
export const ORDER_ABOUT_SOMEONE_MENTIONED =
  /(?<=[\p{L}\p{N}])[.!?,]?\s+(?=(?:please\s+|(?:can|could|would)\s+you\s+(?:please\s+)?)(?:tell|let|ask|remind|inform)\s+(?:him|her|them)(?![\p{L}'’]))/iu;

/** A capitalised name inside a sentence, not its first word: "my flatmate Dario", "so Pedro". */
const NAME_INSIDE = /(?<=[\p{Ll}\p{N},]\s)\p{Lu}[\p{Ll}'’-]+/gu;

/** The person a statement names first, whom a later "him" or "her" is about. */
export function personMentioned(statement: string): string | undefined {
  for (const [word] of statement.matchAll(NAME_INSIDE)) {
    const name = nameIn(word);
    if (name) return name;
  }
  return undefined;
}

/** The connective that makes what came before the reason for the message: "so", not "anyway". */
const SO_CONNECTIVE = /^[.!?]?[,\s]*(?:and\s+)?so(?:,\s*|\s+)(?!anyway)/iu;
/** Words that open a sentence and go on in lower case inside one: "…, because the train is cancelled". */
const LOWER_INSIDE =
  /^(?:The|We|Our|My|It|Its|This|That|These|They|Their|He|His|She|Her|You|Your|There|A|An)(?![\p{L}'’])/u;

const goingOn = (sentence: string) =>
  LOWER_INSIDE.test(sentence)
    ? `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`
    : sentence;

/**
 * "I'm stuck in traffic so tell Lea I'll be late": what was said before "so"
 * is the reason for the message and is kept in it, after the news it
 * explains ("I will be late because I am stuck in traffic."), so the message
 * opens with what the reader needs. Before "anyway" or "actually" it is
 * background only.
 */
export function withReason(connective: string, before: string, content: string): string {
  const reason = withoutEndMarks(before.trim(), ".!?,;:");
  const news = content.trim();
  if (!SO_CONNECTIVE.test(connective) || !reason || !news) return content;
  if (/[?!]$|[.!?]\s/u.test(news)) return `${news} ${reason}.`;
  return `${withoutEndMarks(news, ".")} because ${goingOn(reason)}.`;
}

/** `text` without the marks of `marks` it ends with, cut by a scan: a pattern ending in "+$" is tried from every mark. */
export function withoutEndMarks(text: string, marks: string): string {
  let end = text.length;
  while (end > 0 && marks.includes(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}

/**
 * "… that kindly send the invoice again": an order to the recipient, relayed
 * by the person, asked of them. "Please find attached" and the like are what
 * to write as they stand.
 */
const RELAYED_ORDER =
  /^(please|kindly)\s+(?!(?:find|note|see|accept|excuse|forgive|be)(?![\p{L}'’]))(?=\p{L})/iu;

export function relayedOrder(text: string): string | undefined {
  const order = text.match(RELAYED_ORDER);
  if (!order) return undefined;
  const asked = toRecipient(text.slice(order[0].length)).replace(/(?<![.?!])[.?!]+$/u, "");
  return `Could you ${(order[1] ?? "").toLowerCase()} ${asked}?`;
}

/**
 * An order of a message said as a second-language speaker says it: "you
 * write to Chen that …", "you tell to Yuki …" ("you" and a verb that orders a
 * message, then whom it is for; "You write very clear emails" names no one);
 * or an order relayed to the one told, with "please" or "kindly" before its
 * verb: "tell Ravi (that) kindly send the invoice again", asked of them.
 */
export const ORDERED_OF_SOMEONE =
  /^(?:[Yy]ou\s+(?=(?:write|tell|say|send|reply|answer|respond|email|e-mail|text|message|ask|inform|remind)\s+(?:to\s+)?(?:\p{Lu}|(?:him|her|them)(?![\p{L}'’])))|(?:[Tt]ell|[Ii]nform|[Ss]ay\s+to|[Ww]rite\s+to|[Ee]-?mail|[Mm]essage|[Tt]ext)\s+(?<told>him|her|them|\p{Lu}[\p{L}'’-]*)\s+(?:that\s+)?(?:please|kindly)\s+(?!(?:find|note|see|accept|excuse|forgive|be|the|a|an|my|our|your|this|that|it|we|I)(?![\p{L}'’]))(?=\p{L}))/u;

/** What `ORDERED_OF_SOMEONE` becomes: nothing for "you", "ask Ravi to" for an order relayed. */
export const ordered = (...match: unknown[]) => {
  const { told } = match.at(-1) as { told?: string };
  return told ? `ask ${told} to ` : "";
};

/**
 * "Tell Hans. The truck is coming": a name the run-on reader took for the end
 * of a sentence, when a subject came before the order ("I want that you tell
 * to Hans the truck …"); what follows is what to tell. Not a title ("Mr. Banerjee").
 */
export const TOLD_THEN_STOP =
  /^((?:[Tt]ell|[Ii]nform)\s+(?:him|her|them|(?!(?:Mrs|Mr|Ms|Dr|Prof|St)\.)\p{Lu}[\p{L}'’-]*))\.\s+(?=\p{L})/u;

/** Where whom to copy in may be said: "cc", "copy in", "loop in" as words. */
const COPY_WORD = /(?<![\p{L}'’-])(?:cc|copy|loop)(?![\p{L}'’-])/giu;
/** "cc maria lopez and jan kowalski", to the end: people copied in, said last. */
const COPIED_IN = new RegExp(`^(?:cc|copy\\s+in|loop\\s+in)\\s+(${WHO_BEFORE_LEAD})\\s*$`, "iu");
/** Words that only join the copying on: "…, and please cc …". */
const JOINING = ["please", "and"];

/** `text` without the joining words and commas it ends with. */
function withoutJoining(text: string): string {
  let rest = text.trimEnd();
  for (const word of JOINING) {
    const cut = rest.length - word.length;
    if (rest.slice(cut).toLowerCase() === word && /\s/u.test(rest.charAt(cut - 1)))
      rest = rest.slice(0, cut).trimEnd();
  }
  return withoutEndMarks(rest, ",").trimEnd();
}

/**
 * "write to Tom that the offer is ready and cc maria lopez and jan kowalski":
 * whom to copy in is an order to the writer, which the message mentions
 * ("I have copied in Maria Lopez and Jan Kowalski."), with their names
 * written as names. Only the last "cc" is read, once, so that a text of
 * many is read in linear time.
 */
export function copiedInMentioned(request: string): string {
  const last = [...request.matchAll(COPY_WORD)].at(-1)?.index;
  if (last === undefined || last === 0 || !/\s|,/u.test(request.charAt(last - 1))) return request;
  const who = request.slice(last).match(COPIED_IN)?.[1];
  if (!who) return request;
  // "the team", "my manager": no name, said as it was.
  const named = /^(?:the|my|our)\s/iu.test(who) ? who : nameIn(who);
  return named
    ? `${withoutJoining(request.slice(0, last))} and mention I have copied in ${named}`
    : request;
}

/**
 * "Can you write to Ivan? The car is ready.": a message asked for as a
 * question, then what it says, which the question mark set apart (typed so,
 * or by the reader of run-on speech). The two are one request; `$1` joins them.
 */
export const WRITE_ASKED_THEN_NEWS = new RegExp(
  `^((?:(?:hey|hi),?\\s+)?(?:(?:can|could|would|will)\\s+you|is\\s+it\\s+possible\\s+(?:that\\s+)?you)\\s+(?:please\\s+)?(?:write(?:\\s+to)?|e-?mail|text|message)\\s+(?!(?:me|us|it|this|that)\\?)${WHO_BEFORE_LEAD})\\?\\s+(?=\\p{Lu})`,
  "iu",
);
