/**
 * voice-load: many sockets at once, each streaming like a browser, on the
 * stand-ins, the OpenAI-compatible fakes and the local engines in turn; the
 * heartbeat round trip stands for the handling time of a chunk.
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";
import vm from "node:vm";
import { TEST_PHRASES } from "../helpers/speech";
import type { ProbeMessage } from "./healthz-probe";
import { startOpenAIVoiceServer } from "./openai-voice-server";
import {
  type Benchmark,
  type Cell,
  type Engine,
  formatNumber,
  progress,
  type startServer,
} from "./support";
import type { LoadClientMessage, LoadClientRequest } from "./voice-load-client";
import { percentile, sleep, speechTape } from "./voice-support";
import {
  DELAYS,
  LOAD_MAX_SESSIONS,
  ms,
  quietAgents,
  runStandIns,
  voiceServer,
} from "./voice-turns-support";

const LOAD_TARGET_P99_MS = 200;
/** /healthz, asked every 100 ms by a process of its own, answers within this at p99. */
const HEALTHZ_TARGET_P99_MS = 100;

const LOAD_CLIENT = fileURLToPath(new URL("./voice-load-client.ts", import.meta.url));
const HEALTHZ_PROBE = fileURLToPath(new URL("./healthz-probe.ts", import.meta.url));

