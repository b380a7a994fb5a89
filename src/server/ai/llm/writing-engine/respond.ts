/** Free chat: what the engine can do, and an honest answer for what it cannot. */

import { guardSnippets, guardTask, type Snippet } from "../snippets";
import type { WritingTask } from "../writing-task";
import {
  CANNOT_ANSWER,
  NEEDS_TEXT_ANSWER,
  NEEDS_WORDS_ANSWER,
  smallTalkAnswer,
  WORDLESS_ANSWER,
} from "./answers";
import { cleanDictation } from "./dictation";
import { keepingTerms } from "./dictionary";
import { composeEmail, draftComment, draftReply, transform } from "./drafts";
import { isNameLike, splitGreeting } from "./greetings";
import { TREATMENT_WORDS, treatmentFor, wordsOf } from "./instructions";
import { ASKING, dropOpenings, hasWords, openingIn } from "./openings";
import { draftText } from "./plain-text";
import { readRequest, type WritingRequest } from "./requests";
import type { Treatment } from "./selection-rewrites";
import { sendingSaid } from "./sending-said";
import { askOf } from "./statements";
import { deriveTitle } from "./title";
import { capitalizeFirst, DETERMINERS, wordSet } from "./tokens";
import { askedPolitely, rewrite } from "./tone";

// ---------------------------------------------------------------------------
// Free chat.

export interface ChatTurn {
  role: string;
  content: string;
}

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
  const name = (words[0] ?? "").replace(/(?<![,:.!])[,:.!]+$/, "");
  const recipient = !pointsAtMessage && isNameLike(name) ? capitalizeFirst(name) : undefined;
  const remainder = words.slice(pointsAtMessage ? 2 : recipient ? 1 : 0).join(" ");
  // After a name the lead must come at once: in "Sarah I will tell her that ...", "that" is content.
  const said = afterSayingLead(remainder, recipient || pointsAtMessage ? 1 : 4);
  return { recipient, pointsAtMessage, saysWhat: said !== undefined, rest: said ?? remainder };
}

/**
 * What follows the first "to" whose rest is one line ("Draft a reply to Sarah"):
 * found by scanning, as a pattern running to the end from every "to" took
 * time growing with the square of the instruction.
 */
function textAfterTo(instruction: string): string | undefined {
  const lastBreak = Math.max(
    ...["\n", "\r", "\u2028", "\u2029"].map((end) => instruction.lastIndexOf(end)),
  );
  for (const match of instruction.matchAll(/\bto\s+(?=\S)/gi)) {
    const start = match.index + match[0].length;
    if (start > lastBreak) return instruction.slice(start);
  }
  return undefined;
}

/** Who a reply is for and what it says, from "Draft a reply to Sarah: ..." or "reply to sarah saying ...". */
function addressReply(
  instruction: string,
  payload: string,
): Omit<ChatRequest, "kind" | "treatment"> {
  const toInInstruction = textAfterTo(instruction);
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

/** A request such as "tell Maria that …" or "write a comment saying …", carried out. */
function fulfilWritingRequest(request: WritingRequest): string {
  if (!hasWords(request.content)) return NEEDS_WORDS_ANSWER;
  const tone = request.tone ?? "professional";
  if (request.kind === "comment") return rewrite(request.content, tone);
  return composeEmail(request.content, request.recipient, tone);
}

/** The latest message carried out when it asks for writing, or undefined; `polished` is it cleaned. */
function carryOut(message: string, polished: string): string | undefined {
  const request = readRequest(message, polished);
  if (request) return fulfilWritingRequest(request);
  const edit = parseRequest(message);
  return edit ? fulfil(edit) : undefined;
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
  return tone === "formal"
    ? askedPolitely(rewrite(request.payload, tone))
    : rewrite(request.payload, tone);
}

/** How a channel answers what needs no writing: small talk, and a message with no words. */
interface Channel {
  smallTalk: (answer: string) => string;
  wordless: string;
  /** Whether the person dictates: an order to someone else is then their own sentence (sending-said.ts). */
  dictated: boolean;
}

const TYPED: Channel = {
  smallTalk: (answer) => answer,
  wordless: WORDLESS_ANSWER,
  dictated: false,
};
const SPOKEN: Channel = {
  smallTalk: () => "Happy to help. Say a sentence and I'll say it back polished.",
  wordless: "Sorry, I didn't catch that.",
  dictated: true,
};

/**
 * The one rule for chat and voice: a writing request in the latest user
 * message is carried out, small talk is answered briefly, a question gets one
 * honest sentence about what the built-in writer can do (a request for a
 * message it could not read, what to tell it), and anything else is a
 * statement, given back polished with no preamble, which is what a person
 * writing or practising their English wants.
 */
function answer(messages: ChatTurn[], options: ChatOptions, channel: Channel): string {
  const latest = messages.findLast((message) => message.role === "user")?.content.trim() ?? "";
  const guarded = guardSnippets(latest, options.snippets ?? [], "word");
  // Cleaned once: read as a request, then, when it is none, given back or asked of the writer.
  const polished = cleanDictation(guarded.text);
  const done =
    channel.dictated && sendingSaid(guarded.text) ? undefined : carryOut(guarded.text, polished);
  if (done) return guarded.restore(done, droppedOn(done));
  const smallTalk = smallTalkAnswer(latest);
  if (smallTalk) return channel.smallTalk(smallTalk);
  if (!hasWords(latest)) return channel.wordless;
  const asked = askOf(polished);
  if (asked) return asked === "message" ? NEEDS_WORDS_ANSWER : CANNOT_ANSWER;
  return guarded.restore(polished);
}

/** The answer to a typed chat message. */
export function respond(messages: ChatTurn[], options: ChatOptions = {}): string {
  return answer(messages, options, TYPED);
}

/** A snippet has no place in the writer's own answers ("add the text after a colon"). */
const droppedOn = (answer: string) =>
  [NEEDS_TEXT_ANSWER, NEEDS_WORDS_ANSWER, CANNOT_ANSWER].includes(answer) ? "drop" : "append";

export interface ChatOptions {
  /** The person's snippets: a trigger said becomes the snippet's text, exactly. */
  snippets?: readonly Snippet[];
}

/** The answer heard in a voice session, by the same rule as chat; small talk is answered in a few spoken words. */
export function respondSpoken(messages: ChatTurn[], options: ChatOptions = {}): string {
  return answer(messages, options, SPOKEN);
}

/** The result of a writing task, as a model would answer it; the person's dictionary terms stay as written. */
export function performWritingTask(task: WritingTask): string {
  const asked = task.mode === "transform" ? task.instruction : undefined;
  const guarded = guardTask(task.text, asked, task.snippets ?? [], "word");
  const written = keepingTerms(guarded.text, task.dictionary ?? [], (text) =>
    perform({ ...task, text, instruction: guarded.instruction ?? task.instruction }),
  );
  return guarded.restore(written);
}

function perform(task: WritingTask): string {
  switch (task.mode) {
    case "cleanup":
      return cleanDictation(task.text);
    case "rewrite":
      return rewrite(task.text, task.tone);
    case "reply":
      return draftReply({
        speech: task.text,
        context: task.context,
        editor: task.editor,
        tone: task.tone,
      });
    case "comment":
      return draftComment({ speech: task.text, tone: task.tone });
    case "write":
      return draftText(task.text, task.tone);
    case "transform":
      return task.instruction ? transform(task) : rewrite(task.text, task.tone);
    case "title":
      return deriveTitle(task.text);
  }
}
