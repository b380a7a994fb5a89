import type { ChatMessage, ChatSession, ExportFile, ExportFormat } from "../../../shared";

const SPEAKERS: Record<ChatMessage["role"], string> = { user: "You", assistant: "Verba" };

/** '2026-11-20 14:03 UTC': readable, and the same wherever the file is opened. */
function readableTime(at: string) {
  return `${at.slice(0, 10)} ${at.slice(11, 16)} UTC`;
}

/** A file name from the title: lower-case ASCII words, then the session's day. */
function fileName(session: ChatSession, extension: string) {
  const slug = session.title
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|(?<!-)-+$/g, "")
    .slice(0, 60);
  return `${slug || "session"}-${session.created_at.slice(0, 10)}.${extension}`;
}

function markdown(session: ChatSession, messages: ChatMessage[]) {
  const parts = [`# ${session.title}`, `_Started ${readableTime(session.created_at)}_`];
  for (const message of messages) {
    parts.push(
      `**${SPEAKERS[message.role]}** · ${readableTime(message.created_at)}`,
      message.content,
    );
  }
  return `${parts.join("\n\n")}\n`;
}

function text(session: ChatSession, messages: ChatMessage[]) {
  const parts = [`${session.title}\nStarted ${readableTime(session.created_at)}`];
  for (const message of messages) {
    parts.push(
      `${SPEAKERS[message.role]} (${readableTime(message.created_at)}):\n${message.content}`,
    );
  }
  return `${parts.join("\n\n")}\n`;
}

/** A session and its messages, oldest first, as the file of the chosen format. */
export function sessionFile(
  session: ChatSession,
  messages: ChatMessage[],
  format: ExportFormat,
): ExportFile {
  if (format === "markdown") {
    return {
      filename: fileName(session, "md"),
      content_type: "text/markdown; charset=utf-8",
      content: markdown(session, messages),
    };
  }
  if (format === "text") {
    return {
      filename: fileName(session, "txt"),
      content_type: "text/plain; charset=utf-8",
      content: text(session, messages),
    };
  }
  return jsonFile(fileName(session, "json"), { session, messages });
}

export function jsonFile(filename: string, value: unknown): ExportFile {
  return {
    filename,
    content_type: "application/json; charset=utf-8",
    content: `${JSON.stringify(value, null, 2)}\n`,
  };
}
