import { describe, expect, it } from "vitest";
import {
  closeReasonText,
  isRecoverable,
  toSessionError,
  voiceErrorText,
} from "../../../../../src/web/voice/state/session-errors";

describe("voice session errors", () => {
  it("maps transport errors onto session codes with their recoverability", () => {
    const map = (source: "recorder" | "connection" | "server" | "player", code: string) =>
      toSessionError({ source, code, message: "m" }).code;
    expect(map("recorder", "PERMISSION_DENIED")).toBe("AUDIO_PERMISSION_DENIED");
    expect(map("recorder", "STREAM_LOST")).toBe("AUDIO_DEVICE_ERROR");
    expect(map("connection", "AUTHENTICATION_FAILED")).toBe("SESSION_EXPIRED");
    expect(map("connection", "CONNECTION_FAILED")).toBe("CONNECTION_FAILED");
    expect(map("server", "STT_ERROR")).toBe("SERVER_ERROR");
    expect(map("player", "X")).toBe("NETWORK_ERROR");
    expect(
      ["AUDIO_PERMISSION_DENIED", "SESSION_EXPIRED", "SESSION_TIMEOUT", "SERVER_ERROR"].map(
        (code) => isRecoverable(code as never),
      ),
    ).toEqual([false, false, false, true]);
    expect(voiceErrorText("No microphone found")).toBe("Voice Error: No microphone found");
  });

  it("words the server's close reasons as the spec does", () => {
    expect(closeReasonText("inactive_timeout")).toBe(
      "Session closed due to inactivity. Click the mic to start again.",
    );
    expect(closeReasonText("max_duration_exceeded")).toBe(
      "Session limit reached (30 min max). Click the mic to start a new session.",
    );
    expect(closeReasonText("unrecoverable_stt_error")).toBe(
      "Speech recognition error occurred. Please try again.",
    );
    expect(closeReasonText("user_stopped")).toBeUndefined();
  });
});
