import type { Config } from "../../config";
import type { Caller } from "../socket/caller";

/**
 * Providers a host takes in place of the configured ones (benchmarks' stand-ins):
 * the named export of a module, called with the arguments.
 */
export interface ProvidersFrom {
  module: string;
  name: string;
  args: unknown[];
}

/** What a voice host is started with. */
export interface HostData {
  config: Config;
  logLevel: Config["logLevel"];
  providers?: ProvidersFrom;
}

/** The API thread to a host: about one socket, or that the host is to end. */
export type ToHost =
  /**
   * The host ends its sessions (each as a crash would, what was said stored),
   * answers the calls it has taken, lets go of what keeps its thread alive and
   * ends by itself: never terminated under native work (host-pool.ts).
   */
  | { type: "end" }
  | { type: "connect"; conn: number }
  | { type: "open"; conn: number; caller: Caller }
  | { type: "message"; conn: number; data: Uint8Array; isBinary: boolean }
  /** Bytes the API thread has written to the network for this socket. */
  | { type: "sent"; conn: number; bytes: number }
  | { type: "closed"; conn: number }
  | { type: "shutdown"; conn: number };

/** A host to the API thread. */
export type FromHost =
  | { type: "ready"; threadId: number }
  | { type: "send"; conn: number; data: string }
  | { type: "close"; conn: number; code: number; reason: string }
  | { type: "pause"; conn: number }
  | { type: "resume"; conn: number }
  /** The host took this many of the socket's relayed messages from its port (relayed-socket.ts). */
  | { type: "taken"; conn: number; count: number }
  /** The session is over and everything said is stored. */
  | { type: "ended"; conn: number }
  | { type: "log"; line: string }
  /** A write here changed the user's session list: the API thread's kept lists of it go. */
  | { type: "session-list-changed"; userId: string };
