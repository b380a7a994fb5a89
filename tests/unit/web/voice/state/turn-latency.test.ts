import { describe, expect, it } from "vitest";
import { createTranscript, reduceTranscript } from "../../../../../src/web/voice/state/transcript";
import { formatSeconds, latencyBreakdown } from "../../../../../src/web/voice/state/turn-latency";

const metrics = {
  transcript_ms: 95,
  end_of_turn_ms: 260,
  model_asked_ms: 262,
  first_token_ms: 401,
  first_audio_ms: 478,
};

describe("turn latency", () => {
  it("shows seconds with two decimals", () => {
    expect(formatSeconds(478)).toBe("0.48 s");
    expect(formatSeconds(1_005)).toBe("1.00 s");
    expect(formatSeconds(2_346)).toBe("2.35 s");
    expect(formatSeconds(0)).toBe("0.00 s");
  });

  it("lists the timed steps in the order of the turn, leaving out the untimed ones", () => {
    expect(latencyBreakdown(metrics)).toEqual([
      { label: "Transcript ready", value: "0.10 s" },
      { label: "Turn ended", value: "0.26 s" },
      { label: "Model asked", value: "0.26 s" },
      { label: "First words written", value: "0.40 s" },
      { label: "First audio", value: "0.48 s" },
    ]);
    expect(latencyBreakdown({ transcript_ms: 95, first_audio_ms: 478 })).toEqual([
      { label: "Transcript ready", value: "0.10 s" },
      { label: "First audio", value: "0.48 s" },
    ]);
  });

  it("puts a turn's latency on the reply it times in the live transcript", () => {
    const sessionId = "s1";
    const at = Date.UTC(2026, 0, 1);
    let state = createTranscript(sessionId);
    for (const event of [
      { type: "user_final", sessionId, id: "u1", text: "hello", at },
      { type: "agent_chunk", sessionId, id: "a1", text: "Hi.", at },
      { type: "agent_complete", sessionId, id: "a1", text: "Hi.", at },
      { type: "user_final", sessionId, id: "u2", text: "again", at },
      { type: "agent_chunk", sessionId, id: "a2", text: "Sure", at },
      { type: "turn_metrics", sessionId, metrics },
      { type: "turn_metrics", sessionId: "other", metrics: { first_audio_ms: 1 } },
    ] as const) {
      state = reduceTranscript(state, event);
    }
    expect(state.messages.map((message) => message.turn_metrics)).toEqual([
      undefined,
      undefined,
      undefined,
      metrics,
    ]);
  });

  it("leaves a transcript without a reply as it is", () => {
    const state = createTranscript("s1");
    expect(reduceTranscript(state, { type: "turn_metrics", sessionId: "s1", metrics })).toBe(state);
  });
});
