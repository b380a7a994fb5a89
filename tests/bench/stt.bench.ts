/**
 * What speech input costs this machine: pocketsphinx's real-time factor
 * (recognition time over audio duration; under 1 keeps up with a speaker)
 * split into its fixed start-up and its per-second work, and the cost of
 * turning the browser's webm/opus into 16 kHz PCM, in-process (the app's
 * way) against a spawned ffmpeg (the alternative it was chosen over).
 * The figures do not depend on the database: they are measured on the first
 * engine's pass only (`npm run bench -- stt sqlite` skips PostgreSQL).
 */
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { stt } from "@livekit/agents";
import { ensureAgentsRuntime } from "../../src/server/ai/agents-runtime";
import { createStreamingDecoder, decodeToPcm16k } from "../../src/server/ai/audio/decode";
import { LocalSTT } from "../../src/server/ai/stt/local-stt";
import {
  concatPcm,
  encodeWebmOpus,
  ffmpeg,
  SAMPLE_RATE,
  silence,
  speak,
  TEST_PHRASES,
  toFrames,
  withoutTrailingQuiet,
} from "../helpers/speech";
import { type Benchmark, type Cell, formatNumber, progress, type Timing, time } from "./support";

/**
 * How long a live stream's final comes after the end of speech: each phrase
 * (its trailing quiet cut off) and then silence are pushed in 20 ms frames
 * at the pace of a speaker, and the clock runs from the last frame of speech.
 */
async function finalAfterSpeech(engine: LocalSTT, phrases: Int16Array[], rounds = 2) {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const phrase of phrases) {
      const stream = engine.stream();
      const speech = toFrames(withoutTrailingQuiet(phrase), 20);
      const quiet = toFrames(silence(1_500), 20);
      let spokenAt = 0;
      const final = (async () => {
        for await (const event of stream) {
          if (event.type === stt.SpeechEventType.FINAL_TRANSCRIPT) return performance.now();
        }
        return undefined;
      })();
      const start = performance.now();
      for (const [index, frame] of [...speech, ...quiet].entries()) {
        await sleep(Math.max(0, start + index * 20 - performance.now()));
        stream.pushFrame(frame);
        if (index === speech.length - 1) spokenAt = performance.now();
      }
      stream.endInput();
      const at = await final;
      if (at !== undefined) samples.push(at - spokenAt);
      stream.close();
    }
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { median: at(0.5) ?? 0, p95: at(0.95) ?? 0 };
}

/** ffmpeg decoding the same webm from a pipe, for comparison. */
function ffmpegDecode(webm: Buffer) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      "ffmpeg",
      ["-loglevel", "error", "-i", "pipe:0", "-f", "s16le", "-ac", "1", "-ar", "16000", "pipe:1"],
      { stdio: ["pipe", "pipe", "ignore"] },
    );
    child.stdout.resume();
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg ${code}`))));
    child.stdin.end(webm);
  });
}

async function measure(): Promise<Cell[][]> {
  ensureAgentsRuntime();
  progress("stt: synthesizing the test phrases");
  const phrases = await Promise.all(TEST_PHRASES.map((phrase) => speak(phrase)));
  // One long dictation: every phrase, each followed by the pause that ends an utterance.
  const dictation = concatPcm(...phrases.flatMap((pcm) => [pcm, silence(700)]));
  const short = phrases[0] ?? silence(1000);
  const webm = await encodeWebmOpus(dictation);
  const wav48 = await ffmpeg(dictation, ["-ar", "48000", "-ac", "2", "-f", "wav", "pipe:1"]);
  const seconds = (pcm: Int16Array) => pcm.length / SAMPLE_RATE;

  const engine = new LocalSTT();
  const rows: Cell[][] = [];
  const row = (label: string, audioSeconds: number, timing: Timing) => {
    rows.push([
      label,
      formatNumber(audioSeconds, 1),
      formatNumber(timing.median),
      formatNumber(timing.p95),
      formatNumber(timing.median / audioSeconds, 1),
      formatNumber(timing.median / 1000 / audioSeconds, 3),
    ]);
  };

  progress("stt: pocketsphinx start-up");
  const startup = await time(() => engine.recognize(toFrames(silence(100), 100)), {
    runs: 5,
    warmup: 1,
  });
  row("pocketsphinx: start-up (0.1 s of silence)", 0.1, startup);
  progress("stt: pocketsphinx, one phrase");
  row(
    "pocketsphinx: one phrase",
    seconds(short),
    await time(() => engine.recognize(toFrames(short, 100)), { runs: 5, warmup: 1 }),
  );
  progress("stt: pocketsphinx, dictation");
  const long = await time(() => engine.recognize(toFrames(dictation, 100)), {
    runs: 3,
    warmup: 1,
  });
  row(`pocketsphinx: ${TEST_PHRASES.length} phrases in one dictation`, seconds(dictation), long);
  // What a running stream spends per second of speech, start-up aside.
  rows.push([
    "pocketsphinx: per audio second, start-up aside",
    formatNumber(seconds(dictation), 1),
    formatNumber(long.median - startup.median),
    "",
    formatNumber((long.median - startup.median) / seconds(dictation), 1),
    formatNumber((long.median - startup.median) / 1000 / seconds(dictation), 3),
  ]);

  progress("stt: live stream, end of speech to final");
  for (const [label, streamEndOfSpeechMs] of [
    ["pocketsphinx's own 500 ms (before)", 500],
    ["150 ms (now)", undefined],
  ] as const) {
    const live = new LocalSTT({ streamEndOfSpeechMs });
    const timing = await finalAfterSpeech(live, phrases);
    await live.close();
    rows.push([
      `live stream: end of speech → final, ${label}`,
      "",
      formatNumber(timing.median),
      formatNumber(timing.p95),
      "",
      "",
    ]);
  }

  progress("stt: decoding");
  const runs = { runs: 20, warmup: 3 };
  row(
    "webm/opus → PCM, in-process, whole file",
    seconds(dictation),
    await time(() => decodeToPcm16k(webm, "webm"), runs),
  );
  row(
    "webm/opus → PCM, in-process, 200 ms pieces",
    seconds(dictation),
    await time(async () => {
      const decoder = createStreamingDecoder("webm");
      // 24 kb/s: 600 bytes per 200 ms.
      for (let at = 0; at < webm.length; at += 600) decoder.push(webm.subarray(at, at + 600));
      decoder.end();
    }, runs),
  );
  row(
    "webm/opus → PCM, spawned ffmpeg",
    seconds(dictation),
    await time(() => ffmpegDecode(webm), runs),
  );
  row(
    "wav 48 kHz stereo → 16 kHz mono",
    seconds(dictation),
    await time(() => decodeToPcm16k(wav48, "wav"), runs),
  );
  await engine.close();
  return rows;
}

let measured = false;

export const sttBench: Benchmark = {
  name: "stt",
  title:
    "C. Speech input: local recognition (pocketsphinx_continuous, en-us) and decoding, Flite rms speech",
  columns: ["what", "audio s", "median ms", "p95 ms", "ms / audio s", "real-time factor"],

  async run() {
    if (measured) return [];
    measured = true;
    return measure();
  },
};
