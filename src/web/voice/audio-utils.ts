import { AUDIO } from "./constants";

/** Base64 of bytes, in slices so a 64 KB chunk never overflows the argument list. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  const slice = 0x8000;
  for (let at = 0; at < bytes.length; at += slice) {
    binary += String.fromCharCode(...bytes.subarray(at, at + slice));
  }
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const WAV_HEADER_BYTES = 44;

/** Silent 16 kHz mono 16-bit PCM WAV (spec §9: 200 ms unless told). */
export function createSilentWav(
  durationMs: number = AUDIO.silentWavDefaultMs,
  sampleRate: number = AUDIO.sampleRate,
): Uint8Array {
  const samples = Math.round((sampleRate * durationMs) / 1000);
  const dataBytes = samples * 2;
  const bytes = new Uint8Array(WAV_HEADER_BYTES + dataBytes);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(at + i, text.charCodeAt(i));
  };
  ascii(0, "RIFF");
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, "data");
  view.setUint32(40, dataBytes, true);
  return bytes;
}

/**
 * The longest silent WAV, in whole 100 ms, that fits one chunk: the spec's
 * 5 s keepalive (160 KB) is larger than its own 64 KB chunk limit, so it
 * goes out in pieces of this length.
 */
export const MAX_WAV_PIECE_MS =
  Math.floor(((AUDIO.maxChunkBytes - WAV_HEADER_BYTES) / (AUDIO.sampleRate * 2)) * 10) * 100;

/** Durations of the pieces that together make `totalMs` of silence. */
export function keepalivePieces(totalMs: number = AUDIO.keepaliveDurationMs): number[] {
  const pieces: number[] = [];
  for (let left = totalMs; left > 0; left -= MAX_WAV_PIECE_MS) {
    pieces.push(Math.min(left, MAX_WAV_PIECE_MS));
  }
  return pieces;
}

/** A WAV's PCM16 mono samples as floats, or undefined when it is not such a file. */
export function parsePcm16Wav(
  bytes: Uint8Array,
): { samples: Float32Array; sampleRate: number } | undefined {
  if (bytes.length < WAV_HEADER_BYTES) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (tag(0) !== "RIFF" || tag(8) !== "WAVE") return undefined;
  let at = 12;
  let sampleRate = 0;
  let channels = 0;
  let bits = 0;
  while (at + 8 <= bytes.length) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === "fmt ") {
      if (view.getUint16(body, true) !== 1) return undefined;
      channels = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
      bits = view.getUint16(body + 14, true);
    } else if (id === "data") {
      if (bits !== 16 || channels < 1 || sampleRate <= 0) return undefined;
      const end = Math.min(bytes.length, body + size);
      const frames = Math.floor((end - body) / (2 * channels));
      const samples = new Float32Array(frames);
      // Mixed down to mono: the agent speaks in one voice.
      for (let frame = 0; frame < frames; frame++) {
        let sum = 0;
        for (let channel = 0; channel < channels; channel++) {
          sum += view.getInt16(body + (frame * channels + channel) * 2, true);
        }
        samples[frame] = sum / channels / 32_768;
      }
      return { samples, sampleRate };
    }
    at = body + size + (size % 2);
  }
  return undefined;
}
