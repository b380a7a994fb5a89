/**
 * The words requests are made of, shared by the readers of a request: who is
 * addressed, how it is to be said, the verbs that ask for a message, and the
 * things one decides on.
 */
import { wordSet } from "./tokens";

/** Verbs that ask for a message to someone wherever they are read: "tell Ana …", "email Omar …". */
const MESSAGING = "tell ask remind email e-mail text message reply respond inform";

/**
 * Verbs that, opening a chat message, ask for a message to someone: also
 * "notify", "invite", "congratulate", "ping" and "cc". Not "write" (asked of
 * the writer itself, as "write a poem" is), nor "let", "say" and "answer",
 * which open the person's own sentences too ("let's meet", "say, are you
 * free?").
 */
export const MESSAGE_VERBS_OPENING = wordSet(`${MESSAGING} notify invite congratulate ping cc`);

/**
 * Verbs of a request whose words follow without a lead ("please write to
 * Hana the parcel …", "reply to Leila I'll check"): also "write", "answer",
 * "let" (… know) and "say", each of which names the message before its words.
 */
export const MESSAGE_VERBS_BEFORE_WORDS = wordSet(`${MESSAGING} write answer let say`);

/** The pieces of writing a request names: "a reply", "an email", "a note". */
export const PIECE =
  "reply|response|answer|email|e-mail|mail|message|note|comment|text|dm|post|follow-up|follow up|followup";

/** A person or group addressed: "Tomasz", "Dr. Okafor", "the team", "him". */
export const WHO =
  "(?!(?:me|us|verba)\\b)(?:(?:dr|mr|mrs|ms|prof)\\.?\\s+\\p{L}[\\p{L}'’-]*|(?:the|my|our)\\s+\\p{L}+|(?!(?:the|my|our|a|an)\\b)\\p{L}[\\p{L}'’-]*)";

/** How, not what: "decline politely", "kindly refuse". */
export const MANNER =
  "politely|kindly|respectfully|gracefully|nicely|gently|briefly|quickly|formally|informally|warmly|professionally|casually|shortly";

/** People named together: "Anna and Tom", "Ola, Piotr and Kasia". */
export const NAMES =
  "\\p{Lu}[\\p{L}'’-]*(?:,\\s*\\p{Lu}[\\p{L}'’-]*)*,?\\s+and\\s+\\p{Lu}[\\p{L}'’-]*";

/**
 * A name of two words, not one of a thanks or a manner: "Li Wei", "john smith".
 * Nor a name and the word that opens the message: no name goes on with a
 * determiner, a question word or a word that opens a clause ("write to Jonas the email …", "… Lea what
 * the client wants …", "… Ravi all the invoices …"), and none opens with
 * a pronoun ("tell him yes").
 */
const TWO_WORDS =
  "(?!(?:him|her|them|me|us|you|it)\\s)\\p{L}[\\p{L}'’-]*\\s+(?!(?:thanks|thank|sorry|congrats|congratulations|politely|kindly|nicely|again|please|once|also|and|the|a|an|all|every|each|this|these|those|what|because|since|after|before|until|while|although|though|unless|if|when|as)\\b)\\p{L}[\\p{L}'’-]*";

/**
 * A person named in two words ("Li Wei", "john smith"), or two people of one
 * or two words each ("piotr nowak and li wei"), where a word that must follow
 * the name ("to", "if", "that") shows where the name ends.
 */
export const WHO_BEFORE_LEAD = `(?:(?:${TWO_WORDS}|${WHO})\\s+and\\s+(?:${TWO_WORDS}|${WHO})|${WHO}|${TWO_WORDS}|${NAMES})`;

/** Things arranged, which one confirms or sets up: "the reservation", "a meeting". */
export const ARRANGED =
  /^(?:(?:the|a|an|my|our|your|this|that)\s+)?(?:[\p{L}-]+\s+)?(?:reservation|booking|appointment|meeting|call|order|date|time|visit|delivery|attendance|participation|interview|session|payment|receipt|transfer)\b/iu;

/** Things one says no or yes to, which "to the …" names rather than a person: "say no to the meeting". */
const THINGS_DECIDED =
  "meeting|invitation|invite|offer|proposal|request|call|event|party|dinner|lunch|job|position|role|project|deal|order|quote|conference|workshop|webinar|interview|idea|plan|suggestion|date";

export const THING_NAMED = `(?:the|this|that|your)\\s+(?:[\\p{L}-]+\\s+)?(?:${THINGS_DECIDED})\\b`;

/** Someone's thing: "Ivan's request". */
export const SOMEONES = "\\p{Lu}[\\p{L}-]*['’]s\\s";

/**
 * A question word that opens what to ask: "message Sara why is the build
 * red", "text Mei when does the train leave". "What", "who" and "which" only
 * before a verb that asks, as "email Anna what we agreed" tells.
 */
export const ASKED_WORD =
  "why|when|where|how|whether|if|(?:what|who|which)(?=\\s+(?:is|are|was|were|do|does|did|can|could|will|would|should|has|have)\\s)";

/** "write to Ahmed what we agreed": what was said or agreed, which the message is about. */
export const WHAT_SAID = "what(?=\\s+(?:we|i|you|they|he|she)\\s)";
const WHAT_SAID_FIRST = new RegExp(`^${WHAT_SAID}`, "iu");

/**
 * The words "write to Ana …" needs before what follows whom: "saying" before
 * news ("… the …", "… we …"), "asking" before a question ("message Sara why
 * …"), "about" before what was said or agreed ("… what we agreed"); none
 * where the words say it ("… that", "… asking if", "… about").
 */
export function leadAfterWhom(next: string, after: string): string {
  if (/^(?:the|we|i|our|my|it|this|they|he|she|you)(?:['’]\p{L}+)?$/iu.test(next)) return "saying ";
  if (WHAT_SAID_FIRST.test(after)) return "about ";
  return /^(?:why|when|where|how|whether|if|what|who|which)$/iu.test(next) ? "asking " : "";
}
