import type { z } from "zod";
import type { clientVoiceMessageSchema, ServerVoiceEnvelope } from "../../../shared/voice-protocol";

/** What travels on the bridge's socket, and the part of the browser's WebSocket that carries it. */

/** A client message before the connection adds its messageId and timestamp. */
export type OutgoingVoiceMessage =
  z.input<typeof clientVoiceMessageSchema> extends infer M
    ? M extends unknown
      ? Omit<M, "messageId" | "timestamp">
      : never
    : never;

/** The part of the browser's WebSocket the client uses. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

export const SOCKET_OPEN = 1;

/** A server message with its envelope, or undefined when the data is not one. */
export function readServerMessage(data: unknown): ServerVoiceEnvelope | undefined {
  try {
    const parsed: unknown = typeof data === "string" ? JSON.parse(data) : undefined;
    return isMessage(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function isMessage(value: unknown): value is ServerVoiceEnvelope {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { type?: unknown }).type === "string"
  );
}
