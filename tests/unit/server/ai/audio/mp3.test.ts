import { spawn } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureAgentsRuntime } from "../../../../../src/server/ai/agents-runtime";
import { rms } from "../../../../../src/server/ai/audio/frames";
import { encodeMp3 } from "../../../../../src/server/ai/audio/mp3";
import { LocalTTS } from "../../../../../src/server/ai/tts/local-tts";
import { collectPcm, synthesizeMp3 } from "../../../../../src/server/ai/tts/synthesize";

const TEXT = "Hello! This is how I sound. Shall we write something great together?";

/** Runs a tool with `input` on stdin (a socket: Node's child stdio) and answers its stdout. */
function pipeThrough(command: string, args: string[], input: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["pipe", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolve(Buffer.concat(out))
        : reject(new Error(`${command} exited ${code}: ${Buffer.concat(err).toString()}`)),
    );
    child.stdin.end(input);
  });
}

/** What ffmpeg hears in an MP3: 16-bit mono samples at `rate`. */
async function decode(mp3: Buffer, rate = 16_000) {
  const raw = await pipeThrough(
    "ffmpeg",
    [
      "-v",
      "error",
      "-f",
      "mp3",
      "-i",
      "pipe:0",
      "-f",
      "s16le",
      "-ac",
      "1",
      "-ar",
      String(rate),
      "pipe:1",
    ],
    mp3,
  );
  return new Int16Array(raw.buffer, raw.byteOffset, raw.byteLength / 2);
}

/** What ffprobe says the stream is. */
async function probe(mp3: Buffer) {
  const json = await pipeThrough(
    "ffprobe",
    [
      "-v",
      "error",
      "-show_entries",
      "stream=codec_name,sample_rate,channels",
      "-of",
      "json",
      "pipe:0",
    ],
    mp3,
  );
  return (JSON.parse(json.toString()) as { streams: object[] }).streams;
}

function tone(hz: number, seconds: number, rate: number) {
  return Int16Array.from({ length: Math.round(seconds * rate) }, (_, i) =>
    Math.round(8_000 * Math.sin((2 * Math.PI * hz * i) / rate)),
  );
}

let speech: Int16Array;

beforeAll(async () => {
  ensureAgentsRuntime("silent");
  speech = (await collectPcm(new LocalTTS(), TEXT)).pcm;
});

describe("encodeMp3", () => {
  it("turns Flite speech into a 64 kbps mono MP3 that ffmpeg decodes to the same audio length", async () => {
    const mp3 = encodeMp3(speech, 16_000);
    const seconds = speech.length / 16_000;

    expect(await probe(mp3)).toEqual([{ codec_name: "mp3", sample_rate: "16000", channels: 1 }]);
    expect((mp3.length * 8) / seconds / 1000).toBeCloseTo(64, -1);

    const decoded = await decode(mp3);
    // MP3 adds the encoder's delay and pads the last frame: a few tens of milliseconds.
    expect(decoded.length / 16_000 - seconds).toBeGreaterThanOrEqual(0);
    expect(decoded.length / 16_000 - seconds).toBeLessThan(0.15);
    expect(rms(decoded)).toBeGreaterThan(0.05);
    expect(rms(decoded) / rms(speech)).toBeGreaterThan(0.8);
    expect(rms(decoded) / rms(speech)).toBeLessThan(1.2);
  });

  it("keeps the cloud voices' 24 kHz and the pitch of what it encodes", async () => {
    const mp3 = encodeMp3(tone(440, 1, 24_000), 24_000);

    expect(await probe(mp3)).toEqual([{ codec_name: "mp3", sample_rate: "24000", channels: 1 }]);
    const decoded = await decode(mp3, 24_000);
    expect(decoded.length / 24_000).toBeGreaterThanOrEqual(1);
    expect(decoded.length / 24_000).toBeLessThan(1.15);
    // A 440 Hz tone crosses zero 880 times a second.
    let crossings = 0;
    const middle = decoded.subarray(2_400, 21_600);
    for (let i = 1; i < middle.length; i += 1) {
      if ((middle[i - 1] ?? 0) < 0 !== (middle[i] ?? 0) < 0) crossings += 1;
    }
    expect(crossings / 0.8).toBeGreaterThan(860);
    expect(crossings / 0.8).toBeLessThan(900);
  });
});

describe("synthesizeMp3", () => {
  it("answers the voice preview: an MP3 of the text, its format, rate and duration", async () => {
    const result = await synthesizeMp3(new LocalTTS(), TEXT);

    expect(result.format).toBe("mp3");
    expect(result.sampleRate).toBe(16_000);
    expect(result.durationMs).toBe(Math.round((speech.length / 16_000) * 1000));
    const decoded = await decode(result.audio);
    expect(decoded.length / 16_000).toBeGreaterThan(result.durationMs / 1000);
    expect(decoded.length / 16_000).toBeLessThan(result.durationMs / 1000 + 0.15);
    expect(rms(decoded)).toBeGreaterThan(0.05);
  });

  it("refuses to answer silence for a text with nothing to say", async () => {
    await expect(synthesizeMp3(new LocalTTS(), "   ")).rejects.toThrow("produced no audio");
  });
});
