/**
 * Requests for a piece of writing, however they are phrased: "write a short
 * reply to Tomasz saying …", "tell Maria that …", "ask John if he can …",
 * "accept the invitation", "follow up on …". Each becomes what to say, in
 * the first person and addressed to the recipient, ready to be drafted.
 */
import type { WritingTone } from "../writing-task";
import { cleanDictation } from "./dictation";
import { ASKING, dropOpenings } from "./openings";
import { toRecipient } from "./reported-speech";
import { MANNER, performAction, WHO, WHO_BEFORE_LEAD } from "./request-actions";
import { type RequestPart, splitRequestParts } from "./request-parts";
import { capitalizeFirst, wordSet } from "./tokens";

export interface WritingRequest {
  kind: "reply" | "comment";
  /** Who it is for, when named: "Sarah", "Dr. Okafor", "team". */
  recipient?: string;
  /** What to say, as it will be written to the recipient; empty when the request says nothing. */
  content: string;
  tone?: WritingTone;
}

const OPENINGS = [
  "hey verba",
  "hi verba",
  "verba",
  "please to",
  ...ASKING,
  "you can",
  "i want that you",
  "i would like that you",
  "i want to",
  "i need to",
  "i would like to",
  "i'd like to",
  "i need",
  "need",
  "i want",
  "i would like",
  "i'd like",
  "like",
  "hey",
  "hi",
  "yeah",
  "yep",
  "well",
  "basically",
  "actually",
  "right",
  "alright",
  "i want you to",
  "i need you to",
  "i would like you to",
  "i'd like you to",
  "help me",
  "okay",
  "ok",
  "so",
  "now",
  "and",
  "also",
  "just",
];

const TONE_WORDS: Record<string, WritingTone> = {
  quick: "concise",
  short: "concise",
  brief: "concise",
  concise: "concise",
  formal: "formal",
  friendly: "friendly",
  warm: "friendly",
  nice: "friendly",
  casual: "friendly",
  confident: "confident",
  polite: "professional",
  professional: "professional",
};

const TONE_WORD = `(?:${Object.keys(TONE_WORDS).join("|")}|little|kind|polished)`;
const PIECE = "reply|response|answer|email|e-mail|mail|message|note|comment|text|dm|post";
const COMPOSE = new RegExp(
  `^(?:write|draft|compose|send|prepare|create|type|leave|post)(?:\\s+(?:me|up))?(?:\\s+(?:a|an|the))?` +
    // Up to three words describe the piece: "a short polite", "a LinkedIn", "a follow-up".
    `(?<adjectives>(?:\\s+${TONE_WORD})*(?:\\s+[\\p{L}-]+){0,3}?)\\s+(?<piece>${PIECE})(?:\\s+back)?(?=$|[\\s,:])`,
  "iu",
);

/** The leads that introduce what to say after a piece of writing ("a reply to Sarah saying …"). */
const SAYING_LEAD =
  /^(?:(?:saying|to say|and say) that|saying|that says|to say|which says|that|with|and say|and tell (?:him|her|them)(?: that)?|telling (?:him|her|them)(?: that)?|letting (?:him|her|them) know(?: that)?|[:,-]\s*(?:that\s+)?)\s*/iu;
const ABOUT_LEAD = /^(?:about|regarding|on)\s+/iu;

/** "write to Chiara that …", "email Omar saying …": a message asked for without naming the piece. */
const WRITE_TO = new RegExp(
  `^(?:write(?:\\s+back)?|e-?mail|message|text)\\s+(?:to\\s+)?(?!(?:that|this|back|it)\\s)(${WHO})\\s+(?=(?<next>that|saying|to say|the|we|i|our|my|it|this|they)\\s)`,
  "iu",
);

/** "…, can you write it": the request said again at the end. */
const ASKED_AFTER =
  /[,.]?\s+(?:can|could|would)\s+you\s+(?:please\s+)?(?:write|draft|do|send)\s+(?:it|that|this)(?:\s+for\s+me)?(?:\s+please)?$/iu;

