import { AUDIO } from "../constants";
import { type RecorderError, recorderError } from "./recorder-errors";

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

/** One recorded piece and what the recorder knows of the microphone it came from. */
export interface RecordedPiece {
  bytes: Uint8Array;
  format: string;
  duration: number;
  timestamp: number;
  kind: AudioChunk["kind"];
  sequence: number;
  sampleRate: number;
  channels: number;
}

export type ChunkCheck =
  | { ok: true; chunk: AudioChunk; hint?: string }
  | { ok: false; error: RecorderError };

/** spec §5 chunk checks: over 64 KB is invalid and not sent; under 1 KB gets a hint. */
export function toAudioChunk(piece: RecordedPiece): ChunkCheck {
  const { bytes, format, duration } = piece;
  if (bytes.length > AUDIO.maxChunkBytes) {
    return {
      ok: false,
      error: recorderError(
        "CHUNK_PROCESSING_FAILED",
        `Audio chunk too large: ${bytes.length} bytes (max ${AUDIO.maxChunkBytes})`,
      ),
    };
  }
  // The keepalive is our own WAV, made at the spec's rate whatever the microphone runs at.
  const wav = format === "audio/wav";
  return {
    ok: true,
    hint:
      bytes.length < AUDIO.smallChunkBytes
        ? `Audio chunk is very small (${bytes.length} bytes)`
        : undefined,
    chunk: {
      data: bytesToBase64(bytes),
      sequence: piece.sequence,
      timestamp: piece.timestamp,
      format,
      size: bytes.length,
      duration,
      metadata: {
        sampleRate: wav ? AUDIO.sampleRate : piece.sampleRate,
        channels: wav ? AUDIO.channels : piece.channels,
        bitRate: Math.round((bytes.length * 8 * 1000) / duration),
      },
      kind: piece.kind,
    },
  };
}

/** Base64 of bytes, in slices so a 64 KB chunk never overflows the argument list. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  const slice = 0x8000;
  for (let at = 0; at < bytes.length; at += slice) {
    binary += String.fromCharCode(...bytes.subarray(at, at + slice));
  }
  return btoa(binary);
}
