import { rms, SilenceDetector, type SilenceVerdict } from "./silence";

export const MICROPHONE_MESSAGES = {
  denied: "Microphone permission denied. Allow the microphone for this site and try again.",
  missing: "No microphone found",
  busy: "Microphone is busy or unavailable",
} as const;

export class MicrophoneError extends Error {}

function microphoneError(error: unknown): MicrophoneError {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") {
    return new MicrophoneError(MICROPHONE_MESSAGES.denied);
  }
  if (name === "NotFoundError") return new MicrophoneError(MICROPHONE_MESSAGES.missing);
  return new MicrophoneError(MICROPHONE_MESSAGES.busy);
}

export interface RecordedAudio {
  /** Base64, as the dictation call takes it. */
  audio: string;
  format: string;
}

export interface Recording {
  /** Settles when the recording should end by itself: silence after speech, nothing heard, or the time limit. */
  readonly autoStop: Promise<Exclude<SilenceVerdict, "continue">>;
  finish(): Promise<RecordedAudio>;
  /** Ends it and throws the audio away. */
  cancel(): void;
}

const MIME_TYPE = "audio/webm;codecs=opus";
/** Plenty for speech, and 60 s of it stays well under the call's audio limit. */
const BITS_PER_SECOND = 32_000;
const CHECK_EVERY_MS = 100;

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  // In slices: one call with every byte as an argument would overflow the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/**
 * Records the microphone as webm/opus (what the server takes), watching the
 * volume to stop on silence. The audio stays in memory until it is sent.
 */
export async function startRecording(): Promise<Recording> {
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
    });
  } catch (error) {
    throw microphoneError(error);
  }
  const recorder = new MediaRecorder(stream, {
    audioBitsPerSecond: BITS_PER_SECOND,
    ...(MediaRecorder.isTypeSupported(MIME_TYPE) ? { mimeType: MIME_TYPE } : {}),
  });
  const chunks: Blob[] = [];
  recorder.addEventListener("dataavailable", (event) => chunks.push(event.data));
  recorder.start(250);

  const audioContext = new AudioContext();
  // Started by a click, the context runs; from the keyboard shortcut it may stay suspended.
  void audioContext.resume().catch(() => undefined);
  const analyser = audioContext.createAnalyser();
  analyser.fftSize = 2048;
  audioContext.createMediaStreamSource(stream).connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  const detector = new SilenceDetector(performance.now());

  let timer: ReturnType<typeof setInterval> | undefined;
  const autoStop = new Promise<Exclude<SilenceVerdict, "continue">>((resolve) => {
    timer = setInterval(() => {
      let level: number | null = null;
      if (audioContext.state === "running") {
        analyser.getFloatTimeDomainData(samples);
        level = rms(samples);
      }
      const verdict = detector.update(level, performance.now());
      if (verdict !== "continue") {
        clearInterval(timer);
        resolve(verdict);
      }
    }, CHECK_EVERY_MS);
  });

  function release() {
    clearInterval(timer);
    for (const track of stream.getTracks()) track.stop();
    void audioContext.close().catch(() => undefined);
  }

  return {
    autoStop,
    async finish() {
      if (recorder.state !== "inactive") {
        const stopped = new Promise((resolve) => recorder.addEventListener("stop", resolve));
        recorder.stop();
        await stopped;
      }
      release();
      const blob = new Blob(chunks, { type: recorder.mimeType || MIME_TYPE });
      return {
        audio: toBase64(new Uint8Array(await blob.arrayBuffer())),
        format: blob.type.includes("ogg") ? "ogg" : "webm",
      };
    },
    cancel() {
      if (recorder.state !== "inactive") recorder.stop();
      release();
    },
  };
}
