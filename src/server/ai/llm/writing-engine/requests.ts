/**
 * Requests for a piece of writing, however they are phrased: "write a short
 * reply to Tomasz saying …", "tell Maria that …", "ask John if he can …",
 * "accept the invitation", "follow up on …". Each becomes what to say, in
 * the first person and addressed to the recipient, ready to be drafted.
 */
import type { WritingTone } from "../writing-task";
import { cleanDictation } from "./dictation";
import { ASKING, dropOpenings } from "./openings";
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
  ...ASKING,
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
  `^(?:write|draft|compose|send|prepare|create|type)(?:\\s+(?:me|up))?(?:\\s+(?:a|an|the))?` +
    `(?<adjectives>(?:\\s+${TONE_WORD})*)\\s+(?<piece>${PIECE})(?:\\s+back)?(?=$|[\\s,:])`,
  "iu",
);

/** A person or group addressed: "Tomasz", "Dr. Okafor", "the team", "him". */
const WHO =
  "(?!(?:me|us|verba)\\b)(?:(?:dr|mr|mrs|ms|prof)\\.?\\s+\\p{L}[\\p{L}'’-]*|(?:the|my|our)\\s+\\p{L}+|\\p{L}[\\p{L}'’-]*)";

interface Action {
  /** The verb and what follows it, from the start of the request (imperative) or after a piece ("… asking if …"). */
  pattern: RegExp;
  /** What to write, from the pattern's `rest`. */
  write: (rest: string) => string;
}

/** Actions named by a verb; each also reads in the -ing form after a piece of writing. */
const ACTIONS: Array<{ verbs: string; after: string; write: (rest: string) => string }> = [
  {
    verbs: "ask|asking",
    after: `(?:${WHO}\\s+)?(?<lead>if|whether)\\s+`,
    write: (rest) => `Could you let me know ${rest}?`,
  },
  {
    verbs: "ask|asking",
    after: `(?:${WHO}\\s+)?to\\s+`,
    write: (rest) => `Could you ${rest}?`,
  },
  {
    verbs: "ask|asking",
    after: `(?:${WHO}\\s+)?about\\s+`,
    write: (rest) => `Could you tell me more about ${rest}?`,
  },
  {
    verbs: "ask|asking",
    after: `(?:${WHO}\\s+)?for\\s+`,
    write: (rest) => `Could you send me ${rest}?`,
  },
  {
    verbs: "say thanks|say thank you|thank|thanking",
    after: `(?:(?:to\\s+)?${WHO}\\s+)?(?:for\\s+)`,
    write: (rest) => thanksFor(rest),
  },
  {
    verbs: "say sorry|apologize|apologise|apologizing|apologising",
    after: `(?:to\\s+${WHO}\\s+)?for\\s+`,
    write: (rest) => `I apologize for ${rest}.`,
  },
  {
    verbs: "accept|accepting",
    after: "",
    write: (rest) => `Thank you. I am happy to accept ${withoutManner(rest)}.`,
  },
  {
    verbs: "decline|declining|turn down|turning down|reject|rejecting",
    after: "",
    write: (rest) => `Thank you. Unfortunately, I have to decline ${withoutManner(rest)}.`,
  },
  {
    verbs: "follow up|following up",
    after: `(?:with\\s+${WHO}\\s+)?(?:on|about|regarding)\\s+`,
    write: (rest) => `I am following up on ${rest}.`,
  },
  {
    verbs: "remind|reminding",
    after: `(?:${WHO}\\s+)?(?<lead>to|about|that|of)\\s+`,
    write: (rest) => `A quick reminder ${rest}.`,
  },
  {
    verbs: "invite|inviting",
    after: `(?:${WHO}\\s+)?to\\s+`,
    write: (rest) => `I would like to invite you to ${rest}.`,
  },
  {
    // Only after a piece of writing: "please confirm …" dictated into a reply asks the reader to.
    verbs: "confirming",
    after: "(?:that\\s+)?",
    write: (rest) => `I can confirm that ${rest}.`,
  },
  {
    verbs: "congratulate|congratulating",
    after: `(?:${WHO}\\s+)?(?:on|for)\\s+`,
    write: (rest) => `Congratulations on ${rest}!`,
  },
  {
    verbs: "let|letting",
    after: `${WHO}\\s+know\\s+(?:that\\s+)?`,
    write: (rest) => rest,
  },
  {
    verbs: "tell|telling|inform|informing",
    after: `${WHO}\\s+(?:that\\s+)?`,
    write: (rest) => rest,
  },
  {
    verbs: "reply|respond|answer|write back",
    after: `(?:to\\s+${WHO}\\s+)?(?:saying|that|with|and say|to say)\\s+`,
    write: (rest) => rest,
  },
  {
    verbs: "say|saying",
    after: "(?:that\\s+)?",
    write: (rest) => rest,
  },
];

