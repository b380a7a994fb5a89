/**
 * The frame around what a person wants written, read as one grammar rather
 * than sentence by sentence: a plea or a need ("can you", "I need", "how do
 * I say", "what's a polite way to"), a verb of making or telling ("write",
 * "put together", "let … know"), a thing ("a reply", "something", "a polite
 * way"), whom it is for, how to say it ("politely", "in English"), a lead
 * ("that", "saying", ":") and a plea to the writer said again at the end
 * ("can you help"). The frame is brought to the few forms the request reader
 * knows ("write a reply saying …", "tell Tom that …"), and words that only
 * open like a frame ("I have to tell you …", "I want to say thank you …")
 * are told apart as the person's own statement.
 */

import { dropOpenings } from "./openings";
import { SUBJECT_PRONOUNS } from "./parts-of-speech";
import { verbOfNounPhrase } from "./phrase-verbs";
import { pieceAfterWhom } from "./pieces-after-whom";
import { REQUEST_OPENINGS } from "./request-openings";
import { MANNER, PIECE, WHO, WHO_BEFORE_LEAD } from "./request-words";
import { lower, tokenize, wordSet } from "./tokens";
import { toldWhenWrittenTo } from "./write-then-tell";
import { piecesAsNotes } from "./written-pieces";

/**
 * Questions to the writer about how to put it, which ask for the message as
 * "how do I …" does: "how to say …", "what's a polite way to tell …".
 */
