import type { Room } from "@livekit/rtc-node";
import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import { publishTurnMetrics } from "../../../../../src/server/voice/livekit/turn-metrics";
import { TURN_METRICS_TOPIC } from "../../../../../src/shared/voice-protocol";

describe("turn metrics over LiveKit", () => {
  const logger = pino({ level: "silent" });

  it("publishes the socket's message as reliable data on its own topic", async () => {
    const publishData = vi.fn(async () => {});
    const room = { localParticipant: { publishData } } as unknown as Room;
    publishTurnMetrics(room, { transcript_ms: 150, first_audio_ms: 480 }, logger);
    expect(publishData).toHaveBeenCalledOnce();
    const [payload, options] = publishData.mock.calls[0] as unknown as [Uint8Array, unknown];
    expect(JSON.parse(new TextDecoder().decode(payload))).toEqual({
      type: "turn_metrics",
      transcript_ms: 150,
      first_audio_ms: 480,
    });
    expect(options).toEqual({ reliable: true, topic: TURN_METRICS_TOPIC });
  });

  it("lets a room that is going away miss it", async () => {
    const publishData = vi.fn(async () => {
      throw new Error("engine is closed");
    });
    const room = { localParticipant: { publishData } } as unknown as Room;
    publishTurnMetrics(room, { first_audio_ms: 480 }, logger);
    publishTurnMetrics(
      { localParticipant: undefined } as unknown as Room,
      { first_audio_ms: 1 },
      logger,
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(publishData).toHaveBeenCalledOnce();
  });
});
