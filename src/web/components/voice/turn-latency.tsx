import { useId, useState } from "react";
import type { TurnMetrics } from "../../../shared/schemas/turn-metrics";
import { formatSeconds, latencyBreakdown } from "../../voice/state/turn-latency";

/**
 * How long a spoken reply took to start after the person stopped ('0.48 s'),
 * with the steps in between shown on hover, on focus, or on a tap.
 */
export function TurnLatency({
  metrics,
  testId,
  className = "",
}: {
  metrics: TurnMetrics;
  testId: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const total = formatSeconds(metrics.first_audio_ms);
  return (
    <div className={`group relative inline-flex ${className}`} data-testid={testId}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        aria-label={`Reply latency ${total}, show the steps`}
        onClick={() => setOpen((value) => !value)}
        className="rounded px-1 tabular-nums hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand"
      >
        {total}
      </button>
      <div
        id={detailsId}
        role="tooltip"
        data-testid={`${testId}-details`}
        className={`absolute bottom-full left-1/2 z-20 mb-1 w-52 -translate-x-1/2 rounded-lg border border-gray-200 bg-white p-2 text-left text-xs text-gray-700 shadow-lg ${
          open ? "block" : "hidden group-focus-within:block group-hover:block"
        }`}
      >
        <span className="mb-1 block font-medium text-gray-900">After you stopped speaking</span>
        <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5">
          {latencyBreakdown(metrics).map(({ label, value }) => (
            <div key={label} className="contents">
              <dt>{label}</dt>
              <dd className="text-right tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
