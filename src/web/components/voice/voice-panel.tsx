import { useEffect, useState } from "react";
import type { VoiceSessionView } from "../../voice/use-voice-session";
import { TurnLatency } from "./turn-latency";
import { VoiceUnavailableNote } from "./voice-unavailable-note";

/** spec §2: the visualizer's words, picked at random from a pool per state. */
const PHRASES = {
  listening: ["I'm all ears!", "Go ahead, I'm listening.", "Tell me what you'd like to write."],
  processing: ["Thinking...", "Finding the right words...", "Working on it..."],
  responding: ["Here's what I think...", "Here's a suggestion...", "Let me put it this way..."],
} as const;

const INDICATOR_COLORS: Record<string, string> = {
  green: "bg-green-500",
  yellow: "bg-yellow-400",
  blue: "bg-blue-500",
  gray: "bg-gray-400",
};

const UNAVAILABLE_ID = "voice-panel-unavailable";

const BARS = [0.45, 0.8, 0.6, 1, 0.7, 0.5, 0.9, 0.55, 0.75];

function pick(pool: readonly string[]) {
  return pool[Math.floor(Math.random() * pool.length)] ?? pool[0] ?? "";
}

/**
 * The phrase under the bars: chosen once per state change, so it does not
 * flicker. Muting pauses the session (spec §4), so 'Muted' follows the mute
 * switch of a running conversation rather than the listening state.
 */
function usePhrase(view: VoiceSessionView) {
  const { screenState, muted, active } = view;
  const [phrase, setPhrase] = useState("Ready to listen");
  useEffect(() => {
    if (muted && active) setPhrase("Muted");
    else if (screenState === "idle") setPhrase("Ready to listen");
    else setPhrase(pick(PHRASES[screenState]));
  }, [screenState, muted, active]);
  return phrase;
}

export interface VoicePanelProps {
  view: VoiceSessionView;
  /** Set when the server cannot hold voice: what to install or configure. */
  unavailable: string | null;
  onStart: () => void;
  onStop: () => void;
  onMute: (muted: boolean) => void;
  onVolume: (volume: number) => void;
}

/**
 * spec §2 Voice panel: status, visualizer, mute, volume and stop. It shows one
 * state at a time: the indicator and the visualizer's phrase only while a
 * conversation runs (a stopped one says 'Stopped', not also 'Voice Active').
 */
export function VoicePanel({
  view,
  unavailable,
  onStart,
  onStop,
  onMute,
  onVolume,
}: VoicePanelProps) {
  const phrase = usePhrase(view);
  const moving = view.screenState !== "idle" && !view.muted;
  const showPhrase = view.active || view.state === "ready";
  return (
    <section
      aria-label="Voice"
      data-voice-state={view.state}
      data-played-chunks={view.played}
      className="mt-6 flex flex-1 flex-col items-center justify-center gap-6 rounded-2xl border border-gray-200 bg-white p-6 text-center"
    >
      {view.active && (
        <div className="flex items-center gap-2 text-sm text-gray-600">
          <span
            aria-hidden="true"
            className={`h-2.5 w-2.5 rounded-full ${INDICATOR_COLORS[view.indicator.color] ?? "bg-gray-400"}`}
          />
          <span data-testid="voice-indicator">{view.indicator.label}</span>
        </div>
      )}
      <div aria-hidden="true" className="flex h-16 items-end gap-1.5">
        {BARS.map((height, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of bars.
            key={index}
            style={{ height: `${height * 100}%`, animationDelay: `${index * 90}ms` }}
            className={`w-2 origin-bottom rounded-full ${
              moving ? "animate-pulse bg-brand" : "scale-y-[0.2] bg-gray-300"
            }`}
          />
        ))}
      </div>
      {showPhrase && (
        <p className="text-lg font-medium text-gray-900" data-testid="voice-phrase">
          {phrase}
        </p>
      )}
      <p role="status" className="text-sm text-gray-500" data-testid="voice-status">
        {view.statusLabel}
      </p>
      {view.latency && (
        <div className="flex items-center gap-1 text-sm text-gray-500">
          <span>Last reply started in</span>
          <TurnLatency metrics={view.latency} testId="voice-latency" />
        </div>
      )}
      <div className="flex flex-wrap items-center justify-center gap-3">
        {view.active || view.starting ? (
          <>
            <button
              type="button"
              onClick={() => onMute(!view.muted)}
              aria-pressed={view.muted}
              disabled={!view.active}
              className="rounded-full border border-gray-300 px-4 py-2 text-sm font-medium text-gray-700 hover:bg-gray-50 disabled:opacity-50"
            >
              {view.muted ? "Unmute" : "Mute"}
            </button>
            <button
              type="button"
              onClick={onStop}
              className="rounded-full bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700"
            >
              Stop
            </button>
          </>
        ) : (
          <button
            type="button"
            onClick={onStart}
            disabled={unavailable !== null}
            aria-describedby={unavailable ? UNAVAILABLE_ID : undefined}
            className="rounded-full bg-brand px-4 py-2 text-sm font-medium text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-50"
          >
            Start voice
          </button>
        )}
        <label className="flex items-center gap-2 text-sm text-gray-600">
          Volume
          <input
            type="range"
            min={0}
            max={100}
            step={1}
            value={view.volume}
            onChange={(event) => onVolume(Number(event.target.value))}
            className="w-28 accent-[var(--color-brand)]"
          />
        </label>
      </div>
      {unavailable && !view.active && (
        <VoiceUnavailableNote id={UNAVAILABLE_ID} message={unavailable} />
      )}
    </section>
  );
}
