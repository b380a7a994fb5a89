import { AUDIO } from "../constants";
import { Emitter } from "../emitter";
import {
  type AudioAnalysis,
  analyzeAudio,
  type QualityMetrics,
  SilenceGate,
  sampleRateWarning,
} from "./audio-analysis";
import { type AudioChunk, type RecordedPiece, toAudioChunk } from "./audio-chunk";
import { type BrowserSupport, checkBrowserSupport, detectBrowser } from "./browser-support";
import { LevelMeter } from "./level-meter";
import {
  AUDIO_CONSTRAINTS,
  type BlobLike,
  browserEnvironment,
  type MediaRecorderLike,
  type RecorderEnvironment,
  type StreamLike,
} from "./recorder-environment";
import {
  cannotStartText,
  causeMessage,
  type RecorderError,
  recorderError,
  recorderErrorFromMedia,
  VoiceRecorderError,
} from "./recorder-errors";
import { createSilentWav, keepalivePieces } from "./silent-wav";

export type RecorderState =
  | "idle"
  | "requesting_permission"
  | "ready"
  | "recording"
  | "paused"
  | "error"
  | "cleanup";

export type MicrophonePermission = "granted" | "denied" | "prompt" | "unknown";

export interface RecorderEvents {
  state: { state: RecorderState; previous: RecorderState };
  chunk: AudioChunk;
  quality: { metrics: QualityMetrics; analysis: AudioAnalysis };
  /** Failures while recording; failures of a call are thrown by the call. */
  error: RecorderError;
  /** Advice that needs no action: a very small chunk, a short clip, an odd sample rate. */
  hint: { message: string };
}

/**
 * The microphone: permission, capture, 200 ms chunks in the first supported
 * format, mute with a silent keepalive, volume gating and a quality monitor.
 */
export class VoiceRecorder {
  readonly #env: RecorderEnvironment;
  readonly #now: () => number;
  readonly #events = new Emitter<RecorderEvents>();
  readonly #gate = new SilenceGate();
  #state: RecorderState = "idle";
  #stream: StreamLike | undefined;
  #recorder: MediaRecorderLike | undefined;
  #meter: LevelMeter | undefined;
  #format = "";
  #sampleRate: number = AUDIO.sampleRate;
  #channels: number = AUDIO.channels;
  #sequence = 0;
  #muted = false;
  #recordingStartedAt = 0;
  /** Bumped by cleanup, so a permission answer that comes after it is dropped. */
  #permissionRequest = 0;
  #monitor: ReturnType<typeof setInterval> | undefined;
  #keepalive: ReturnType<typeof setInterval> | undefined;
  /** Chunks are read from their blobs one after another, so they go out in order. */
  #processing: Promise<void> = Promise.resolve();

  constructor(env: RecorderEnvironment = browserEnvironment()) {
    this.#env = env;
    this.#now = env.now ?? Date.now;
  }

  get state() {
    return this.#state;
  }

  get muted() {
    return this.#muted;
  }

  /** The MIME type chunks are recorded in ('' until permission is granted). */
  get format() {
    return this.#format;
  }

  get sampleRate() {
    return this.#sampleRate;
  }

  on<K extends keyof RecorderEvents>(event: K, listener: (payload: RecorderEvents[K]) => void) {
    return this.#events.on(event, listener);
  }

