import { AUDIO } from "../constants";

/* The browser APIs the recorder uses, reduced to what it calls, so tests can pass fakes. */

export interface TrackLike {
  stop(): void;
  getSettings?(): { sampleRate?: number; channelCount?: number };
  addEventListener?(type: "ended", listener: () => void): void;
}

export interface StreamLike {
  getTracks(): TrackLike[];
}

export interface BlobLike {
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export interface MediaRecorderLike {
  readonly state: "inactive" | "recording" | "paused";
  ondataavailable: ((event: { data: BlobLike }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  start(timeslice?: number): void;
  stop(): void;
  pause(): void;
  resume(): void;
}

export interface MediaRecorderConstructor {
  new (stream: StreamLike, options?: { mimeType?: string }): MediaRecorderLike;
  isTypeSupported(type: string): boolean;
}

export interface AnalyserLike {
  fftSize: number;
  getByteTimeDomainData(array: Uint8Array): void;
}

export interface AudioContextLike {
  readonly sampleRate: number;
  createMediaStreamSource(stream: StreamLike): { connect(node: AnalyserLike): void };
  createAnalyser(): AnalyserLike;
  close(): Promise<void>;
}

export interface RecorderEnvironment {
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<StreamLike>;
  MediaRecorder?: MediaRecorderConstructor;
  AudioContext?: new () => AudioContextLike;
  queryPermission?: () => Promise<{ state: string }>;
  userAgent?: string;
  now?: () => number;
}

/** spec §5: echo cancellation, noise suppression and auto gain forced on; ideally 16 kHz mono. */
export const AUDIO_CONSTRAINTS = {
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
  sampleRate: { ideal: AUDIO.sampleRate },
  channelCount: { ideal: AUDIO.channels },
} as const;

export function browserEnvironment(): RecorderEnvironment {
  const nav = globalThis.navigator as Navigator | undefined;
  const mediaDevices = nav?.mediaDevices;
  const permissions = nav?.permissions;
  const AudioContextClass =
    globalThis.AudioContext ??
    (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  return {
    getUserMedia: mediaDevices?.getUserMedia
      ? (constraints) => mediaDevices.getUserMedia(constraints)
      : undefined,
    MediaRecorder: globalThis.MediaRecorder as unknown as MediaRecorderConstructor | undefined,
    AudioContext: AudioContextClass as unknown as (new () => AudioContextLike) | undefined,
    queryPermission: permissions
      ? () => permissions.query({ name: "microphone" as PermissionName })
      : undefined,
    userAgent: nav?.userAgent ?? "",
  };
}
