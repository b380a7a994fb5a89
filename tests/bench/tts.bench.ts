/**
 * Speech output on this machine: how much faster than real time the local
 * TTS (Flite in its child process) speaks, how soon the first audio of a
 * paragraph comes, and what the preview's MP3 encoding costs per second of
 * audio. No database is involved, so it is measured once, on the first engine.
 */
import { ensureAgentsRuntime } from "../../src/server/ai/agents-runtime";
import { encodeMp3 } from "../../src/server/ai/audio/mp3";
import { LocalTTS } from "../../src/server/ai/tts/local-tts";
import { collectPcm } from "../../src/server/ai/tts/synthesize";
import { type Benchmark, type Cell, formatNumber, progress, time } from "./support";

const SENTENCE = "Hello! This is how I sound. Shall we write something great together?";
const PARAGRAPH = [
  "Thank you for your message about the delivery.",
  "We checked the schedule with the warehouse this morning.",
  "The parts will arrive two weeks later than we promised.",
  "We are sorry for the trouble this causes your team.",
  "To make up for it, we will cover the shipping costs.",
  "Please tell us if another date would suit you better.",
].join(" ");

let measured = false;

/**
 * Speaks `text` `runs` times after a warm-up, each to the end (so that the
 * child process is idle before the next), timing the first frame and the whole.
 */
async function speakTimed(text: string, runs: number) {
  const first: number[] = [];
  const whole: number[] = [];
  let seconds = 0;
  for (let i = -2; i < runs; i += 1) {
    const started = performance.now();
    let firstAt = 0;
    let samples = 0;
    for await (const { frame } of new LocalTTS().synthesize(text)) {
      firstAt ||= performance.now() - started;
      samples += frame.samplesPerChannel;
    }
    if (i < 0) continue;
    first.push(firstAt);
    whole.push(performance.now() - started);
    seconds = samples / 16_000;
  }
  const at = (values: number[], q: number) =>
    values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;
  return { seconds, first: at(first, 0.5), median: at(whole, 0.5), p95: at(whole, 0.95) };
}

export const ttsBench: Benchmark = {
  name: "tts",
  title:
    "E. Speech output: local TTS (Flite in its child process) and MP3 encoding (lamejs, 64 kbps)",
  columns: [
    "what",
    "audio s",
    "first audio ms",
    "median ms",
    "p95 ms",
    "ms / audio s",
    "real-time factor",
  ],

  async run() {
    if (measured) return [];
    measured = true;
    ensureAgentsRuntime("silent");
    const rows: Cell[][] = [];
    const row = (
      label: string,
      seconds: number,
      first: Cell,
      timing: { median: number; p95: number },
    ) =>
      rows.push([
        label,
        formatNumber(seconds, 1),
        first,
        formatNumber(timing.median),
        formatNumber(timing.p95),
        formatNumber(timing.median / seconds, 1),
        // Synthesis (or encoding) time over audio time: 0.05 means 20 times faster than real time.
        formatNumber(timing.median / 1000 / seconds, 3),
      ]);

    for (const [label, text] of [
      ["local TTS, preview sentence", SENTENCE],
      ["local TTS, 6-sentence paragraph", PARAGRAPH],
    ] as const) {
      progress(label);
      const result = await speakTimed(text, 20);
      row(label, result.seconds, formatNumber(result.first), result);
    }

    const { pcm: speech } = await collectPcm(new LocalTTS(), PARAGRAPH);
    progress("mp3 encoding");
    row(
      "encodeMp3, paragraph at 16 kHz",
      speech.length / 16_000,
      "-",
      await time(async () => encodeMp3(speech, 16_000), { runs: 20, warmup: 3 }),
    );
    // The cloud voices' rate: the same audio length holds 1.5 times the samples.
    const cloud = new Int16Array(Math.round(speech.length * 1.5)).map(
      (_, i) => speech[Math.floor(i / 1.5)] ?? 0,
    );
    row(
      "encodeMp3, same length at 24 kHz",
      cloud.length / 24_000,
      "-",
      await time(async () => encodeMp3(cloud, 24_000), { runs: 20, warmup: 3 }),
    );
    return rows;
  },
};
