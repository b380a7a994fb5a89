import { describe, expect, it } from "vitest";
import {
  analyzeAudio,
  SilenceGate,
  sampleRateWarning,
} from "../../../../../src/web/voice/capture/audio-analysis";

describe("audio analysis", () => {
  it("flags low sample rates, distortion below 8000 Hz and clips under 100 ms", () => {
    const metrics = { volume: 0.5, isActive: true, sampleRate: 16_000, channels: 1, timestamp: 0 };
    expect(analyzeAudio(metrics, 200)).toEqual({
      silence: false,
      distortion: false,
      lowSampleRate: false,
      shortClip: false,
    });
    expect(analyzeAudio({ ...metrics, sampleRate: 11_025 }).lowSampleRate).toBe(true);
    expect(analyzeAudio({ ...metrics, sampleRate: 7_000 }).distortion).toBe(true);
    expect(analyzeAudio(metrics, 99).shortClip).toBe(true);
  });

  it("warns about sample rates outside 8000-48000 Hz", () => {
    expect(sampleRateWarning(16_000)).toBeUndefined();
    expect(sampleRateWarning(48_000)).toBeUndefined();
    expect(sampleRateWarning(7_999)).toMatch(/16000 Hz/);
  });
});

describe("silence gate", () => {
  it("lets speech through always and keeps one keepalive per 5 s after a 3 s grace", () => {
    const gate = new SilenceGate();
    expect(gate.decide(0.2, 0)).toBe("speech");
    expect(gate.decide(0.1, 100)).toBe("grace");
    expect(gate.decide(0, 3_099)).toBe("grace");
    expect(gate.decide(0, 3_100)).toBe("keepalive");
    expect(gate.decide(0, 8_099)).toBe("drop");
    expect(gate.decide(0, 8_100)).toBe("keepalive");
    expect(gate.decide(0.11, 8_200)).toBe("speech");
    expect(gate.decide(0, 8_300)).toBe("grace");
  });
});
