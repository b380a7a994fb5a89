import { llm as agentsLlm } from "@livekit/agents";
import type { Logger } from "pino";
import { type ChatMessage, LIMITS, MESSAGES } from "../../../shared";
import { CHAT_SYSTEM_PROMPT } from "../../ai/llm/prompts";
import {
  guardSnippets,
  PLACEHOLDER_RULE,
  restoreSnippetsInStream,
  type Snippet,
} from "../../ai/llm/snippets";
import { streamText } from "../../ai/llm/stream-text";
import type { LLMProvider } from "../../ai/types";
import type { DB } from "../../db";
import { SignInEndedError } from "../errors";
import { sessionListChanged } from "../sessions/session-list-cache";
import { titleUntitledSession } from "../sessions/sessions.repository";
import { getSession } from "../sessions/sessions.service";
import { type SignInLease, storeWhileSignedIn } from "../sign-in-lease";
import { getSnippets } from "../snippets/snippets.service";
import { newestMessagesOfSession } from "./messages.repository";
import { addMessage, toMessage } from "./messages.service";

export interface ChatDeps {
  db: DB;
  llm: LLMProvider;
  logger: Logger;
}

export type ChatEvent =
  | { type: "user_message"; message: ChatMessage }
  | { type: "delta"; text: string }
  | { type: "done"; assistant_message: ChatMessage; title: string | null };

/** Roughly four characters a token: enough to keep a history inside a model's window. */
const HISTORY_TOKEN_BUDGET = 6_000;
const estimateTokens = (text: string) => Math.ceil(text.length / 4);
/** More messages than this never fit the budget. */
const HISTORY_MESSAGES_MAX = 200;

/**
 * One reply at a time per session, so two quick sends are answered in the
 * order they were sent; and a handle to cancel the reply being written.
 * In-process only: a session's sends reach one replica in practice (one tab).
 */
const sessionQueues = new Map<string, Promise<unknown>>();
const inFlight = new Map<string, AbortController>();

function inSessionOrder<T>(sessionId: string, work: () => Promise<T>): Promise<T> {
  const previous = sessionQueues.get(sessionId) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(work);
  sessionQueues.set(sessionId, next);
  void next
    .catch(() => undefined)
    .finally(() => {
      if (sessionQueues.get(sessionId) === next) sessionQueues.delete(sessionId);
    });
  return next;
}

/** The newest messages that fit the budget, oldest first; the newest always goes. */
export async function historyFor(db: DB, sessionId: string) {
  const rows = await newestMessagesOfSession(db, sessionId, { limit: HISTORY_MESSAGES_MAX });
  const kept: ChatMessage[] = [];
  let tokens = 0;
  for (const row of rows) {
    tokens += estimateTokens(row.content);
    if (kept.length > 0 && tokens > HISTORY_TOKEN_BUDGET) break;
    kept.push(toMessage(row));
  }
  return kept.reverse();
}

/**
 * What the model is asked: the history, with the person's snippets said in
 * the newest message set aside as placeholders (and the rule to keep them),
 * so no model can reword a snippet's text; `said` puts the texts back.
 */
function chatContextFor(history: ChatMessage[], snippets: readonly Snippet[]) {
  const newest = history.at(-1);
  const guarded = guardSnippets(newest?.content ?? "", snippets, "model");
  const chatCtx = agentsLlm.ChatContext.empty();
  const system =
    guarded.said.length > 0 ? `${CHAT_SYSTEM_PROMPT} ${PLACEHOLDER_RULE}` : CHAT_SYSTEM_PROMPT;
  chatCtx.addMessage({ role: "system", content: system });
  for (const message of history)
    chatCtx.addMessage({
      role: message.role,
      content: message === newest ? guarded.text : message.content,
    });
  return { chatCtx, said: guarded.said };
}

/**
 * Stores the user's message, asks the model with the session's history,
 * streams the reply through `onEvent`, stores it once complete and names a
 * new session. The user's message is stored before the model is called, so
 * a failing model loses nothing; a reply cancelled or broken off keeps what
 * was written, marked as cut short. When the sign-in that sent it ends
 * (`signIn`), the reply stops and nothing more is stored.
 */
