/** spec §4 and §8: how a transport words what went wrong with the connection. */

/** The codes the bridge connection reports on its own. */
export type SocketErrorCode =
  | "CONNECTION_FAILED"
  | "AUTHENTICATION_FAILED"
  | "MESSAGE_SEND_FAILED"
  | "INVALID_MESSAGE"
  | "SESSION_EXPIRED"
  | "RATE_LIMITED"
  | "SERVER_ERROR";

export interface SocketError {
  code: SocketErrorCode | "NETWORK_ERROR" | "TIMEOUT" | "SERVER_UNAVAILABLE";
  message: string;
  retryable: boolean;
}

/** A bridge connection call failed; `code` says why. */
export class BridgeConnectionError extends Error {
  readonly code: SocketError["code"];

  constructor(code: SocketError["code"], message: string) {
    super(message);
    this.name = "BridgeConnectionError";
    this.code = code;
  }
}

export const NOT_CONNECTED_TEXT = "WebSocket not connected";
export const INVALID_MESSAGE_TEXT = "Invalid message from the voice server";
/** A server error message that came without words of its own. */
export const BACKEND_ERROR_TEXT = "Backend error occurred";

/** The warning's code when voice leaves LiveKit for the bridge; its message is for the person. */
export const TRANSPORT_FALLBACK_WARNING = "TRANSPORT_FALLBACK";

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

/** spec §8 connection error table. */
export function connectionErrorInfo(code: string): ConnectionErrorInfo {
  return CONNECTION_ERRORS[code] ?? UNKNOWN_CONNECTION_ERROR;
}
