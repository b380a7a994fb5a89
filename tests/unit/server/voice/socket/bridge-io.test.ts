import { voice } from "@livekit/agents";
import { AudioFrame } from "@livekit/rtc-node";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureAgentsRuntime } from "../../../../../src/server/ai/agents-runtime";
import {
  BridgeAudioInput,
  BridgeAudioOutput,
  type BridgeSink,
  BridgeTextOutput,
} from "../../../../../src/server/voice/socket/bridge-io";

function recordingSink() {
  const events: Array<{
    kind: string;
    samples?: number;
    rate?: number;
    isFinal?: boolean;
    text?: string;
  }> = [];
  const sink: BridgeSink = {
    async audio(pcm, rate, isFinal) {
      events.push({ kind: "audio", samples: pcm.length, rate, isFinal });
    },
    interrupt: () => events.push({ kind: "interrupt" }),
    pause: () => events.push({ kind: "pause" }),
    resume: () => events.push({ kind: "resume" }),
    text: (text) => events.push({ kind: "text", text }),
    textEnd: () => events.push({ kind: "textEnd" }),
  };
  return { sink, events };
}

/** 10 ms of 24 kHz speech-like samples. */
const frame = (rate = 24_000) =>
  new AudioFrame(new Int16Array(rate / 100).fill(1000), rate, 1, rate / 100);

beforeAll(() => ensureAgentsRuntime("fatal"));
afterEach(() => vi.useRealTimers());

describe("BridgeAudioOutput", () => {
  it("sends a reply's first frame at once, then 200 ms pieces, the rest as the final piece, and ends playout when the audio has played", async () => {
    vi.useFakeTimers();
    const { sink, events } = recordingSink();
    const output = new BridgeAudioOutput(sink);
    const finished = vi.fn();
    output.on(voice.AudioOutput.EVENT_PLAYBACK_FINISHED, finished);

    await output.captureFrame(frame());
    expect(events).toEqual([{ kind: "audio", samples: 240, rate: 24_000, isFinal: false }]);
    for (let i = 1; i < 45; i++) await output.captureFrame(frame());
    output.flush();
    expect(events).toEqual([
      { kind: "audio", samples: 240, rate: 24_000, isFinal: false },
      { kind: "audio", samples: 4800, rate: 24_000, isFinal: false },
      { kind: "audio", samples: 4800, rate: 24_000, isFinal: false },
      { kind: "audio", samples: 960, rate: 24_000, isFinal: true },
    ]);
    await vi.advanceTimersByTimeAsync(440);
    expect(finished).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(finished).toHaveBeenCalledWith({ playbackPosition: 0.45, interrupted: false });
    await expect(output.waitForPlayout()).resolves.toEqual({
      playbackPosition: 0.45,
      interrupted: false,
    });
  });

  it("on interruption drops what is unsent, tells the client, and reports how much played", async () => {
    vi.useFakeTimers();
    const { sink, events } = recordingSink();
    const output = new BridgeAudioOutput(sink);
    for (let i = 0; i < 30; i++) await output.captureFrame(frame());
    await vi.advanceTimersByTimeAsync(100);
    output.clearBuffer();
    expect(events.map((event) => event.kind)).toEqual(["audio", "audio", "interrupt"]);
    await expect(output.waitForPlayout()).resolves.toEqual({
      playbackPosition: 0.1,
      interrupted: true,
    });
  });

  it("can pause, tells the client to hold and to go on, and does not count the held time as played", async () => {
    vi.useFakeTimers();
    const { sink, events } = recordingSink();
    const output = new BridgeAudioOutput(sink);
    expect(output.canPause).toBe(true);
    const finished = vi.fn();
    output.on(voice.AudioOutput.EVENT_PLAYBACK_FINISHED, finished);
    for (let i = 0; i < 50; i++) await output.captureFrame(frame());
    output.flush();
    await vi.advanceTimersByTimeAsync(100);
    output.pause();
    output.pause();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(finished).not.toHaveBeenCalled();
    output.resume();
    output.resume();
    await vi.advanceTimersByTimeAsync(399);
    expect(finished).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(finished).toHaveBeenCalledWith({ playbackPosition: 0.5, interrupted: false });
    expect(events.filter((event) => event.kind !== "audio")).toEqual([
      { kind: "pause" },
      { kind: "resume" },
    ]);
  });

  it("reports how much played before a pause that ends in an interruption", async () => {
    vi.useFakeTimers();
    const { sink, events } = recordingSink();
    const output = new BridgeAudioOutput(sink);
    for (let i = 0; i < 50; i++) await output.captureFrame(frame());
    await vi.advanceTimersByTimeAsync(150);
    output.pause();
    await vi.advanceTimersByTimeAsync(800);
    output.clearBuffer();
    output.resume();
    await expect(output.waitForPlayout()).resolves.toEqual({
      playbackPosition: 0.15,
      interrupted: true,
    });
    expect(events.filter((event) => event.kind !== "audio")).toEqual([
      { kind: "pause" },
      { kind: "interrupt" },
      { kind: "resume" },
    ]);
  });

  it("holds a reply that begins during a pause: it starts to play at the resume", async () => {
    vi.useFakeTimers();
    const { sink } = recordingSink();
    const output = new BridgeAudioOutput(sink);
    const started = vi.fn();
    output.on(voice.AudioOutput.EVENT_PLAYBACK_STARTED, started);
    output.pause();
    for (let i = 0; i < 10; i++) await output.captureFrame(frame());
    output.flush();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).not.toHaveBeenCalled();
    output.resume();
    expect(started).toHaveBeenCalledWith({ createdAt: Date.now() });
    await vi.advanceTimersByTimeAsync(100);
    await expect(output.waitForPlayout()).resolves.toEqual({
      playbackPosition: 0.1,
      interrupted: false,
    });
  });

  it("ignores a clear with nothing playing", () => {
    const { sink, events } = recordingSink();
    new BridgeAudioOutput(sink).clearBuffer();
    expect(events).toEqual([]);
  });
});