/** The leads that introduce what to say after a piece of writing ("a reply to Sarah saying …"). */
const SAYING_LEAD =
  /^(?:saying|that says|to say|which says|that|with|and say|and tell (?:him|her|them)(?: that)?|telling (?:him|her|them)(?: that)?|letting (?:him|her|them) know(?: that)?|[:,-])\s*/iu;
const ABOUT_LEAD = /^(?:about|regarding|on)\s+/iu;

const COMPILED: Action[] = ACTIONS.map(({ verbs, after, write }) => ({
  pattern: new RegExp(`^(?:${verbs})\\s+${after}(?<rest>.*)$`, "isu"),
  write,
}));

/**
 * The request a person made, or undefined when the words are not one (they
 * are then text to polish, or a question the built-in writer cannot answer).
 */
export function readRequest(text: string): WritingRequest | undefined {
  const request = dropOpenings(withoutFinalMark(cleanDictation(text)), OPENINGS);
  const composed = request.match(COMPOSE);
  if (composed?.groups) {
    const rest = request.slice(composed[0].length).trim();
    return readComposed(composed.groups.piece ?? "", composed.groups.adjectives ?? "", rest);
  }
  const action = performAction(request);
  if (!action) return undefined;
  return { kind: "reply", recipient: recipientIn(request), content: action };
}

function readComposed(piece: string, adjectives: string, rest: string): WritingRequest {
  const kind = piece.toLowerCase() === "comment" ? "comment" : "reply";
  const tone = adjectives
    .toLowerCase()
    .split(/\s+/)
    .map((word) => TONE_WORDS[word])
    .find(Boolean);
  const addressed = rest.match(new RegExp(`^(?:to|for)\\s+(${WHO})(?=$|[\\s,:])`, "iu"));
  const recipient = addressed ? nameIn(addressed[1] ?? "") : undefined;
  const afterWho = (addressed ? rest.slice(addressed[0].length) : rest).trim();
  return { kind, tone, recipient, content: contentAfterPiece(afterWho) };
}

/** What follows "a reply to Sarah": a lead and the words, an action in -ing form, or "about …". */
function contentAfterPiece(rest: string): string {
  const saying = rest.match(SAYING_LEAD);
  if (saying) return toRecipient(rest.slice(saying[0].length));
  const action = performAction(rest);
  if (action) return action;
  const about = rest.match(ABOUT_LEAD);
  if (about) return `I am writing about ${rest.slice(about[0].length)}.`;
  return "";
}

function performAction(request: string): string | undefined {
  for (const action of COMPILED) {
    const match = request.match(action.pattern);
    const rest = match?.groups?.rest?.trim();
    if (!match || !rest) continue;
    const lead = match.groups?.lead;
    return action.write(toRecipient(lead ? `${lead} ${rest}` : rest));
  }
  return undefined;
}

/** The person a request names ("tell Maria …", "ask John …"); pronouns leave it to the thread. */
function recipientIn(request: string): string | undefined {
  const named = request.match(
    new RegExp(
      `^(?:tell|ask|remind|invite|thank|let|inform|congratulate|say thanks to|say thank you to|reply to|respond to)\\s+(${WHO})`,
      "iu",
    ),
  );
  return named ? nameIn(named[1] ?? "") : undefined;
}

