/** What models are told: the chat's system prompt, the voice style note and each writing task's prompt. */
import { llm } from "@livekit/agents";
import { PLACEHOLDER_RULE } from "./snippets";
import type { WritingMode, WritingTask, WritingTone } from "./writing-task";

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
  write: (tone) =>
    "Write what the user dictated as polished text for the field it goes into (a chat message, " +
    `a ticket, a form or a document), in a tone that is ${tone}. Keep the person's meaning and ` +
    "write in the language they used. Add no greeting, no sign-off and no framing of your own; " +
    "keep a greeting the person said. Do not invent facts. The page it goes on is shown only " +
    "so you know where the text goes. Text already in the field is shown: do not repeat it.",
  transform: (tone) =>
    "Change the user's text as the instruction asks; when the instruction is unclear, " +
    `make it ${tone}. Keep its meaning and facts.`,
  title: () =>
    "Give a short title (at most 60 characters) for a conversation that starts with the " +
    "user's message. Answer with the title only, without quotation marks or final punctuation.",
};

/**
 * The chat a model is given for a writing task. The system turn holds only
 * instructions; the person's words and the page's text are in the user turn.
 */
export function writingTaskChat(task: WritingTask, holdsPlaceholders = false): llm.ChatContext {
  const chat = llm.ChatContext.empty();
  chat.addMessage({ role: "system", content: systemPromptFor(task, holdsPlaceholders) });
  chat.addMessage({ role: "user", content: userMessageFor(task) });
  return chat;
}

function systemPromptFor(task: WritingTask, holdsPlaceholders: boolean): string {
  const tone = TONE_GUIDANCE[task.tone ?? "professional"];
  const placeholders = holdsPlaceholders ? [PLACEHOLDER_RULE] : [];
  return [ROLE, MODE_INSTRUCTIONS[task.mode](tone), ...placeholders, FINISHED_TEXT_ONLY].join("\n");
}

/**
 * The person's words, the page's text and the instruction travel fenced in
 * the user turn, so that an email being answered reads as material to work
 * on rather than as orders.
 */
function userMessageFor(task: WritingTask): string {
  const sections: string[] = [];
  if (task.context?.trim()) sections.push(fenced(contextLabel(task.mode), task.context.trim()));
  if (task.dictionary?.length)
    sections.push(fenced("Names and terms to keep exactly as written", task.dictionary.join("\n")));
  if (task.editor?.trim()) sections.push(fenced("Already in the editor", task.editor.trim()));
  if (task.instruction?.trim()) sections.push(fenced("Instruction", task.instruction.trim()));
  sections.push(fenced("My text", task.text));
  return sections.join("\n\n");
}

/** A reply or comment answers the context; plain writing only goes where it says. */
const contextLabel = (mode: WritingMode) =>
  mode === "write" ? "Where the text goes" : "Original message";

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
