import { execFileSync } from "node:child_process";
import type { tts } from "@livekit/agents";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureAgentsRuntime } from "../../../../../src/server/ai/agents-runtime";
import { framesToPcm, rms } from "../../../../../src/server/ai/audio/frames";
import { createLocalTTSProvider, LocalTTS } from "../../../../../src/server/ai/tts/local-tts";

const SENTENCE = "Hello there, this is how I sound when I read a sentence aloud.";
const PARAGRAPH = [
  "Thank you for your message about the delivery.",
  "We checked the schedule with the warehouse this morning.",
  "The parts will arrive two weeks later than we promised.",
  "We are sorry for the trouble this causes your team.",
  "To make up for it, we will cover the shipping costs.",
  "Please tell us if another date would suit you better.",
].join(" ");

async function speak(instance: tts.TTS, text: string, signal?: AbortSignal) {
  const events: tts.SynthesizedAudio[] = [];
  for await (const event of instance.synthesize(text, undefined, signal)) events.push(event);
  return events;
}

/** The Flite child processes of this test process. */
function fliteChildren() {
  const lines = execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(process.pid)], {
    encoding: "utf8",
  }).split("\n");
  return lines
    .filter((line) => line.includes("flite-child"))
    .map((line) => Number.parseInt(line, 10));
}

const seconds = (pcm: Int16Array) => pcm.length / 16_000;
const words = (text: string) => text.split(/\s+/).length;

/** Median pitch of the loud 40 ms windows, by autocorrelation over 70–400 Hz. */
function medianPitch(pcm: Int16Array, sampleRate: number) {
  const window = Math.round(sampleRate * 0.04);
  const estimates: number[] = [];
  for (let start = 0; start + window <= pcm.length; start += window) {
    const part = pcm.subarray(start, start + window);
    if (rms(part) < 0.03) continue;
    let best = 0;
    let bestLag = 0;
    for (let lag = Math.floor(sampleRate / 400); lag <= sampleRate / 70; lag += 1) {
      let sum = 0;
      for (let i = 0; i + lag < window; i += 1) sum += (part[i] ?? 0) * (part[i + lag] ?? 0);
      if (sum > best) [best, bestLag] = [sum, lag];
    }
    if (bestLag > 0) estimates.push(sampleRate / bestLag);
  }
  estimates.sort((a, b) => a - b);
  return estimates[Math.floor(estimates.length / 2)] ?? 0;
}

beforeAll(async () => {
  ensureAgentsRuntime("silent");
  // Compiles Flite's WebAssembly once, so that timings below measure synthesis only.
  await speak(new LocalTTS(), "Ready.");
});

