import { availableParallelism } from "node:os";
import type { Providers } from "../ai/providers";

/**
 * Voice sessions one core carries with each kind of speech engine, from the
 * voice-load benchmark with the sessions in the voice hosts (two cores,
 * heartbeat p99 under 200 ms, /healthz p99 under 100 ms, first audio within
 * 1.2x of one session's): with providers that do their work elsewhere (the
 * stand-ins, OpenAI-compatible fakes) 64 sessions kept the heartbeat and
 * /healthz, and first audio stayed within 1.2x up to 32; with the local
 * recognizer (a pocketsphinx process per session) and synthesis 8 passed and
 * 16 starved the API. Local synthesis alone was not measured: it is set
 * between the two.
 */
export const SESSIONS_PER_CORE = {
  remote: 16,
  localSynthesis: 8,
  localRecognition: 4,
} as const;

/** The default capacity of a process: what its heaviest local engine allows on its cores. */
export function defaultVoiceCapacity(
  providers: Pick<Providers, "stt" | "tts">,
  cores = availableParallelism(),
) {
  const perCore =
    providers.stt?.name === "local"
      ? SESSIONS_PER_CORE.localRecognition
      : providers.tts.name === "local"
        ? SESSIONS_PER_CORE.localSynthesis
        : SESSIONS_PER_CORE.remote;
  return Math.max(1, cores * perCore);
}

/** A place for one voice session, or why there is none. */
export type Admission =
  | { release: () => void }
  /** Every session this process holds is in use. */
  | { refused: "full" }
  /** The caller holds its share: `max` sessions at once. */
  | { refused: "account"; max: number };

/**
 * How many voice sessions this process runs, and the door to a new one. Each
 * account holds at most its share at once, over both transports: sessions on
 * the bridge, and LiveKit tickets not yet ended; so one account never takes
 * every place, and another still gets in when it is at its cap.
 */
export interface VoiceAdmission {
  readonly capacity: number;
  readonly inUse: number;
  /** The most voice sessions (bridge and LiveKit) one account holds at once. */
  readonly perAccount: number;
  /**
   * A place in this process for one bridge session of `account`, released once (more calls are
   * no-ops). `room` names the LiveKit room of the same chat session: a ticket for it whose room
   * never started is handed over to the bridge (the page fell back to it), not counted twice.
   */
  admit(account: string, room?: string): Admission;
  /**
   * A LiveKit ticket for `room`: holds one of the account's places until the
   * room ends (roomEnded) or `ttlMs` passes; a new ticket for a room the
   * account already holds renews it. False when the account has no place left.
   */
  ticket(account: string, room: string, ttlMs: number): boolean;
  /** LiveKit said the room started: its place is held for `ttlMs` from now (the session's longest). */
  roomStarted(room: string, ttlMs: number): void;
  /** LiveKit said the room ended: its place is free. */
  roomEnded(room: string): void;
}

export function createVoiceAdmission(
  capacity: number,
  perAccount = capacity,
  now: () => number = Date.now,
): VoiceAdmission {
  let inUse = 0;
  const sessions = new Map<string, number>();
  const tickets = new Map<string, { account: string; expiresAt: number; started: boolean }>();
  // Never the whole process: with one place or more left over for everyone else.
  const bridgeShare = Math.min(perAccount, Math.max(1, capacity - 1));

  function ticketsOf(account: string) {
    let held = 0;
    const at = now();
    for (const [room, ticket] of tickets) {
      if (ticket.expiresAt <= at) tickets.delete(room);
      else if (ticket.account === account) held++;
    }
    return held;
  }
  const sessionsOf = (account: string) => sessions.get(account) ?? 0;

  return {
    capacity,
    perAccount,
    get inUse() {
      return inUse;
    },
    admit(account, room) {
      const unused = room ? tickets.get(room) : undefined;
      if (room && unused?.account === account && !unused.started) tickets.delete(room);
      const own = sessionsOf(account);
      if (own >= bridgeShare || own + ticketsOf(account) >= perAccount)
        return { refused: "account", max: Math.min(bridgeShare, perAccount) };
      if (inUse >= capacity) return { refused: "full" };
      inUse++;
      sessions.set(account, own + 1);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          inUse--;
          const left = sessionsOf(account) - 1;
          if (left > 0) sessions.set(account, left);
          else sessions.delete(account);
        },
      };
    },
    ticket(account, room, ttlMs) {
      const held = tickets.get(room);
      const renewing = held?.account === account && held.expiresAt > now();
      if (!renewing && sessionsOf(account) + ticketsOf(account) >= perAccount) return false;
      tickets.set(room, {
        account,
        expiresAt: Math.max(held?.expiresAt ?? 0, now() + ttlMs),
        started: renewing ? held.started : false,
      });
      return true;
    },
    roomStarted(room, ttlMs) {
      const held = tickets.get(room);
      if (!held) return;
      held.expiresAt = Math.max(held.expiresAt, now() + ttlMs);
      held.started = true;
    },
    roomEnded(room) {
      tickets.delete(room);
    },
  };
}

/** The agents framework's own mark of a busy worker: CPU past 70 % (its production default). */
const CPU_FULL = 0.7;

/**
 * The load a LiveKit worker reports; at 1 it is full and LiveKit sends new
 * conversations to another worker. Its sessions against its capacity, or its
 * CPU against the framework's 70 %, whichever is higher.
 */
export function workerLoad(sessions: number, capacity: number, cpu: number) {
  return Math.max(sessions / capacity, cpu / CPU_FULL);
}

/** A worker is full at this load (see workerLoad). */
export const WORKER_FULL_LOAD = 1;
