import { describe, expect, it } from "vitest";
import { UnsupportedAudioError } from "../../../../../src/server/ai/audio/decode-errors";
import { keptKernelCount, resample } from "../../../../../src/server/ai/audio/resample";

/** The common conversions the resampler keeps tables for: 8 rates to 3 targets. */
const COMMON_CONVERSIONS = 24;

const tone = (rate: number, seconds: number) =>
  Float32Array.from({ length: Math.round(rate * seconds) }, (_, i) =>
    Math.sin((2 * Math.PI * 440 * i) / rate),
  );

describe("the resampler's filter tables", () => {
  it("keeps the common conversions' tables, and none for odd rates", () => {
    for (const rate of [44_100, 48_000, 8_000]) resample(tone(rate, 0.05), rate, 16_000);
    const common = keptKernelCount();
    expect(common).toBeGreaterThanOrEqual(3);
    const odd = Array.from({ length: 40 }, (_, index) => 191_999 - index * 4_001);
    for (const rate of odd) {
      const out = resample(tone(rate, 0.01), rate, 16_000);
      expect(out.length).toBe(Math.floor((Math.round(rate * 0.01) * 16_000) / rate));
    }
    expect(keptKernelCount()).toBe(common);
    expect(keptKernelCount()).toBeLessThanOrEqual(COMMON_CONVERSIONS);
  });

  it("converts an odd rate as well as a kept one: a tone keeps its level", () => {
    const out = resample(tone(37_003, 0.5), 37_003, 16_000);
    const level = Math.sqrt(
      out.slice(800, -800).reduce((sum, x) => sum + x * x, 0) / (out.length - 1600),
    );
    expect(level).toBeCloseTo(Math.SQRT1_2, 1);
  });

  it.each([
    [1, 16_000],
    [4_294_967_295, 16_000],
    [48_000, 200_000],
  ])("refuses %i Hz to %i Hz", (from, to) => {
    expect(() => resample(new Float32Array(4), from, to)).toThrow(UnsupportedAudioError);
  });
});
