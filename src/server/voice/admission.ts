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

/** How many voice sessions this process runs, and the door to a new one. */
export interface VoiceAdmission {
  readonly capacity: number;
  readonly inUse: number;
  /** A place for one session, released once (more calls are no-ops); null when full. */
  admit(): (() => void) | null;
}

export function createVoiceAdmission(capacity: number): VoiceAdmission {
  let inUse = 0;
  return {
    capacity,
    get inUse() {
      return inUse;
    },
    admit() {
      if (inUse >= capacity) return null;
      inUse++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inUse--;
      };
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
