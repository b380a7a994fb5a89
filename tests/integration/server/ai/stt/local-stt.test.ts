/**
 * The local recognizer against the real pocketsphinx_continuous and the
 * pocketsphinx-en-us model (Debian packages installed here and in CI), with
 * speech made by Flite's `rms` voice.
 */
import { readFileSync } from "node:fs";
import { stt } from "@livekit/agents";
import { AudioFrame } from "@livekit/rtc-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAgentsRuntime } from "../../../../../src/server/ai/agents-runtime";
import { decodeToPcm16k } from "../../../../../src/server/ai/audio/decode";
import { floatToInt16, int16ToFloat, resample } from "../../../../../src/server/ai/audio/resample";
import {
  isLocalSttAvailable,
  LocalSTT,
  POCKETSPHINX_MODEL_DIR,
} from "../../../../../src/server/ai/stt/local-stt";
import {
  concatPcm,
  encodeWebmOpus,
  SAMPLE_RATE,
  silence,
  speak,
  TEST_PHRASES,
  toFrames,
  withoutTrailingQuiet,
  wordErrorRate,
} from "../../../../helpers/speech";
import { collect } from "../../../../helpers/stt-stream";

/**
 * Words each phrase must come back with: the ones that carry its meaning.
 * pocketsphinx is deterministic, so these are stable on a given model.
 */
const KEY_WORDS: Record<(typeof TEST_PHRASES)[number], string[]> = {
  "please send the report to the client tomorrow": ["please", "client", "tomorrow"],
  "the meeting is moved to next monday": ["meeting", "moved", "monday"],
  "can you make this email more polite": ["email", "polite"],
  "thank you for your help with the project": ["help", "project"],
  "i will call you back in ten minutes": ["call", "back", "minutes"],
  "we need to change the delivery date": ["change", "delivery", "date"],
  "could you check the numbers again": ["check", "numbers"],
  "hello world": ["hello", "world"],
};

/**
 * Measured here: mean WER 0.145 over the eight phrases (one phrase at 0.63,
 * "send the report" heard as "she endured"; four exact). The bound leaves
 * room for another build of the model while still failing on anything
 * broken: wrong sample rate or byte order gives a WER near 1.
 */
const MAX_MEAN_WER = 0.25;

/** pocketsphinx writes its hypothesis after half a second of silence. */
const TRAILING_SILENCE_MS = 1000;
/** A pause that ends a live utterance: over the stream's end of speech (150 ms) and a read (128 ms). */
const SHORT_PAUSE_MS = 350;

ensureAgentsRuntime();
const engine = new LocalSTT();
const errors: Parameters<stt.STTCallbacks["error"]>[0][] = [];
engine.on("error", (error) => errors.push(error));

const speech = new Map<string, Int16Array>();

beforeAll(async () => {
  for (const phrase of TEST_PHRASES) speech.set(phrase, await speak(phrase));
});

afterAll(async () => {
  await engine.close();
});

function speechOf(phrase: string) {
  const pcm = speech.get(phrase);
  if (!pcm) throw new Error(`no speech for ${phrase}`);
  return pcm;
}

/** pocketsphinx answers once an utterance ends: a stream is read for this long at most. */
const WAIT_MS = 30_000;

const finals = (events: stt.SpeechEvent[]) =>
  events.filter((event) => event.type === stt.SpeechEventType.FINAL_TRANSCRIPT);
const textOf = (event: stt.SpeechEvent) => event.alternatives?.[0]?.text ?? "";

/** Whether any process of the group started for a stream is still there. */
function groupAlive(pgid: number) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pocketsphinx process the stream's shell started, once it has. */
function recognizerUnder(shell: number): number | undefined {
  const children = readFileSync(`/proc/${shell}/task/${shell}/children`, "utf8")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  return children.find((pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, "utf8").startsWith("pocketsphinx");
    } catch {
      return false; // a child that has just exited
    }
  });
}

