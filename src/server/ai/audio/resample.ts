/**
 * Sample-rate conversion and down-mixing for the audio that does not arrive
 * as Opus (which decodes straight to 16 kHz mono): WAV uploads at 44.1 or
 * 48 kHz, stereo recordings, frames from a LiveKit track.
 */

import { checkSampleRate } from "./bounds";

/** Zero crossings of the sinc on each side: ~70 dB of stop band with the Blackman window. */
const ZERO_CROSSINGS = 8;
/** Kernel table entries per input sample; linear interpolation between them. */
const TABLE_RESOLUTION = 512;
/** Pass band edge as a share of the lower Nyquist frequency, leaving room for the transition band. */
const PASS_BAND = 0.9;

/** The rates recorders, browsers and speech engines use: their conversions keep their tables. */
const COMMON_RATES = [8_000, 11_025, 16_000, 22_050, 24_000, 32_000, 44_100, 48_000];
const COMMON_TARGETS = [16_000, 24_000, 48_000];

/**
 * The filter tables of the common conversions, made on first use and kept:
 * a fixed set, so odd rates (which any header may state) cannot grow it.
 * Every other conversion makes its table for the call, at most ~220 KB
 * (192 kHz down to 16 kHz).
 */
const kept = new Map<string, Float32Array>();
const keptKeys = new Set(
  COMMON_RATES.flatMap((from) => COMMON_TARGETS.map((to) => `${from}>${to}`)),
);

/** How many filter tables are kept between calls (never more than the common conversions). */
export function keptKernelCount() {
  return kept.size;
}

function kernelFor(fromRate: number, toRate: number, cutoff: number) {
  const key = `${fromRate}>${toRate}`;
  if (!keptKeys.has(key)) return kernel(cutoff);
  let table = kept.get(key);
  if (!table) {
    table = kernel(cutoff);
    kept.set(key, table);
  }
  return table;
}

/**
 * Half of a Blackman-windowed sinc low-pass with cut-off `cutoff` (cycles per
 * input sample), sampled every 1/TABLE_RESOLUTION input samples from 0 out to
 * its last zero crossing. Scaled for unity gain at DC.
 */
function kernel(cutoff: number) {
  const halfWidth = ZERO_CROSSINGS / (2 * cutoff);
  const size = Math.ceil(halfWidth * TABLE_RESOLUTION) + 2;
  const table = new Float32Array(size);
  for (let i = 0; i < size; i += 1) {
    const x = i / TABLE_RESOLUTION;
    if (x >= halfWidth) break;
    const phase = 2 * cutoff * x;
    const sinc = phase === 0 ? 1 : Math.sin(Math.PI * phase) / (Math.PI * phase);
    const w = x / halfWidth;
    const blackman = 0.42 + 0.5 * Math.cos(Math.PI * w) + 0.08 * Math.cos(2 * Math.PI * w);
    table[i] = 2 * cutoff * sinc * blackman;
  }
  return table;
}

/**
 * Band-limited resampling of one channel by direct evaluation of the
 * windowed sinc at each output instant: a low-pass at the lower of the two
 * Nyquist frequencies, then decimation (or interpolation), in one pass.
 * Costs ~2·ZERO_CROSSINGS·max(1, from/to) multiply-adds per output sample,
 * ~1.5 M per second of 48 kHz input: a few milliseconds. Both rates must
 * be within 8 to 192 kHz (UnsupportedAudioError otherwise), which bounds the
 * table and the output to a small multiple of the input.
 */
export function resample(input: Float32Array, fromRate: number, toRate: number): Float32Array {
  checkSampleRate(fromRate);
  checkSampleRate(toRate);
  if (fromRate === toRate) return input.slice();
  const step = fromRate / toRate;
  const cutoff = (0.5 * PASS_BAND * Math.min(fromRate, toRate)) / fromRate;
  const table = kernelFor(fromRate, toRate, cutoff);
  const halfWidth = ZERO_CROSSINGS / (2 * cutoff);
  const length = Math.floor((input.length * toRate) / fromRate);
  const output = new Float32Array(length);
  for (let i = 0; i < length; i += 1) {
    const t = i * step;
    const first = Math.max(0, Math.ceil(t - halfWidth));
    const last = Math.min(input.length - 1, Math.floor(t + halfWidth));
    let sum = 0;
    for (let j = first; j <= last; j += 1) {
      const position = Math.abs(t - j) * TABLE_RESOLUTION;
      const index = Math.floor(position);
      const fraction = position - index;
      const a = table[index] ?? 0;
      const b = table[index + 1] ?? 0;
      sum += (input[j] ?? 0) * (a + (b - a) * fraction);
    }
    output[i] = sum;
  }
  return output;
}

/** The average of the channels of interleaved samples. */
export function downmix(interleaved: Float32Array, channels: number): Float32Array {
  if (channels === 1) return interleaved;
  const frames = Math.floor(interleaved.length / channels);
  const mono = new Float32Array(frames);
  for (let frame = 0; frame < frames; frame += 1) {
    let sum = 0;
    for (let channel = 0; channel < channels; channel += 1) {
      sum += interleaved[frame * channels + channel] ?? 0;
    }
    mono[frame] = sum / channels;
  }
  return mono;
}

/** Float samples in [-1, 1] to 16-bit, clipping what the filter overshoots. */
export function floatToInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) {
    const value = Math.round((samples[i] ?? 0) * 32768);
    out[i] = Math.min(32767, Math.max(-32768, value));
  }
  return out;
}

export function int16ToFloat(samples: Int16Array): Float32Array {
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) out[i] = (samples[i] ?? 0) / 32768;
  return out;
}

/** Interleaved 16-bit PCM of any rate and channel count to 16 kHz mono. */
export function pcmTo16kMono(pcm: Int16Array, sampleRate: number, channels: number): Int16Array {
  if (sampleRate === 16_000 && channels === 1) return pcm;
  return floatToInt16(resample(downmix(int16ToFloat(pcm), channels), sampleRate, 16_000));
}
