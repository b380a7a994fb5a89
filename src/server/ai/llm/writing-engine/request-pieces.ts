/**
 * A piece of writing asked for by name: "write a short reply to Tomasz
 * saying …", "draft a thank-you note to Kenji", "compose reply, tone
 * friendly, to Lucy …". What describes the piece gives the tone; who it is
 * for and what it says follow the piece.
 */
import type { WritingTone } from "../writing-task";
import { toRecipient } from "./reported-speech";
import { performAction } from "./request-actions";
import { carryOut } from "./request-carry-out";
import { writesFor } from "./request-frames";
import { splitRequestParts } from "./request-parts";
import { NOT_NAMES, nameIn } from "./request-recipients";
import { relayedOrder } from "./request-relays";
import { statesSomething } from "./request-sentences";
import { NAMES, PIECE, WHO, WHO_BEFORE_LEAD } from "./request-words";

export interface WritingRequest {
  kind: "reply" | "comment";
  /** Who it is for, when named: "Sarah", "Dr. Okafor", "team". */
  recipient?: string;
  /** What to say, as it will be written to the recipient; empty when the request says nothing. */
  content: string;
  tone?: WritingTone;
}

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
export const COMPOSE = new RegExp(
  `^(?:write|draft|compose|formulate|send|prepare|create|type|leave|post|put\\s+together|(?:fire|shoot|send)\\s+off)(?:\\s+(?:me|up))?(?:\\s+(?:a|an|the))?` +
    // Up to three words describe the piece: "a short polite", "a LinkedIn", "a follow-up".
    `(?<adjectives>(?:\\s+${TONE_WORD})*(?:\\s+[\\p{L}-]+){0,3}?)\\s+(?<piece>${PIECE})(?!\\s+(?:email|e-mail|mail|message|note|reply))(?:\\s+back)?(?=$|[\\s,:.])`,
  "iu",
);

/** The leads that introduce what to say after a piece of writing ("a reply to Sarah saying …"). */
const SAYING_LEAD =
  /^(?:(?:where|in which)\s+(?:I|we)\s+(?:say|write|explain|tell\s+(?:him|her|them))(?:\s+that)?|(?:saying|to say|and say) that|saying|that says|to say|which says|that|with|and say|and tell (?:him|her|them)(?: that)?|telling (?:him|her|them)(?: that)?|letting (?:him|her|them) know(?: that)?|[:,-]\s*(?:that\s+)?)\s*/iu;
/** Words that start what to say after who it is for. */
const LEADS = "saying|that|to say|telling|asking|letting|thanking|with|about|regarding";
const ABOUT_LEAD = /^(?:about|regarding|on)\s+/iu;

export function readComposed(piece: string, adjectives: string, rest: string): WritingRequest {
  const kind = piece.toLowerCase() === "comment" ? "comment" : "reply";
  const tone = adjectives
    .toLowerCase()
    .split(/\s+/)
    .map((word) => TONE_WORDS[word])
    .find(Boolean);
  // "compose reply, tone friendly, to Lucy …": the tone said on its own.
  const toneSaid = rest.match(
    /^,?\s*(?:in\s+a\s+)?(?:tone(?:\s*:)?\s*(\p{L}+)|(\p{L}+)\s+tone),?\s*/iu,
  );
  if (toneSaid) {
    const named = TONE_WORDS[(toneSaid[1] ?? toneSaid[2] ?? "").toLowerCase()];
    return { ...readComposed(piece, adjectives, rest.slice(toneSaid[0].length)), tone: named };
  }
  // "a reply to this mail and say …": the message answered, not a person;
  // after a colon comes that message, which says nothing of what to answer.
  const toMessage = rest.match(
    /^(?:to|for|on)\s+(?:this|the|his|her|their)\s+(?:e-?mail|mail|message)\b/iu,
  );
  if (toMessage) {
    const after = rest.slice(toMessage[0].length).trim();
    return { kind, tone, content: after.startsWith(":") ? "" : contentAfterPiece(after) };
  }
  const addressed = addressedIn(rest);
  const recipient = addressed ? nameIn(addressed[1] ?? "") : undefined;
  const afterWho = (addressed ? rest.slice(addressed[0].length) : rest).trim();
  // "a thank-you note to Kenji for hosting us".
  if (/thank/iu.test(adjectives) && /^for\s/iu.test(afterWho))
    return { kind, tone, recipient, content: `Thank you ${toRecipient(afterWho)}.` };
  const content = contentAfterPiece(afterWho, addressed?.[1]);
  // "a follow-up to Emma about the proposal": following it up is what to say.
  if (/^follow/iu.test(piece)) {
    const about = afterWho.match(ABOUT_LEAD);
    if (about)
      return {
        kind,
        tone,
        recipient,
        content: aboutThenAsked("I am following up on", afterWho.slice(about[0].length)),
      };
    return {
      kind,
      tone,
      recipient,
      content: content || "I am following up on my previous message.",
    };
  }
  // "a short thank-you note to the hotel staff": the thanks is what to say.
  if (!content && /thank/iu.test(adjectives))
    return { kind, tone, recipient, content: "Thank you very much for everything." };
  return { kind, tone, recipient, content };
}