/**
 * The same requests in other words, as people of many first languages put
 * them: "tell to John that", "say to him that", "make answer to Tomasz",
 * "an email to Clara saying" (after "I need").
 */
const REPHRASINGS: Array<[RegExp, string]> = [
  // "answer him, that …": the comma before "that" is a pause, not a break.
  [/^([^,.]{1,40}?),\s+(?=that\s)/iu, "$1 "],
  // "Tom - tell him …", "For Maria, write that …": the recipient named first.
  [
    /^(?:[Ff]or\s+)?(?!(?:please|ok|okay|so|yes|no|hi|hello|hey)\b)(\p{Lu}[\p{L}'’-]*)\s*[-–—,:]\s+(?=(?:tell|write|say|ask|let)\b)/u,
    "write a message to $1 saying ",
  ],
  // "Write: thanks for the call", "reply with: sure".
  [/^(?:write|reply|answer|respond|say)(?:\s+with)?\s*:\s*/iu, "write a reply saying "],
  [
    new RegExp(`^(?:an?\\s+)?(?:message|email|e-mail|mail|note)\\s+for\\s+(${WHO})\\s*:\\s*`, "iu"),
    "write a message to $1: ",
  ],
  [/^(ask)\s+to\s+/iu, "$1 "],
  [new RegExp(`^say\\s+(${WHO})\\s+(?:thank you|thanks)\\s+(?=for\\s)`, "iu"), "thank $1 "],
  [new RegExp(`^(?:to|for)\\s+(${WHO})\\s*:\\s*`, "iu"), "write a message to $1: "],
  [
    new RegExp(
      `^(?:write(?:\\s+back)?|e-?mail|message|text)\\s+(?:back\\s+)?to\\s+(${WHO})\\s*:\\s*`,
      "iu",
    ),
    "write a message to $1: ",
  ],
  // "ping Joe and ask …", "message the team and tell them …".
  [
    new RegExp(
      `^(?:ping|message|text|e-?mail|contact|write to|reach out to)\\s+(${WHO})\\s+and\\s+`,
      "iu",
    ),
    "write a message to $1 saying ",
  ],
  // "shoot Dave an email saying …", "send Katarzyna a note thanking her …".
  [
    new RegExp(
      `^(?:shoot|send|drop|write)\\s+(?!(?:a|an|the|back|to)\\s)(${WHO})\\s+(?:an?\\s+)?(?:quick\\s+|short\\s+)?(?:email|e-mail|message|note|line|text|dm)\\s+`,
      "iu",
    ),
    "write a message to $1 ",
  ],
  [
    /^(?:shoot|send|drop)\s+(?:an?\s+)?(?:quick\s+|short\s+)?(?:line|note|message|email|e-mail|text|dm)\s+(?=to\s)/iu,
    "write a message ",
  ],
  [/^(?:quick|short)\s+(?=(?:email|e-mail|message|note|reply)\s+to\s)/iu, ""],
  [/^(email|e-mail|mail|message|note|text)\s+(?=to\s)/iu, "write a $1 "],
  // "write a polite no, …": a refusal.
  [
    /^(?:write|send|give)\s+(?:an?\s+)?(?:(?:polite|nice|kind|friendly|short)\s+)?no\b/iu,
    "decline",
  ],
  [/^(?:tell|say)\s+to\s+/iu, "tell "],
  [
    /^make\s+(?:an?\s+)?(?:answer|reply|response|email|e-mail|mail|message)\s+(?=(?:to|for)\s)/iu,
    "write a reply ",
  ],
  [
    /^(?:an?\s+)((?:quick|short|brief|polite|formal|friendly)\s+)?(email|e-mail|reply|message|note|answer|response)\s+(?=(?:to|for)\s)/iu,
    "write a $1$2 ",
  ],
];

/** "reply to Anna and decline": a part that only says who the reply is for. */
const ADDRESS_ONLY = new RegExp(
  `^(?:reply|respond|answer|write back|write|get back)(?:\\s+to)?\\s+(?:${WHO}|(?:this|the|his|her|their)\\s+(?:e-?mail|mail|message|invitation|invite|post)(?:\\s+from\\s+(?<from>${WHO}))?)$`,
  "iu",
);

/**
 * The request a person made, or undefined when the words are not one (they
 * are then text to polish, or a question the built-in writer cannot answer).
 */
export function readRequest(text: string): WritingRequest | undefined {
  const request = REPHRASINGS.reduce(
    (current, [pattern, replacement]) => current.replace(pattern, replacement),
    dropOpenings(withoutFinalMark(cleanDictation(text)), OPENINGS)
      .replace(ASKED_AFTER, "")
      // "write to Tom for me that …": who it is for, said twice.
      .replace(/\s+(?:for me|on my behalf)(?=\s+(?:that|saying|to say|and)\s|\s*[,:])/iu, ""),
  ).replace(WRITE_TO, (...match) => {
    const { next } = match.at(-1) as { next: string };
    const lead = /^(that|saying|to say)$/i.test(next) ? "" : "saying ";
    return `write a message to ${match[1]} ${lead}`;
  });
  const composed = request.match(COMPOSE);
  if (composed?.groups) {
    const rest = request.slice(composed[0].length).trim();
    return readComposed(composed.groups.piece ?? "", composed.groups.adjectives ?? "", rest);
  }
  const parts = splitRequestParts(request);
  const address = (parts[0]?.text ?? "").match(ADDRESS_ONLY);
  const actions = address ? parts.slice(1) : parts;
  if (!actions[0] || performAction(actions[0].text, true) === undefined) return undefined;
  // "answer the email from Tom and say …": Tom is who the reply is for.
  const from = address?.groups?.from;
  const recipient = from ? nameIn(from) : recipientIn(request);
  return { kind: "reply", recipient, content: carryOut(actions) };
}

/**
 * Each part carried out in turn: an action becomes what it asks to write,
 * anything else is what to say as it stands. A part joined by "but" keeps
 * its contrast ("Thank you for the offer, but we will pass").
 */
function carryOut(parts: RequestPart[]): string {
  let written = "";
  for (const [index, part] of parts.entries()) {
    const sentence = finishSentence(
      performAction(part.text, index === 0) ?? toRecipient(part.text),
    );
    if (!sentence) continue;
    if (written && part.joiner === "but") {
      written = `${written.replace(/[.!]$/u, "")}, but ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
    } else written = written ? `${written} ${sentence}` : sentence;
  }
  return written;
}

/** "we received the goods and that 2 boxes were damaged" → two sentences, each with its mark. */
function finishSentence(text: string): string {
  return text
    .split(/,?\s+and that\s+/iu)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
    .map((sentence) => capitalizeFirst(/[.?!]$/u.test(sentence) ? sentence : `${sentence}.`))
    .join(" ");
}

function readComposed(piece: string, adjectives: string, rest: string): WritingRequest {
  const kind = piece.toLowerCase() === "comment" ? "comment" : "reply";
  const tone = adjectives
    .toLowerCase()
    .split(/\s+/)
    .map((word) => TONE_WORDS[word])
    .find(Boolean);
  // "compose reply, tone friendly, to Lucy …": the tone said on its own.
  const toneSaid = rest.match(
    /^,?\s*(?:in\s+a\s+)?(?:tone\s*:?\s*(\p{L}+)|(\p{L}+)\s+tone),?\s*/iu,
  );
  if (toneSaid) {
    const named = TONE_WORDS[(toneSaid[1] ?? toneSaid[2] ?? "").toLowerCase()];
    return { ...readComposed(piece, adjectives, rest.slice(toneSaid[0].length)), tone: named };
  }
  // "a reply to this mail and say …": the message answered, not a person;
  // after a colon comes that message, which says nothing of what to answer.
  const toMessage = rest.match(
    /^(?:to|for)\s+(?:this|the|his|her|their)\s+(?:e-?mail|mail|message)\b/iu,
  );
  if (toMessage) {
    const after = rest.slice(toMessage[0].length).trim();
    return { kind, tone, content: after.startsWith(":") ? "" : contentAfterPiece(after) };
  }
  const addressed = rest.match(new RegExp(`^(?:to|for)\\s+(${WHO})(?=$|[\\s,:])`, "iu"));
  const recipient = addressed ? nameIn(addressed[1] ?? "") : undefined;
  const afterWho = (addressed ? rest.slice(addressed[0].length) : rest).trim();
  // "a thank-you note to Kenji for hosting us".
  if (/thank/iu.test(adjectives) && /^for\s/iu.test(afterWho))
    return { kind, tone, recipient, content: `Thank you ${toRecipient(afterWho)}.` };
  return { kind, tone, recipient, content: contentAfterPiece(afterWho) };
}

/** What follows "a reply to Sarah": a lead and the words, an action in -ing form, or "about …". */
function contentAfterPiece(rest: string): string {
  const saying = rest.match(SAYING_LEAD);
  if (saying) return carryOut(splitRequestParts(rest.slice(saying[0].length)));
  if (performAction(rest, true) !== undefined) return carryOut(splitRequestParts(rest));
  const about = rest.match(ABOUT_LEAD);
  if (about) return `I am writing about ${rest.slice(about[0].length)}.`;
  return "";
}

/** The person a request names ("tell Maria …", "ask John …"); pronouns leave it to the thread. */
function recipientIn(request: string): string | undefined {
  const named = request.match(
    new RegExp(
      `^(?:(?:${MANNER})\\s+)?(?:tell|ask|remind|invite|thank|let|inform|congratulate|welcome|warn|notify|(?:answer|reply|write|wish)(?!\\s+to\\b)|(?:say thanks|say thank you|say no|say sorry|apologi[sz]e|reply|respond|write|explain|get back|write back)(?:\\s+(?:${MANNER}))?\\s+to)\\s+(${WHO})`,
      "iu",
    ),
  );
  const twoWords = request.match(
    new RegExp(
      `^(?:tell|ask|remind|invite|thank|let|inform|congratulate)\\s+(${WHO_BEFORE_LEAD})\\s+(?:to|if|whether|that|about|for|know|on)\\s`,
      "iu",
    ),
  );
  if (twoWords) return nameIn(twoWords[1] ?? "");
  return named ? nameIn(named[1] ?? "") : undefined;
}

const GROUPS = wordSet("team everyone all everybody");

/** Words that stand where a name could, but are none: "tell him", "ask if", "reply to this". */
const NOT_NAMES = wordSet(
  "i we they he she you him her them it me us his this that these those if whether to for about on of verba " +
    "yes no back soon again now today quickly briefly something anything all",
);

/** "Tomasz" → "Tomasz", "Dr. Okafor" → "Dr. Okafor", "the team" → "team", "my manager" or "him" → none. */
function nameIn(who: string): string | undefined {
  const words = who.trim().split(/\s+/);
  const last = words.at(-1) ?? "";
  if (GROUPS.has(last.toLowerCase()) && words.length <= 2) return last.toLowerCase();
  if (/^(the|my|our)$/i.test(words[0] ?? "")) return undefined;
  if (NOT_NAMES.has(last.toLowerCase())) return undefined;
  const name = capitalizeFirst(last);
  const first = words[0] ?? "";
  if (words.length === 1) return name;
  return /^(dr|mr|mrs|ms|prof)\.?$/i.test(first)
    ? `${capitalizeTitle(first)} ${name}`
    : `${capitalizeFirst(first)} ${name}`;
}

const capitalizeTitle = (title: string) =>
  `${title.charAt(0).toUpperCase()}${title.slice(1).toLowerCase().replace(/\.?$/, ".")}`;

function withoutFinalMark(text: string): string {
  return text.replace(/[.?!]+$/u, "").trim();
}
