import { MESSAGES } from "../../shared/messages";
import { VOICE_CLOSE_REASONS } from "../../shared/voice-protocol";
import { AUDIO } from "./constants";

/* ------------------------------------------------------------ session codes */

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
export type VoiceErrorSource = "recorder" | "connection" | "server" | "player" | "session";

/** spec §3 Error object. */
export interface VoiceError {
  code: VoiceSessionErrorCode;
  message: string;
  source: VoiceErrorSource;
  recoverable: boolean;
  suggestions: string[];
}

/** What a transport reports before the session maps it onto its own codes. */
export interface TransportError {
  source: Exclude<VoiceErrorSource, "session">;
  /** A recorder, socket or connection-table code. */
  code: string;
  message: string;
  suggestions?: string[];
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

/** The warning's code when voice leaves LiveKit for the bridge; its message is for the person. */
export const TRANSPORT_FALLBACK_WARNING = "TRANSPORT_FALLBACK";

export const BACKEND_ERROR_TEXT = "Backend error occurred";
export const QUALITY_TOO_POOR_TEXT = "Connection quality too poor";
export const RECOVERY_FAILED_TEXT = "Could not reconnect the voice session";

/* ------------------------------------------------------------ socket codes */

export type SocketErrorCode =
  | "CONNECTION_FAILED"
  | "AUTHENTICATION_FAILED"
  | "MESSAGE_SEND_FAILED"
  | "INVALID_MESSAGE"
  | "SESSION_EXPIRED"
  | "RATE_LIMITED"
  | "SERVER_ERROR";

export const NOT_CONNECTED_TEXT = "WebSocket not connected";
export const INVALID_MESSAGE_TEXT = "Invalid message from the voice server";

/* ------------------------------------------------ connection error table */

export interface ConnectionErrorInfo {
  text: string;
  retryable: boolean;
}

const CONNECTION_ERRORS: Record<string, ConnectionErrorInfo> = {
  NETWORK_ERROR: {
    text: "Network connection failed. Check your internet connection.",
    retryable: true,
  },
  SERVER_ERROR: { text: "Server error occurred. Please try again.", retryable: true },
  TIMEOUT: { text: "Connection timed out. Please check your connection.", retryable: true },
  AUTHENTICATION_FAILED: { text: "Authentication failed. Please sign in again.", retryable: false },
  RATE_LIMITED: {
    text: "Too many connection attempts. Please wait before trying again.",
    retryable: false,
  },
  SERVER_UNAVAILABLE: { text: "Voice service is temporarily unavailable.", retryable: true },
};

const UNKNOWN_CONNECTION_ERROR: ConnectionErrorInfo = {
  text: "Connection failed. Please try again.",
  retryable: true,
};

export function connectionErrorInfo(code: string): ConnectionErrorInfo {
  return CONNECTION_ERRORS[code] ?? UNKNOWN_CONNECTION_ERROR;
}

/* ---------------------------------------------------------- recorder codes */

export type RecorderErrorCode =
  | "PERMISSION_DENIED"
  | "NO_MICROPHONE"
  | "MICROPHONE_BUSY"
  | "BROWSER_NOT_SUPPORTED"
  | "FORMAT_NOT_SUPPORTED"
  | "RECORDING_FAILED"
  | "STREAM_LOST"
  | "CHUNK_PROCESSING_FAILED";

export interface RecorderError {
  code: RecorderErrorCode;
  message: string;
  recoverable: boolean;
  suggestions: string[];
}

const RECORDER_ERRORS: Record<RecorderErrorCode, Omit<RecorderError, "code">> = {
  PERMISSION_DENIED: {
    message: "Microphone permission denied",
    recoverable: true,
    suggestions: [
      "Click the microphone icon in your browser's address bar",
      "Allow microphone access for this site",
    ],
  },
  NO_MICROPHONE: {
    message: "No microphone found",
    recoverable: false,
    suggestions: ["Connect a microphone and try again"],
  },
  MICROPHONE_BUSY: {
    message: "Microphone is busy or unavailable",
    recoverable: true,
    suggestions: ["Close other applications that use the microphone"],
  },
  BROWSER_NOT_SUPPORTED: {
    message: "Browser does not support audio recording",
    recoverable: false,
    suggestions: ["Use Chrome, Firefox or Edge"],
  },
  FORMAT_NOT_SUPPORTED: {
    message: "No supported audio format",
    recoverable: false,
    suggestions: ["Use Chrome, Firefox or Edge"],
  },
  RECORDING_FAILED: { message: "Recording failed", recoverable: true, suggestions: [] },
  STREAM_LOST: { message: "Microphone stream lost", recoverable: true, suggestions: [] },
  CHUNK_PROCESSING_FAILED: {
    message: "Audio chunk processing failed",
    recoverable: true,
    suggestions: [],
  },
};

export function recorderError(code: RecorderErrorCode, message?: string): RecorderError {
  const entry = RECORDER_ERRORS[code];
  return { code, ...entry, message: message ?? entry.message };
}

/** getUserMedia's DOMException names onto the recorder's codes. */
export function recorderErrorFromMedia(error: unknown): RecorderError {
  const name = error instanceof Error || isNamed(error) ? error.name : "";
  switch (name) {
    case "NotAllowedError":
    case "PermissionDeniedError":
    case "SecurityError":
      return recorderError("PERMISSION_DENIED");
    case "NotFoundError":
    case "DevicesNotFoundError":
    case "OverconstrainedError":
      return recorderError("NO_MICROPHONE");
    case "NotReadableError":
    case "TrackStartError":
    case "AbortError":
      return recorderError("MICROPHONE_BUSY");
    default:
      return recorderError("RECORDING_FAILED", describe(error, RECORDER_ERRORS.RECORDING_FAILED));
  }
}

function isNamed(value: unknown): value is { name: string } {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { name: unknown }).name === "string"
  );
}

