import { voice } from "@livekit/agents";
import { MESSAGES } from "../../../shared";
import { type ServerVoiceMessage, VOICE_ERROR_CODES } from "../../../shared/voice-protocol";
import { describeProviderError } from "../../ai/llm/provider-errors";
import type { Logger } from "../../logger";
import type { VoicePipeline } from "../agent";
import type { SessionLifetime } from "../session-lifetime";
import type { SocketAgent } from "./socket-agent";

/** The pipeline as the socket runs it: its agent keeps the recognizer's confidence. */
export type SocketPipeline = VoicePipeline & { agent: SocketAgent };

/** Where the pipeline's events go as protocol messages, and what the socket is told of them. */
export interface PipelineEventSink {
  send(message: ServerVoiceMessage): void;
  /** The pipeline closed by itself (not by the socket, nor by the lifetime rule). */
  closedUnexpectedly(session: SocketPipeline["session"]): void;
}

/**
 * The pipeline's events as the protocol's server messages, as agents' RoomIO
 * publishes them to a room: transcripts with the recognizer's confidence,
 * the agent's turns, its replies once stored, and failures said once a turn.
 */
export class PipelineEvents {
  readonly #sink: PipelineEventSink;
  readonly #logger: Logger;
  readonly #llmName: string;
  /** The reply being written: its text so far and when the model was asked. */
  #reply = { text: "", askedAt: 0 };
  /** The person has been told this turn failed. */
  #turnFailed = false;

  constructor(sink: PipelineEventSink, logger: Logger, llmName: string) {
    this.#sink = sink;
    this.#logger = logger;
    this.#llmName = llmName;
  }

  /** A piece of the reply as the pipeline writes it. */
  replyText(chunk: string) {
    this.#reply.text += chunk;
  }

  observe({ session, agent }: SocketPipeline, lifetime: SessionLifetime, interimResults: boolean) {
    const send = (message: ServerVoiceMessage) => this.#sink.send(message);
    lifetime.observe(session);
    session.on(voice.AgentSessionEventTypes.UserInputTranscribed, (event) => {
      const confidence = round(agent.lastConfidence);
      if (event.isFinal)
        send({ type: "transcription_final", final_text: event.transcript, confidence });
      else send({ type: "transcription_partial", partial_text: event.transcript, confidence });
    });
    // A recognizer without interim results (pocketsphinx) says nothing until the person
    // stops; an empty partial lets the client show that speech is being heard.
    session.on(voice.AgentSessionEventTypes.UserStateChanged, ({ newState }) => {
      if (newState === "speaking" && !interimResults)
        send({ type: "transcription_partial", partial_text: "", confidence: 0 });
    });
    session.on(voice.AgentSessionEventTypes.AgentStateChanged, ({ newState }) => {
      if (newState !== "thinking") return;
      this.#turnFailed = false;
      this.#reply = { text: "", askedAt: Date.now() };
      send({ type: "agent_thinking" });
    });
    session.on(voice.AgentSessionEventTypes.ConversationItemAdded, ({ item }) => {
      if (item.type !== "message" || item.role !== "assistant") return;
      const text = item.textContent ?? this.#reply.text;
      const totalMs = this.#reply.askedAt ? Date.now() - this.#reply.askedAt : 0;
      send({ type: "agent_response", response_text: text, audioUrl: null });
      // Only when so: the reply stopped before its end (the model failed, or the person spoke).
      const cutShort = agent.isCutShort(item);
      // Complete once stored: a first reply has then named its session, so a client that
      // reads the session list on this message finds the new title.
      void agent.stored().then(() =>
        send({
          type: "agent_response_complete",
          full_text: text,
          total_duration_ms: totalMs,
          ...(cutShort ? { cut_short: true } : {}),
        }),
      );
    });
    session.on(voice.AgentSessionEventTypes.Error, ({ error }) => {
      const source =
        error.type === "stt_error" ? "stt" : error.type === "tts_error" ? "tts" : "llm";
      const cause = error instanceof Error ? error : error.error;
      this.#logger.warn(
        { err: cause, source, recoverable: error.recoverable },
        "voice pipeline error",
      );
      // A recoverable error is being retried; a failure is told once per turn, however
      // many parts of the pipeline report it.
      if (error.recoverable || this.#turnFailed) return;
      this.#turnFailed = true;
      send({
        type: "error",
        code: VOICE_ERROR_CODES.server,
        message: this.#failureText(source, cause),
      });
    });
    session.on(voice.AgentSessionEventTypes.Close, ({ error }) => {
      // Closed by the recognizer: the lifetime rule's, nothing to tell.
      if (error?.type === "stt_error") return;
      this.#sink.closedUnexpectedly(session);
    });
  }

  /** What a person reads when a part of the pipeline fails: which part, why, and what to do. */
  #failureText(source: "stt" | "llm" | "tts", cause: unknown) {
    const why =
      source === "llm" ? describeProviderError(this.#llmName, cause).message : describe(cause);
    return MESSAGES.voicePipelineFailed(source, why);
  }
}

function describe(error: unknown) {
  return error instanceof Error ? error.message : "Backend error occurred";
}

const round = (value: number) => Math.round(value * 1000) / 1000;
