import { z } from "zod";
import { text } from "./schemas/text";
import type { TurnMetrics } from "./schemas/turn-metrics";

/**
 * The voice socket's JSON protocol (spec/voice.md §7), spoken by the browser
 * and the server's WebSocket bridge at /ws/voice/session.
 */
export const VOICE_SOCKET_PATH = "/ws/voice/session";

export const VOICE_LIMITS = {
  /** spec/voice.md §9: a chunk's decoded bytes. */
  maxChunkBytes: 65_536,
  /**
   * The sound one chunk may hold: a live piece is 200 ms and a muted
   * browser's keepalive WAV piece about 2 s, while a few bytes of Opus can
   * stand for 120 ms, so 64 KB could hold most of an hour.
   */
  maxChunkSeconds: 10,
} as const;

/** Why the server closes a socket; sent as the close reason (spec/voice.md §4). */
export const VOICE_CLOSE_REASONS = {
  inactive: "inactive_timeout",
  maxDuration: "max_duration_exceeded",
  sttFailed: "unrecoverable_stt_error",
  /** The server has no speech recognizer: voice cannot start until one is installed or configured. */
  sttUnavailable: "stt_unavailable",
  /** Every session this server can hold is in use (sent with 1013: try again later). */
  atCapacity: "at_capacity",
  /** The account holds as many voice sessions as one account may (sent with 1000: not retried). */
  accountFull: "account_sessions_full",
  /** The account opened voice sockets too often in the window (sent with 1000: not retried). */
  rateLimited: "rate_limited",
  /** The server failed the session (sent with 1011 after a SERVER_ERROR; what was said is stored). */
  serverError: "pipeline_error",
} as const;

/**
 * What a LiveKit voice agent tells the browser as participant attributes, in
 * place of the socket's close reason and agent_interrupt message.
 */
export const VOICE_ROOM_ATTRIBUTES = {
  /** One of VOICE_CLOSE_REASONS, set just before the agent ends the session. */
  closeReason: "verba.close_reason",
  /** When the person last cut the agent off (epoch ms): each change is one interruption. */
  interruptedAt: "verba.interrupted_at",
} as const;

/** The topic of the LiveKit data message that carries a turn's latency (the socket's turn_metrics). */
export const TURN_METRICS_TOPIC = "verba.turn_metrics";

/**
 * Close codes: the spec's clients take 1000, 1001 and 1008 as final (not
 * retried); a server going down for a restart says 1012, which they retry.
 */
export const VOICE_CLOSE_CODES = {
  normal: 1000,
  policy: 1008,
  /** The server failed the session or the call; the client may start a new one. */
  serverError: 1011,
  serviceRestart: 1012,
  /** Every session this server can hold is in use: clients retry with backoff. */
  tryAgainLater: 1013,
} as const;

export const VOICE_ERROR_CODES = {
  invalidMessage: "INVALID_MESSAGE",
  chunkTooLarge: "CHUNK_TOO_LARGE",
  unsupportedFormat: "UNSUPPORTED_FORMAT",
  audioDecode: "AUDIO_DECODE_ERROR",
  notStarted: "SESSION_NOT_STARTED",
  server: "SERVER_ERROR",
  /** spec/voice.md §5: the session was refused for now; the close (1013) that follows is retried. */
  unavailable: "SERVER_UNAVAILABLE",
  /** spec/voice.md §8: too many connections from this account (too often, or too many at once); final. */
  rateLimited: "RATE_LIMITED",
} as const;

const envelope = {
  messageId: text().max(200).optional(),
  timestamp: z.union([z.number(), text().max(100)]).optional(),
};

export const clientVoiceMessageSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("session_start"),
    session_id: text().max(200).optional(),
    audio_format: text().max(100).default("webm"),
    language: text().max(20).default("en-US"),
    ...envelope,
  }),
  z.object({
    type: z.literal("audio_chunk"),
    session_id: text().max(200).optional(),
    chunk_data: text(),
    chunk_sequence: z.number().int().nonnegative().optional(),
    chunk_size_bytes: z.number().int().nonnegative().optional(),
    audio_format: text().max(100).optional(),
    ...envelope,
  }),
  z.object({ type: z.literal("heartbeat"), ...envelope }),
  z.object({
    type: z.literal("mute"),
    session_id: text().max(200).optional(),
    is_muted: z.boolean(),
    ...envelope,
  }),
  z.object({
    type: z.literal("session_end"),
    session_id: text().max(200).optional(),
    reason: text().max(100).default("user_requested"),
    ...envelope,
  }),
]);

export type ClientVoiceMessage = z.infer<typeof clientVoiceMessageSchema>;

export type ServerVoiceMessage =
  | { type: "session_ready"; audio_format: string; language: string }
  | { type: "transcription_partial"; partial_text: string; confidence: number }
  | { type: "transcription_final"; final_text: string; confidence: number }
  | { type: "agent_thinking" }
  | { type: "agent_response_stream"; text_chunk: string; is_final: boolean }
  | {
      type: "audio_response_stream";
      audio_chunk: string;
      audio_format: string;
      text_chunk: string;
      is_final: boolean;
    }
  | { type: "agent_response"; response_text: string; audioUrl: null }
  | {
      type: "agent_response_complete";
      full_text: string;
      total_duration_ms: number;
      /** Present (true) when the reply stopped before its end: it is kept, marked as cut short. */
      cut_short?: true;
    }
  | { type: "agent_interrupt" }
  /**
   * The person began to speak over the agent: its audio holds where it is
   * until agent_resume (what they said was a backchannel or a noise) or
   * agent_interrupt (they took the turn).
   */
  | { type: "agent_pause" }
  | { type: "agent_resume" }
  /** After each spoken reply: how long its steps took from the end of the person's speech. */
  | ({ type: "turn_metrics" } & TurnMetrics)
  | { type: "heartbeat"; timestamp: number | string; server_time: number }
  | { type: "mute"; is_muted: boolean }
  | { type: "session_end"; reason: string }
  | { type: "error"; message: string; code: string };

/** Every server message carries the session it belongs to and when it was sent. */
export type ServerVoiceEnvelope = ServerVoiceMessage & { session_id: string; timestamp: number };
