import { describe, expect, it } from "vitest";
import {
  indicatorFor,
  isActiveState,
  STATUS_LABELS,
  screenState,
  type VoiceSessionState,
} from "../../../../../src/web/voice/state/session-states";

describe("voice session presentation", () => {
  it("labels every state", () => {
    expect(Object.values(STATUS_LABELS)).toEqual([
      "Ready to start",
      "Setting up...",
      "Connecting...",
      "Requesting microphone access...",
      "Ready to listen",
      "Listening...",
      "Processing...",
      "AI is responding...",
      "Paused",
      "Reconnecting...",
      "Error occurred",
      "Stopping...",
      "Stopped",
    ]);
  });

  it("maps states to the screen, the indicator and 'active'", () => {
    const states = Object.keys(STATUS_LABELS) as VoiceSessionState[];
    expect(states.filter(isActiveState)).toEqual([
      "listening",
      "processing",
      "responding",
      "paused",
    ]);
    expect(states.map(screenState).filter((screen) => screen !== "idle")).toEqual([
      "listening",
      "processing",
      "responding",
    ]);
    expect(indicatorFor("listening")).toEqual({ label: "Listening...", color: "green" });
    expect(indicatorFor("processing")).toEqual({ label: "Processing...", color: "yellow" });
    expect(indicatorFor("responding")).toEqual({ label: "AI Responding...", color: "blue" });
    expect(indicatorFor("paused")).toEqual({ label: "Voice Active", color: "gray" });
  });
});