const GROUPS = wordSet("team everyone all everybody");

/** Words that stand where a name could, but are none: "tell him", "ask if", "reply to this". */
const NOT_NAMES = wordSet(
  "i we they he she you him her them it me us his this that these those if whether to for about on of verba",
);

/** "Tomasz" → "Tomasz", "Dr. Okafor" → "Dr. Okafor", "the team" → "team", "my manager" or "him" → none. */
function nameIn(who: string): string | undefined {
  const words = who.trim().split(/\s+/);
  const last = words.at(-1) ?? "";
  if (GROUPS.has(last.toLowerCase()) && words.length <= 2) return last.toLowerCase();
  if (/^(the|my|our)$/i.test(words[0] ?? "")) return undefined;
  if (NOT_NAMES.has(last.toLowerCase())) return undefined;
  const name = capitalizeFirst(last);
  return words.length > 1 ? `${capitalizeTitle(words[0] ?? "")} ${name}` : name;
}

const capitalizeTitle = (title: string) =>
  `${title.charAt(0).toUpperCase()}${title.slice(1).toLowerCase().replace(/\.?$/, ".")}`;

function withoutFinalMark(text: string): string {
  return text.replace(/[.?!]+$/u, "").trim();
}

/** Manner words that say how, not what: "decline politely". */
function withoutManner(text: string): string {
  return text
    .replace(/^(?:politely|kindly|respectfully|gracefully|nicely)\b[\s,]*/iu, "")
    .replace(/^(?=because\b)/iu, "")
    .trim();
}

/** "thanks for the invite and I will be there" → "Thank you for the invite. I will be there." */
function thanksFor(rest: string): string {
  const [what, more] = rest.split(/\s+and\s+(?=(?:I|we)\b)/u, 2);
  return more ? `Thank you for ${what}. ${capitalize(more)}.` : `Thank you for ${what}.`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// ---------------------------------------------------------------------------
// Reported speech made direct: "ask him if he can …" → "… if you can …".

const SUBJECT_SWAPS: Record<string, string> = {
  is: "are",
  was: "were",
  has: "have",
  does: "do",
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
  "doesn't": "don't",
};

/** A verb after "you" instead of "he": "needs" → "need", "finishes" → "finish", "tries" → "try". */
function agree(verb: string): string {
  const lowered = verb.toLowerCase();
  if (SUBJECT_SWAPS[lowered]) return SUBJECT_SWAPS[lowered];
  if (/ies$/.test(lowered) && lowered.length > 4) return `${verb.slice(0, -3)}y`;
  if (/(sh|ch|x|ss|o)es$/.test(lowered)) return verb.slice(0, -2);
  if (/[^s]s$/.test(lowered) && lowered.length > 3) return verb.slice(0, -1);
  return verb;
}

/** Words after "her" that show it is the object ("thank her for"), not a possessive ("her slides"). */
const AFTER_OBJECT_HER =
  /^(?:$|[,.;:!?]|for|to|about|on|in|at|that|if|whether|know|and|but|so|please|again|now|today|tomorrow|soon|back)/i;

function toRecipient(text: string): string {
  return text
    .replace(
      /\b(he|she)\s+(\p{L}+(?:n't)?)/giu,
      (_, _pronoun, verb: string) => `you ${agree(verb)}`,
    )
    .replace(/\b(he's|she's)\b/giu, "you're")
    .replace(/\b(himself|herself)\b/giu, "yourself")
    .replace(/\bhis\b/giu, "your")
    .replace(/\bher\b(\s*)(\S*)/giu, (_, space: string, next: string) =>
      AFTER_OBJECT_HER.test(next) ? `you${space}${next}` : `your${space}${next}`,
    )
    .replace(/\bhim\b/giu, "you");
}
