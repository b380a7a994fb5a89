/**
 * The voice socket (/ws/voice/session) end to end, measured at the client
 * as a browser would see it: speech made by Flite, encoded to webm/opus and
 * sent in 200 ms chunks at the recorder's pace, one chunk once its 200 ms
 * have been recorded. So "end of speech" below is the moment the chunk
 * holding the last of the speech is sent.
 *
 * - voice-turn: the local providers (pocketsphinx, the writing engine, Flite).
 * - voice-overhead: providers replaced by fixed-delay stand-ins
 *   (stand-in-providers.ts); what is left after taking away their delays and
 *   the pipeline's own endpointing wait is the pipeline's overhead.
 * - voice-load: many sockets at once on the stand-ins, each streaming like a
 *   browser; the heartbeat round trip stands for the handling time of a chunk.
 *
 * Voice hardly touches the database (two messages stored per turn): each is
 * measured on the first engine's pass only (`npm run bench -- voice-turn
 * voice-overhead voice-load sqlite` skips PostgreSQL).
 */
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";
import vm from "node:vm";
import { ensureAgentsRuntime } from "../../src/server/ai/agents-runtime";
import type { TurnTaking } from "../../src/server/voice/agent";
import { TEST_PHRASES } from "../helpers/speech";
import type { ProbeMessage } from "./healthz-probe";
import { startOpenAIVoiceServer } from "./openai-voice-server";
import { STAND_IN_QUIET_MS, type StandInDelays, standInLog } from "./stand-in-providers";
import {
  type BenchEnv,
  type Benchmark,
  type Cell,
  type Engine,
  formatNumber,
  progress,
  startServer,
} from "./support";
import type { LoadClientMessage, LoadClientRequest } from "./voice-load-client";
import {
  CHUNK_MS,
  openVoice,
  percentile,
  sendRealTime,
  sleep,
  speechTape,
  type Turn,
  type VoiceSocket,
} from "./voice-support";

/**
 * Each benchmark runs both turn-taking settings (VOICE_TURN_TAKING, see
 * src/server/voice/agent.ts TURN_TAKING) side by side: "fixed", the turns
 * before they adapted, and "adaptive".
 */
const TURN_TAKINGS: readonly TurnTaking[] = ["fixed", "adaptive"];

/**
 * The fixed turn taking's endpointing (turnDetection "vad",
 * endpointing.minDelay 500 ms) with the Silero VAD's default
 * minSilenceDuration of 250 ms
 * (@livekit/agents 1.9 inference.VAD). agents-js ends the turn minDelay after
 * the end of speech as the VAD dates it (the moment it hears 250 ms of
 * silence, less those 250 ms), so the VAD's silence is not added to
 * minDelay; but the VAD hears silence only in whole 200 ms chunks: its
 * 250 ms are complete when the second silent chunk arrives, 400 ms after the
 * end of speech, and it dates the end 250 ms before that, 150 ms late.
 */
const ENDPOINTING_MIN_DELAY_MS = 500;
const VAD_MIN_SILENCE_MS = 250;
const VAD_CHUNK_LAG_MS = Math.ceil(VAD_MIN_SILENCE_MS / CHUNK_MS) * CHUNK_MS - VAD_MIN_SILENCE_MS;
const ENDPOINTING_FLOOR_MS = ENDPOINTING_MIN_DELAY_MS + VAD_CHUNK_LAG_MS;

/** The stand-ins' delays: the recognizer's runs while the endpointing waits, so it adds nothing. */
const DELAYS: StandInDelays = { sttMs: 100, llmMs: 150, ttsMs: 100 };
/**
 * Adaptive turns ask the model on the stand-in's transcript (preemptive
 * generation): it comes `sttMs` after STAND_IN_QUIET_MS of quiet, which is
 * complete only when the 200 ms chunk holding its end arrives.
 */
const STAND_IN_CHUNK_LAG_MS =
  Math.ceil(STAND_IN_QUIET_MS / CHUNK_MS) * CHUNK_MS - STAND_IN_QUIET_MS;