  checkSupport(): BrowserSupport {
    return checkBrowserSupport(detectBrowser(this.#env.userAgent ?? ""), {
      getUserMedia: Boolean(this.#env.getUserMedia),
      mediaRecorder: Boolean(this.#env.MediaRecorder),
    });
  }

  /** The browser's microphone permission, where the Permissions API can tell. */
  async permission(): Promise<MicrophonePermission> {
    try {
      const status = await this.#env.queryPermission?.();
      const state = status?.state;
      return state === "granted" || state === "denied" || state === "prompt" ? state : "unknown";
    } catch {
      return "unknown";
    }
  }

  /** Asks for the microphone and prepares capture; idle (or error) -> requesting_permission -> ready. */
  async requestPermission(): Promise<void> {
    if (this.#state !== "idle" && this.#state !== "error") return;
    const { getUserMedia, MediaRecorder } = this.#env;
    if (!getUserMedia || !MediaRecorder) {
      throw this.#fail(recorderError("BROWSER_NOT_SUPPORTED", this.checkSupport().detail));
    }
    const format = AUDIO.formats.find((type) => MediaRecorder.isTypeSupported(type));
    if (!format) throw this.#fail(recorderError("FORMAT_NOT_SUPPORTED"));
    this.#setState("requesting_permission");
    const request = ++this.#permissionRequest;
    let stream: StreamLike;
    try {
      stream = await getUserMedia({ audio: AUDIO_CONSTRAINTS });
    } catch (error) {
      throw this.#fail(recorderErrorFromMedia(error));
    }
    if (request !== this.#permissionRequest) {
      // Cleaned up while the browser was asking: the stream is not wanted any more.
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    this.#stream = stream;
    this.#format = format;
    this.#readSettings(stream);
    this.#startAnalysis(stream);
    this.#setState("ready");
  }

  /** Starts (or, from paused, resumes) recording; only from ready or paused. */
  start() {
    if (this.#state === "paused") {
      this.resume();
      return;
    }
    if (this.#state !== "ready") throw new Error(cannotStartText(this.#state));
    this.#gate.reset();
    this.#recordingStartedAt = this.#now();
    if (this.#muted) this.#startKeepalive();
    else this.#startMediaRecorder();
    this.#setState("recording");
  }

  pause(): boolean {
    if (this.#state !== "recording") return false;
    if (this.#recorder?.state === "recording") this.#recorder.pause();
    this.#setState("paused");
    return true;
  }

  resume(): boolean {
    if (this.#state !== "paused") return false;
    if (this.#recorder?.state === "paused") this.#recorder.resume();
    this.#setState("recording");
    return true;
  }

  /** Recording or paused -> ready; the microphone stays open for the next start. */
  stop(): boolean {
    if (this.#state !== "recording" && this.#state !== "paused") return false;
    this.#stopMediaRecorder();
    this.#stopKeepalive();
    const clipMs = this.#now() - this.#recordingStartedAt;
    if (clipMs < AUDIO.shortClipMs) {
      this.#events.emit("hint", { message: `Recording was shorter than ${AUDIO.shortClipMs} ms` });
    }
    this.#setState("ready");
    return true;
  }

  /**
   * Muting stops the real recorder, so nothing the person says leaves the
   * browser, and sends silent WAV keepalives instead; unmuting starts a fresh
   * recording (a new header the server can decode from the start).
   */
  setMuted(muted: boolean) {
    if (this.#muted === muted) return;
    this.#muted = muted;
    if (this.#state !== "recording" && this.#state !== "paused") return;
    if (muted) {
      this.#stopMediaRecorder();
      this.#startKeepalive();
    } else {
      this.#stopKeepalive();
      this.#gate.reset();
      this.#startMediaRecorder();
      if (this.#state === "paused") this.#recorder?.pause();
    }
  }

  /** A fresh recording on the same microphone, e.g. for a new server connection that needs a header. */
  restart() {
    if (this.#state !== "recording" || this.#muted) return;
    this.#stopMediaRecorder();
    this.#gate.reset();
    this.#startMediaRecorder();
  }

  /** Releases the microphone and audio graph; -> cleanup -> idle (error if releasing fails). */
  async cleanup(): Promise<void> {
    this.#permissionRequest++;
    this.#setState("cleanup");
    this.#stopMediaRecorder();
    this.#stopKeepalive();
    clearInterval(this.#monitor);
    this.#monitor = undefined;
    try {
      for (const track of this.#stream?.getTracks() ?? []) track.stop();
      await this.#meter?.close();
    } catch (error) {
      this.#stream = undefined;
      this.#meter = undefined;
      this.#fail(recorderError("RECORDING_FAILED", causeMessage(error)));
      return;
    }
    this.#stream = undefined;
    this.#meter = undefined;
    this.#setState("idle");
  }

  /** The current input level, 0..1: the peak of the analyser's waveform. */
  measureVolume(): number {
    return this.#meter?.measure() ?? 0;
  }

  #readSettings(stream: StreamLike) {
    const settings = stream.getTracks()[0]?.getSettings?.() ?? {};
    this.#sampleRate = settings.sampleRate ?? this.#sampleRate;
    this.#channels = settings.channelCount ?? this.#channels;
    const warning = sampleRateWarning(this.#sampleRate);
    if (warning) this.#events.emit("hint", { message: warning });
    for (const track of stream.getTracks()) {
      track.addEventListener?.("ended", () => {
        if (this.#state === "recording" || this.#state === "paused" || this.#state === "ready") {
          this.#emitFailure(recorderError("STREAM_LOST"));
        }
      });
    }
  }

  /** The level meter: an AnalyserNode read every 500 ms (and by the speech gate). */
  #startAnalysis(stream: StreamLike) {
    const AudioContextClass = this.#env.AudioContext;
    if (!AudioContextClass) return;
    this.#meter = LevelMeter.open(AudioContextClass, stream);
    // No level meter: every chunk counts as speech, which only costs bandwidth.
    if (!this.#meter) return;
    this.#monitor = setInterval(() => this.#reportQuality(), AUDIO.qualityIntervalMs);
  }

  #reportQuality() {
    const volume = this.measureVolume();
    const metrics: QualityMetrics = {
      volume,
      isActive: volume > AUDIO.silenceThreshold,
      sampleRate: this.#sampleRate,
      channels: this.#channels,
      timestamp: this.#now(),
    };
    this.#events.emit("quality", { metrics, analysis: analyzeAudio(metrics) });
  }

  #startMediaRecorder() {
    const { MediaRecorder } = this.#env;
    const stream = this.#stream;
    if (!MediaRecorder || !stream) return;
    let recorder: MediaRecorderLike;
    try {
      recorder = new MediaRecorder(stream, { mimeType: this.#format });
      recorder.ondataavailable = ({ data }) => this.#onData(recorder, data);
      recorder.onerror = (event) =>
        this.#emitFailure(recorderError("RECORDING_FAILED", causeMessage(event)));
      recorder.start(AUDIO.chunkMs);
    } catch (error) {
      this.#emitFailure(recorderError("RECORDING_FAILED", causeMessage(error)));
      return;
    }
    this.#recorder = recorder;
    this.#meter?.startPeakSampling();
  }

  #stopMediaRecorder() {
    this.#meter?.stopPeakSampling();
    const recorder = this.#recorder;
    this.#recorder = undefined;
    if (!recorder) return;
    // The last piece of a stopped recording is not wanted: a muted person said it.
    recorder.ondataavailable = null;
    recorder.onerror = null;
    if (recorder.state !== "inactive") recorder.stop();
  }

  #onData(recorder: MediaRecorderLike, blob: BlobLike) {
    if (recorder !== this.#recorder || blob.size === 0) return;
    const volume = this.#meter?.takePeak() ?? 1;
    const decision = this.#gate.decide(volume, this.#now());
    if (decision === "drop") return;
    const timestamp = this.#now();
    this.#processing = this.#processing.then(async () => {
      try {
        const bytes = new Uint8Array(await blob.arrayBuffer());
        this.#emitChunk({
          bytes,
          format: this.#format,
          duration: AUDIO.chunkMs,
          timestamp,
          kind: decision,
        });
      } catch (error) {
        this.#events.emit("error", recorderError("CHUNK_PROCESSING_FAILED", causeMessage(error)));
      }
    });
  }

  /** Sends 5 s of silent WAV now and every 5 s while muted, so the server knows the session lives. */
  #startKeepalive() {
    this.#stopKeepalive();
    const send = () => {
      for (const pieceMs of keepalivePieces()) {
        this.#emitChunk({
          bytes: createSilentWav(pieceMs),
          format: "audio/wav",
          duration: pieceMs,
          timestamp: this.#now(),
          kind: "keepalive",
        });
      }
    };
    send();
    this.#keepalive = setInterval(send, AUDIO.keepaliveIntervalMs);
  }

  #stopKeepalive() {
    clearInterval(this.#keepalive);
    this.#keepalive = undefined;
  }

  #emitChunk(piece: Omit<RecordedPiece, "sequence" | "sampleRate" | "channels">) {
    const checked = toAudioChunk({
      ...piece,
      sequence: this.#sequence,
      sampleRate: this.#sampleRate,
      channels: this.#channels,
    });
    if (!checked.ok) {
      this.#events.emit("error", checked.error);
      return;
    }
    this.#sequence++;
    if (checked.hint) this.#events.emit("hint", { message: checked.hint });
    this.#events.emit("chunk", checked.chunk);
  }

  #fail(error: RecorderError) {
    this.#setState("error");
    return new VoiceRecorderError(error);
  }

  #emitFailure(error: RecorderError) {
    this.#stopMediaRecorder();
    this.#stopKeepalive();
    this.#setState("error");
    this.#events.emit("error", error);
  }

  #setState(state: RecorderState) {
    const previous = this.#state;
    if (previous === state) return;
    this.#state = state;
    this.#events.emit("state", { state, previous });
  }
}
