import type { RawData } from "ws";

/**
 * What a voice session needs of its socket: the ws socket itself, or its
 * stand-in in a voice host that relays to the socket on the API thread.
 */
export interface VoiceTransport {
  readonly readyState: number;
  readonly OPEN: number;
  /** Bytes sent and not yet written to the network. */
  readonly bufferedAmount: number;
  on(event: "message", listener: (data: RawData, isBinary: boolean) => void): unknown;
  on(event: "close", listener: () => void): unknown;
  on(event: "error", listener: (error: Error) => void): unknown;
  send(data: string): void;
  close(code: number, reason: string): void;
  pause(): void;
  resume(): void;
}
