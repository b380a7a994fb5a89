import { stream, voice } from "@livekit/agents";
import { AudioFrame } from "@livekit/rtc-node";
import { PCM_SAMPLE_RATE } from "../../ai/audio/decode";

/** Where the pipeline's output goes: the socket of one voice session. */
export interface BridgeSink {
  /** One chunk of agent speech; resolves once the socket has room for more (backpressure). */
  audio(pcm: Int16Array, sampleRate: number, isFinal: boolean): Promise<void>;
  /** The agent was cut off: the client drops what it has queued. */
  interrupt(): void;
  /** The person speaks over the agent: the client holds its playback where it is. */
  pause(): void;
  /** What they said did not take the turn: the client's playback goes on. */
  resume(): void;
  text(chunk: string): void;
  textEnd(): void;
}

/** Agent speech goes out in pieces of this length (a reply's first frame alone, at once). */
const AUDIO_CHUNK_MS = 200;

/**
 * The person's audio goes to the pipeline in frames of this length, as a
 * microphone track delivers it: the VAD then finds the end of speech to
 * the frame, not at the client's 200 ms chunk boundaries.
 */
const INPUT_FRAME_MS = 20;
const INPUT_FRAME_SAMPLES = (PCM_SAMPLE_RATE * INPUT_FRAME_MS) / 1000;

/** The person's audio, decoded to 16 kHz mono by the socket, into the pipeline. */
export class BridgeAudioInput extends voice.AudioInput {
  readonly #channel = stream.createStreamChannel<AudioFrame>();
  #closed = false;

  constructor() {
    super();
    this.multiStream.addInputStream(this.#channel.stream());
  }

  /** Resolves when the pipeline has taken the audio: the socket waits on it before reading more. */
  async push(pcm: Int16Array): Promise<void> {
    for (let start = 0; start < pcm.length && !this.#closed; start += INPUT_FRAME_SAMPLES) {
      // Each frame owns its samples: rtc-node hands `data.buffer` whole to native code.
      const samples = pcm.slice(start, start + INPUT_FRAME_SAMPLES);
      await this.#channel.write(new AudioFrame(samples, PCM_SAMPLE_RATE, 1, samples.length));
    }
  }

  override async close() {
    this.#closed = true;
    await this.#channel.close();
    await super.close();
  }
}

/**
 * The agent's speech to the socket. The browser plays what it gets at once,
 * so playback is taken to end when the audio's own length has passed since
 * its first chunk, not counting time the client held it paused; until then
 * the agent counts as speaking and can be interrupted. A pause holds the
 * client's playback where it is (speech over the agent that may yet be a
 * backchannel), a resume lets it go on, and an interruption tells the client
 * to drop its queue.
 */
export class BridgeAudioOutput extends voice.AudioOutput {
  readonly #sink: BridgeSink;
  #pending: Int16Array[] = [];
  #pendingSamples = 0;
  #rate = 0;
  /** When the segment began to play: 0 while it waits behind a pause. */
  #startedAt = 0;
  #pushedMs = 0;
  /** Time the segment spent paused since it began to play. */
  #heldMs = 0;
  #pausedAt: number | undefined;
  /** The whole segment is sent: its playout ends once the rest has played. */
  #flushed = false;
  #playout: NodeJS.Timeout | undefined;

  constructor(sink: BridgeSink) {
    super(undefined, undefined, { pause: true });
    this.#sink = sink;
  }

  override async captureFrame(frame: AudioFrame): Promise<void> {
    await super.captureFrame(frame);
    const first = this.#pushedMs === 0;
    if (first) {
      this.#heldMs = 0;
      this.#startedAt = 0;
      if (this.#pausedAt === undefined) this.#begin(Date.now());
    }
    this.#rate = frame.sampleRate;
    this.#pushedMs += (frame.samplesPerChannel / frame.sampleRate) * 1000;
    this.#pending.push(monoOf(frame));
    this.#pendingSamples += frame.samplesPerChannel;
    // A reply's first frame goes at once: the person hears it while the next piece fills.
    if (first || this.#pendingSamples >= (this.#rate * AUDIO_CHUNK_MS) / 1000)
      await this.#send(false);
  }

  override flush(): void {
    super.flush();
    if (this.#pushedMs === 0) return;
    void this.#send(true);
    this.#flushed = true;
    this.#armPlayout();
  }

  override clearBuffer(): void {
    if (this.#pushedMs === 0) return;
    this.#pending = [];
    this.#pendingSamples = 0;
    this.#sink.interrupt();
    this.#finish(true);
  }

  override pause(): void {
    super.pause();
    if (this.#pausedAt !== undefined) return;
    this.#pausedAt = Date.now();
    clearTimeout(this.#playout);
    this.#sink.pause();
  }

  override resume(): void {
    super.resume();
    const pausedAt = this.#pausedAt;
    if (pausedAt === undefined) return;
    this.#pausedAt = undefined;
    const now = Date.now();
    if (this.#pushedMs > 0) {
      if (this.#startedAt === 0) this.#begin(now);
      else this.#heldMs += now - pausedAt;
    }
    this.#sink.resume();
    this.#armPlayout();
  }

  #begin(at: number) {
    this.#startedAt = at;
    this.onPlaybackStarted(at);
  }

  /** How much of the segment the client has played: it plays as it receives, except while paused. */
  #playedMs() {
    if (this.#startedAt === 0) return 0;
    const until = this.#pausedAt ?? Date.now();
    return Math.min(this.#pushedMs, Math.max(0, until - this.#startedAt - this.#heldMs));
  }

  #armPlayout() {
    if (!this.#flushed || this.#pausedAt !== undefined) return;
    clearTimeout(this.#playout);
    this.#playout = setTimeout(() => this.#finish(false), this.#pushedMs - this.#playedMs());
  }

  #finish(interrupted: boolean) {
    clearTimeout(this.#playout);
    this.#playout = undefined;
    this.#flushed = false;
    const playedMs = this.#playedMs();
    this.#pushedMs = 0;
    this.onPlaybackFinished({ playbackPosition: playedMs / 1000, interrupted });
  }

  async #send(isFinal: boolean) {
    const pcm = concat(this.#pending, this.#pendingSamples);
    this.#pending = [];
    this.#pendingSamples = 0;
    await this.#sink.audio(pcm, this.#rate, isFinal);
  }
}

type TextOutput = NonNullable<voice.AgentSession["output"]["transcription"]>;

/** agents-js exports its TextOutput subclasses but not the base class itself. */
const TextOutputBase = Object.getPrototypeOf(
  voice.ParalellTextOutput,
) as abstract new () => TextOutput;

/** The agent's words as the model writes them: ahead of the audio, so the transcript leads. */
export class BridgeTextOutput extends TextOutputBase {
  readonly #sink: BridgeSink;

  constructor(sink: BridgeSink) {
    super();
    this.#sink = sink;
  }

  async captureText(text: string | voice.TimedString): Promise<void> {
    const chunk = typeof text === "string" ? text : text.text;
    if (chunk) this.#sink.text(chunk);
  }

  flush(): void {
    this.#sink.textEnd();
  }
}

function monoOf(frame: AudioFrame): Int16Array {
  if (frame.channels === 1) return frame.data.slice();
  const mono = new Int16Array(frame.samplesPerChannel);
  for (let i = 0; i < mono.length; i++) {
    let sum = 0;
    for (let c = 0; c < frame.channels; c++) sum += frame.data[i * frame.channels + c] ?? 0;
    mono[i] = Math.round(sum / frame.channels);
  }
  return mono;
}

function concat(parts: Int16Array[], length: number) {
  const out = new Int16Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
