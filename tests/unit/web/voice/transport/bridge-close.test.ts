import { describe, expect, it } from "vitest";
import { VOICE_CLOSE_REASONS } from "../../../../../src/shared/voice-protocol";
import { closeOutcome } from "../../../../../src/web/voice/transport/bridge-close";

describe("bridge close outcomes", () => {
  it("ends for good on the server's close reasons and the client's own ends", () => {
    for (const reason of Object.values(VOICE_CLOSE_REASONS)) {
      expect(closeOutcome(1000, reason)).toEqual({ kind: "server_ended" });
    }
    expect(closeOutcome(1000, "user_stopped")).toEqual({ kind: "ended" });
    expect(closeOutcome(1000, "session_end")).toEqual({ kind: "ended" });
  });

  it("treats 1000 without a known reason, 1001 and 1008 as a failed sign-in", () => {
    expect(closeOutcome(1000, "")).toEqual({ kind: "auth_failed" });
    expect(closeOutcome(1001, "going_away")).toEqual({ kind: "auth_failed" });
    expect(closeOutcome(1008, "")).toEqual({ kind: "auth_failed" });
  });

  it("retries anything else, a full server as SERVER_UNAVAILABLE", () => {
    expect(closeOutcome(1013, "at_capacity")).toEqual({
      kind: "retry",
      lastError: "SERVER_UNAVAILABLE",
    });
    expect(closeOutcome(1006, "")).toEqual({ kind: "retry", lastError: "NETWORK_ERROR" });
    expect(closeOutcome(1011, "")).toEqual({ kind: "retry", lastError: "NETWORK_ERROR" });
  });
});
