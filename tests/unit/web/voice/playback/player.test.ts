import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bytesToBase64 } from "../../../../../src/web/voice/capture/audio-chunk";
import { createSilentWav } from "../../../../../src/web/voice/capture/silent-wav";
import {
  AgentAudioPlayer,
  type AudioBufferLike,
  type BufferSourceLike,
  PLAYBACK_UNSUPPORTED_TEXT,
  type PlaybackContextLike,
} from "../../../../../src/web/voice/playback/player";

class FakeSource implements BufferSourceLike {
  buffer: AudioBufferLike | null = null;
  onended: (() => void) | null = null;
  startedAt: number | undefined;
  stopped = false;
  connect() {}
  start(when = 0) {
    this.startedAt = when;
  }
  stop() {
    this.stopped = true;
  }
  end() {
    this.onended?.();
  }
}

class FakeContext implements PlaybackContextLike {
  static last: FakeContext;
  currentTime = 0;
  state = "running";
  destination = {};
  sources: FakeSource[] = [];
  gain = { gain: { value: 1 }, connect() {} };
  decodeDuration = 0.5;
  constructor() {
    FakeContext.last = this;
  }
  createBuffer(_channels: number, length: number, sampleRate: number) {
    return { duration: length / sampleRate, copyToChannel() {} };
  }
  createBufferSource() {
    const source = new FakeSource();
    this.sources.push(source);
    return source;
  }
  createGain() {
    return this.gain;
  }
  async decodeAudioData(data: ArrayBuffer) {
    if (data.byteLength === 0) throw new Error("Unable to decode audio data");
    return { duration: this.decodeDuration };
  }
  async resume() {
    this.state = "running";
  }
  async suspend() {
    this.state = "suspended";
  }
  async close() {}
}

const wav = (ms: number) => bytesToBase64(createSilentWav(ms));
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("agent audio player", () => {
  let player: AgentAudioPlayer;

  beforeEach(() => {
    player = new AgentAudioPlayer({ AudioContext: FakeContext });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("schedules chunks back to back in queue order, with no gap and no overlap", async () => {
    player.enqueue(wav(200), "wav");
    player.enqueue(bytesToBase64(new Uint8Array([1, 2, 3])), "mp3");
    player.enqueue(wav(100), "wav");
    await flush();
    const [first, second, third] = FakeContext.last.sources;
    expect(first?.startedAt).toBe(0);
    expect(second?.startedAt).toBeCloseTo(0.2);
    expect(third?.startedAt).toBeCloseTo(0.7);
  });

  it("starts at the current time when the queue had drained", async () => {
    player.enqueue(wav(200), "wav");
    await flush();
    const context = FakeContext.last;
    context.sources[0]?.end();
    context.currentTime = 5;
    player.enqueue(wav(200), "wav");
    await flush();
    expect(context.sources[1]?.startedAt).toBe(5);
  });

  it("reports each played chunk and 'finished' when the queue drains", async () => {
    const played: number[] = [];
    const finished = vi.fn();
    player.on("played", ({ count }) => played.push(count));
    player.on("finished", finished);
    player.enqueue(wav(200), "wav");
    player.enqueue(wav(200), "wav");
    await flush();
    expect(player.busy).toBe(true);
    FakeContext.last.sources[0]?.end();
    expect(finished).not.toHaveBeenCalled();
    FakeContext.last.sources[1]?.end();
    expect(played).toEqual([1, 2]);
    expect(finished).toHaveBeenCalledTimes(1);
    expect(player.busy).toBe(false);
  });

  it("stops everything at once on interrupt and drops chunks still decoding", async () => {
    player.enqueue(wav(200), "wav");
    player.enqueue(wav(200), "wav");
    await flush();
    player.enqueue(wav(200), "wav");
    player.stop();
    await flush();
    const context = FakeContext.last;
    expect(context.sources).toHaveLength(2);
    expect(context.sources.every((source) => source.stopped)).toBe(true);
    expect(player.busy).toBe(false);
    context.currentTime = 1;
    player.enqueue(wav(200), "wav");
    await flush();
    expect(context.sources[2]?.startedAt).toBe(1);
  });

  it("holds what is scheduled and what arrives meanwhile on pause, plays on at resume, and an interrupt ends the pause", async () => {
    const finished = vi.fn();
    player.on("finished", finished);
    player.enqueue(wav(200), "wav");
    await flush();
    const context = FakeContext.last;
    player.pause();
    expect(context.state).toBe("suspended");
    expect(player.paused).toBe(true);
    player.enqueue(wav(200), "wav");
    await flush();
    expect(context.sources.map((source) => source.startedAt)).toEqual([0, 0.2]);
    expect(player.busy).toBe(true);
    player.resume();
    expect(context.state).toBe("running");
    player.pause();
    player.stop();
    expect(player.paused).toBe(false);
    expect(context.state).toBe("running");
    expect(finished).toHaveBeenCalledTimes(1);
  });

  it("a pause before any audio holds the first reply too", () => {
    player.pause();
    player.enqueue(wav(200), "wav");
    expect(FakeContext.last.state).toBe("suspended");
  });

  it("sets the volume through a gain node, 0 to 100", () => {
    player.enqueue(wav(200), "wav");
    player.setVolume(40);
    expect(FakeContext.last.gain.gain.value).toBeCloseTo(0.4);
    player.setVolume(250);
    expect(player.volume).toBe(100);
    player.setVolume(-3);
    expect(FakeContext.last.gain.gain.value).toBe(0);
  });

  it("raises the playback error flag on a bad chunk and clears it after 1 s", async () => {
    vi.useFakeTimers();
    const errors: string[] = [];
    player.on("error", ({ message }) => errors.push(message));
    player.enqueue("", "mp3");
    await vi.advanceTimersByTimeAsync(0);
    expect(player.playbackError).toBe(true);
    expect(errors).toEqual(["Unable to decode audio data"]);
    await vi.advanceTimersByTimeAsync(999);
    expect(player.playbackError).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(player.playbackError).toBe(false);
  });

  it("says when the browser cannot play audio", async () => {
    const unsupported = new AgentAudioPlayer({ AudioContext: undefined });
    const errors: string[] = [];
    unsupported.on("error", ({ message }) => errors.push(message));
    expect(unsupported.supported).toBe(false);
    expect(await unsupported.unlock()).toBe(false);
    expect(errors).toEqual([PLAYBACK_UNSUPPORTED_TEXT]);
  });
});
