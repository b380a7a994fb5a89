/**
 * voice-first-session: a server booted afresh, then its first voice session
 * and a later one, each timed from session_start to session_ready. The
 * composition root starts the voice hosts at boot and /healthz answers
 * "starting" until they have loaded; the baseline is the old lazy start (a
 * host loads when the first session arrives), booted in the same run.
 */
import { connectVoice } from "../helpers/voice-client";
import {
  type BenchEnv,
  type Benchmark,
  type Cell,
  type Engine,
  formatNumber,
  progress,
  startServer,
} from "./support";

/** The target for the first session after a start. */
const FIRST_READY_TARGET_MS = 500;
/** Sessions opened one after another on each server: the first, then later ones. */
const SESSIONS = 3;
const LOCAL = { LLM_PROVIDER: "local", STT_PROVIDER: "local", TTS_PROVIDER: "local" };

/** Polls /healthz until it answers 200: what a load balancer or compose's check waits for. */
async function healthyAfter(baseUrl: string, since: number) {
  for (;;) {
    const response = await fetch(`${baseUrl}/healthz`).catch(() => undefined);
    await response?.arrayBuffer();
    if (response?.status === 200) return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Time from session_start to session_ready, for each session in turn. */
async function readyTimes(baseUrl: string, token: string) {
  const times: number[] = [];
  for (let i = 0; i < SESSIONS; i += 1) {
    const client = await connectVoice(baseUrl, {
      token,
      session_id: `voice_session_first_${i}_${Date.now()}`,
    });
    const asked = performance.now();
    client.send({ type: "session_start", audio_format: "webm", language: "en-US" });
    await client.waitForType("session_ready", { timeoutMs: 180_000 });
    times.push(performance.now() - asked);
    client.send({ type: "session_end", reason: "user_ended" });
    await client.waitForType("session_end", { timeoutMs: 60_000 });
    await client.close();
  }
  return times;
}

async function boot(engine: Engine, env: BenchEnv, warm: boolean): Promise<Cell[]> {
  const label = warm ? "warm at boot" : "lazy (old)";
  progress(`${engine}: ${label}`);
  const server = await startServer(engine, env, undefined, LOCAL, {
    warmVoiceHosts: warm,
    waitForHosts: false,
  });
  try {
    const healthy = await healthyAfter(server.baseUrl, server.bootedAt);
    const user = await server.signUp();
    const [first = Number.NaN, ...later] = await readyTimes(server.baseUrl, user.token);
    return [
      engine,
      label,
      formatNumber(healthy),
      formatNumber(first),
      formatNumber(Math.max(...later)),
    ];
  } finally {
    await server.close();
  }
}

export const voiceFirstSession: Benchmark = {
  name: "voice-first-session",
  title: "voice-first-session: time to session_ready after a start (ms)",
  columns: ["engine", "start", "healthy after boot", "1st session_ready", "later (max)"],
  async run(engine, env) {
    // The baseline first, so the warm run finds no module the lazy one left loaded in this process.
    return [await boot(engine, env, false), await boot(engine, env, true)];
  },
  notes: () => [
    `Target: the first session_ready under ${FIRST_READY_TARGET_MS} ms after /healthz answers 200.`,
    "Local engines; a host thread loads its modules in memory (seconds), which the lazy start",
    "put on the first session and the warm start puts before /healthz answers 200.",
  ],
};
