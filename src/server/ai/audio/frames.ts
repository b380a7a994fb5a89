import { AudioFrame } from "@livekit/rtc-node";

/**
 * Cuts mono 16-bit PCM into frames of `frameMs` (the last one may be
 * shorter). Each frame owns a copy of its samples: rtc-node hands
 * `frame.data.buffer` whole to its native side, so a view into a larger
 * buffer would send the wrong audio.
 */
export function pcmToFrames(pcm: Int16Array, sampleRate: number, frameMs = 100): AudioFrame[] {
  const size = Math.max(1, Math.round((sampleRate * frameMs) / 1000));
  const frames: AudioFrame[] = [];
  for (let start = 0; start < pcm.length; start += size) {
    const samples = pcm.slice(start, start + size);
    frames.push(new AudioFrame(samples, sampleRate, 1, samples.length));
  }
  return frames;
}

/** The samples of consecutive frames, end to end. */
export function framesToPcm(frames: readonly AudioFrame[]): Int16Array {
  const pcm = new Int16Array(frames.reduce((total, frame) => total + frame.data.length, 0));
  let offset = 0;
  for (const frame of frames) {
    pcm.set(frame.data, offset);
    offset += frame.data.length;
  }
  return pcm;
}

/** Root mean square level, 0 (silence) to 1 (full scale). */
export function rms(pcm: Int16Array): number {
  if (pcm.length === 0) return 0;
  let sum = 0;
  for (const sample of pcm) sum += sample * sample;
  return Math.sqrt(sum / pcm.length) / 32768;
}

export interface Wav {
  pcm: Int16Array;
  sampleRate: number;
  channels: number;
}

/**
 * Reads a 16-bit PCM WAV, walking its chunks to `fmt ` and `data`. Copies the
 * samples: a Buffer from a network library may start at an odd offset, where
 * no Int16Array view can begin, and is often a slice of a larger pool.
 */
export function parseWav(bytes: Uint8Array): Wav {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 12 || tag(0) !== "RIFF" || tag(8) !== "WAVE") {
    throw new Error("not a WAV file");
  }
  let format: { sampleRate: number; channels: number } | undefined;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === "fmt ") {
      const encoding = view.getUint16(body, true);
      const bits = view.getUint16(body + 14, true);
      if (encoding !== 1 || bits !== 16) {
        throw new Error(`WAV is not 16-bit PCM (format ${encoding}, ${bits} bits)`);
      }
      format = {
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
      };
    } else if (id === "data") {
      if (!format) throw new Error("WAV has no fmt chunk before its data");
      // Streamed WAVs may declare a size larger than what follows; take what is there.
      const end = Math.min(bytes.length, body + size);
      const pcm = new Int16Array(Math.floor((end - body) / 2));
      new Uint8Array(pcm.buffer).set(bytes.subarray(body, body + pcm.byteLength));
      return { pcm, ...format };
    }
    offset = body + size + (size % 2);
  }
  throw new Error("WAV has no data chunk");
}