const ADAPTIVE_FLOOR_MS = STAND_IN_QUIET_MS + STAND_IN_CHUNK_LAG_MS + DELAYS.sttMs;
const FLOOR_MS: Record<TurnTaking, number> = {
  fixed: ENDPOINTING_FLOOR_MS,
  adaptive: ADAPTIVE_FLOOR_MS,
};
const OVERHEAD_TARGET_MS = 30;
/** First audio after the end of speech on the local engines (issue target for adaptive turns). */
const LOCAL_TARGET_P50_MS = 800;
/** First audio after the end of speech on the stand-ins (issue targets for adaptive turns). */
const FIRST_AUDIO_TARGET = { p50: 500, p95: 650 };
const LOAD_TARGET_P99_MS = 200;
/** /healthz, asked every 100 ms by a process of its own, answers within this at p99. */
const HEALTHZ_TARGET_P99_MS = 100;
/** Sessions tried, doubling, until one fails the target (or this many passes). */
const LOAD_MAX_SESSIONS = 128;

interface TurnTimes {
  final?: number;
  thinking?: number;
  llmAsked?: number;
  audio: number;
}

const STAND_INS_MODULE = new URL("./stand-in-providers.ts", import.meta.url).href;

/** The voice hosts run the stand-ins: the sessions run there, not in this process's main thread. */
function runStandIns(server: Awaited<ReturnType<typeof startServer>>) {
  server.services.voiceHosts.setProviders({
    module: STAND_INS_MODULE,
    name: "standInProviders",
    args: [DELAYS],
  });
}

/** A server for one pass on the local providers, a signed-up user and a prefix for voice session ids. */
async function voiceServer(
  engine: Engine,
  env: BenchEnv,
  turnTaking: TurnTaking = "adaptive",
  providers: Record<string, string> = {},
) {
  const server = await startServer(engine, env, undefined, {
    VOICE_TURN_TAKING: turnTaking,
    LLM_PROVIDER: "local",
    STT_PROVIDER: "local",
    TTS_PROVIDER: "local",
    // The benchmark finds how many sessions a process holds: admission must not stop it first.
    VOICE_MAX_SESSIONS: String(LOAD_MAX_SESSIONS),
    ...providers,
  });
  const user = await server.signUp();
  const prefix = `bench_${randomBytes(4).toString("hex")}`;
  return { server, user, prefix };
}

type Tape = Awaited<ReturnType<typeof speechTape>>;

/**
 * Speaks one turn of the tape on the socket at the recorder's pace and waits
 * for the message `until` (the first audio, or the reply played out), then
 * answers the times from the end of speech to each step.
 */
async function runTurn(
  socket: VoiceSocket,
  tape: Tape,
  turn: Turn,
  until: "audio_response_stream" | "agent_response_complete",
  label: string,
): Promise<TurnTimes> {
  const from = socket.messages.length;
  const asked = standInLog.llmAskedAt.length;
  const reached = socket.waitFor((m) => m.type === until || m.type === "error", {
    from,
    timeoutMs: 60_000,
  });
  const [endOfSpeech, last] = await Promise.all([
    sendRealTime(socket, tape.chunks, turn.first, turn.last, turn.lastSpeech),
    reached,
  ]);
  if (last.type === "error") {
    throw new Error(`${label}: the server answered ${last.code}: ${last.message}`);
  }
  const audio = socket.arrivalOf("audio_response_stream", from);
  if (audio === undefined) throw new Error(`${label}: a turn had no audio`);
  // pocketsphinx may end an utterance at a pause: the last transcript before the reply counts.
  const finals = socket.messages
    .map((m, i) => ({ m, at: socket.arrivals[i] ?? 0, i }))
    .filter(({ m, at, i }) => i >= from && m.type === "transcription_final" && at <= audio);
  const thinking = socket.arrivalOf("agent_thinking", from);
  const llmAsked = standInLog.llmAskedAt[asked];
  progress(`${label}: first audio ${formatNumber(audio - endOfSpeech)} ms after the end of speech`);
  return {
    final: finals.length > 0 ? (finals.at(-1)?.at ?? 0) - endOfSpeech : undefined,
    thinking: thinking === undefined ? undefined : thinking - endOfSpeech,
    llmAsked: llmAsked === undefined ? undefined : llmAsked - endOfSpeech,
    audio: audio - endOfSpeech,
  };
}

function spread(values: (number | undefined)[]) {
  const known = values.filter((value): value is number => value !== undefined);
  return { p50: percentile(known, 0.5), p95: percentile(known, 0.95), n: known.length };
}

const ms = (value: number) => (Number.isFinite(value) ? formatNumber(value) : "–");

/**
 * @livekit/agents logs to stdout, which holds only the tables: its warnings
 * under load ("VAD inference is slower than realtime", a transcript skipped
 * while a closing session drains) would land between them. The load table
 * tells the same story in figures. The first call sets the level for the run.
 */
