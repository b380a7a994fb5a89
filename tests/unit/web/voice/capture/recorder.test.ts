import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AudioChunk } from "../../../../../src/web/voice/capture/audio-chunk";
import { type RecorderState, VoiceRecorder } from "../../../../../src/web/voice/capture/recorder";
import {
  AUDIO_CONSTRAINTS,
  type BlobLike,
  type MediaRecorderLike,
  type RecorderEnvironment,
  type StreamLike,
} from "../../../../../src/web/voice/capture/recorder-environment";
import { VoiceRecorderError } from "../../../../../src/web/voice/capture/recorder-errors";
import { base64ToBytes } from "../../../../../src/web/voice/playback/audio-decoding";

class FakeMediaRecorder implements MediaRecorderLike {
  static instances: FakeMediaRecorder[] = [];
  static supported = new Set(["audio/webm", "audio/ogg;codecs=opus"]);
  static isTypeSupported(type: string) {
    return FakeMediaRecorder.supported.has(type);
  }
  state: "inactive" | "recording" | "paused" = "inactive";
  ondataavailable: ((event: { data: BlobLike }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  timeslice: number | undefined;
  constructor(
    readonly stream: StreamLike,
    readonly options?: { mimeType?: string },
  ) {
    FakeMediaRecorder.instances.push(this);
  }
  start(timeslice?: number) {
    this.timeslice = timeslice;
    this.state = "recording";
  }
  stop() {
    this.state = "inactive";
  }
  pause() {
    this.state = "paused";
  }
  resume() {
    this.state = "recording";
  }
  emit(size: number) {
    const bytes = new Uint8Array(size).fill(7);
    this.ondataavailable?.({ data: { size, arrayBuffer: async () => bytes.buffer } });
  }
}

let level = 0;

class FakeAudioContext {
  sampleRate = 48_000;
  createMediaStreamSource() {
    return { connect() {} };
  }
  createAnalyser() {
    return {
      fftSize: 2048,
      getByteTimeDomainData(array: Uint8Array) {
        array.fill(128);
        array[0] = 128 + Math.round(level * 127);
      },
    };
  }
  async close() {}
}

function fakeStream(sampleRate = 16_000) {
  const track = { stop: vi.fn(), getSettings: () => ({ sampleRate, channelCount: 1 }) };
  return { track, stream: { getTracks: () => [track] } };
}

function environment(overrides: Partial<RecorderEnvironment> = {}): RecorderEnvironment {
  return {
    getUserMedia: vi.fn(async () => fakeStream().stream),
    MediaRecorder: FakeMediaRecorder,
    AudioContext: FakeAudioContext,
    userAgent: "Mozilla/5.0 Chrome/130.0",
    now: () => Date.now(),
    ...overrides,
  };
}

const latestRecorder = () => FakeMediaRecorder.instances.at(-1) as FakeMediaRecorder;

async function recording(env = environment()) {
  const recorder = new VoiceRecorder(env);
  const chunks: AudioChunk[] = [];
  const hints: string[] = [];
  const errors: string[] = [];
  recorder.on("chunk", (chunk) => chunks.push(chunk));
  recorder.on("hint", ({ message }) => hints.push(message));
  recorder.on("error", ({ message }) => errors.push(message));
  await recorder.requestPermission();
  recorder.start();
  return { recorder, chunks, hints, errors };
}

/** One 200 ms chunk at the given level. */
async function chunkAt(volume: number, size = 2_000) {
  level = volume;
  await vi.advanceTimersByTimeAsync(200);
  latestRecorder().emit(size);
  await vi.advanceTimersByTimeAsync(0);
}

describe("voice recorder", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    FakeMediaRecorder.instances = [];
    level = 0.5;
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("asks for the microphone with the spec's constraints and records the first supported format", async () => {
    const env = environment();
    const { recorder } = await recording(env);
    expect(env.getUserMedia).toHaveBeenCalledWith({ audio: AUDIO_CONSTRAINTS });
    expect(AUDIO_CONSTRAINTS).toEqual({
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
      sampleRate: { ideal: 16_000 },
      channelCount: { ideal: 1 },
    });
    expect(recorder.format).toBe("audio/webm");
    expect(latestRecorder().options).toEqual({ mimeType: "audio/webm" });
    expect(latestRecorder().timeslice).toBe(200);
    expect(recorder.state).toBe("recording");
  });

  it("follows the spec's transitions and refuses the others", async () => {
    const recorder = new VoiceRecorder(environment());
    const states: RecorderState[] = [];
    recorder.on("state", ({ state }) => states.push(state));
    expect(() => recorder.start()).toThrow("Cannot start recording in state idle");
    expect(recorder.pause()).toBe(false);
    await recorder.requestPermission();
    expect(recorder.resume()).toBe(false);
    recorder.start();
    expect(() => recorder.start()).toThrow("Cannot start recording in state recording");
    expect(recorder.pause()).toBe(true);
    expect(latestRecorder().state).toBe("paused");
    expect(recorder.pause()).toBe(false);
    expect(recorder.resume()).toBe(true);
    recorder.pause();
    recorder.start();
    expect(recorder.stop()).toBe(true);
    expect(recorder.stop()).toBe(false);
    await recorder.cleanup();
    expect(states).toEqual([
      "requesting_permission",
      "ready",
      "recording",
      "paused",
      "recording",
      "paused",
      "recording",
      "ready",
      "cleanup",
      "idle",
    ]);
  });

  it.each([
    ["NotAllowedError", "PERMISSION_DENIED", "Microphone permission denied"],
    ["NotFoundError", "NO_MICROPHONE", "No microphone found"],
    ["NotReadableError", "MICROPHONE_BUSY", "Microphone is busy or unavailable"],
  ])("maps %s to %s", async (name, code, message) => {
    const error = Object.assign(new Error("browser words"), { name });
    const recorder = new VoiceRecorder(
      environment({
        getUserMedia: async () => {
          throw error;
        },
      }),
    );
    const failure = await recorder.requestPermission().catch((caught: unknown) => caught);
    expect(failure).toBeInstanceOf(VoiceRecorderError);
    expect((failure as VoiceRecorderError).detail).toMatchObject({ code, message });
    expect(recorder.state).toBe("error");
  });

  it("gives the permission tips and marks a missing microphone unrecoverable", async () => {
    const deny = Object.assign(new Error(""), { name: "NotAllowedError" });
    const recorder = new VoiceRecorder(
      environment({
        getUserMedia: async () => {
          throw deny;
        },
      }),
    );
    const failure = (await recorder
      .requestPermission()
      .catch((e: unknown) => e)) as VoiceRecorderError;
    expect(failure.detail.suggestions.join(" ")).toMatch(/microphone icon/);
    expect(failure.detail.suggestions.join(" ")).toMatch(/[Aa]llow/);
  });

  it("reports an unsupported browser with the spec's messages", async () => {
    const recorder = new VoiceRecorder(
      environment({ MediaRecorder: undefined, userAgent: "Mozilla/5.0 Version/17 Safari/605" }),
    );
    expect(recorder.checkSupport()).toMatchObject({
      supported: false,
      title: "Voice recording is not fully supported in Safari",
      detail: "Browser does not support audio recording",
    });
    const failure = (await recorder
      .requestPermission()
      .catch((e: unknown) => e)) as VoiceRecorderError;
    expect(failure.detail.code).toBe("BROWSER_NOT_SUPPORTED");
    expect(failure.message).toBe("Browser does not support audio recording");
  });

  it("reads the permission state when the browser can tell", async () => {
    const recorder = new VoiceRecorder(
      environment({ queryPermission: async () => ({ state: "denied" }) }),
    );
    expect(await recorder.permission()).toBe("denied");
    expect(await new VoiceRecorder(environment()).permission()).toBe("unknown");
  });

  it("warns about a sample rate outside 8000-48000 Hz", async () => {
    const hints: string[] = [];
    const recorder = new VoiceRecorder(
      environment({ getUserMedia: async () => fakeStream(96_000).stream }),
    );
    recorder.on("hint", ({ message }) => hints.push(message));
    await recorder.requestPermission();
    expect(hints).toEqual([expect.stringMatching(/96000 Hz.*16000 Hz/)]);
  });

  it("emits each chunk with its envelope", async () => {
    const { chunks } = await recording();
    await chunkAt(0.5, 3_200);
    expect(chunks).toEqual([
      {
        data: expect.any(String),
        sequence: 0,
        timestamp: 200,
        format: "audio/webm",
        size: 3_200,
        duration: 200,
        metadata: { sampleRate: 16_000, channels: 1, bitRate: 128_000 },
        kind: "speech",
      },
    ]);
    expect(base64ToBytes(chunks[0]?.data ?? "")).toHaveLength(3_200);
  });

  it("refuses a chunk over 65536 bytes and hints at one under 1024", async () => {
    const { chunks, hints, errors } = await recording();
    await chunkAt(0.5, 65_537);
    expect(chunks).toHaveLength(0);
    expect(errors).toEqual(["Audio chunk too large: 65537 bytes (max 65536)"]);
    await chunkAt(0.5, 1_023);
    expect(chunks).toHaveLength(1);
    expect(hints).toEqual(["Audio chunk is very small (1023 bytes)"]);
    await chunkAt(0.5, 65_536);
    expect(chunks).toHaveLength(2);
  });

  it("sends speech, then silence for the 3 s grace, then one keepalive per 5 s", async () => {
    const { chunks } = await recording();
    await chunkAt(0.5);
    // 20 s of silence in 200 ms chunks.
    for (let i = 0; i < 100; i++) await chunkAt(0.01);
    const kinds = chunks.map((chunk) => chunk.kind);
    expect(kinds[0]).toBe("speech");
    // The grace: chunks ending less than 3 s after silence began (200 ms .. 3000 ms).
    expect(kinds.filter((kind) => kind === "grace")).toHaveLength(15);
    // After it: one every 5 s (at 3.4 s, 8.4 s, 13.4 s, 18.4 s).
    expect(kinds.filter((kind) => kind === "keepalive")).toHaveLength(4);
    await chunkAt(0.5);
    expect(chunks.at(-1)?.kind).toBe("speech");
  });

  it("judges a chunk by its loudest moment, not the instant it ends", async () => {
    const { chunks } = await recording();
    for (let i = 0; i < 20; i++) await chunkAt(0.01);
    const before = chunks.length;
    level = 0.6;
    await vi.advanceTimersByTimeAsync(50);
    level = 0.01;
    await vi.advanceTimersByTimeAsync(150);
    latestRecorder().emit(2_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(chunks.slice(before).map((chunk) => chunk.kind)).toEqual(["speech"]);
  });

  it("mutes by stopping the real recorder and sending silent WAV keepalives; unmute records afresh", async () => {
    const { recorder, chunks } = await recording();
    const first = latestRecorder();
    recorder.setMuted(true);
    expect(first.state).toBe("inactive");
    first.emit(2_000);
    await vi.advanceTimersByTimeAsync(0);
    const keepalives = chunks.filter((chunk) => chunk.format === "audio/wav");
    // 5 s of silent 16 kHz mono 16-bit WAV, in pieces within the 64 KB limit.
    expect(keepalives.map((chunk) => chunk.duration)).toEqual([2_000, 2_000, 1_000]);
    expect(keepalives.every((chunk) => chunk.size <= 65_536 && chunk.kind === "keepalive")).toBe(
      true,
    );
    const wav = base64ToBytes(keepalives[0]?.data ?? "");
    expect(String.fromCharCode(...wav.subarray(0, 4))).toBe("RIFF");
    expect(wav.subarray(44).every((byte) => byte === 0)).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(chunks.filter((chunk) => chunk.format === "audio/wav")).toHaveLength(6);
    recorder.setMuted(false);
    expect(latestRecorder()).not.toBe(first);
    expect(latestRecorder().state).toBe("recording");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(chunks.filter((chunk) => chunk.format === "audio/wav")).toHaveLength(6);
  });

  it("reports quality every 500 ms with the analysis flags", async () => {
    const { recorder } = await recording();
    const reports: { volume: number; silence: boolean; distortion: boolean }[] = [];
    recorder.on("quality", ({ metrics, analysis }) =>
      reports.push({
        volume: metrics.volume,
        silence: analysis.silence,
        distortion: analysis.distortion,
      }),
    );
    level = 0.05;
    await vi.advanceTimersByTimeAsync(499);
    expect(reports).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    level = 0.95;
    await vi.advanceTimersByTimeAsync(500);
    expect(reports).toEqual([
      { volume: expect.closeTo(0.05, 1), silence: true, distortion: false },
      { volume: expect.closeTo(0.95, 1), silence: false, distortion: true },
    ]);
  });

  it("releases the microphone on cleanup", async () => {
    const { track, stream } = fakeStream();
    const recorder = new VoiceRecorder(environment({ getUserMedia: async () => stream }));
    await recorder.requestPermission();
    recorder.start();
    await recorder.cleanup();
    expect(track.stop).toHaveBeenCalled();
    expect(latestRecorder().state).toBe("inactive");
    expect(recorder.state).toBe("idle");
  });
});