async function waitFor(condition: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("availability", () => {
  it("finds the Debian binary and model, and notices when either is missing", () => {
    expect(isLocalSttAvailable("pocketsphinx_continuous")).toBe(true);
    expect(isLocalSttAvailable("/usr/bin/pocketsphinx_continuous")).toBe(true);
    expect(isLocalSttAvailable("no-such-recognizer")).toBe(false);
    expect(isLocalSttAvailable("pocketsphinx_continuous", "/nonexistent/model")).toBe(false);
    expect(isLocalSttAvailable("pocketsphinx_continuous", POCKETSPHINX_MODEL_DIR)).toBe(true);
  });
});

describe("recognize", () => {
  it("hears the test phrases: their key words, and a mean WER within the measured bound", async () => {
    const results = await Promise.all(
      TEST_PHRASES.map(async (phrase) => {
        const event = await engine.recognize(toFrames(speechOf(phrase), 100));
        return { phrase, event, text: textOf(event), wer: wordErrorRate(phrase, textOf(event)) };
      }),
    );
    for (const { phrase, text, wer } of results) {
      console.log(`WER ${wer.toFixed(2)}  "${phrase}" -> "${text}"`);
    }
    const mean = results.reduce((sum, result) => sum + result.wer, 0) / results.length;
    console.log(`mean WER ${mean.toFixed(3)} over ${results.length} phrases`);

    for (const { phrase, event, text } of results) {
      expect(event.type).toBe(stt.SpeechEventType.FINAL_TRANSCRIPT);
      expect(text.split(" ")).toEqual(expect.arrayContaining(KEY_WORDS[phrase]));
      const data = event.alternatives?.[0];
      expect(data?.language).toBe("en-US");
      expect(data?.confidence).toBeGreaterThan(0);
      expect(data?.confidence).toBeLessThanOrEqual(1);
      // Word timings place the speech inside the audio.
      expect(data?.endTime).toBeGreaterThan(data?.startTime ?? Number.POSITIVE_INFINITY);
      expect(data?.endTime).toBeLessThanOrEqual(speechOf(phrase).length / SAMPLE_RATE + 0.05);
    }
    expect(mean).toBeLessThan(MAX_MEAN_WER);
  }, 120_000);

  it("hears speech that came in as webm/opus from the browser", async () => {
    const phrase = "we need to change the delivery date";
    const pcm = await decodeToPcm16k(await encodeWebmOpus(speechOf(phrase)), "audio/webm");
    const event = await engine.recognize(toFrames(pcm, 100));
    console.log(`webm/opus: "${phrase}" -> "${textOf(event)}"`);
    expect(wordErrorRate(phrase, textOf(event))).toBeLessThanOrEqual(0.15);
  }, 60_000);

  it("brings 48 kHz frames down to the model's 16 kHz", async () => {
    const phrase = "hello world";
    const pcm48 = floatToInt16(resample(int16ToFloat(speechOf(phrase)), SAMPLE_RATE, 48_000));
    const frame = new AudioFrame(pcm48, 48_000, 1, pcm48.length);
    expect(textOf(await engine.recognize(frame))).toBe("hello world");
  }, 60_000);

  it("answers an empty transcript for silence", async () => {
    const event = await engine.recognize(toFrames(silence(1500), 100));
    expect(textOf(event)).toBe("");
  }, 60_000);
});

describe("stream", () => {
  it("turns 20 ms frames of speech and silence into one final per utterance, then ends", async () => {
    const first = "could you check the numbers again";
    const second = "hello world";
    const stream = engine.stream();
    const audio = concatPcm(
      speechOf(first),
      silence(TRAILING_SILENCE_MS),
      speechOf(second),
      silence(TRAILING_SILENCE_MS),
    );
    for (const frame of toFrames(audio, 20)) stream.pushFrame(frame);
    const events = await collect(stream, (seen) => finals(seen).length === 2, WAIT_MS);
    const types = events.map((event) => stt.SpeechEventType[event.type]);
    expect(types).toEqual([
      "START_OF_SPEECH",
      "FINAL_TRANSCRIPT",
      "END_OF_SPEECH",
      "START_OF_SPEECH",
      "FINAL_TRANSCRIPT",
    ]);
    const [one, two] = finals(events);
    expect(textOf(one as stt.SpeechEvent)).toBe(first);
    expect(textOf(two as stt.SpeechEvent)).toBe(second);
    // The second utterance is timed from the start of the stream's audio.
    expect(two?.alternatives?.[0]?.startTime).toBeGreaterThan(
      (speechOf(first).length / SAMPLE_RATE) * 0.9,
    );
    stream.close();
  }, 60_000);

  it("ends an utterance on a short pause while the audio goes on, so its final is not held back", async () => {
    const phrase = "could you check the numbers again";
    const stream = engine.stream();
    // A third of a second of silence: less than pocketsphinx's own half second, and no flush.
    const words = withoutTrailingQuiet(speechOf(phrase));
    for (const frame of toFrames(concatPcm(words, silence(SHORT_PAUSE_MS)), 20))
      stream.pushFrame(frame);
    const events = await collect(stream, (seen) => finals(seen).length === 1, 15_000);
    expect(finals(events).map(textOf)).toEqual([phrase]);
    stream.close();
  }, 30_000);

  it("ends the utterance in progress on flush, without waiting for silence", async () => {
    const phrase = "i will call you back in ten minutes";
    const stream = engine.stream();
    for (const frame of toFrames(speechOf(phrase), 20)) stream.pushFrame(frame);
    stream.flush();
    const events = await collect(stream, (seen) => finals(seen).length === 1, WAIT_MS);
    expect(textOf(finals(events)[0] as stt.SpeechEvent)).toBe(phrase);
    stream.close();
  }, 60_000);

  it("finishes the last utterance when the input ends", async () => {
    const phrase = "we need to change the delivery date";
    const stream = engine.stream();
    for (const frame of toFrames(speechOf(phrase), 20)) stream.pushFrame(frame);
    stream.endInput();
    const events = await collect(stream, () => false, WAIT_MS);
    expect(finals(events).map(textOf)).toEqual([phrase]);
  }, 60_000);

  it("leaves no process behind once closed", async () => {
    const stream = engine.stream();
    for (const frame of toFrames(speechOf("hello world"), 20)) stream.pushFrame(frame);
    await waitFor(() => stream.processId !== undefined);
    const pgid = stream.processId as number;
    expect(groupAlive(pgid)).toBe(true);
    stream.close();
    await waitFor(() => !groupAlive(pgid));
  }, 30_000);

  it("reports that the speech engine stopped when pocketsphinx dies", async () => {
    const stream = engine.stream();
    await waitFor(() => stream.processId !== undefined);
    const shell = stream.processId as number;
    // The shell's children are cat and pocketsphinx (started a moment after
    // the shell on a busy machine); kill only the recognizer.
    let recognizer: number | undefined;
    await waitFor(() => {
      recognizer = recognizerUnder(shell);
      return recognizer !== undefined;
    });
    const before = errors.length;
    process.kill(recognizer as number, "SIGKILL");
    // Live audio keeps coming; the next write finds the engine gone.
    const frames = toFrames(silence(2000), 20);
    const feed = setInterval(() => {
      const frame = frames.shift();
      try {
        if (frame) stream.pushFrame(frame);
      } catch {
        // The stream has ended on the error; the test looks at that below.
      }
    }, 20);
    try {
      const events = await collect(stream, () => false, WAIT_MS);
      expect(finals(events)).toEqual([]);
    } finally {
      clearInterval(feed);
    }
    const error = errors.slice(before)[0];
    expect(error?.recoverable).toBe(false);
    expect(error?.error.message).toMatch(/^local: the speech engine stopped unexpectedly/);
    await waitFor(() => !groupAlive(shell));
  }, 30_000);
});