describe("LocalTTS", () => {
  it("speaks audibly, at a human pace, in 100 ms frames of 16 kHz mono ending with one final", async () => {
    const events = await speak(new LocalTTS(), SENTENCE);
    const frames = events.map((event) => event.frame);
    const pcm = framesToPcm(frames);

    expect(rms(pcm)).toBeGreaterThan(0.05);
    const pace = words(SENTENCE) / seconds(pcm);
    expect(pace).toBeGreaterThan(1.5);
    expect(pace).toBeLessThan(6);

    for (const frame of frames) {
      expect(frame.sampleRate).toBe(16_000);
      expect(frame.channels).toBe(1);
    }
    expect(frames.slice(0, -1).every((frame) => frame.samplesPerChannel === 1_600)).toBe(true);
    expect(frames.at(-1)?.samplesPerChannel).toBeLessThanOrEqual(1_600);
    expect(events.map((event) => event.final)).toEqual(
      events.map((_, i) => i === events.length - 1),
    );
    expect(new Set(events.map((event) => event.requestId)).size).toBe(1);
  });

  it("speaks a paragraph a sentence at a time: the first audio comes long before the last", async () => {
    const started = performance.now();
    let firstAt = 0;
    const frames = [];
    for await (const event of new LocalTTS().synthesize(PARAGRAPH)) {
      firstAt ||= performance.now() - started;
      frames.push(event.frame);
    }
    const total = performance.now() - started;
    const pcm = framesToPcm(frames);

    expect(firstAt).toBeLessThan(total / 2);
    const pace = words(PARAGRAPH) / seconds(pcm);
    expect(pace).toBeGreaterThan(1.5);
    expect(pace).toBeLessThan(6);
  });

  it("speaks with different voices whose pitch matches the catalogue's genders", async () => {
    const provider = createLocalTTSProvider();
    const spoken = await Promise.all(
      provider.voices().map(async (voice) => ({
        voice,
        pcm: framesToPcm((await speak(provider.forVoice(voice.id), SENTENCE)).map((e) => e.frame)),
      })),
    );

    expect(new Set(spoken.map(({ pcm }) => pcm.length)).size).toBe(spoken.length);
    for (const { voice, pcm } of spoken) {
      expect(rms(pcm), voice.name).toBeGreaterThan(0.02);
      const pitch = medianPitch(pcm, 16_000);
      if (voice.gender === "female") expect(pitch, voice.name).toBeGreaterThan(140);
      else expect(pitch, voice.name).toBeLessThan(135);
    }
  });

  it("stops soon after an abort and ends the stream", async () => {
    const whole = seconds(
      framesToPcm((await speak(new LocalTTS(), PARAGRAPH)).map((e) => e.frame)),
    );

    const controller = new AbortController();
    const heard: tts.SynthesizedAudio[] = [];
    for await (const event of new LocalTTS().synthesize(PARAGRAPH, undefined, controller.signal)) {
      heard.push(event);
      if (heard.length === 3) controller.abort();
    }

    const played = seconds(framesToPcm(heard.map((e) => e.frame)));
    // What was already queued for the first sentence may still drain, but no more.
    expect(played).toBeLessThan(whole / 2);
    expect(heard.some((event) => event.final)).toBe(false);
  });

  it("survives a crash of the Flite process: the sentence is retried in a new one", async () => {
    const whole = framesToPcm((await speak(new LocalTTS(), PARAGRAPH)).map((e) => e.frame));

    const stream = new LocalTTS().synthesize(PARAGRAPH);
    const frames = [];
    for await (const event of stream) {
      if (frames.length === 0) {
        // Node 20's WASI crash, as the server would see it: a segmentation fault in the child.
        const [pid] = fliteChildren();
        expect(pid).toBeDefined();
        process.kill(pid as number, "SIGSEGV");
      }
      frames.push(event.frame);
    }

    expect(framesToPcm(frames)).toEqual(whole);
    expect(fliteChildren()).toHaveLength(1);
  });

  it("stops when the stream itself is closed", async () => {
    const stream = new LocalTTS().synthesize(PARAGRAPH);
    const first = await stream.next();
    expect(first.done).toBe(false);
    stream.close();
    let more = 0;
    for await (const _ of stream) more += 1;
    expect(more).toBeLessThan(40);
  });
});

describe("createLocalTTSProvider", () => {
  const provider = createLocalTTSProvider();

  it("lists its Flite voices under tree names, Birch first as the default", () => {
    const voices = provider.voices();
    expect(voices[0]).toMatchObject({ id: "local-slt", name: "Birch", gender: "female" });
    expect(provider.defaultVoiceId).toBe("local-slt");
    expect(provider.name).toBe("local");
    expect(voices.length).toBeGreaterThanOrEqual(4);
    expect(new Set(voices.map((voice) => voice.id)).size).toBe(voices.length);
    expect(new Set(voices.map((voice) => voice.name)).size).toBe(voices.length);
    for (const voice of voices) {
      expect(voice).toEqual({
        id: expect.stringMatching(/^local-/),
        name: expect.any(String),
        gender: expect.stringMatching(/^(female|male)$/),
        language: "en-US",
        quality: "standard",
        description: expect.stringContaining("works offline"),
      });
    }
  });

  it("gives the voice asked for, and the default for an unknown or cloud voice id", () => {
    expect((provider.forVoice("local-rms") as LocalTTS).voice).toBe("rms");
    expect((provider.forVoice("no-such-voice") as LocalTTS).voice).toBe("slt");
    expect((provider.forVoice("en-US-Neural2-F") as LocalTTS).voice).toBe("slt");
    expect(provider.forVoice("local-rms")).not.toBe(provider.forVoice("local-rms"));
  });
});