/**
 * Who a piece of writing is for: "to Sarah", or a name of two words or
 * several people when a lead follows ("to Li Na saying …", "to Ola, Piotr
 * and Kasia that …").
 */
function addressedIn(rest: string): RegExpMatchArray | null {
  const beforeLead =
    rest.match(new RegExp(`^(?:to|for)\\s+(${NAMES})(?=\\s*(?:[,:]|${LEADS}\\s))`, "u")) ??
    rest.match(
      new RegExp(`^(?:to|for)\\s+(${WHO_BEFORE_LEAD})(?=\\s*(?:[,:]|${LEADS}\\s))`, "iu"),
    ) ??
    rest.match(GROUP_BEFORE_LEAD);
  // "an email to Sam Lee the meeting moved": the message itself follows who it is for.
  const beforeNews = rest.match(NAMED_BEFORE_NEWS);
  const named = beforeNews?.[1]?.split(/\s+/).every((word) => !NOT_NAMES.has(word.toLowerCase()));
  return (
    beforeLead ??
    (named ? beforeNews : null) ??
    rest.match(new RegExp(`^(?:to|for)\\s+(${WHO})(?=$|[\\s,:.])`, "iu"))
  );
}

/** A group named in two words before a lead: "for the parents group telling them …", "to the night shift that …". */
const GROUP_BEFORE_LEAD = new RegExp(
  `^(?:to|for)\\s+((?:the|my|our)\\s+\\p{L}+\\s+\\p{L}+)(?=\\s*(?:[,:]|(?:${LEADS})\\s))`,
  "iu",
);

/**
 * What opens a message said without a lead: a subject ("we accept the
 * proposal"), something of someone's ("my parcel never came"), or praise and
 * thanks ("great work on the launch").
 */
const CLAUSE_OPENING =
  /^(?:(?:I|we|they|you|he|she)\s+\p{L}|(?:my|our|your|the)\s+\p{L}+\s+\p{L}+\s+\p{L}|(?:great|congrats|congratulations|thanks|thank\s+you|well\s+done|good\s+luck|happy|welcome|nice|amazing|awesome|love)\b)/iu;

/** Who a piece is for, then a clause with its subject: "to my boss I am sick", "to Nora the train is late". */
const NAMED_BEFORE_NEWS = new RegExp(
  `^(?:to|for)\\s+(${WHO_BEFORE_LEAD})(?=\\s+(?:the|we|i|our|my|it|this|they|he|she|you|your|there)\\s)`,
  "iu",
);

/**
 * What follows "a reply to Sarah": a lead and the words, an action in -ing
 * form, or "about …"; `who` is whom the piece is for, as said.
 */
function contentAfterPiece(rest: string, who = "them"): string {
  const saying = rest.match(SAYING_LEAD);
  if (saying) {
    const said = rest.slice(saying[0].length);
    const [first, ...later] = splitRequestParts(said);
    const relayed = relayedOrder(first?.text ?? "");
    return relayed
      ? [relayed, carryOut(later)].filter(Boolean).join(" ")
      : carryOut(first ? [first, ...later] : []);
  }
  if (performAction(rest, true) !== undefined) return carryOut(splitRequestParts(rest));
  const about = rest.match(ABOUT_LEAD);
  if (about) return aboutThenAsked("I am writing about", rest.slice(about[0].length));
  // "a message to Fatima to confirm the appointment": what the message is for.
  const purpose = rest.match(/^to\s+(\p{L}+)\s+(?!\s)(.+)$/iu);
  if (purpose) {
    const asked = rest.slice(3);
    if (performAction(asked, true) !== undefined) return carryOut(splitRequestParts(asked));
    // "a text to my son to buy milk": what the reader is to do, asked of them.
    if (!writesFor(purpose[1] ?? "")) return carryOut(splitRequestParts(`ask ${who} to ${asked}`));
    return `I am writing to ${purpose[1]?.toLowerCase()} ${toRecipient(purpose[2] ?? "")}.`;
  }
  // "an email to my landlord the heating is broken", "a reply. We can meet Friday.": the message, said with no lead.
  const news = rest.replace(/^[.,:;-]\s*/u, "");
  // "a reply. Say that we can meet": the next sentence asks what to say.
  const asked = `${news.charAt(0).toLowerCase()}${news.slice(1)}`;
  if (news !== rest && performAction(asked, true) !== undefined)
    return carryOut(splitRequestParts(asked));
  if (statesSomething(news) || CLAUSE_OPENING.test(news)) return carryOut(splitRequestParts(news));
  return "";
}

/**
 * "a follow-up to Ms Costa about the quote and ask whether she has
 * questions": what the message is about, then orders joined on, each
 * carried out ("Could you let me know whether you have questions?"). A
 * topic with no order after it is the topic whole ("about the workshop and
 * the questions people asked").
 */
function aboutThenAsked(opening: string, said: string): string {
  const [topic, ...later] = splitRequestParts(said);
  const ordered =
    topic !== undefined &&
    later.length > 0 &&
    later.every((part) => performAction(part.text) !== undefined);
  if (!ordered) return `${opening} ${said}.`;
  return `${opening} ${topic.text}. ${carryOut(later)}`;
}
