import {
  type AudioAnalysis,
  analyzeAudio,
  type QualityMetrics,
  SilenceGate,
} from "./audio-analysis";
import { bytesToBase64, createSilentWav, keepalivePieces } from "./audio-utils";
import { AUDIO } from "./constants";
import { Emitter } from "./emitter";
import {
  type BrowserSupport,
  cannotStartText,
  checkBrowserSupport,
  detectBrowser,
  type RecorderError,
  recorderError,
  recorderErrorFromMedia,
  sampleRateWarning,
} from "./errors";
import {
  type AnalyserLike,
  AUDIO_CONSTRAINTS,
  type AudioContextLike,
  type BlobLike,
  browserEnvironment,
  type MediaRecorderLike,
  type RecorderEnvironment,
  type StreamLike,
} from "./recorder-environment";

export type RecorderState =
  | "idle"
  | "requesting_permission"
  | "ready"
  | "recording"
  | "paused"
  | "error"
  | "cleanup";

export type MicrophonePermission = "granted" | "denied" | "prompt" | "unknown";

/** spec §3 Voice audio chunk. */
export interface AudioChunk {
  data: string;
  sequence: number;
  timestamp: number;
  format: string;
  size: number;
  duration: number;
  metadata: { sampleRate: number; channels: number; bitRate: number };
  /** Why it is sent: heard speech, the silence grace, or a keepalive. */
  kind: "speech" | "grace" | "keepalive";
}

export interface RecorderEvents {
  state: { state: RecorderState; previous: RecorderState };
  chunk: AudioChunk;
  quality: { metrics: QualityMetrics; analysis: AudioAnalysis };
  /** Failures while recording; failures of a call are thrown by the call. */
  error: RecorderError;
  /** Advice that needs no action: a very small chunk, a short clip, an odd sample rate. */
  hint: { message: string };
}

/** A recorder error thrown by a call. */
export class VoiceRecorderError extends Error {
  readonly detail: RecorderError;

  constructor(detail: RecorderError) {
    super(detail.message);
    this.name = "VoiceRecorderError";
    this.detail = detail;
  }
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
  #context: AudioContextLike | undefined;
  #analyser: AnalyserLike | undefined;
  #format = "";
  #sampleRate: number = AUDIO.sampleRate;
  #channels: number = AUDIO.channels;
  #sequence = 0;
  #muted = false;
  /** The loudest level heard since the last chunk; what the gate judges a chunk by. */
  #peak = 0;
  #recordingStartedAt = 0;
  /** Bumped by cleanup, so a permission answer that comes after it is dropped. */
  #permissionRequest = 0;
  #monitor: ReturnType<typeof setInterval> | undefined;
  #gateSampler: ReturnType<typeof setInterval> | undefined;
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
      await this.#context?.close();
    } catch (error) {
      this.#stream = undefined;
      this.#context = undefined;
      this.#analyser = undefined;
      this.#fail(recorderError("RECORDING_FAILED", errorMessage(error)));
      return;
    }
    this.#stream = undefined;
    this.#context = undefined;
    this.#analyser = undefined;
    this.#setState("idle");
  }

  /** The current input level, 0..1: the peak of the analyser's waveform. */
  measureVolume(): number {
    const analyser = this.#analyser;
    if (!analyser) return 0;
    const samples = new Uint8Array(analyser.fftSize);
    analyser.getByteTimeDomainData(samples);
    let peak = 0;
    for (const sample of samples) peak = Math.max(peak, Math.abs(sample - 128) / 128);
    return Math.min(1, peak);
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
    try {
      const context = new AudioContextClass();
      const analyser = context.createAnalyser();
      analyser.fftSize = AUDIO.fftSize;
      context.createMediaStreamSource(stream).connect(analyser);
      this.#context = context;
      this.#analyser = analyser;
    } catch {
      // No level meter: every chunk counts as speech, which only costs bandwidth.
      return;
    }
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
        this.#emitFailure(recorderError("RECORDING_FAILED", errorMessage(event)));
      recorder.start(AUDIO.chunkMs);
    } catch (error) {
      this.#emitFailure(recorderError("RECORDING_FAILED", errorMessage(error)));
      return;
    }
    this.#recorder = recorder;
    this.#peak = 0;
    if (this.#analyser) {
      this.#gateSampler = setInterval(() => {
        this.#peak = Math.max(this.#peak, this.measureVolume());
      }, AUDIO.gateSampleMs);
    }
  }

  #stopMediaRecorder() {
    clearInterval(this.#gateSampler);
    this.#gateSampler = undefined;
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
    const volume = this.#analyser ? Math.max(this.#peak, this.measureVolume()) : 1;
    this.#peak = 0;
    const decision = this.#gate.decide(volume, this.#now());
    if (decision === "drop") return;
    const timestamp = this.#now();
    this.#processing = this.#processing.then(async () => {
      try {
        const bytes = new Uint8Array(await blob.arrayBuffer());
        this.#emitChunk(bytes, this.#format, AUDIO.chunkMs, timestamp, decision);
      } catch (error) {
        this.#events.emit("error", recorderError("CHUNK_PROCESSING_FAILED", errorMessage(error)));
      }
    });
  }

  /** Sends 5 s of silent WAV now and every 5 s while muted, so the server knows the session lives. */
  #startKeepalive() {
    this.#stopKeepalive();
    const send = () => {
      for (const pieceMs of keepalivePieces()) {
        this.#emitChunk(createSilentWav(pieceMs), "audio/wav", pieceMs, this.#now(), "keepalive");
      }
    };
    send();
    this.#keepalive = setInterval(send, AUDIO.keepaliveIntervalMs);
  }

  #stopKeepalive() {
    clearInterval(this.#keepalive);
    this.#keepalive = undefined;
  }

  /** spec §5 chunk checks: over 64 KB is invalid and not sent; under 1 KB gets a hint. */
  #emitChunk(
    bytes: Uint8Array,
    format: string,
    duration: number,
    timestamp: number,
    kind: AudioChunk["kind"],
  ) {
    if (bytes.length > AUDIO.maxChunkBytes) {
      this.#events.emit(
        "error",
        recorderError(
          "CHUNK_PROCESSING_FAILED",
          `Audio chunk too large: ${bytes.length} bytes (max ${AUDIO.maxChunkBytes})`,
        ),
      );
      return;
    }
    if (bytes.length < AUDIO.smallChunkBytes) {
      this.#events.emit("hint", { message: `Audio chunk is very small (${bytes.length} bytes)` });
    }
    this.#events.emit("chunk", {
      data: bytesToBase64(bytes),
      sequence: this.#sequence++,
      timestamp,
      format,
      size: bytes.length,
      duration,
      metadata: {
        sampleRate: format === "audio/wav" ? AUDIO.sampleRate : this.#sampleRate,
        channels: format === "audio/wav" ? AUDIO.channels : this.#channels,
        bitRate: Math.round((bytes.length * 8 * 1000) / duration),
      },
      kind,
    });
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

/** The message of a thrown error or of an error event, if it has one. */
function errorMessage(error: unknown): string | undefined {
  const cause = error instanceof Error ? error : (error as { error?: unknown } | null)?.error;
  return cause instanceof Error && cause.message ? cause.message : undefined;
}
