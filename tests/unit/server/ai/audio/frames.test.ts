import { AudioFrame } from "@livekit/rtc-node";
import { describe, expect, it } from "vitest";
import { joinFrames, pcmToFrames } from "../../../../../src/server/ai/audio/frames";

describe("joining a recording's frames", () => {
  it("gives one frame with every sample in order", () => {
    const pcm = Int16Array.from({ length: 16_000 * 3 }, (_, i) => (i % 2000) - 1000);
    const frames = pcmToFrames(pcm, 16_000, 20);
    expect(frames).toHaveLength(150);
    const joined = joinFrames(frames);
    expect(joined.sampleRate).toBe(16_000);
    expect(joined.channels).toBe(1);
    expect(joined.samplesPerChannel).toBe(pcm.length);
    expect(joined.data).toEqual(pcm);
  });

  it("counts samples per channel for stereo frames, and passes a single frame through", () => {
    const stereo = new AudioFrame(Int16Array.from([1, -1, 2, -2]), 48_000, 2, 2);
    const joined = joinFrames([stereo, stereo]);
    expect(joined.samplesPerChannel).toBe(4);
    expect([...joined.data]).toEqual([1, -1, 2, -2, 1, -1, 2, -2]);
    expect(joinFrames(stereo)).toBe(stereo);
  });

  it("refuses nothing to join and frames of different formats", () => {
    const mono = new AudioFrame(new Int16Array(160), 16_000, 1, 160);
    expect(() => joinFrames([])).toThrow("no audio to join");
    expect(() => joinFrames([mono, new AudioFrame(new Int16Array(480), 48_000, 1, 480)])).toThrow(
      "frames of different formats cannot be joined",
    );
  });
});
