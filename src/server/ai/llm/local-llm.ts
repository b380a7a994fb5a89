import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { type APIConnectOptions, DEFAULT_API_CONNECT_OPTIONS, llm } from "@livekit/agents";
import { ensureAgentsRuntime } from "../agents-runtime";
import type { LLMProvider } from "../types";
import { builtInWriter, type ChatTurn } from "./local-writing-engine";
import { isSpokenChat } from "./prompts";
import { asModelPlaceholders, asWordPlaceholders } from "./snippets";
import { type WriterCalls, writerHere, writingEngineOn } from "./writer-thread/calls";

/**
 * The pause between words. The answer is ready at once; spacing its words out
 * lets listeners (the chat, the voice pipeline) see it stream and cancel it,
 * as they would a real model's.
 */
const DEFAULT_WORD_DELAY_MS = 5;

export interface LocalLLMOptions {
  wordDelayMs?: number;
  /** Where the writer runs: this thread by default; the API process gives it a thread of its own. */
  writer?: WriterCalls;
}

/** The built-in writing engine as a @livekit/agents LLM, for when no AI model is configured. */
export class LocalLLM extends llm.LLM {
  readonly #wordDelayMs: number;
  readonly #writer: WriterCalls;

  constructor({ wordDelayMs = DEFAULT_WORD_DELAY_MS, writer = writerHere }: LocalLLMOptions = {}) {
    super();
    this.#wordDelayMs = wordDelayMs;
    this.#writer = writer;
  }

  label(): string {
    return "local";
  }

  override get model(): string {
    return "verba-writing-engine";
  }

  override get provider(): string {
    return "local";
  }

  chat({
    chatCtx,
    toolCtx,
    connOptions = DEFAULT_API_CONNECT_OPTIONS,
  }: {
    chatCtx: llm.ChatContext;
    toolCtx?: llm.ToolContextLike;
    connOptions?: APIConnectOptions;
  }): LocalLLMStream {
    return new LocalLLMStream(this, {
      chatCtx,
      toolCtx,
      connOptions,
      wordDelayMs: this.#wordDelayMs,
      writer: this.#writer,
    });
  }
}

export class LocalLLMStream extends llm.LLMStream {
  readonly #wordDelayMs: number;
  readonly #writer: WriterCalls;

  constructor(
    localLLM: LocalLLM,
    options: {
      chatCtx: llm.ChatContext;
      toolCtx?: llm.ToolContextLike;
      connOptions: APIConnectOptions;
      wordDelayMs: number;
      writer: WriterCalls;
    },
  ) {
    super(localLLM, options);
    this.#wordDelayMs = options.wordDelayMs;
    this.#writer = options.writer;
  }

  protected async run(): Promise<void> {
    const id = `local-${randomUUID()}`;
    const signal = this.abortController.signal;
    let answer: string;
    try {
      answer = await answerFor(this.#writer, this.chatCtx, signal);
    } catch (error) {
      if (signal.aborted) return;
      throw error;
    }
    for (const word of answer.match(/\S+\s*/g) ?? []) {
      if (signal.aborted) return;
      this.queue.put({ id, delta: { role: "assistant", content: word } });
      if (this.#wordDelayMs > 0 && !(await pause(this.#wordDelayMs, signal))) return;
    }
  }
}

/** Waits, answering false when the stream was closed meanwhile; closing is not an error. */
async function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  try {
    await sleep(ms, undefined, { signal });
    return true;
  } catch {
    return false;
  }
}

/** Free chat over the conversation so far; writing tasks go to `builtInWriter` directly. */
async function answerFor(
  writer: WriterCalls,
  chatCtx: llm.ChatContext,
  signal: AbortSignal,
): Promise<string> {
  return asModelPlaceholders(
    await writer.answer(chatTurns(chatCtx), isSpokenChat(chatCtx), signal),
  );
}

/** The turns, with any snippet placeholders a service set as words the built-in rules keep. */
function chatTurns(chatCtx: llm.ChatContext): ChatTurn[] {
  return chatCtx.items.flatMap((item) =>
    item.type === "message"
      ? [{ role: item.role, content: asWordPlaceholders(item.textContent ?? "") }]
      : [],
  );
}

/**
 * For whoever runs the server (boot log, /healthz), never for the person
 * chatting: how to go beyond the built-in writer.
 */
export const BUILT_IN_WRITER_HINT =
  "No AI model is configured: the built-in writer answers (clean-up, rewrites, short emails and " +
  "comments). For full answers set GEMINI_API_KEY or GOOGLE_CLOUD_PROJECT, or OPENAI_BASE_URL, " +
  "OPENAI_API_KEY and OPENAI_MODEL (e.g. Ollama at http://localhost:11434/v1), then restart.";

export function createLocalLLMProvider(options?: LocalLLMOptions): LLMProvider {
  ensureAgentsRuntime();
  const writer = options?.writer ? writingEngineOn(options.writer) : builtInWriter;
  return { name: "local", llm: new LocalLLM(options), writer };
}