describe("BridgeTextOutput", () => {
  it("passes the agent's words on as they come and marks the end", async () => {
    const { sink, events } = recordingSink();
    const output = new BridgeTextOutput(sink);
    await output.captureText("Hello ");
    await output.captureText(voice.createTimedString({ text: "there." }));
    await output.captureText("");
    output.flush();
    expect(events).toEqual([
      { kind: "text", text: "Hello " },
      { kind: "text", text: "there." },
      { kind: "textEnd" },
    ]);
  });
});

describe("BridgeAudioInput", () => {
  it("hands the pipeline 16 kHz mono frames of the decoded audio", async () => {
    const input = new BridgeAudioInput();
    const reader = input.stream.getReader();
    const pushed = input.push(new Int16Array(320).fill(7));
    const { value } = await reader.read();
    await pushed;
    expect(value).toMatchObject({ sampleRate: 16_000, channels: 1, samplesPerChannel: 320 });
    expect(value?.data[0]).toBe(7);
    await input.push(new Int16Array(0));
    reader.releaseLock();
    await input.close();
  });

  it("cuts a client's 200 ms chunk into 20 ms frames, so the VAD finds the end of speech to the frame", async () => {
    const input = new BridgeAudioInput();
    const reader = input.stream.getReader();
    const chunk = Int16Array.from({ length: 3_200 + 100 }, (_, i) => i % 1000);
    const pushed = input.push(chunk);
    const frames: { samplesPerChannel: number; data: Int16Array }[] = [];
    while (frames.length < 11) {
      const { value } = await reader.read();
      if (value) frames.push(value);
    }
    await pushed;
    expect(frames.map((f) => f.samplesPerChannel)).toEqual([...Array(10).fill(320), 100]);
    expect(Array.from(frames[1]?.data.slice(0, 2) ?? [])).toEqual([320, 321]);
    reader.releaseLock();
    await input.close();
  });
});
