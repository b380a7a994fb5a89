import { SESSION } from "../constants";
import { Emitter } from "../emitter";
import { clampVolume } from "./agent-volume";
import { base64ToBytes, parsePcm16Wav } from "./audio-decoding";

export const PLAYBACK_UNSUPPORTED_TEXT = "Audio playback not supported in this browser";

/* The Web Audio API the player uses, reduced to what it calls, so tests can pass fakes. */

export interface AudioBufferLike {
  readonly duration: number;
}

export interface WritableAudioBufferLike extends AudioBufferLike {
  copyToChannel(source: Float32Array, channel: number): void;
}

export interface BufferSourceLike {
  buffer: AudioBufferLike | null;
  onended: (() => void) | null;
  connect(destination: unknown): void;
  start(when?: number): void;
  stop(): void;
}

export interface GainLike {
  gain: { value: number };
  connect(destination: unknown): void;
}

export interface PlaybackContextLike {
  readonly currentTime: number;
  readonly state: string;
  readonly destination: unknown;
  createBuffer(channels: number, length: number, sampleRate: number): WritableAudioBufferLike;
  createBufferSource(): BufferSourceLike;
  createGain(): GainLike;
  decodeAudioData(data: ArrayBuffer): Promise<AudioBufferLike>;
  resume(): Promise<void>;
  suspend(): Promise<void>;
  close(): Promise<void>;
}

export interface AgentAudioPlayerOptions {
  AudioContext?: new () => PlaybackContextLike;
  /** 0..100 (spec §9 agent volume, default 100). */
  volume?: number;
}

export interface PlayerEvents {
  /** A chunk finished playing; `count` is how many have so far. */
  played: { count: number };
  /** Nothing left to play: the queue drained or was stopped. */
  finished: undefined;
  error: { message: string };
}

