/**
 * Dictations at once: four anonymous 55-second recordings sent to the
 * extension's dictation call together, on the local recognizer
 * (pocketsphinx) and writing engine, while another process asks /healthz
 * every 100 ms. The dictations' decoding and recognition run in the voice
 * hosts, in the bounded line of dictations (DICTATION_CONCURRENCY, one per
 * core by default): the API's answer time is what this shows.
 */
import { randomUUID } from "node:crypto";
import { INSTALLATION_HEADER } from "../../src/shared";
import {
  concatPcm,
  encodeWebmOpus,
  SAMPLE_RATE,
  silence,
  speak,
  TEST_PHRASES,
} from "../helpers/speech";
import { type Benchmark, formatNumber, progress, startServer } from "./support";
import { probeHealthz } from "./voice-load.bench";
import { percentile } from "./voice-support";

const DICTATIONS = 4;
const RECORDING_SECONDS = 55;
/** Before the voice hosts (the figures, same machine). */
const BASELINE = "one 51-second dictation held /healthz for 33 s; four at once took 160 s each";

/** About 55 seconds of speech with pauses, as a person dictating a long message. */
async function longRecording() {
  const parts: Int16Array[] = [];
  let samples = 0;
  for (let i = 0; samples < RECORDING_SECONDS * SAMPLE_RATE; i += 1) {
    const speech = await speak(TEST_PHRASES[i % TEST_PHRASES.length] ?? "hello");
    parts.push(speech, silence(700));
    samples += speech.length + (SAMPLE_RATE * 700) / 1000;
  }
  const pcm = concatPcm(...parts).subarray(0, RECORDING_SECONDS * SAMPLE_RATE);
  return (await encodeWebmOpus(pcm)).toString("base64");
}

let measured = false;
let notes: string[] = [];

export const voiceDictation: Benchmark = {
  name: "voice-dictation",
  title: `C. ${DICTATIONS} extension dictations of ${RECORDING_SECONDS} s at once (local recognizer and writing engine), /healthz asked every 100 ms by another process`,
  columns: [
    "engine",
    "dictations",
    "answered",
    "time p50 s",
    "time max s",
    "/healthz p50 ms",
    "p99 ms",
    "max ms",
    "failed",
  ],
  notes: () => notes,

  async run(engine, env) {
    if (measured) return [];
    measured = true;
    progress("voice-dictation: synthesizing the recording");
    const audio = await longRecording();
    const server = await startServer(engine, env, undefined, {
      LLM_PROVIDER: "local",
      STT_PROVIDER: "local",
      TTS_PROVIDER: "local",
      RATE_LIMIT_EXTENSION_ANON_AUDIO_SECONDS: "100000",
      RATE_LIMIT_EXTENSION_IP_AUDIO_SECONDS: "100000",
    });
    try {
      const probe = probeHealthz(server.baseUrl);
      progress(`voice-dictation: ${DICTATIONS} dictations`);
      const results = await Promise.all(
        Array.from({ length: DICTATIONS }, async () => {
          const started = performance.now();
          const response = await fetch(`${server.baseUrl}/api/v1/extension/dictate`, {
            method: "POST",
            headers: { "content-type": "application/json", [INSTALLATION_HEADER]: randomUUID() },
            body: JSON.stringify({
              mode: "comment",
              audio,
              audio_format: "audio/webm;codecs=opus",
            }),
          });
          await response.arrayBuffer();
          return { ok: response.ok, seconds: (performance.now() - started) / 1000 };
        }),
      );
      const healthz = await probe.stop();
      const seconds = results.map((result) => result.seconds);
      notes = [
        `Baseline, audio decoded and recognized on the API thread (the issue's figures): ${BASELINE}.`,
        "Dictations beyond DICTATION_CONCURRENCY wait their turn in the bounded line; /healthz counts a probe " +
          "unanswered within 5 s as failed and as 5 s.",
      ];
      return [
        [
          engine,
          DICTATIONS,
          results.filter((result) => result.ok).length,
          formatNumber(percentile(seconds, 0.5), 1),
          formatNumber(Math.max(...seconds), 1),
          formatNumber(percentile(healthz.times, 0.5)),
          formatNumber(percentile(healthz.times, 0.99)),
          formatNumber(Math.max(...healthz.times)),
          healthz.failed,
        ],
      ];
    } finally {
      await server.close();
    }
  },
};
