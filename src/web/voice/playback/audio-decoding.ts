/** The agent's audio as it arrives: base64 text, and our server's WAV read without a decoder. */

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The smallest WAV: a RIFF header with its fmt and data chunks and no samples. */
const WAV_HEADER_BYTES = 44;

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
