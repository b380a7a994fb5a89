import type { TurnMetrics } from "../../../shared/schemas/turn-metrics";

/** '0.48 s': milliseconds as seconds with two decimals. */
export function formatSeconds(ms: number): string {
  return `${(Math.max(0, ms) / 1000).toFixed(2)} s`;
}

const STEPS: { key: keyof TurnMetrics; label: string }[] = [
  { key: "transcript_ms", label: "Transcript ready" },
  { key: "end_of_turn_ms", label: "Turn ended" },
  { key: "model_asked_ms", label: "Model asked" },
  { key: "first_token_ms", label: "First words written" },
  { key: "first_audio_ms", label: "First audio" },
];

/** The steps of a turn that were timed, each from the end of the person's speech. */
export function latencyBreakdown(metrics: TurnMetrics): { label: string; value: string }[] {
  return STEPS.flatMap(({ key, label }) => {
    const ms = metrics[key];
    return ms === undefined ? [] : [{ label, value: formatSeconds(ms) }];
  });
}
