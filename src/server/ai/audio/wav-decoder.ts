import { AUDIO_MESSAGES } from "../../../shared/audio";
import { checkChannels, checkSampleRate, type SampleBudget } from "./bounds";
import { AudioDecodeError, AudioRefusedError, UnsupportedCodecError } from "./decode-errors";
import { downmix, floatToInt16, resample } from "./resample";

const WAVE_PCM = 1;
const WAVE_FLOAT = 3;
const WAVE_EXTENSIBLE = 0xfffe;
/** What recorders that stream a WAV leave in the data size: the data runs to the end. */
const STREAMED_SIZES = new Set([0, 0xffffffff]);

interface WavFormat {
  encoding: number;
  channels: number;
  rate: number;
  bits: number;
  blockAlign: number;
}

/**
 * A RIFF/WAVE file of integer or float PCM to `outRate` mono. Its header is
 * checked before a sample is read (rate, channels, bits, block align, the
 * data size against the bytes that follow), and so is its length: `budget`
 * refuses a recording longer than it allows without decoding it.
 * Throws UnsupportedCodecError for another encoding (A-law, ADPCM…), which a
 * one-shot decode hands to ffmpeg.
 */
export function decodeWav(bytes: Uint8Array, outRate: number, budget: SampleBudget): Int16Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (at: number) => new TextDecoder("latin1").decode(bytes.subarray(at, at + 4));
  if (bytes.length < 12 || text(0) !== "RIFF" || text(8) !== "WAVE") throw new AudioDecodeError();
  let format: WavFormat | undefined;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = text(at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === "fmt " && size >= 16 && body + size <= bytes.length) {
      let encoding = view.getUint16(body, true);
      // WAVE_FORMAT_EXTENSIBLE names the real encoding in its sub-format GUID.
      if (encoding === WAVE_EXTENSIBLE && size >= 26) encoding = view.getUint16(body + 24, true);
      format = checkedFormat({
        encoding,
        channels: view.getUint16(body + 2, true),
        rate: view.getUint32(body + 4, true),
        blockAlign: view.getUint16(body + 12, true),
        bits: view.getUint16(body + 14, true),
      });
    } else if (id === "data") {
      if (!format) throw new AudioDecodeError();
      const present = bytes.length - body;
      if (!STREAMED_SIZES.has(size) && size > present)
        throw new AudioRefusedError(AUDIO_MESSAGES.dataSize(size, present));
      const end = STREAMED_SIZES.has(size) ? bytes.length : body + size;
      return wavSamplesToPcm(bytes.subarray(body, end), format, outRate, budget);
    }
    at = body + size + (size % 2);
  }
  throw new AudioDecodeError();
}

/** The format, once its numbers are within bounds and agree with each other. */
function checkedFormat(format: WavFormat): WavFormat {
  const { encoding, channels, rate, bits, blockAlign } = format;
  checkSampleRate(rate);
  checkChannels(channels);
  if (bits === 0 || bits > 64) throw new AudioRefusedError(AUDIO_MESSAGES.bitsPerSample(bits));
  if (sampleReader(encoding, bits) && blockAlign !== (channels * bits) / 8)
    throw new AudioRefusedError(AUDIO_MESSAGES.blockAlign(blockAlign, channels, bits));
  return format;
}

function wavSamplesToPcm(
  data: Uint8Array,
  format: WavFormat,
  outRate: number,
  budget: SampleBudget,
): Int16Array {
  const { encoding, channels, rate, bits, blockAlign } = format;
  const read = sampleReader(encoding, bits);
  if (!read) throw new UnsupportedCodecError("wav", `encoding ${encoding}, ${bits} bits`);
  const frames = Math.floor(data.length / blockAlign);
  budget.take(Math.floor((frames * outRate) / rate));
  if (encoding === WAVE_PCM && bits === 16 && channels === 1 && rate === outRate) {
    return bytesToInt16(data.subarray(0, frames * 2));
  }
  const bytesPerSample = bits / 8;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const count = frames * channels;
  const samples = new Float32Array(count);
  for (let i = 0; i < count; i += 1) samples[i] = read(view, i * bytesPerSample);
  return floatToInt16(resample(downmix(samples, channels), rate, outRate));
}

/** Reads one sample as a float in [-1, 1], for the PCM layouts WAV files use. */
function sampleReader(encoding: number, bits: number) {
  if (encoding === WAVE_PCM) {
    if (bits === 8) return (view: DataView, at: number) => (view.getUint8(at) - 128) / 128;
    if (bits === 16) return (view: DataView, at: number) => view.getInt16(at, true) / 32768;
    if (bits === 24) {
      return (view: DataView, at: number) =>
        ((view.getInt8(at + 2) << 16) | (view.getUint8(at + 1) << 8) | view.getUint8(at)) / 8388608;
    }
    if (bits === 32) return (view: DataView, at: number) => view.getInt32(at, true) / 2147483648;
  }
  if (encoding === WAVE_FLOAT) {
    if (bits === 32) return (view: DataView, at: number) => view.getFloat32(at, true);
    if (bits === 64) return (view: DataView, at: number) => view.getFloat64(at, true);
  }
  return undefined;
}

/** Little-endian 16-bit samples, copied so the result owns aligned memory. */
export function bytesToInt16(bytes: Uint8Array): Int16Array {
  const copy = new Uint8Array(bytes.length);
  copy.set(bytes);
  return new Int16Array(copy.buffer, 0, bytes.length >> 1);
}
