import type { Room } from "@livekit/rtc-node";
import type { Logger } from "pino";
import type { TurnMetrics } from "../../../shared";
import { TURN_METRICS_TOPIC } from "../../../shared/voice-protocol";

const encoder = new TextEncoder();

/**
 * Tells the person in a LiveKit room how long a turn took: the same JSON as
 * the voice socket's `turn_metrics` message, as a reliable data message on
 * its own topic. A room that is going away just misses it.
 */
export function publishTurnMetrics(room: Room, metrics: TurnMetrics, logger: Logger) {
  const participant = room.localParticipant;
  if (!participant) return;
  const payload = encoder.encode(JSON.stringify({ type: "turn_metrics", ...metrics }));
  participant
    .publishData(payload, { reliable: true, topic: TURN_METRICS_TOPIC })
    .catch((error: unknown) => logger.debug({ err: error }, "could not publish turn metrics"));
}