function describe(error: unknown, fallback: { message: string }) {
  return error instanceof Error && error.message ? error.message : fallback.message;
}

export function cannotStartText(state: string) {
  return `Cannot start recording in state ${state}`;
}

/* ---------------------------------------------- server close reasons */

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

/* ---------------------------------------------------------- browser support */

export type BrowserName = "Chrome" | "Edge" | "Firefox" | "Safari" | "Opera" | "Unknown";

export interface BrowserInfo {
  name: BrowserName;
  isIOS: boolean;
  isMobile: boolean;
}

/** Order matters: Edge and Opera also say Chrome, and Chrome also says Safari. */
export function detectBrowser(userAgent: string): BrowserInfo {
  const isIOS = /iPad|iPhone|iPod/.test(userAgent);
  const isMobile = isIOS || /Android|Mobile/i.test(userAgent);
  let name: BrowserName = "Unknown";
  if (/Edg(e|A|iOS)?\//.test(userAgent)) name = "Edge";
  else if (/OPR\/|Opera/.test(userAgent)) name = "Opera";
  else if (/Firefox\/|FxiOS\//.test(userAgent)) name = "Firefox";
  else if (/Chrome\/|CriOS\/|Chromium\//.test(userAgent)) name = "Chrome";
  else if (/Safari\//.test(userAgent)) name = "Safari";
  return { name, isIOS, isMobile };
}

export interface BrowserSupport {
  supported: boolean;
  /** 'Voice recording is not fully supported in {browser}' when not supported. */
  title?: string;
  /** 'Browser does not support audio recording' when not supported. */
  detail?: string;
  suggestions: string[];
  warnings: string[];
}

export const USE_SUPPORTED_BROWSER_TIP = "Use Chrome, Firefox or Edge for voice";

export function browserTips(browser: BrowserInfo): string[] {
  const tips: string[] = [];
  if (browser.name === "Safari") {
    tips.push(
      "Use Chrome or Firefox for the best voice experience",
      "Update Safari to the latest version",
    );
    if (browser.isIOS) tips.push("On iOS, voice works best in Chrome");
  } else if (browser.name === "Unknown") {
    tips.push(USE_SUPPORTED_BROWSER_TIP);
  } else {
    tips.push(
      "Update your browser to the latest version",
      "Enable microphone permissions for this site",
    );
  }
  if (browser.isMobile) tips.push("Tap to record: tap the mic, speak, then tap again");
  return tips;
}

/** spec §5 browser support: real-time capture (WebRTC getUserMedia) and a media recorder. */
export function checkBrowserSupport(
  browser: BrowserInfo,
  capabilities: { getUserMedia: boolean; mediaRecorder: boolean },
): BrowserSupport {
  const warnings: string[] = [];
  if (!capabilities.getUserMedia) warnings.push("WebRTC audio capture is not available");
  if (!capabilities.mediaRecorder) warnings.push("MediaRecorder is not available");
  if (warnings.length === 0) return { supported: true, suggestions: [], warnings };
  return {
    supported: false,
    title: `Voice recording is not fully supported in ${browser.name}`,
    detail: "Browser does not support audio recording",
    suggestions: [
      USE_SUPPORTED_BROWSER_TIP,
      ...browserTips(browser).filter((tip) => tip !== USE_SUPPORTED_BROWSER_TIP),
    ],
    warnings,
  };
}

/** spec §5: outside 8000-48000 Hz warns and suggests 16000 Hz. */
export function sampleRateWarning(sampleRate: number): string | undefined {
  if (sampleRate >= AUDIO.minSampleRate && sampleRate <= AUDIO.maxSampleRate) return undefined;
  return `Sample rate ${sampleRate} Hz is outside ${AUDIO.minSampleRate}-${AUDIO.maxSampleRate} Hz; ${AUDIO.sampleRate} Hz is recommended`;
}
