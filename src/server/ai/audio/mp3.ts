import { Mp3Encoder } from "@breezystack/lamejs";

/** Plenty for one voice: speech at 64 kbps mono is indistinguishable from the source. */
const BITRATE_KBPS = 64;

/**
 * Mono 16-bit PCM to a constant-bitrate MP3 (MPEG-2 layer III below 32 kHz,
 * so 16 and 24 kHz speech keeps its rate). Pure JavaScript, in memory.
 */
export function encodeMp3(pcm: Int16Array, sampleRate: number): Buffer {
  const encoder = new Mp3Encoder(1, sampleRate, BITRATE_KBPS);
  // lamejs returns Int8Array copies, whatever its typings say; view them as bytes.
  const bytes = (chunk: Uint8Array | Int8Array) =>
    Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.concat([bytes(encoder.encodeBuffer(pcm)), bytes(encoder.flush())]);
}