function quietAgents() {
  ensureAgentsRuntime("error");
}

/* ------------------------------------------------------------- voice-turn */

const TURN_PHRASES = [...TEST_PHRASES, TEST_PHRASES[0], TEST_PHRASES[1]];
let turnMeasured = false;
let turnNotes: string[] = [];

export const voiceTurn: Benchmark = {
  name: "voice-turn",
  title: `C. Voice turn latency at the client, local providers (pocketsphinx, writing engine, Flite), ${TURN_PHRASES.length} turns, each a socket of its own in one chat session`,
  columns: ["engine", "turns", "from the end of speech to", "p50 ms", "p95 ms", "n"],
  notes: () => turnNotes,

  async run(engine, env) {
    if (turnMeasured) return [];
    turnMeasured = true;
    quietAgents();
    progress("voice-turn: synthesizing the turns");
    // A recording per turn: each turn is a socket of its own (see the title).
    const tapes: Tape[] = [];
    for (const phrase of ["hello world", ...TURN_PHRASES]) tapes.push(await speechTape([phrase]));
    const rows: Cell[][] = [];
    turnNotes = [];
    for (const turnTaking of TURN_TAKINGS) {
      const turns = await localTurns(engine, env, tapes, turnTaking);
      const final = spread(turns.map((t) => t.final));
      const thinking = spread(turns.map((t) => t.thinking));
      const audio = spread(turns.map((t) => t.audio));
      turnNotes.push(
        `Reading (${turnTaking}): a person hears the reply a median ${ms(audio.p50)} ms after they stop speaking ` +
          `(target for adaptive turns: p50 at most ${LOCAL_TARGET_P50_MS} ms); the model is told to answer ` +
          `(agent_thinking) at ${ms(thinking.p50)} ms, after pocketsphinx's transcript and the end of the turn.`,
      );
      rows.push(
        [engine, turnTaking, "transcription_final", ms(final.p50), ms(final.p95), final.n],
        [engine, turnTaking, "agent_thinking", ms(thinking.p50), ms(thinking.p95), thinking.n],
        [engine, turnTaking, "first audio_response_stream", ms(audio.p50), ms(audio.p95), audio.n],
      );
    }
    turnNotes.push(
      "The client runs in the server's process; end of speech = the chunk holding the last of the speech is sent.",
    );
    return rows;
  },
};

/** The local turns, each a socket of its own, on a server taking turns as `turnTaking` says. */
async function localTurns(
  engine: Engine,
  env: BenchEnv,
  tapes: Tape[],
  turnTaking: TurnTaking,
): Promise<TurnTimes[]> {
  const { server, user, prefix } = await voiceServer(engine, env, turnTaking);
  try {
    const turns: TurnTimes[] = [];
    for (const [index, tape] of tapes.entries()) {
      const socket = await openVoice(server.baseUrl, user.token, `voice_session_${prefix}`);
      await socket.start();
      const [turn] = tape.turns;
      if (!turn) continue;
      const times = await runTurn(
        socket,
        tape,
        turn,
        "audio_response_stream",
        `voice-turn ${turnTaking} ${index + 1}/${tapes.length}`,
      );
      // The first turn warms up (Silero's model, the first pocketsphinx) and is left out.
      if (index > 0) turns.push(times);
      await socket.close();
    }
    return turns;
  } finally {
    await server.close();
  }
}

/* --------------------------------------------------------- voice-overhead */

const OVERHEAD_TURNS = 15;
let overheadMeasured = false;
let overheadNotes: string[] = [];

