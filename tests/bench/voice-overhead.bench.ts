/**
 * voice-overhead: providers replaced by fixed-delay stand-ins
 * (stand-in-providers.ts); what is left after taking away their delays and
 * the pipeline's own endpointing wait is the pipeline's overhead.
 */
import type { TurnTaking } from "../../src/server/voice/agent";
import { STAND_IN_QUIET_MS } from "./stand-in-providers";
import {
  type BenchEnv,
  type Benchmark,
  type Cell,
  type Engine,
  formatNumber,
  progress,
} from "./support";
import { CHUNK_MS, percentile, speechTape } from "./voice-support";
import {
  DELAYS,
  ms,
  quietAgents,
  runStandIns,
  socketTurns,
  type Tape,
  TURN_TAKINGS,
  type TurnTimes,
  voiceServer,
} from "./voice-turns-support";

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
/** First audio after the end of speech on the stand-ins (issue targets for adaptive turns). */
const FIRST_AUDIO_TARGET = { p50: 500, p95: 650 };

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
  await runStandIns(server);
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
