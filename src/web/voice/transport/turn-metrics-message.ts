import { type TurnMetrics, turnMetricsSchema } from "../../../shared/schemas/turn-metrics";

/**
 * A turn's latency as the server tells it (the socket's turn_metrics message
 * or the LiveKit data message of the same shape); anything else is not one.
 */
export function readTurnMetrics(message: unknown): TurnMetrics | undefined {
  if (typeof message !== "object" || message === null) return undefined;
  const { type, ...fields } = message as Record<string, unknown>;
  if (type !== "turn_metrics") return undefined;
  const parsed = turnMetricsSchema.safeParse(fields);
  return parsed.success ? parsed.data : undefined;
}

const decoder = new TextDecoder();

/** The same, from the bytes of a LiveKit data message. */
export function readTurnMetricsData(payload: Uint8Array): TurnMetrics | undefined {
  try {
    return readTurnMetrics(JSON.parse(decoder.decode(payload)));
  } catch {
    return undefined;
  }
}