export const voiceOverhead: Benchmark = {
  name: "voice-overhead",
  title: `C. Voice pipeline overhead: fixed-delay stand-in providers (STT ${DELAYS.sttMs} ms, LLM ${DELAYS.llmMs} ms, TTS ${DELAYS.ttsMs} ms), real Silero VAD, ${OVERHEAD_TURNS} turns on one socket`,
  columns: [
    "engine",
    "turns",
    "from the end of speech",
    "p50 ms",
    "p95 ms",
    "fixed ms",
    "overhead p50",
    "overhead p95",
  ],
  notes: () => overheadNotes,

  async run(engine, env) {
    if (overheadMeasured) return [];
    overheadMeasured = true;
    quietAgents();
    progress("voice-overhead: synthesizing the turns");
    const tape = await speechTape(
      // Short speech: its words do not matter, the stand-in recognizer says its own.
      Array.from({ length: OVERHEAD_TURNS + 1 }, () => "hello world"),
      { quietMs: 1000 },
    );
    const rows: Cell[][] = [];
    const readings: string[] = [];
    for (const turnTaking of TURN_TAKINGS) {
      const turns = await overheadTurns(engine, env, tape, turnTaking);
      const generation = DELAYS.llmMs + DELAYS.ttsMs;
      const floor = FLOOR_MS[turnTaking];
      const fixed = floor + generation;
      const asked = turns.map((t) => (t.llmAsked ?? Number.NaN) - floor);
      const reply = turns.map((t) => t.audio - (t.llmAsked ?? Number.NaN) - generation);
      const total = turns.map((t) => t.audio - fixed);
      const audio = turns.map((t) => t.audio);
      const row = (label: string, raw: number[], fixedMs: number, overhead: number[]): Cell[] => [
        engine,
        turnTaking,
        label,
        ms(percentile(raw, 0.5)),
        ms(percentile(raw, 0.95)),
        formatNumber(fixedMs),
        ms(percentile(overhead, 0.5)),
        ms(percentile(overhead, 0.95)),
      ];
      rows.push(
        row(
          "to the model asked",
          turns.map((t) => t.llmAsked ?? Number.NaN),
          floor,
          asked,
        ),
        row(
          "model asked to first audio",
          turns.map((t) => t.audio - (t.llmAsked ?? Number.NaN)),
          generation,
          reply,
        ),
        row("to first audio_response_stream", audio, fixed, total),
      );
      const p95 = percentile(total, 0.95);
      readings.push(
        `Reading (${turnTaking}): first audio p50 ${ms(percentile(audio, 0.5))} ms, p95 ${ms(percentile(audio, 0.95))} ms ` +
          `(targets ${FIRST_AUDIO_TARGET.p50} / ${FIRST_AUDIO_TARGET.p95} ms: ` +
          `${percentile(audio, 0.5) <= FIRST_AUDIO_TARGET.p50 && percentile(audio, 0.95) <= FIRST_AUDIO_TARGET.p95 ? "met" : "missed"}); ` +
          `the pipeline adds ${ms(percentile(total, 0.5))} ms at the median and ${ms(p95)} ms at p95: ` +
          `${p95 <= OVERHEAD_TARGET_MS ? "meets" : "misses"} the target (p95 at most ${OVERHEAD_TARGET_MS} ms).`,
      );
    }
    overheadNotes = [
      `Subtracted, fixed: the endpointing floor of ${ENDPOINTING_FLOOR_MS} ms (endpointing.minDelay ${ENDPOINTING_MIN_DELAY_MS} ms, ` +
        `counted from the end of speech as the Silero VAD dates it, plus ${VAD_CHUNK_LAG_MS} ms because the VAD's ` +
        `${VAD_MIN_SILENCE_MS} ms of silence are complete only with the second silent 200 ms chunk). The stand-in recognizer's ` +
        `${DELAYS.sttMs} ms end inside that wait.`,
      `Subtracted, adaptive: the model is asked on the stand-in recognizer's transcript, before the end of the turn is ` +
        `confirmed: its ${STAND_IN_QUIET_MS} ms of quiet, complete only with the next 200 ms chunk (+${STAND_IN_CHUNK_LAG_MS} ms), ` +
        `and its ${DELAYS.sttMs} ms: ${ADAPTIVE_FLOOR_MS} ms. The end of the turn (250 ms after the VAD's end of speech) is ` +
        "confirmed inside that time, and synthesis runs before it too.",
      `Both: the stand-in model's ${DELAYS.llmMs} ms and synthesis's ${DELAYS.ttsMs} ms.`,
      ...readings,
      "What is left at the adaptive median is the stand-in recognizer's own floor: quiet heard 200 ms chunk by 200 ms chunk, " +
        `then ${DELAYS.sttMs} ms, then ${DELAYS.llmMs + DELAYS.ttsMs} ms of model and synthesis; only client chunks smaller than ` +
        "the spec's 200 ms would lower it.",
      '"model asked" is when the stand-in model was called (same process as the client): before it, VAD, ' +
        "commit and storing the person's words; after it, tokenizing, synthesis plumbing, WAV, base64 and the socket.",
    ];
    return rows;
  },
};

/** The overhead turns on one socket of a server taking turns as `turnTaking` says. */
async function overheadTurns(
  engine: Engine,
  env: BenchEnv,
  tape: Tape,
  turnTaking: TurnTaking,
): Promise<TurnTimes[]> {
  const { server, user, prefix } = await voiceServer(engine, env, turnTaking);
  runStandIns(server);
  try {
    return await socketTurns(
      server.baseUrl,
      user.token,
      prefix,
      tape,
      `voice-overhead ${turnTaking}`,
    );
  } finally {
    await server.close();
  }
}