const QUESTIONS_OF_MANNER =
  /^(?:how\s+to|(?:what\s+is|what['’]?s|whats|is\s+there)\s+(?:an?|the)\s+(?:\p{L}+\s+){0,2}?way\s+to)\s+/iu;

/** A need said of oneself, which asks for writing only when a frame follows: "I need to", "we have to", "I'd like". */
const NEEDS = wordSet("want wanted need needed like must should");

/** Whether the openings read past end on a need said of oneself ("… I have to"), not one asked of the writer ("I need you to"). */
function needSaid(pleaded: string): boolean {
  const words = pleaded.toLowerCase().match(/[\p{L}'’]+/gu) ?? [];
  const last = words.at(-1) === "to" ? words.at(-2) : words.at(-1);
  if (last === "have" || last === "had") return words.at(-1) === "to";
  return NEEDS.has(last ?? "");
}

/** Words describing a piece of writing or a way of putting it: "a short formal note", "a polite way". */
const DESCRIBING =
  "(?:short|quick|brief|little|polite|formal|informal|friendly|nice|kind|professional|casual|warm|simple|proper|good|best|gentle|clear)";

/** How to say it, said inside the frame: "politely", "in English", "in plain English", "in a kind tone". */
const HOW = `(?:${MANNER}|in\\s+(?:plain\\s+|simple\\s+|good\\s+|proper\\s+|correct\\s+)?english|in\\s+(?:an?\\s+)?\\p{L}+\\s+(?:way|tone|manner))`;

/** Verbs of telling a frame names its recipient after. */
const TELLING =
  "tell|inform|notify|remind|warn|let|ask|answer|e-?mail|text|message|contact|(?:write|reply|respond|get\\s+back|say|mention|explain)(?:\\s+back)?\\s+to";

/** "let him know politely that …", "say in English that …": how to say it, between the verb or whom and the lead. */
const HOW_IN_FRAME = new RegExp(
  `^((?:${TELLING}|reply|respond|answer|say|write(?:\\s+back)?)(?:\\s+(?:to\\s+)?(?!(?:${MANNER}|in|that)\\b)${WHO})?(?:\\s+know)?),?\\s+${HOW}(?:\\s*[,.])?(?:\\s+please)?(?=\\s+(?:that|saying|asking|to|if|whether|we|i|the|our|my|it|this|they|he|she|there)\\s|\\s*:)`,
  "iu",
);

/** "respond formally to them that …": how, said before whom. */
const HOW_BEFORE_WHOM = new RegExp(
  `^((?:reply|respond|answer|write(?:\\s+back)?|say|explain|mention))\\s+${HOW}(?=\\s+(?:to|for)\\s)`,
  "iu",
);

/** "mention to Anna that …", "explain to the client that …": told. */
const SAID_TO = new RegExp(
  `^(?:mention|explain|point\\s+out|convey|pass\\s+on|pass\\s+along|communicate|relay|share|say)\\s+(?:to|with)\\s+(${WHO_BEFORE_LEAD})\\s+(?=that\\s)`,
  "iu",
);

/** "a polite way to ask …", "the best way to tell …": the thing is only how, and the verb after it is the request. */
const WAY_TO = new RegExp(`^(?:(?:an?|the)\\s+)?(?:${DESCRIBING}\\s+){0,2}way\\s+to\\s+`, "iu");

/** Verbs of making a piece, besides those the piece reader knows: "make", "come up with", "give me". */
const MAKING = new RegExp(
  `^(?:make|create|come\\s+up\\s+with|give\\s+me|get\\s+me|find\\s+me)(?:\\s+me)?\\s+(?=(?:an?\\s+)?(?:${DESCRIBING}\\s+){0,3}(?:${PIECE})\\b)`,
  "iu",
);

/** "something", "a few lines", "something nice": a piece not named, after a verb of making. */
const UNNAMED_PIECE = new RegExp(
  `^((?:write|draft|compose|prepare|put\\s+together|send)(?:\\s+me)?)\\s+(?:(?:something|smth|sth)(?:\\s+${DESCRIBING})?|some\\s+words|a\\s+few\\s+(?:words|lines))(?=\\s+(?:to|for)\\s|\\s+(?:saying|that|telling|asking)\\s|\\s*[:,])`,
  "iu",
);

/** A piece named with no verb of making: "a polite reply saying …", "formal email to …". */
const PIECE_ALONE = new RegExp(
  `^(?:(?:an?|some)\\s+((?:${DESCRIBING}\\s+){0,3})|((?:${DESCRIBING}\\s+){1,3}))(${PIECE})(?=\\s*:|\\s+(?:to|for)\\s|\\s+(?:saying|telling|asking|to\\s+say)\\s|\\s+that\\s+(?<after>.+))`,
  "iu",
);

/** The verbs by which "that" after a piece says what it says: "a reply that says …". */
const THAT_SAYS = /^(?:says|tells|asks|explains|reads|goes)\b/iu;

/**
 * A plea to the writer said again after the message: "…, can you help",
 * "… could you help me with this", "…, can you write it for me".
 */
export const PLEA_AFTER =
  /[,.]?(?<!\s)\s+(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:help(?:\s+me)?(?:\s+(?:with\s+)?(?:it|that|this))?|(?:write|draft|do|send)\s+(?:it|that|this)(?:\s+for\s+me)?)|(?:please\s+)?help\s+me\s+(?:with\s+)?(?:it|that|this))(?:\s+please)?$/iu;

/** Whom a frame names as the reader itself: "tell you …", "say hi to your mom". */
const TO_THE_READER = new RegExp(
  `^(?:${TELLING}|say|write)\\s+(?:(?:\\p{L}+\\s+){0,2}?to\\s+)?(?:you|your)\\b`,
  "iu",
);

/** "tell my wife first", "inform the police": whom, then whatever follows. */
const TOLD_WHOM = new RegExp(`^(?:${TELLING})\\s+(?:${WHO})(?:\\s+know)?`, "iu");
/** The words that lead into what to tell: "that", "saying", "to", a question word. */
const LEAD = /^(?:that|saying|to|if|whether|about|for|what|when|why|how|where|who|which)$/iu;
/** A word and the spaces before it, read from where the last one ended. */
const SPACED_WORD_AT = /\s+(\p{L}+)/uy;

/**
 * Whether a lead follows within the few words after whom: "… that", "…
 * tomorrow that", ": …". Read word by word: the words before the lead, the
 * lead and a colon, all in one pattern, took the pattern check half a minute.
 */
function leadAfterWhom(after: string): boolean {
  if (/^\s*:/u.test(after)) return true;
  SPACED_WORD_AT.lastIndex = 0;
  for (let words = 0; words < 4; words++) {
    const word = SPACED_WORD_AT.exec(after)?.[1];
    if (word === undefined) return false;
    if (LEAD.test(word) && /^\s/u.test(after.slice(SPACED_WORD_AT.lastIndex))) return true;
  }
  return false;
}
/** "say Ahmed that …", "say to Anna …": "say" with whom said first. */
const SAY_TO_WHOM = new RegExp(`^say\\s+(?:to\\s+${WHO}|${WHO}\\s+that\\s)`, "iu");
/** "write my thesis", "write a book": writing that is no message. */
const WRITING_NO_MESSAGE = new RegExp(
  `^(?:write|draft|compose|prepare)\\s+(?:my|the|a|an|this|our|some|his|her|their)\\s+(?!(?:${DESCRIBING}\\s+){0,3}(?:${PIECE})\\b)(?!\\p{L}+(?:\\s+\\p{L}+)?\\s+(?:that|saying|asking|telling)\\s)`,
  "iu",
);

/** Whether a clause opens `text`: "the order ships Monday", "she can use the key". */
function clauseOpens(text: string): boolean {
  const tokens = tokenize(text);
  return SUBJECT_PRONOUNS.has(lower(tokens[0]) ?? "") || verbOfNounPhrase(tokens, 0) >= 0;
}

/** The frame's verb, thing and manner brought to a form the request reader knows. */
function reframed(said: string): string {
  const request = toldWhenWrittenTo(piecesAsNotes(said));
  const piece = request.match(PIECE_ALONE);
  const that = piece?.groups?.after;
  const named =
    piece && (that === undefined || THAT_SAYS.test(that) || clauseOpens(that))
      ? `write a ${piece[1] ?? piece[2] ?? ""}${piece[3] ?? ""}${request.slice(piece[0].length)}`
      : request;
  return named
    .replace(WAY_TO, "")
    .replace(MAKING, "write ")
    .replace(UNNAMED_PIECE, "$1 a message")
    .replace(SAID_TO, "tell $1 ")
    .replace(HOW_BEFORE_WHOM, "$1")
    .replace(HOW_IN_FRAME, "$1");
}

/**
 * After a need said of oneself, whether a frame follows: whom and what to
 * tell them, or a piece of writing. "I have to tell my wife first", "I need
 * to write my thesis", "I want to say thank you to everyone": the person's
 * own words, with no one to write to.
 */
function framesAfterNeed(request: string): boolean {
  if (/^say\b/iu.test(request)) return SAY_TO_WHOM.test(request);
  if (WRITING_NO_MESSAGE.test(request)) return false;
  const told = request.match(TOLD_WHOM);
  if (!told) return true;
  const after = request.slice(told[0].length);
  return leadAfterWhom(after) || clauseOpens(after.trim());
}

/**
 * The request in its frame's plainest form, or undefined when the words only
 * open like a frame and are the person's own statement.
 */
export function readFrame(text: string): string | undefined {
  const asked = text.trim().replace(QUESTIONS_OF_MANNER, "");
  const opened = pieceAfterWhom(dropOpenings(asked, REQUEST_OPENINGS));
  const request = reframed(opened);
  if (TO_THE_READER.test(request)) return undefined;
  const pleaded = asked.slice(0, asked.length - opened.length);
  if (needSaid(pleaded) && !framesAfterNeed(request)) return undefined;
  return request;
}

/**
 * What a letter does in its writer's own name, said as its purpose: "an
 * email to the gym to cancel my membership" ("I am writing to cancel …").
 * Any other verb is what the reader is asked to do: "a text to my son to buy
 * milk" ("Could you buy milk?").
 */
const WRITERS_PURPOSES = wordSet(
  "apply complain introduce request enquire inquire report share explain update follow check say let inform " +
    "welcome announce offer propose suggest book reserve order schedule reschedule arrange discuss renew " +
    "register subscribe unsubscribe withdraw resign recommend express cancel confirm thank apologize " +
    "apologise ask invite remind congratulate wish accept decline notify tell claim return exchange change " +
    "extend submit give provide clarify point mention",
);

export const writesFor = (verb: string) => WRITERS_PURPOSES.has(verb.toLowerCase());
