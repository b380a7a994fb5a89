/** spec §5 microphone errors: the recorder's codes, their words and tips. */

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

/** A recorder error thrown by a call. */
export class VoiceRecorderError extends Error {
  readonly detail: RecorderError;

  constructor(detail: RecorderError) {
    super(detail.message);
    this.name = "VoiceRecorderError";
    this.detail = detail;
  }
}

/** The message of a thrown error or of an error event, if it has one. */
export function causeMessage(error: unknown): string | undefined {
  const cause = error instanceof Error ? error : (error as { error?: unknown } | null)?.error;
  return cause instanceof Error && cause.message ? cause.message : undefined;
}