export async function sendMessage(
  deps: ChatDeps,
  userId: string,
  sessionId: string,
  text: string,
  onEvent: (event: ChatEvent) => void = () => {},
  signIn?: SignInLease,
) {
  const stillSignedIn = () => {
    if (signIn?.signal.aborted) throw new SignInEndedError();
  };
  // Queued before anything is awaited, so sends are answered in the order they arrived.
  return inSessionOrder(sessionId, async () => {
    stillSignedIn();
    const session = await getSession(deps.db, userId, sessionId);
    const userMessage = await storeWhileSignedIn(signIn, () =>
      addMessage(deps.db, { userId, sessionId, role: "user", content: text }),
    );
    onEvent({ type: "user_message", message: userMessage });

    const controller = new AbortController();
    inFlight.set(sessionId, controller);
    const stop = signIn ? AbortSignal.any([controller.signal, signIn.signal]) : controller.signal;
    const storeReply = (content: string, status: ChatMessage["status"]) =>
      storeWhileSignedIn(signIn, () =>
        addMessage(deps.db, { userId, sessionId, role: "assistant", content, status }),
      );
    let reply = "";
    try {
      const [history, snippets] = await Promise.all([
        historyFor(deps.db, sessionId),
        getSnippets(deps.db, userId),
      ]);
      const { chatCtx, said } = chatContextFor(history, snippets);
      const written = streamText(deps.llm.llm, chatCtx, stop);
      for await (const delta of restoreSnippetsInStream(written, said)) {
        reply += delta;
        onEvent({ type: "delta", text: delta });
      }
    } catch (error) {
      if (!stop.aborted) {
        // What the model wrote before it failed stays, marked as cut short; the send fails.
        if (reply.trim()) await storeReply(reply.trim(), "cut_short");
        throw error;
      }
    } finally {
      if (inFlight.get(sessionId) === controller) inFlight.delete(sessionId);
    }

    stillSignedIn();
    const cancelled = controller.signal.aborted;
    const content = reply.trim() || (cancelled ? "" : MESSAGES.emptyReply);
    const assistantMessage = content
      ? await storeReply(content, cancelled ? "cut_short" : "complete")
      : null;
    const title =
      assistantMessage && session.title === MESSAGES.defaultSessionTitle
        ? await nameSession(deps, sessionId, userMessage.content)
        : null;
    if (assistantMessage) onEvent({ type: "done", assistant_message: assistantMessage, title });
    return { user_message: userMessage, assistant_message: assistantMessage, title, cancelled };
  });
}

/** Stops the reply being written in a session of the caller's; answers whether one was. */
export async function cancelReply(db: DB, userId: string, sessionId: string) {
  await getSession(db, userId, sessionId);
  const controller = inFlight.get(sessionId);
  controller?.abort();
  return { cancelled: Boolean(controller) };
}

/**
 * Titles a session still called 'New Chat' after its first reply. A title the
 * user set in the meantime is never overwritten; a failing model leaves the
 * default title, which is no reason to fail the reply.
 */
export async function nameSession(deps: ChatDeps, sessionId: string, firstUserMessage: string) {
  try {
    let raw = "";
    for await (const piece of deps.llm.writer.perform({ mode: "title", text: firstUserMessage }))
      raw += piece;
    const title = cleanTitle(raw);
    if (!title) return null;
    const owner = await titleUntitledSession(
      deps.db,
      sessionId,
      MESSAGES.defaultSessionTitle,
      title,
    );
    if (!owner) return null;
    sessionListChanged(deps.db, owner);
    return title;
  } catch (error) {
    deps.logger.warn({ err: error }, "could not name the session");
    return null;
  }
}

/** Models like to wrap titles in quotes, prefix them or end them with a period. */
export function cleanTitle(raw: string) {
  const line = raw.split("\n").find((part) => part.trim() !== "") ?? "";
  const title = line
    .replace(/^\s*(title\s*:\s*)/i, "")
    .replace(/^["'*#\s]+/, "")
    .replace(/(?<!["'*.\s])["'*.\s]+$/, "")
    .trim();
  return title.slice(0, LIMITS.sessionTitleMax).trim();
}
