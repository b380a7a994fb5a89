/** spec §4: the voice session's states, and how the screen shows each. */

export type VoiceSessionState =
  | "idle"
  | "initializing"
  | "connecting"
  | "requesting_permission"
  | "ready"
  | "listening"
  | "processing"
  | "responding"
  | "paused"
  | "recovering"
  | "error"
  | "stopping"
  | "stopped";

/** spec §4 status labels. */
export const STATUS_LABELS: Record<VoiceSessionState, string> = {
  idle: "Ready to start",
  initializing: "Setting up...",
  connecting: "Connecting...",
  requesting_permission: "Requesting microphone access...",
  ready: "Ready to listen",
  listening: "Listening...",
  processing: "Processing...",
  responding: "AI is responding...",
  paused: "Paused",
  recovering: "Reconnecting...",
  error: "Error occurred",
  stopping: "Stopping...",
  stopped: "Stopped",
};

const ACTIVE: ReadonlySet<VoiceSessionState> = new Set([
  "listening",
  "processing",
  "responding",
  "paused",
]);

/** spec §4: active means listening, processing, responding or paused. */
export function isActiveState(state: VoiceSessionState) {
  return ACTIVE.has(state);
}

export type VoiceScreenState = "idle" | "listening" | "processing" | "responding";

/** spec §4 screen mapping: only listening, processing and responding show as themselves. */
export function screenState(state: VoiceSessionState): VoiceScreenState {
  return state === "listening" || state === "processing" || state === "responding" ? state : "idle";
}

export interface VoiceIndicator {
  label: string;
  color: "green" | "yellow" | "blue" | "gray";
}

/** spec §4 indicator. */
export function indicatorFor(state: VoiceSessionState): VoiceIndicator {
  switch (state) {
    case "listening":
      return { label: "Listening...", color: "green" };
    case "processing":
      return { label: "Processing...", color: "yellow" };
    case "responding":
      return { label: "AI Responding...", color: "blue" };
    default:
      return { label: "Voice Active", color: "gray" };
  }
}