/** /healthz probed from a process of its own until `stop` answers its times. */
export function probeHealthz(baseUrl: string) {
  const child = fork(HEALTHZ_PROBE, [baseUrl], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return {
    stop: () =>
      new Promise<ProbeMessage>((resolve) => {
        child.once("message", (message: ProbeMessage) => resolve(message));
        child.send("stop");
      }),
  };
}
const LOAD_WARMUP_MS = 1_000;
const LOAD_MEASURE_MS = 8_000;

/**
 * The garbage collector, so that heap figures count live memory only. Set
 * before the server starts, the flag also gives the voice hosts' threads
 * theirs, which they run before reporting their heap.
 */
function collector(): () => void {
  v8.setFlagsFromString("--expose-gc");
  return vm.runInNewContext("gc") as () => void;
}

const MB = 1024 * 1024;

async function loadLevel(
  request: LoadClientRequest,
  gc: () => void,
): Promise<{
  result: Extract<LoadClientMessage, { type: "result" }>;
  healthz: ProbeMessage;
  rss: number;
  heap: number;
  cpu: number;
}> {
  let probe: ReturnType<typeof probeHealthz> | undefined;
  let healthz: Promise<ProbeMessage> = Promise.resolve({ type: "times", times: [], failed: 0 });
  gc();
  const before = process.memoryUsage();
  const child = fork(LOAD_CLIENT, [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let after = before;
  // CPU of the whole process (every thread, the VAD's too) from all sessions ready to the end.
  let cpuFrom = process.cpuUsage();
  let wallFrom = performance.now();
  let cpu = 0;
  const result = await new Promise<Extract<LoadClientMessage, { type: "result" }>>(
    (resolve, reject) => {
      child.on("message", (message: LoadClientMessage) => {
        if (message.type === "ready") {
          probe = probeHealthz(request.baseUrl);
          cpuFrom = process.cpuUsage();
          wallFrom = performance.now();
        } else if (message.type === "measured") {
          const used = process.cpuUsage(cpuFrom);
          cpu = (used.user + used.system) / 1000 / (performance.now() - wallFrom);
          if (probe) healthz = probe.stop();
          gc();
          after = process.memoryUsage();
          child.send("close");
        } else if (message.type === "result") resolve(message);
      });
      child.on("exit", (code) => reject(new Error(`voice load client exited with ${code}`)));
      child.send(request);
    },
  );
  // The server closes the sessions after the sockets; give it a moment before the next level.
  await sleep(1_000);
  return {
    result,
    healthz: await healthz,
    rss: (after.rss - before.rss) / MB,
    heap: (after.heapUsed - before.heapUsed) / MB,
    cpu,
  };
}

/** RSS and the live heaps of the API thread and the voice hosts (each collected first). */
async function liveMemory(server: Awaited<ReturnType<typeof startServer>>, gc: () => void) {
  const hosts = await server.services.voiceHosts.usage();
  gc();
  const { rss, heapUsed } = process.memoryUsage();
  return {
    rss,
    mainHeap: heapUsed,
    hostsHeap: hosts.reduce((sum, host) => sum + host.heapUsed, 0),
  };
}

let loadMeasured = false;
let loadNotes: string[] = [];

/** Sessions opened and closed per round, and rounds, for the memory a closed session leaves. */
const ROUND_SESSIONS = 10;
const ROUNDS = 3;

/** The providers a pass runs: the stand-ins isolate the server's own cost, the local engines add theirs. */
const LOAD_VARIANTS = [
  { name: "stand-ins", standIns: true, openai: false, maxSessions: LOAD_MAX_SESSIONS },
  { name: "OpenAI-compatible fakes", standIns: false, openai: true, maxSessions: 64 },
  { name: "local engines", standIns: false, openai: false, maxSessions: 32 },
] as const;

/**
 * Before the voice hosts (sessions on the API thread), from the issue's
 * measurements on this machine: the baseline the figures are read against.
 */
const BASELINE = {
  standIns:
    "16 sessions (heartbeat p99 under 100 ms; ~150 ms at 32), ~2.5 % of a core each, one core saturated",
  local: "at 50 sessions /healthz did not answer for ~55 s",
  retainedMb: 0.6,
};

interface Level {
  rows: Cell[][];
  passed: number;
  /** First audio p50 per level, as a ratio to one session's. */
  firstAudio: string;
}

async function searchLevels(
  engine: Engine,
  variant: (typeof LOAD_VARIANTS)[number],
  open: (sessions: number, again: boolean) => ReturnType<typeof loadLevel>,
): Promise<Level> {
  const rows: Cell[][] = [];
  let passed = 0;
  let retried = false;
  let single = Number.NaN;
  const ratios: string[] = [];
  for (let sessions = 1; sessions <= variant.maxSessions; ) {
    progress(`voice-load, ${variant.name}: ${sessions} sessions${retried ? ", again" : ""}`);
    const { result, healthz, rss, heap, cpu } = await open(sessions, retried);
    if (result.errors.length > 0) {
      progress(`voice-load: errors: ${result.errors.slice(0, 3).join("; ")}`);
    }
    const p99 = percentile(result.rtts, 0.99);
    const healthP99 = percentile(healthz.times, 0.99);
    const ok =
      p99 < LOAD_TARGET_P99_MS &&
      healthP99 < HEALTHZ_TARGET_P99_MS &&
      healthz.failed === 0 &&
      result.lost === 0 &&
      result.errors.length === 0;
    rows.push([
      engine,
      variant.name,
      sessions,
      ms(percentile(result.rtts, 0.5)),
      ms(p99),
      ms(Math.max(...result.rtts)),
      result.lost,
      ms(percentile(healthz.times, 0.5)),
      ms(healthP99),
      healthz.failed,
      result.answers,
      ms(percentile(result.firstAudio, 0.5)),
      result.unanswered,
      formatNumber((cpu * 100) / sessions, 1),
      formatNumber(rss / sessions, 1),
      formatNumber(heap / sessions, 2),
      ok ? "yes" : "no",
    ]);
    const firstAudio = percentile(result.firstAudio, 0.5);
    if (sessions === 1) single = firstAudio;
    ratios.push(`${sessions}: ${ms(firstAudio)} ms (${formatNumber(firstAudio / single, 2)}x)`);
    if (ok) {
      passed = sessions;
      sessions *= 2;
      retried = false;
    } else if (!retried) {
      // With few samples one pause (a GC, another process) sets the p99: a miss is tried once more.
      retried = true;
    } else {
      break;
    }
  }
  return { rows, passed, firstAudio: ratios.join(", ") };
}

export const voiceLoad: Benchmark = {
  name: "voice-load",
  title: `C. Voice sessions at once, each socket streaming 5 webm/opus chunks a second with a heartbeat a second; heartbeat round trip and /healthz (another process, every 100 ms) over ${LOAD_MEASURE_MS / 1000} s`,
  columns: [
    "engine",
    "providers",
    "sessions",
    "heartbeat p50 ms",
    "p99 ms",
    "max ms",
    "lost",
    "/healthz p50 ms",
    "p99 ms",
    "failed",
    "replies",
    "first audio p50 ms",
    "turns unanswered",
    "CPU % / session",
    "RSS MB / session",
    "heap MB / session",
    `heartbeat p99 < ${LOAD_TARGET_P99_MS}, /healthz p99 < ${HEALTHZ_TARGET_P99_MS}`,
  ],
  notes: () => loadNotes,

  async run(engine, env) {
    if (loadMeasured) return [];
    loadMeasured = true;
    quietAgents();
    progress("voice-load: synthesizing the recording");
    const tape = await speechTape(TEST_PHRASES.slice(0, 3));
    const gc = collector();
    const rows: Cell[][] = [];
    const passed: Record<string, number> = {};
    let retained = { rss: Number.NaN, mainHeap: Number.NaN, hostsHeap: Number.NaN };
    const firstAudioNotes: string[] = [];
    for (const variant of LOAD_VARIANTS) {
      const fake = variant.openai ? await startOpenAIVoiceServer(DELAYS) : undefined;
      const { server, user, prefix } = await voiceServer(engine, env, "adaptive", fake?.env);
      if (variant.standIns) await runStandIns(server);
      // The hosts start before the first level, so it does not count their start as the sessions'.
      await server.services.voiceHosts.usage();
      const request = (sessions: number, tag: string): LoadClientRequest => ({
        baseUrl: server.baseUrl,
        token: user.token,
        sessions,
        chunks: tape.chunks,
        speechEnds: tape.turns.map((turn) => turn.lastSpeech),
        prefix: `${prefix}_${tag}`,
        warmupMs: LOAD_WARMUP_MS,
        measureMs: LOAD_MEASURE_MS,
      });
      try {
        const level = await searchLevels(engine, variant, (sessions, again) =>
          loadLevel(request(sessions, `${sessions}${again ? "_again" : ""}`), gc),
        );
        rows.push(...level.rows);
        passed[variant.name] = level.passed;
        firstAudioNotes.push(`${variant.name}: ${level.firstAudio}`);
        if (variant.standIns) {
          // What closed sessions leave behind, after rounds of sessions opened and closed. A first
          // round settles what the larger levels left to give back, so the reading starts level.
          await loadLevel(request(ROUND_SESSIONS, "round_0"), gc);
          await sleep(2_000);
          const before = await liveMemory(server, gc);
          for (let round = 1; round <= ROUNDS; round += 1) {
            progress(`voice-load: memory round ${round}/${ROUNDS} of ${ROUND_SESSIONS} sessions`);
            await loadLevel(request(ROUND_SESSIONS, `round_${round}`), gc);
          }
          await sleep(2_000);
          const after = await liveMemory(server, gc);
          const perSession = (bytes: number) => bytes / MB / (ROUNDS * ROUND_SESSIONS);
          retained = {
            rss: perSession(after.rss - before.rss),
            mainHeap: perSession(after.mainHeap - before.mainHeap),
            hostsHeap: perSession(after.hostsHeap - before.hostsHeap),
          };
        }
      } finally {
        await server.close();
        await fake?.close();
      }
    }
    const reach = (name: string) =>
      `${passed[name] === LOAD_VARIANTS.find((v) => v.name === name)?.maxSessions ? "at least " : ""}${passed[name] ?? 0}`;
    loadNotes = [
      `Reading: with the stand-ins up to ${reach("stand-ins")} sessions at once, with the local engines up to ` +
        `${reach("local engines")}, keep the heartbeat's p99 under ${LOAD_TARGET_P99_MS} ms and /healthz's under ` +
        `${HEALTHZ_TARGET_P99_MS} ms on this machine; a level that misses is run once more before the search stops.`,
      `First audio after the end of speech (p50) at each level against one session (target: within 1.2x up to ` +
        `the capacity admitted): ${firstAudioNotes.join("; ")}. Baseline (the issue, OpenAI-compatible fakes, sessions ` +
        "on the API thread): 1.1 s at 8 sessions, 2.8 s at 32, 5.2 s at 64 with 91 of 204 turns unanswered.",
      `Baseline, sessions on the API thread (the issue's figures, same machine): stand-ins ${BASELINE.standIns}; ` +
        `local engines: ${BASELINE.local}.`,
      `Memory kept by closed sessions, per session after ${ROUNDS} rounds of ${ROUND_SESSIONS} (after one to settle): ` +
        `${formatNumber(retained.rss, 3)} MB of RSS (baseline ${BASELINE.retainedMb} MB; target under 0.1 MB), ` +
        `${formatNumber(retained.mainHeap, 3)} MB of the API thread's heap and ${formatNumber(retained.hostsHeap, 3)} MB ` +
        "of the voice hosts' heaps, every heap collected before reading.",
      "A heartbeat is sent right after a chunk and answered after the chunks queued before it, so its round trip " +
        "stands for a chunk's handling time (decode, Silero VAD, STT) in a voice host. /healthz is asked every 100 ms " +
        "by a process of its own; one unanswered within 5 s counts as failed and as 5 s.",
      "CPU: the server process's CPU time (all threads) over the wall time, per session, in % of one core. " +
        "Memory: the server process's RSS and V8 heap (after a GC) with every session open, less before, per session; " +
        "the clients run in a child process; lost = heartbeats unanswered within 1 s of the end; replies = " +
        "agent_response_complete messages (turns answered).",
    ];
    return rows;
  },
};
