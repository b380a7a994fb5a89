import { VOICE_CLOSE_CODES, VOICE_CLOSE_REASONS } from "../../../shared/voice-protocol";

/** spec §4: what a close of the bridge's socket means, and whether it is retried. */
export type CloseOutcome =
  /** The server ended the session (inactive_timeout, max_duration_exceeded, ...): not retried. */
  | { kind: "server_ended" }
  /** The client asked for the end: not a failure. */
  | { kind: "ended" }
  /** The session expired: not retried. */
  | { kind: "auth_failed" }
  /** Anything else is retried with backoff. */
  | { kind: "retry"; lastError: "SERVER_UNAVAILABLE" | "NETWORK_ERROR" };

const SERVER_CLOSE_REASONS: ReadonlySet<string> = new Set(Object.values(VOICE_CLOSE_REASONS));
/** Ends of a session the client asked for (session_end's reasons), not failures. */
const NORMAL_END_REASONS: ReadonlySet<string> = new Set([
  "user_stopped",
  "user_requested",
  "session_end",
]);
/** spec §4: these close codes mean an authentication failure and are not retried. */
const AUTH_FAILURE_CODES: ReadonlySet<number> = new Set([1000, 1001, 1008]);

export function closeOutcome(code: number, reason: string): CloseOutcome {
  if (code === VOICE_CLOSE_CODES.normal && SERVER_CLOSE_REASONS.has(reason)) {
    return { kind: "server_ended" };
  }
  if (code === VOICE_CLOSE_CODES.normal && NORMAL_END_REASONS.has(reason)) return { kind: "ended" };
  if (AUTH_FAILURE_CODES.has(code)) return { kind: "auth_failed" };
  // 1013: the server is full for now; the same backoff gives it time to free a place.
  return {
    kind: "retry",
    lastError: code === VOICE_CLOSE_CODES.tryAgainLater ? "SERVER_UNAVAILABLE" : "NETWORK_ERROR",
  };
}