/** The tape's turns on one socket, each once the reply before it has played out; the first warms up. */
async function socketTurns(
  baseUrl: string,
  token: string,
  prefix: string,
  tape: Tape,
  label: string,
): Promise<TurnTimes[]> {
  const socket = await openVoice(baseUrl, token, `voice_session_${prefix}`);
  await socket.start();
  const turns: TurnTimes[] = [];
  for (const [index, turn] of tape.turns.entries()) {
    const times = await runTurn(
      socket,
      tape,
      turn,
      "agent_response_complete",
      `${label} ${index + 1}/${tape.turns.length}`,
    );
    if (index > 0) turns.push(times);
    await sleep(300);
  }
  await socket.close();
  return turns;
}

/* ----------------------------------------------------------- voice-openai */

const OPENAI_TURNS = 10;
/** First audio after the end of speech with OpenAI-compatible providers (issue target for adaptive turns). */
const OPENAI_TARGET_P50_MS = 600;
let openaiMeasured = false;
let openaiNotes: string[] = [];

export const voiceOpenAI: Benchmark = {
  name: "voice-openai",
  title: `C. Voice turn latency with OpenAI-compatible providers: a fake server answering transcription after ${DELAYS.sttMs} ms, the first token after ${DELAYS.llmMs} ms and the first speech bytes after ${DELAYS.ttsMs} ms; ${OPENAI_TURNS} turns on one socket`,
  columns: ["engine", "turns", "from the end of speech to", "p50 ms", "p95 ms", "n"],
  notes: () => openaiNotes,

  async run(engine, env) {
    if (openaiMeasured) return [];
    openaiMeasured = true;
    quietAgents();
    progress("voice-openai: synthesizing the turns");
    const tape = await speechTape(
      Array.from({ length: OPENAI_TURNS + 1 }, () => "hello world"),
      { quietMs: 1000 },
    );
    const rows: Cell[][] = [];
    openaiNotes = [];
    for (const turnTaking of TURN_TAKINGS) {
      const fake = await startOpenAIVoiceServer(DELAYS);
      const { server, user, prefix } = await voiceServer(engine, env, turnTaking, fake.env);
      try {
        const turns = await socketTurns(
          server.baseUrl,
          user.token,
          prefix,
          tape,
          `voice-openai ${turnTaking}`,
        );
        const final = spread(turns.map((t) => t.final));
        const thinking = spread(turns.map((t) => t.thinking));
        const audio = spread(turns.map((t) => t.audio));
        rows.push(
          [engine, turnTaking, "transcription_final", ms(final.p50), ms(final.p95), final.n],
          [engine, turnTaking, "agent_thinking", ms(thinking.p50), ms(thinking.p95), thinking.n],
          [
            engine,
            turnTaking,
            "first audio_response_stream",
            ms(audio.p50),
            ms(audio.p95),
            audio.n,
          ],
        );
        openaiNotes.push(
          `Reading (${turnTaking}): first audio a median ${ms(audio.p50)} ms after the end of speech ` +
            `(target for adaptive turns: at most ${OPENAI_TARGET_P50_MS} ms: ${audio.p50 <= OPENAI_TARGET_P50_MS ? "met" : "missed"}).`,
        );
      } finally {
        await server.close();
        await fake.close();
      }
    }
    openaiNotes.push(
      "Fixed turns send the audio once the VAD has heard 250 ms of silence and wait 500 ms; adaptive turns send it " +
        "when silence starts, ask the model on the transcript and synthesize the first clause before the turn is confirmed, " +
        "and play the speech from its first bytes.",
      "What is left with adaptive turns: the transcript comes about 400 ms after the end of speech (the VAD hears " +
        "silence only after Silero's own hangover, in the 200 ms chunk that holds it, then the request's " +
        `${DELAYS.sttMs} ms); then the model's first token (${DELAYS.llmMs} ms), the tokens of the reply's opening clause, ` +
        `and ${DELAYS.ttsMs} ms to the first speech bytes, whose first frame goes to the socket at once. The 200 ms ` +
        "chunks are the spec's; the transcript's wait is the only part smaller chunks would shorten.",
    );
    return rows;
  },
};

/* ------------------------------------------------------------- voice-load */

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
      if (variant.standIns) runStandIns(server);
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
