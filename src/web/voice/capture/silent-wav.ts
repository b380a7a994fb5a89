import { AUDIO } from "../constants";

/** The muted keepalive: silent WAV in pieces that each fit one chunk. */

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
