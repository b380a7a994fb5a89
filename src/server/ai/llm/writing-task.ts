import { llm } from "@livekit/agents";
import { EXTENSION_TONES } from "../../../shared/extension";
import type { LLMProvider } from "../types";
import { namedLLMProvider, streamText } from "./provider-errors";

export const WRITING_MODES = [
  "cleanup",
  "rewrite",
  "reply",
  "comment",
  "transform",
  "title",
] as const;
/** The tones a person can pick: the extension's list, which is the product's. */
export const WRITING_TONES = EXTENSION_TONES;

export type WritingMode = (typeof WRITING_MODES)[number];
export type WritingTone = (typeof WRITING_TONES)[number];

/**
 * One piece of writing work. Cloud models and the local engine take this same
 * input, so a caller never needs to know which one answers.
 */
export type WritingTask = {
  mode: WritingMode;
  /** The person's own words: dictation, selected text or the first chat message. */
  text: string;
  tone?: WritingTone;
  /** What is being answered: the email or post a reply or comment is for. */
  context?: string;
  /** The person's dictionary: names and terms to keep exactly as written. */
  dictionary?: readonly string[];
  /** What the editor already holds (greeting, signature, quoted text): not to be repeated. */
  editor?: string;
  /** For `transform`: what to do with the text, in the person's words ("make it shorter"). */
  instruction?: string;
};

const ROLE =
  "You are Verba, a writing assistant for professionals who write in English as a second language.";

export const CHAT_SYSTEM_PROMPT = [
  ROLE,
  "Be helpful, concise and friendly, and act as a writing coach: when the person shares text,",
  "improve it and, when it helps them learn, say briefly what you changed and why.",
  "Answer in plain text or light markdown (short paragraphs, simple lists); no tables or headings.",
].join(" ");

const FINISHED_TEXT_ONLY =
  "Answer with the finished text only: no preamble, no explanation, no quotation marks around it.";

const TONE_GUIDANCE: Record<WritingTone, string> = {
  professional: "clear, polite and professional",
  formal: "formal and courteous, without contractions or slang",
  friendly: "warm and friendly, still suitable for work",
  concise: "concise: remove hedges, filler and repetition",
  confident: "confident and direct, without hedging or needless apologies",
};

/** What each mode asks of a real model, given the tone to write in. */
const MODE_INSTRUCTIONS: Record<WritingMode, (tone: string) => string> = {
  cleanup: () =>
    "The user's message is dictated speech. Clean it up: remove filler words and repeated words, " +
    "fix casing, punctuation and spacing, and turn spoken punctuation ('comma', 'new paragraph') " +
    "into punctuation. Keep the wording and meaning otherwise unchanged.",
  rewrite: (tone) =>
    `Rewrite the user's text so it reads ${tone}. Keep its meaning and facts; fix grammar.`,
  reply: (tone) =>
    "Write a short email reply that says what the user dictated, in a tone that is " +
    `${tone}. Greet the sender by first name when the original email shows it, ` +
    "and end with 'Best regards,' on its own line. Do not invent facts or commitments. " +
    "When the person's text asks for a message ('tell her that …'), write that message. " +
    "Text already in the editor is shown: do not repeat its greeting, sign-off, signature or quoted text.",
  comment: (tone) =>
    "Write a short comment for a professional networking site that says what the user dictated, " +
    `in a tone that is ${tone}. No greeting and no sign-off. Do not invent facts.`,
  transform: (tone) =>
    "Change the user's text as the instruction asks; when the instruction is unclear, " +
    `make it ${tone}. Keep its meaning and facts.`,
  title: () =>
    "Give a short title (at most 60 characters) for a conversation that starts with the " +
    "user's message. Answer with the title only, without quotation marks or final punctuation.",
};

/**
 * Whatever carries out writing tasks: the built-in engine does the work
 * itself, a model is prompted (`modelWritingEngine`). Either way the finished
 * text arrives in pieces, as it is written.
 */
export interface WritingEngine {
  perform(task: WritingTask, signal?: AbortSignal): AsyncIterable<string>;
}

/** A model as a writing engine: the task becomes a prompt, the answer is the text. */
export function modelWritingEngine(model: llm.LLM): WritingEngine {
  return { perform: (task, signal) => streamText(model, writingTaskChat(task), signal) };
}

/** A cloud or self-hosted model as a provider: errors named after it, writing tasks prompted. */
export function modelLLMProvider(name: string, model: llm.LLM, endpoint?: string): LLMProvider {
  return { ...namedLLMProvider(name, model, endpoint), writer: modelWritingEngine(model) };
}

/**
 * The chat a model is given for a writing task. The system turn holds only
 * instructions; the person's words and the page's text are in the user turn.
 */
export function writingTaskChat(task: WritingTask): llm.ChatContext {
  const chat = llm.ChatContext.empty();
  chat.addMessage({ role: "system", content: systemPromptFor(task) });
  chat.addMessage({ role: "user", content: userMessageFor(task) });
  return chat;
}

function systemPromptFor(task: WritingTask): string {
  const tone = TONE_GUIDANCE[task.tone ?? "professional"];
  return [ROLE, MODE_INSTRUCTIONS[task.mode](tone), FINISHED_TEXT_ONLY].join("\n");
}

/**
 * The person's words, the page's text and the instruction travel fenced in
 * the user turn, so that an email being answered reads as material to work
 * on rather than as orders.
 */
function userMessageFor(task: WritingTask): string {
  const sections: string[] = [];
  if (task.context?.trim()) sections.push(fenced("Original message", task.context.trim()));
  if (task.dictionary?.length)
    sections.push(fenced("Names and terms to keep exactly as written", task.dictionary.join("\n")));
  if (task.editor?.trim()) sections.push(fenced("Already in the editor", task.editor.trim()));
  if (task.instruction?.trim()) sections.push(fenced("Instruction", task.instruction.trim()));
  sections.push(fenced("My text", task.text));
  return sections.join("\n\n");
}

/** A fence the text cannot close: longer than any run of backticks in it. */
function fenced(label: string, text: string): string {
  const longestRun = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longestRun + 1);
  return `${label}:\n${fence}\n${text}\n${fence}`;
}

/**
 * The first line of a voice session's instructions: answers are heard, not
 * read. Models read it as the plain note it is; the local engine keeps its
 * answers short.
 */
export const SPOKEN_STYLE_LINE = "Verba-Style: spoken";

export function isSpokenChat(chatCtx: llm.ChatContext): boolean {
  return chatCtx.items.some(
    (item) =>
      item.type === "message" &&
      (item.role === "system" || item.role === "developer") &&
      item.textContent?.startsWith(SPOKEN_STYLE_LINE),
  );
}
