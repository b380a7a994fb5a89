import type { TurnMetrics } from "../../../shared/schemas/turn-metrics";

/** A chat message as the voice transcript sees it (spec §3 Chat message). */
export interface TranscriptMessage {
  id: string;
  role: "user" | "assistant";
  content: string;
  created_at: string;
  /** Speech still in progress; the panel adds '(speaking...)'. */
  partial?: boolean;
  /** Agent text still arriving. */
  streaming?: boolean;
  /** A reply that stopped before its end (the model failed): shown as cut short. */
  status?: "complete" | "cut_short";
  /** A spoken reply's latency, once the server has told it. */
  turn_metrics?: TurnMetrics;
}

/** What a voice session tells the transcript; every event names the session it belongs to. */
export type TranscriptEvent =
  | { type: "user_partial"; sessionId: string; text: string; at: number }
  | { type: "user_final"; sessionId: string; id: string; text: string; at: number }
  | { type: "agent_chunk"; sessionId: string; id: string; text: string; at: number }
  | {
      type: "agent_complete";
      sessionId: string;
      id: string;
      text: string;
      at: number;
      cutShort?: boolean;
    }
  | { type: "agent_interrupt"; sessionId: string }
  /** The latency of the reply being given (told just before it completes). */
  | { type: "turn_metrics"; sessionId: string; metrics: TurnMetrics };

export interface TranscriptState {
  sessionId: string;
  messages: TranscriptMessage[];
}

/** The id of the one partial user message a session can show at a time. */
export const PARTIAL_ID = "voice-partial";

export function createTranscript(
  sessionId: string,
  messages: TranscriptMessage[] = [],
): TranscriptState {
  return { sessionId, messages };
}

/**
 * spec §4 transcript handling, as a pure function: partials shown as one
 * partial user message, a final replaces it, duplicates by id skipped,
 * agent text streamed into one message until completion, an interrupt ends
 * the stream keeping its text, and other sessions' events ignored.
 */
export function reduceTranscript(state: TranscriptState, event: TranscriptEvent): TranscriptState {
  if (event.sessionId !== state.sessionId) return state;
  switch (event.type) {
    case "user_partial":
      return withMessages(state, userPartial(state.messages, event.text, event.at));
    case "user_final":
      return withMessages(state, userFinal(state.messages, event));
    case "agent_chunk":
      return withMessages(state, agentChunk(state.messages, event));
    case "agent_complete":
      return withMessages(state, agentComplete(state.messages, event));
    case "agent_interrupt":
      return withMessages(
        state,
        state.messages.map((message) =>
          message.streaming ? { ...message, streaming: false } : message,
        ),
      );
    case "turn_metrics":
      return withMessages(state, withLatestReplyMetrics(state.messages, event.metrics));
  }
}

/** The newest reply is the one the metrics time. */
function withLatestReplyMetrics(messages: TranscriptMessage[], metrics: TurnMetrics) {
  const index = messages.findLastIndex((message) => message.role === "assistant");
  if (index === -1) return messages;
  return messages.map((message, i) =>
    i === index ? { ...message, turn_metrics: metrics } : message,
  );
}

function withMessages(state: TranscriptState, messages: TranscriptMessage[]): TranscriptState {
  return messages === state.messages ? state : { ...state, messages };
}

const iso = (at: number) => new Date(at).toISOString();

function userPartial(messages: TranscriptMessage[], text: string, at: number) {
  const partial: TranscriptMessage = {
    id: PARTIAL_ID,
    role: "user",
    content: text,
    created_at: iso(at),
    partial: true,
  };
  const index = messages.findIndex((message) => message.id === PARTIAL_ID);
  if (index === -1) return [...messages, partial];
  return messages.map((message, i) =>
    i === index ? { ...partial, created_at: message.created_at } : message,
  );
}

function userFinal(
  messages: TranscriptMessage[],
  event: Extract<TranscriptEvent, { type: "user_final" }>,
) {
  const index = messages.findIndex((message) => message.id === PARTIAL_ID);
  if (messages.some((message) => message.id === event.id)) {
    return index === -1 ? messages : messages.filter((message) => message.id !== PARTIAL_ID);
  }
  const final: TranscriptMessage = {
    id: event.id,
    role: "user",
    content: event.text,
    created_at: messages[index]?.created_at ?? iso(event.at),
  };
  if (index === -1) return [...messages, final];
  // The final takes the partial's place, so a reply that began meanwhile stays after it.
  return messages.map((message, i) => (i === index ? final : message));
}

function agentChunk(
  messages: TranscriptMessage[],
  event: Extract<TranscriptEvent, { type: "agent_chunk" }>,
) {
  const index = messages.findIndex((message) => message.id === event.id);
  if (index === -1) {
    return [
      ...messages,
      {
        id: event.id,
        role: "assistant" as const,
        content: event.text,
        created_at: iso(event.at),
        streaming: true,
      },
    ];
  }
  const current = messages[index];
  if (!current?.streaming) return messages;
  return messages.map((message, i) =>
    i === index ? { ...message, content: message.content + event.text } : message,
  );
}

function agentComplete(
  messages: TranscriptMessage[],
  event: Extract<TranscriptEvent, { type: "agent_complete" }>,
) {
  const index = messages.findIndex((message) => message.id === event.id);
  const cutShort = event.cutShort ? { status: "cut_short" as const } : {};
  if (index === -1) {
    if (!event.text) return messages;
    return [
      ...messages,
      {
        id: event.id,
        role: "assistant" as const,
        content: event.text,
        created_at: iso(event.at),
        ...cutShort,
      },
    ];
  }
  return messages.map((message, i) =>
    i === index
      ? { ...message, content: event.text || message.content, streaming: false, ...cutShort }
      : message,
  );
}
