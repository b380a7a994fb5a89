/**
 * What the voice benchmarks (voice-turn, voice-overhead, voice-openai,
 * voice-load) share: a server for a pass, the stand-in providers, and turns
 * spoken on the voice socket (/ws/voice/session), timed at the client as a
 * browser would see them: speech made by Flite, encoded to webm/opus and sent
 * in 200 ms chunks at the recorder's pace, one chunk once its 200 ms have been
 * recorded. So "end of speech" in their tables is the moment the chunk
 * holding the last of the speech is sent.
 *
 * Kept apart from voice-support.ts: this file brings in the server, which
 * the load clients' process and the turn-taking tests, importing that one,
 * must not load.
 *
 * Voice hardly touches the database (two messages stored per turn): each
 * benchmark is measured on the first engine's pass only (`npm run bench --
 * voice-turn voice-overhead voice-openai voice-load sqlite` skips PostgreSQL).
 */
import { randomBytes } from "node:crypto";
import { ensureAgentsRuntime } from "../../src/server/ai/agents-runtime";
import type { TurnTaking } from "../../src/server/voice/agent";
import { type StandInDelays, standInLog } from "./stand-in-providers";
import { type BenchEnv, type Engine, formatNumber, progress, startServer } from "./support";
import {
  openVoice,
  percentile,
  sendRealTime,
  sleep,
  type speechTape,
  type Turn,
  type VoiceSocket,
} from "./voice-support";

/**
 * The turn benchmarks run both turn-taking settings (VOICE_TURN_TAKING, see
 * src/server/voice/agent.ts TURN_TAKING) side by side: "fixed", the turns
 * before they adapted, and "adaptive".
 */
export const TURN_TAKINGS: readonly TurnTaking[] = ["fixed", "adaptive"];

/** The stand-ins' delays: the recognizer's runs while the endpointing waits, so it adds nothing. */
export const DELAYS: StandInDelays = { sttMs: 100, llmMs: 150, ttsMs: 100 };
/**
 * voice-load's sessions tried, doubling, until one fails the target (or this
 * many passes); every pass's server admits as many.
 */
export const LOAD_MAX_SESSIONS = 128;

export interface TurnTimes {
  final?: number;
  thinking?: number;
  llmAsked?: number;
  audio: number;
}

const STAND_INS_MODULE = new URL("./stand-in-providers.ts", import.meta.url).href;

/** The voice hosts run the stand-ins: the sessions run there, not in this process's main thread. */
export function runStandIns(server: Awaited<ReturnType<typeof startServer>>) {
  return server.services.voiceHosts.setProviders({
    module: STAND_INS_MODULE,
    name: "standInProviders",
    args: [DELAYS],
  });
}

/** A server for one pass on the local providers, a signed-up user and a prefix for voice session ids. */
export async function voiceServer(
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
    // voice-load finds how many sessions a process holds: admission must not stop it first (one
    // place more, which one account never takes: it is left for the others).
    VOICE_MAX_SESSIONS: String(LOAD_MAX_SESSIONS + 1),
    ...providers,
  });
  const user = await server.signUp();
  const prefix = `bench_${randomBytes(4).toString("hex")}`;
  return { server, user, prefix };
}

export type Tape = Awaited<ReturnType<typeof speechTape>>;

/**
 * Speaks one turn of the tape on the socket at the recorder's pace and waits
 * for the message `until` (the first audio, or the reply played out), then
 * answers the times from the end of speech to each step.
 */
export async function runTurn(
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

/** The tape's turns on one socket, each once the reply before it has played out; the first warms up. */
export async function socketTurns(
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

export function spread(values: (number | undefined)[]) {
  const known = values.filter((value): value is number => value !== undefined);
  return { p50: percentile(known, 0.5), p95: percentile(known, 0.95), n: known.length };
}

export const ms = (value: number) => (Number.isFinite(value) ? formatNumber(value) : "–");

/**
 * @livekit/agents logs to stdout, which holds only the tables: its warnings
 * under load ("VAD inference is slower than realtime", a transcript skipped
 * while a closing session drains) would land between them. The load table
 * tells the same story in figures. The first call sets the level for the run.
 */
export function quietAgents() {
  ensureAgentsRuntime("error");
}
