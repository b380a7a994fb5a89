import { describe, expect, it } from "vitest";
import { SampleBudget } from "../../../../../src/server/ai/audio/bounds";
import {
  AudioRefusedError,
  AudioTooLongError,
  UnsupportedAudioError,
} from "../../../../../src/server/ai/audio/decode-errors";
import { decodeWav } from "../../../../../src/server/ai/audio/wav-decoder";
import { AUDIO_MESSAGES } from "../../../../../src/shared/audio";
import { craftWav, silentWav } from "../../../../helpers/crafted-audio";

const decode = (wav: Buffer, seconds = 60) =>
  decodeWav(wav, 16_000, new SampleBudget(seconds, 16_000));

describe("a WAV header is checked before its samples are read", () => {
  it.each([0, 1, 7_999, 192_001, 4_294_967_295])("refuses a sample rate of %i Hz", (rate) => {
    const wav = craftWav({ rate, data: new Uint8Array(64) });
    expect(() => decode(wav)).toThrow(new UnsupportedAudioError(AUDIO_MESSAGES.sampleRate(rate)));
  });

  it.each([8_000, 11_025, 44_100, 192_000])("takes %i Hz", (rate) => {
    expect(decode(silentWav(rate, 0.5)).length).toBe(8_000);
  });

  it.each([0, 9, 100, 65_535])("refuses %i channels", (channels) => {
    const wav = craftWav({ rate: 16_000, channels, blockAlign: 2, data: new Uint8Array(64) });
    expect(() => decode(wav)).toThrow(new UnsupportedAudioError(AUDIO_MESSAGES.channels(channels)));
  });

  it("takes 8 channels, folded to one", () => {
    const wav = craftWav({ rate: 16_000, channels: 8, data: new Uint8Array(16 * 100) });
    expect(decode(wav).length).toBe(100);
  });

  it.each([0, 65, 1024])("refuses %i bits per sample", (bits) => {
    const wav = craftWav({ rate: 16_000, bits, blockAlign: 2, data: new Uint8Array(64) });
    expect(() => decode(wav)).toThrow(new AudioRefusedError(AUDIO_MESSAGES.bitsPerSample(bits)));
  });

  it("refuses a block align that does not fit the channels and bits", () => {
    const wav = craftWav({ rate: 16_000, channels: 2, blockAlign: 2, data: new Uint8Array(64) });
    expect(() => decode(wav)).toThrow(AUDIO_MESSAGES.blockAlign(2, 2, 16));
  });

  it("refuses a data size larger than the bytes that follow", () => {
    const wav = craftWav({ rate: 16_000, data: new Uint8Array(100), dataSize: 1_000_000 });
    expect(() => decode(wav)).toThrow(AUDIO_MESSAGES.dataSize(1_000_000, 100));
  });

  it.each([0, 0xffffffff])("reads a streamed WAV's data size %i as 'to the end'", (dataSize) => {
    const wav = craftWav({ rate: 16_000, data: new Uint8Array(200), dataSize });
    expect(decode(wav).length).toBe(100);
  });

  it("stops at a data size smaller than the bytes that follow", () => {
    const wav = craftWav({ rate: 16_000, data: new Uint8Array(200), dataSize: 100 });
    expect(decode(wav).length).toBe(50);
  });
});

describe("a WAV's length is known from its header", () => {
  it("refuses one past the limit without reading it, and takes one at the limit", () => {
    const tooLong = craftWav({ rate: 8_000, bits: 8, data: new Uint8Array(8_000 * 61) });
    expect(() => decode(tooLong)).toThrow(new AudioTooLongError(AUDIO_MESSAGES.tooLong(60)));
    const full = craftWav({ rate: 8_000, bits: 8, data: new Uint8Array(8_000 * 60).fill(128) });
    expect(decode(full).length).toBe(16_000 * 60);
  });

  it("counts the output rate: a second at 48 kHz is a second", () => {
    expect(() => decode(silentWav(48_000, 1.2), 1)).toThrow(AudioTooLongError);
    expect(decode(silentWav(48_000, 1), 1).length).toBe(16_000);
  });
});
