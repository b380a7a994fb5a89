import { MESSAGES } from "../../../shared/messages";
import { VOICE_CLOSE_REASONS } from "../../../shared/voice-protocol";
import { type TransportError, TransportFailure } from "../transport/session-transport";

/** spec §3 and §8: the voice session's error codes, and how every failure maps onto them. */

export type VoiceSessionErrorCode =
  | "INITIALIZATION_FAILED"
  | "CONNECTION_FAILED"
  | "AUDIO_PERMISSION_DENIED"
  | "AUDIO_DEVICE_ERROR"
  | "SESSION_EXPIRED"
  | "NETWORK_ERROR"
  | "SERVER_ERROR"
  | "RECOVERY_FAILED"
  | "SESSION_TIMEOUT"
  | "QUALITY_TOO_POOR";

const NOT_RECOVERABLE: ReadonlySet<VoiceSessionErrorCode> = new Set([
  "AUDIO_PERMISSION_DENIED",
  "SESSION_EXPIRED",
  "SESSION_TIMEOUT",
]);

export function isRecoverable(code: VoiceSessionErrorCode) {
  return !NOT_RECOVERABLE.has(code);
}

/** Where an error came from, for the mapping onto session codes. */
export type VoiceErrorSource = TransportError["source"] | "session";

/** spec §3 Error object. */
export interface VoiceError {
  code: VoiceSessionErrorCode;
  message: string;
  source: VoiceErrorSource;
  recoverable: boolean;
  suggestions: string[];
}

export const SIGN_IN_AGAIN_TIP = "Please sign in again.";

/** spec §8 mapping rules: transport errors onto the session's codes. */
export function toSessionError(error: TransportError): VoiceError {
  const code = sessionCodeFor(error);
  const suggestions = [...(error.suggestions ?? [])];
  if (code === "SESSION_EXPIRED" && !suggestions.includes(SIGN_IN_AGAIN_TIP)) {
    suggestions.push(SIGN_IN_AGAIN_TIP);
  }
  return {
    code,
    message: error.message,
    source: error.source,
    recoverable: isRecoverable(code),
    suggestions,
  };
}

function sessionCodeFor({ source, code }: TransportError): VoiceSessionErrorCode {
  if (source === "recorder") {
    return code === "PERMISSION_DENIED" ? "AUDIO_PERMISSION_DENIED" : "AUDIO_DEVICE_ERROR";
  }
  if (source === "server") return "SERVER_ERROR";
  if (source === "connection") {
    if (code === "AUTHENTICATION_FAILED" || code === "SESSION_EXPIRED") return "SESSION_EXPIRED";
    if (code === "CONNECTION_FAILED") return "CONNECTION_FAILED";
  }
  return "NETWORK_ERROR";
}

export function sessionError(
  code: VoiceSessionErrorCode,
  message: string,
  overrides: Partial<Omit<VoiceError, "code" | "message">> = {},
): VoiceError {
  return {
    code,
    message,
    source: "session",
    recoverable: isRecoverable(code),
    suggestions: [],
    ...overrides,
  };
}

/** How every voice error is shown. */
export function voiceErrorText(message: string) {
  return `Voice Error: ${message}`;
}

export const QUALITY_TOO_POOR_TEXT = "Connection quality too poor";
export const RECOVERY_FAILED_TEXT = "Could not reconnect the voice session";

const CLOSE_REASON_TEXTS: Record<string, string> = {
  [VOICE_CLOSE_REASONS.inactive]: "Session closed due to inactivity. Click the mic to start again.",
  [VOICE_CLOSE_REASONS.maxDuration]:
    "Session limit reached (30 min max). Click the mic to start a new session.",
  [VOICE_CLOSE_REASONS.sttFailed]: "Speech recognition error occurred. Please try again.",
  [VOICE_CLOSE_REASONS.sttUnavailable]: MESSAGES.voiceUnavailable,
  [VOICE_CLOSE_REASONS.rateLimited]: MESSAGES.voiceRateLimited,
  [VOICE_CLOSE_REASONS.accountFull]:
    "Too many voice sessions are open for this account. End one, then try again.",
};

/** The spec's text for a server-initiated close, or undefined for any other reason. */
export function closeReasonText(reason: string): string | undefined {
  return CLOSE_REASON_TEXTS[reason];
}

/** The server ended the session: its reason, in the spec's words. */
export function closeError(reason: string): VoiceError {
  const message = closeReasonText(reason) ?? reason;
  if (reason === VOICE_CLOSE_REASONS.sttFailed || reason === VOICE_CLOSE_REASONS.sttUnavailable) {
    return sessionError("SERVER_ERROR", message, { source: "server", recoverable: false });
  }
  return sessionError("SESSION_TIMEOUT", message, { source: "server" });
}

/** What a failed transport call means for the session. */
export function failureOf(error: unknown): VoiceError {
  if (error instanceof TransportFailure) return toSessionError(error.detail);
  return sessionError("NETWORK_ERROR", messageOf(error));
}

export function messageOf(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}
