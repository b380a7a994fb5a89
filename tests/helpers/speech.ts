/**
 * Speech for the speech-recognition tests and benchmarks: Flite makes it,
 * ffmpeg wraps it the way a browser's MediaRecorder would (test-only: the
 * app itself decodes without ffmpeg), and word error rate scores what comes
 * back.
 */
import { spawn } from "node:child_process";
import { AudioFrame } from "@livekit/rtc-node";
import type { FliteVoice } from "../../src/server/ai/tts/flite";
import { synthesizeInChild } from "../../src/server/ai/tts/flite-process";

export const SAMPLE_RATE = 16_000;

/**
 * Short requests of the kind people dictate to a writing assistant. Fixed, so
 * that word error rates compare across runs and machines.
 */
export const TEST_PHRASES = [
  "please send the report to the client tomorrow",
  "the meeting is moved to next monday",
  "can you make this email more polite",
  "thank you for your help with the project",
  "i will call you back in ten minutes",
  "we need to change the delivery date",
  "could you check the numbers again",
  "hello world",
] as const;

/** Flite speech as 16 kHz mono PCM; `rms` is the voice pocketsphinx hears best. */
export function speak(text: string, voice: FliteVoice = "rms"): Promise<Int16Array> {
  return synthesizeInChild(text, voice);
}

export function silence(ms: number): Int16Array {
  return new Int16Array(Math.round((SAMPLE_RATE * ms) / 1000));
}

export function concatPcm(...parts: Int16Array[]): Int16Array {
  const out = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * 16 kHz mono PCM cut into frames of `ms` (the last may be shorter), as a
 * microphone track delivers it. Each frame owns its samples because rtc-node
 * hands `data.buffer` whole to native code. (src/server/ai/audio/frames.ts has
 * the app's own; this one keeps the speech tests apart from it.)
 */
export function toFrames(pcm: Int16Array, ms = 20): AudioFrame[] {
  const size = (SAMPLE_RATE * ms) / 1000;
  const frames: AudioFrame[] = [];
  for (let start = 0; start < pcm.length; start += size) {
    const samples = pcm.slice(start, start + size);
    frames.push(new AudioFrame(samples, SAMPLE_RATE, 1, samples.length));
  }
  return frames;
}

/** Runs a command with `input` on stdin and returns stdout: pipes only, as the app's rules ask. */
export function runPiped(command: string, args: string[], input?: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["pipe", "pipe", "pipe"] });
    const out: Buffer[] = [];
    let err = "";
    child.stdout.on("data", (data: Buffer) => out.push(data));
    child.stderr.on("data", (data: Buffer) => {
      err += data.toString();
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(`${command}: ${err}`)),
    );
    child.stdin.end(input);
  });
}

/** Runs ffmpeg with the PCM on stdin and returns stdout. */
export function ffmpeg(pcm: Int16Array, outputArgs: string[]): Promise<Buffer> {
  return runPiped(
    "ffmpeg",
    ["-hide_banner", "-loglevel", "error", "-f", "s16le", "-ar", "16000", "-ac", "1"]
      .concat(["-i", "pipe:0"])
      .concat(outputArgs),
    Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength),
  );
}

/** WebM/Opus as Chrome's MediaRecorder sends it (one audio track, SimpleBlocks, 20 ms packets). */
export function encodeWebmOpus(pcm: Int16Array): Promise<Buffer> {
  return ffmpeg(pcm, ["-c:a", "libopus", "-b:a", "24k", "-f", "webm", "pipe:1"]);
}

export function encodeOggOpus(pcm: Int16Array): Promise<Buffer> {
  return ffmpeg(pcm, ["-c:a", "libopus", "-b:a", "24k", "-f", "ogg", "pipe:1"]);
}

/** Word error rate: word-level edit distance over the reference's length, case and punctuation aside. */
export function wordErrorRate(reference: string, hypothesis: string): number {
  const words = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9' ]+/g, " ")
      .split(/\s+/)
      .filter(Boolean);
  const ref = words(reference);
  const hyp = words(hypothesis);
  if (ref.length === 0) return hyp.length === 0 ? 0 : 1;
  let previous = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= hyp.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (ref[i - 1] === hyp[j - 1] ? 0 : 1);
      current[j] = Math.min(substitution, (previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1);
    }
    previous = current;
  }
  return (previous[hyp.length] ?? 0) / ref.length;
}

/** The speech without the quiet Flite leaves after it: it ends at its last loud sample. */
export function withoutTrailingQuiet(pcm: Int16Array, threshold = 500): Int16Array {
  let end = pcm.length;
  while (end > 0 && Math.abs(pcm[end - 1] ?? 0) < threshold) end -= 1;
  return pcm.subarray(0, end);
}
