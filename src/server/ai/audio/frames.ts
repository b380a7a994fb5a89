import { AudioFrame } from "@livekit/rtc-node";
import { checkChannels, checkSampleRate } from "./bounds";

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

/**
 * One frame of a recording's frames, end to end. The agents framework's own
 * `mergeFrames` copies everything gathered so far for every frame it adds:
 * with 20 ms frames, a few seconds of speech took tens of milliseconds of a
 * voice host's thread per recognition.
 */
export function joinFrames(buffer: AudioFrame | readonly AudioFrame[]): AudioFrame {
  if (!Array.isArray(buffer)) return buffer as AudioFrame;
  const [first] = buffer;
  if (!first) throw new TypeError("no audio to join");
  for (const frame of buffer) {
    if (frame.sampleRate !== first.sampleRate || frame.channels !== first.channels)
      throw new TypeError("frames of different formats cannot be joined");
  }
  const data = framesToPcm(buffer);
  return new AudioFrame(data, first.sampleRate, first.channels, data.length / first.channels);
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

export interface WavHeader {
  sampleRate: number;
  channels: number;
  /** Where the samples start. */
  dataOffset: number;
  /** What the header declares; a streamed WAV may declare more than follows. */
  dataSize: number;
}

/**
 * Walks a 16-bit PCM WAV's chunks to `fmt ` and `data`: the header (its
 * rate and channels within bounds), or undefined while the bytes so far (a
 * response still arriving) end before the samples start.
 */
export function readWavHeader(bytes: Uint8Array): WavHeader | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 12) return undefined;
  if (tag(0) !== "RIFF" || tag(8) !== "WAVE") throw new Error("not a WAV file");
  let format: { sampleRate: number; channels: number } | undefined;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === "fmt ") {
      if (body + 16 > bytes.length) return undefined;
      const encoding = view.getUint16(body, true);
      const bits = view.getUint16(body + 14, true);
      if (encoding !== 1 || bits !== 16) {
        throw new Error(`WAV is not 16-bit PCM (format ${encoding}, ${bits} bits)`);
      }
      format = {
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
      };
      checkSampleRate(format.sampleRate);
      checkChannels(format.channels);
    } else if (id === "data") {
      if (!format) throw new Error("WAV has no fmt chunk before its data");
      return { ...format, dataOffset: body, dataSize: size };
    }
    offset = body + size + (size % 2);
  }
  return undefined;
}

/**
 * Reads a 16-bit PCM WAV. Copies the samples: a Buffer from a network
 * library may start at an odd offset, where no Int16Array view can begin,
 * and is often a slice of a larger pool.
 */
export function parseWav(bytes: Uint8Array): Wav {
  const header = readWavHeader(bytes);
  if (!header) {
    if (bytes.length < 12) throw new Error("not a WAV file");
    throw new Error("WAV has no data chunk");
  }
  const { dataOffset, dataSize, sampleRate, channels } = header;
  // Streamed WAVs may declare a size larger than what follows; take what is there.
  const end = Math.min(bytes.length, dataOffset + dataSize);
  return { pcm: pcmOf(bytes.subarray(dataOffset, end)), sampleRate, channels };
}

/** Little-endian 16-bit samples from bytes (a trailing odd byte is left out), copied. */
export function pcmOf(bytes: Uint8Array): Int16Array {
  const pcm = new Int16Array(Math.floor(bytes.length / 2));
  new Uint8Array(pcm.buffer).set(bytes.subarray(0, pcm.byteLength));
  return pcm;
}
