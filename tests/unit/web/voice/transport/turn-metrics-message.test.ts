import { describe, expect, it } from "vitest";
import {
  readTurnMetrics,
  readTurnMetricsData,
} from "../../../../../src/web/voice/transport/turn-metrics-message";

const metrics = {
  transcript_ms: 95,
  end_of_turn_ms: 260,
  model_asked_ms: 262,
  first_token_ms: 401,
  first_audio_ms: 478,
};

describe("turn metrics message", () => {
  it("reads the server's message and its LiveKit bytes, and refuses anything else", () => {
    const message = { type: "turn_metrics", session_id: "s1", timestamp: 1, ...metrics };
    expect(readTurnMetrics(message)).toEqual(metrics);
    expect(readTurnMetricsData(new TextEncoder().encode(JSON.stringify(message)))).toEqual(metrics);
    expect(readTurnMetrics({ ...message, type: "agent_thinking" })).toBeUndefined();
    expect(readTurnMetrics({ type: "turn_metrics", transcript_ms: 95 })).toBeUndefined();
    expect(readTurnMetrics({ type: "turn_metrics", first_audio_ms: 1.5 })).toBeUndefined();
    expect(readTurnMetrics(null)).toBeUndefined();
    expect(readTurnMetricsData(new TextEncoder().encode("not json"))).toBeUndefined();
  });
});