function defaultAudioContext(): (new () => PlaybackContextLike) | undefined {
  const AudioContextClass =
    globalThis.AudioContext ??
    (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  return AudioContextClass as unknown as (new () => PlaybackContextLike) | undefined;
}

/**
 * The agent's voice: base64 chunks decoded and scheduled back to back on one
 * AudioContext, in the order they came (each starts where the last ends, so
 * there is no gap and no overlap), stoppable at once when the person interrupts.
 */
export class AgentAudioPlayer {
  readonly #AudioContext: (new () => PlaybackContextLike) | undefined;
  readonly #events = new Emitter<PlayerEvents>();
  #context: PlaybackContextLike | undefined;
  #gain: GainLike | undefined;
  #volume: number;
  /** Decoding is asynchronous; chaining keeps the queue's order. */
  #chain: Promise<void> = Promise.resolve();
  #decoding = 0;
  readonly #sources = new Set<BufferSourceLike>();
  /** When the last scheduled chunk ends, in the context's clock. */
  #nextStart = 0;
  /** Bumped by stop(), so chunks still decoding from before it are dropped. */
  #generation = 0;
  #played = 0;
  /** Held by the server (agent_pause): what is scheduled waits where it is. */
  #paused = false;
  #playbackError = false;
  #errorReset: ReturnType<typeof setTimeout> | undefined;

  constructor(options: AgentAudioPlayerOptions = {}) {
    this.#AudioContext = "AudioContext" in options ? options.AudioContext : defaultAudioContext();
    this.#volume = clampVolume(options.volume ?? SESSION.agentVolumeDefault);
  }

  get supported() {
    return this.#AudioContext !== undefined;
  }

  /** Whether audio is still queued or playing. */
  get busy() {
    return this.#decoding > 0 || this.#sources.size > 0;
  }

  get playedCount() {
    return this.#played;
  }

  /** Set when a chunk could not be played; clears itself after 1 s. */
  get playbackError() {
    return this.#playbackError;
  }

  get volume() {
    return this.#volume;
  }

  on<K extends keyof PlayerEvents>(event: K, listener: (payload: PlayerEvents[K]) => void) {
    return this.#events.on(event, listener);
  }

  /**
   * Creates (or resumes) the AudioContext; call it from the click that starts
   * voice, because browsers only let a user gesture start audio.
   */
  async unlock(): Promise<boolean> {
    try {
      const context = this.#ensureContext();
      if (context.state === "suspended") await context.resume();
      return true;
    } catch (error) {
      this.#fail(error);
      return false;
    }
  }

  /** Queues one chunk: "wav" (PCM16, from our server) or anything decodeAudioData reads (mp3). */
  enqueue(base64: string, format = "mp3") {
    let context: PlaybackContextLike;
    try {
      context = this.#ensureContext();
    } catch (error) {
      this.#fail(error);
      return;
    }
    const generation = this.#generation;
    this.#decoding++;
    this.#chain = this.#chain.then(async () => {
      try {
        const buffer = await decode(context, base64ToBytes(base64), format);
        if (generation === this.#generation) this.#schedule(context, buffer);
      } catch (error) {
        if (generation === this.#generation) this.#fail(error);
      } finally {
        if (generation === this.#generation) {
          this.#decoding--;
          this.#finishIfIdle();
        }
      }
    });
  }

  setVolume(volume: number) {
    this.#volume = clampVolume(volume);
    if (this.#gain) this.#gain.gain.value = this.#volume / 100;
  }

  get paused() {
    return this.#paused;
  }

  /**
   * Holds playback where it is, queue and all (the person began to speak
   * over the agent). The context's clock stops with it, so what is
   * scheduled, and what arrives meanwhile, plays on from there on resume().
   */
  pause() {
    if (this.#paused) return;
    this.#paused = true;
    void this.#context?.suspend().catch((error: unknown) => this.#fail(error));
  }

  /** Plays on from where pause() held it. */
  resume() {
    if (!this.#paused) return;
    this.#paused = false;
    void this.#context?.resume().catch((error: unknown) => this.#fail(error));
  }

  /** Stops everything scheduled and drops the queue (the person interrupted); a pause ends with it. */
  stop() {
    const wasBusy = this.busy;
    this.#generation++;
    this.#decoding = 0;
    for (const source of this.#sources) {
      source.onended = null;
      try {
        source.stop();
      } catch {
        // Already ended.
      }
    }
    this.#sources.clear();
    this.#nextStart = 0;
    this.resume();
    if (wasBusy) this.#events.emit("finished", undefined);
  }

  async close() {
    this.stop();
    clearTimeout(this.#errorReset);
    const context = this.#context;
    this.#context = undefined;
    this.#gain = undefined;
    await context?.close().catch(() => {});
  }

  #ensureContext(): PlaybackContextLike {
    if (this.#context) return this.#context;
    if (!this.#AudioContext) throw new Error(PLAYBACK_UNSUPPORTED_TEXT);
    const context = new this.#AudioContext();
    if (this.#paused) void context.suspend().catch((error: unknown) => this.#fail(error));
    const gain = context.createGain();
    gain.gain.value = this.#volume / 100;
    gain.connect(context.destination);
    this.#context = context;
    this.#gain = gain;
    return context;
  }

  #schedule(context: PlaybackContextLike, buffer: AudioBufferLike) {
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.connect(this.#gain);
    const startAt = Math.max(context.currentTime, this.#nextStart);
    this.#nextStart = startAt + buffer.duration;
    source.onended = () => {
      this.#sources.delete(source);
      this.#played++;
      this.#events.emit("played", { count: this.#played });
      this.#finishIfIdle();
    };
    this.#sources.add(source);
    source.start(startAt);
  }

  #finishIfIdle() {
    if (!this.busy) this.#events.emit("finished", undefined);
  }

  #fail(error: unknown) {
    this.#playbackError = true;
    clearTimeout(this.#errorReset);
    this.#errorReset = setTimeout(() => {
      this.#playbackError = false;
    }, SESSION.playbackErrorResetMs);
    const message = error instanceof Error ? error.message : String(error);
    this.#events.emit("error", { message });
  }
}

async function decode(
  context: PlaybackContextLike,
  bytes: Uint8Array,
  format: string,
): Promise<AudioBufferLike> {
  if (format.toLowerCase().includes("wav")) {
    // Read directly: exact length and no decoder padding, so pieces join seamlessly.
    const wav = parsePcm16Wav(bytes);
    if (wav) {
      const buffer = context.createBuffer(1, Math.max(1, wav.samples.length), wav.sampleRate);
      buffer.copyToChannel(wav.samples, 0);
      return buffer;
    }
  }
  // decodeAudioData takes (and detaches) a buffer of its own.
  return context.decodeAudioData(bytes.slice().buffer);
}
