import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "../../../../../src/shared";
import { TransportFailure } from "../../../../../src/web/voice/transport/session-transport";
import { listening, networkError, setup } from "./fake-session-transport";

describe("voice session failures and recovery", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("recovers a recoverable error after 2 s and restores mute and volume", async () => {
    const { session, transport } = await listening({ volume: 30 });
    session.setMuted(true);
    await vi.advanceTimersByTimeAsync(300);
    transport.emit("error", networkError);
    expect(session.state).toBe("error");
    expect(session.error).toMatchObject({ code: "NETWORK_ERROR", recoverable: true });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(transport.calls).not.toContain("reconnect");
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.calls.slice(-3)).toEqual(["reconnect", "setMuted:true", "setVolume:30"]);
    expect(session.state).toBe("paused");
  });

  it("tries at most 3 recoveries, then reports RECOVERY_FAILED", async () => {
    const { session, transport } = await listening();
    transport.reconnectResult = async () => {
      throw new TransportFailure(networkError);
    };
    transport.emit("error", networkError);
    for (let attempt = 0; attempt < 5; attempt++) await vi.advanceTimersByTimeAsync(2_000);
    expect(transport.calls.filter((call) => call === "reconnect")).toHaveLength(3);
    expect(session.state).toBe("error");
    expect(session.error?.code).toBe("RECOVERY_FAILED");
    expect(transport.calls.at(-1)).toBe("end:error");
  });

  it("stops after 3 recoveries when each reconnect succeeds but fails again at once", async () => {
    const { session, transport } = await listening();
    transport.reconnectResult = async () => {
      queueMicrotask(() => transport.emit("error", networkError));
    };
    transport.emit("error", networkError);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(transport.calls.filter((call) => call === "reconnect")).toHaveLength(3);
    expect(session.state).toBe("error");
    expect(transport.calls.at(-1)).toBe("end:error");
  });

  it("counts recoveries afresh once a recovered session has run 10 s", async () => {
    const { session, transport } = await listening();
    for (let drop = 0; drop < 5; drop++) {
      transport.emit("error", networkError);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(session.state).toBe("listening");
      await vi.advanceTimersByTimeAsync(10_000);
    }
    expect(transport.calls.filter((call) => call === "reconnect")).toHaveLength(5);
  });

  it("refuses voice for good when the server has no speech recognizer", async () => {
    const { session, transport } = await listening();
    const errors: string[] = [];
    session.on("error", (error) => errors.push(error.message));
    transport.emit("error", { source: "server", code: "SERVER_ERROR", message: "no stt" });
    transport.emit("closed", { reason: "stt_unavailable" });
    expect(session.error).toMatchObject({
      code: "SERVER_ERROR",
      message: MESSAGES.voiceUnavailable,
      recoverable: false,
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(transport.calls).not.toContain("reconnect");
    expect(session.state).toBe("error");
    expect(errors.at(-1)).toBe(MESSAGES.voiceUnavailable);
  });

  it("does not recover unrecoverable errors", async () => {
    const { session, transport } = await listening();
    transport.emit("error", {
      source: "connection",
      code: "AUTHENTICATION_FAILED",
      message: "Authentication failed. Please sign in again.",
    });
    expect(session.error).toMatchObject({
      code: "SESSION_EXPIRED",
      recoverable: false,
      suggestions: ["Please sign in again."],
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(transport.calls).not.toContain("reconnect");
  });

  it.each([
    ["PERMISSION_DENIED", "AUDIO_PERMISSION_DENIED", false],
    ["NO_MICROPHONE", "AUDIO_DEVICE_ERROR", true],
  ])("maps a recorder %s at start to %s", async (code, sessionCode, recoverable) => {
    const { session, transport } = setup();
    transport.microphoneResult = async () => {
      throw new TransportFailure({
        source: "recorder",
        code,
        message: "Microphone permission denied",
      });
    };
    await session.start();
    expect(session.state).toBe("error");
    expect(session.error).toMatchObject({ code: sessionCode, recoverable });
  });

  it("maps connection and server failures", async () => {
    const { session, transport } = setup();
    transport.connectResult = async () => {
      throw new TransportFailure({ source: "connection", code: "CONNECTION_FAILED", message: "x" });
    };
    await session.start();
    expect(session.error?.code).toBe("CONNECTION_FAILED");
    const other = await listening();
    other.transport.emit("error", { source: "server", code: "STT_ERROR", message: "" });
    expect(other.session.error).toMatchObject({ code: "SERVER_ERROR", recoverable: true });
  });

  it.each([
    ["inactive_timeout", "Session closed due to inactivity. Click the mic to start again."],
    [
      "max_duration_exceeded",
      "Session limit reached (30 min max). Click the mic to start a new session.",
    ],
    ["unrecoverable_stt_error", "Speech recognition error occurred. Please try again."],
  ])("shows the server close reason %s in the spec's words", async (reason, message) => {
    const { session, transport } = await listening();
    transport.emit("closed", { reason });
    expect(session.state).toBe("error");
    expect(session.error).toMatchObject({ message, recoverable: false });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(transport.calls).not.toContain("reconnect");
  });

  it("raises 'Connection quality too poor' by the spec's rule, checked every 2 s", async () => {
    const { session, transport } = await listening();
    transport.health = { ...transport.health, quality: "failed", lastConnected: 0 };
    transport.emit("agent_thinking", undefined);
    await vi.advanceTimersByTimeAsync(12_000);
    expect(session.state).toBe("processing");
    transport.emit("agent_listening", undefined);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(session.error).toMatchObject({
      code: "QUALITY_TOO_POOR",
      message: "Connection quality too poor",
    });
  });

  it("waits more than 10 s after connecting before judging quality", async () => {
    const { session, transport } = await listening();
    transport.health = { ...transport.health, quality: "failed", lastConnected: 0 };
    await vi.advanceTimersByTimeAsync(9_500);
    expect(session.state).toBe("listening");
    await vi.advanceTimersByTimeAsync(2_000);
    expect(session.state).toBe("error");
  });

  it("shows recovering while the transport reconnects by itself", async () => {
    const { session, transport } = await listening();
    transport.emit("reconnecting", undefined);
    expect(session.state).toBe("recovering");
    transport.emit("reconnected", undefined);
    expect(session.state).toBe("listening");
  });

  it("leaves inactivity and the session limit to the server, and shows its reason", async () => {
    const { session, transport } = await listening();
    // No clock of the browser's own: a quiet session lasts as long as the server keeps it.
    await vi.advanceTimersByTimeAsync(31 * 60_000);
    expect(session.state).toBe("listening");
    transport.emit("closed", { reason: "max_duration_exceeded" });
    expect(session.error?.message).toBe(
      "Session limit reached (30 min max). Click the mic to start a new session.",
    );
  });
});
