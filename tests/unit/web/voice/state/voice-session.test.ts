import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "../../../../../src/shared";
import { Emitter } from "../../../../../src/web/voice/emitter";
import {
  indicatorFor,
  isActiveState,
  STATUS_LABELS,
  screenState,
  type VoiceSessionState,
} from "../../../../../src/web/voice/state/session-states";
import type { TranscriptEvent } from "../../../../../src/web/voice/state/transcript";
import { VoiceSession } from "../../../../../src/web/voice/state/voice-session";
import type { ConnectionHealth } from "../../../../../src/web/voice/transport/connection-health";
import {
  type SessionTransport,
  type TransportError,
  type TransportEvents,
  TransportFailure,
} from "../../../../../src/web/voice/transport/session-transport";

class FakeTransport implements SessionTransport {
  readonly kind = "websocket";
  readonly events = new Emitter<TransportEvents>();
  playing = false;
  health: ConnectionHealth = {
    connected: true,
    connecting: false,
    latency: 100,
    quality: "excellent",
    retryAttempt: 0,
    maxRetries: 5,
    canRetry: false,
    lastConnected: 0,
    lastError: null,
    backoffDelay: 0,
    nextRetryAt: null,
  };
  calls: string[] = [];
  connectResult: () => Promise<void> = async () => {};
  microphoneResult: () => Promise<void> = async () => {};
  reconnectResult: () => Promise<void> = async () => {};

  connect() {
    this.calls.push("connect");
    return this.connectResult();
  }
  startMicrophone() {
    this.calls.push("startMicrophone");
    return this.microphoneResult();
  }
  setMuted(muted: boolean) {
    this.calls.push(`setMuted:${muted}`);
  }
  pause() {
    this.calls.push("pause");
  }
  resume() {
    this.calls.push("resume");
  }
  setVolume(volume: number) {
    this.calls.push(`setVolume:${volume}`);
  }
  reconnect() {
    this.calls.push("reconnect");
    return this.reconnectResult();
  }
  async end(reason: string) {
    this.calls.push(`end:${reason}`);
  }
  on<K extends keyof TransportEvents>(event: K, listener: (payload: TransportEvents[K]) => void) {
    return this.events.on(event, listener);
  }
  emit<K extends keyof TransportEvents>(event: K, payload: TransportEvents[K]) {
    this.events.emit(event, payload);
  }
}

const networkError: TransportError = {
  source: "connection",
  code: "NETWORK_ERROR",
  message: "Network connection failed. Check your internet connection.",
};

function setup(options: { muted?: boolean; volume?: number } = {}) {
  const transport = new FakeTransport();
  const session = new VoiceSession({
    sessionId: "s1",
    createTransport: async () => transport,
    now: () => Date.now(),
    ...options,
  });
  const states: VoiceSessionState[] = [];
  const transcript: TranscriptEvent[] = [];
  session.on("state", ({ state }) => states.push(state));
  session.on("transcript", (event) => transcript.push(event));
  return { transport, session, states, transcript };
}

async function listening(options?: { muted?: boolean; volume?: number }) {
  const made = setup(options);
  await made.session.start();
  await vi.advanceTimersByTimeAsync(500);
  return made;
}

describe("voice session", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts through the setup states and listens 500 ms after ready", async () => {
    const { session, states, transport } = setup({ volume: 70 });
    await session.start();
    expect(states).toEqual(["initializing", "connecting", "requesting_permission", "ready"]);
    expect(transport.calls).toEqual(["setVolume:70", "connect", "startMicrophone"]);
    await vi.advanceTimersByTimeAsync(499);
    expect(session.state).toBe("ready");
    await vi.advanceTimersByTimeAsync(1);
    expect(session.state).toBe("listening");
  });

  it("starts only from idle or stopped, and from error stops first", async () => {
    const { session, transport } = await listening();
    const before = transport.calls.length;
    await session.start();
    expect(transport.calls.length).toBe(before);
    transport.emit("closed", { reason: "inactive_timeout" });
    expect(session.state).toBe("error");
    await session.start();
    expect(session.state).toBe("ready");
  });

  it("goes processing on agent_thinking, responding on a reply and back after 1 s", async () => {
    const { session, transport } = await listening();
    transport.emit("agent_thinking", undefined);
    expect(session.state).toBe("processing");
    transport.emit("agent_response", { text: "Hi" });
    expect(session.state).toBe("responding");
    await vi.advanceTimersByTimeAsync(999);
    expect(session.state).toBe("responding");
    await vi.advanceTimersByTimeAsync(1);
    expect(session.state).toBe("listening");
  });

  it("goes responding on streamed text and listens once queued audio finishes after completion", async () => {
    const { session, transport, transcript } = await listening();
    transport.emit("agent_text", { id: "a1", text: "Sure", at: 0 });
    expect(session.state).toBe("responding");
    transport.playing = true;
    transport.emit("agent_complete", { id: "a1", text: "Sure.", at: 0 });
    expect(session.state).toBe("responding");
    transport.playing = false;
    transport.emit("audio_finished", undefined);
    expect(session.state).toBe("listening");
    expect(transcript.map((event) => event.type)).toEqual(["agent_chunk", "agent_complete"]);
  });

  it("returns to listening on agent_interrupt and ends the streamed message", async () => {
    const { session, transport, transcript } = await listening();
    transport.emit("agent_audio", undefined);
    transport.emit("agent_interrupt", undefined);
    expect(session.state).toBe("listening");
    expect(transcript).toEqual([{ type: "agent_interrupt", sessionId: "s1" }]);
  });

  it("passes transcripts on with the session id", async () => {
    const { transport, transcript } = await listening();
    transport.emit("transcript", { final: false, id: "p", text: "hel", at: 0 });
    transport.emit("transcript", { final: true, id: "u1", text: "Hello.", at: 0 });
    expect(transcript).toEqual([
      { type: "user_partial", sessionId: "s1", text: "hel", at: expect.any(Number) },
      { type: "user_final", sessionId: "s1", id: "u1", text: "Hello.", at: expect.any(Number) },
    ]);
  });

  it("pauses only from listening and resumes only from paused", async () => {
    const { session, transport } = await listening();
    expect(session.resume()).toBe(false);
    expect(session.pause()).toBe(true);
    expect(session.state).toBe("paused");
    expect(session.pause()).toBe(false);
    expect(session.resume()).toBe(true);
    expect(session.state).toBe("listening");
    expect(transport.calls).toContain("pause");
    expect(transport.calls).toContain("resume");
    transport.emit("agent_thinking", undefined);
    expect(session.pause()).toBe(false);
  });

  it("debounces mute for 300 ms: mute pauses and signals, unmute listens", async () => {
    const { session, transport } = await listening();
    session.setMuted(true);
    session.setMuted(false);
    session.setMuted(true);
    await vi.advanceTimersByTimeAsync(299);
    expect(session.state).toBe("listening");
    await vi.advanceTimersByTimeAsync(1);
    expect(session.state).toBe("paused");
    expect(transport.calls.filter((call) => call.startsWith("setMuted"))).toEqual([
      "setMuted:true",
    ]);
    session.setMuted(false);
    await vi.advanceTimersByTimeAsync(300);
    expect(session.state).toBe("listening");
    expect(session.muted).toBe(false);
  });

  it("starts muted when the preference says so and stays paused through a reply", async () => {
    const { session, transport } = await listening({ muted: true });
    expect(transport.calls.slice(0, 2)).toEqual(["setVolume:100", "setMuted:true"]);
    expect(session.state).toBe("paused");
    transport.emit("agent_response", { text: "Hi" });
    expect(session.state).toBe("paused");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(session.state).toBe("paused");
  });

  it("goes paused when muted while the agent responds, and stays paused for the rest of the reply", async () => {
    const { session, transport } = await listening();
    transport.emit("agent_thinking", undefined);
    transport.emit("agent_audio", undefined);
    expect(session.state).toBe("responding");
    session.setMuted(true);
    await vi.advanceTimersByTimeAsync(300);
    expect(session.state).toBe("paused");
    transport.emit("agent_text", { id: "a1", text: "more", at: 0 });
    transport.emit("agent_audio", undefined);
    transport.emit("agent_response", { text: "Hi" });
    transport.emit("agent_complete", { id: "a1", text: "Hi", at: 0 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(session.state).toBe("paused");
    session.setMuted(false);
    await vi.advanceTimersByTimeAsync(300);
    expect(session.state).toBe("listening");
  });

  it("goes paused when muted while the agent is processing", async () => {
    const { session, transport } = await listening();
    transport.emit("agent_thinking", undefined);
    session.setMuted(true);
    await vi.advanceTimersByTimeAsync(300);
    expect(session.state).toBe("paused");
    transport.emit("agent_thinking", undefined);
    expect(session.state).toBe("paused");
  });

  it("shows processing from the final transcript until the reply starts", async () => {
    const { session, transport, states } = await listening();
    transport.emit("transcript", { final: false, id: "p", text: "", at: 0 });
    expect(session.state).toBe("listening");
    transport.emit("transcript", { final: true, id: "u1", text: "Hello.", at: 0 });
    expect(session.state).toBe("processing");
    transport.emit("agent_thinking", undefined);
    expect(session.state).toBe("processing");
    // The spec: streamed text leads to responding.
    transport.emit("agent_text", { id: "a1", text: "Hi", at: 0 });
    expect(session.state).toBe("responding");
    expect(states.slice(-3)).toEqual(["listening", "processing", "responding"]);
  });

  it("stops through stopping to stopped, ending with user_stopped", async () => {
    const { session, transport, states } = await listening();
    await session.stop();
    expect(states.slice(-2)).toEqual(["stopping", "stopped"]);
    expect(transport.calls.at(-1)).toBe("end:user_stopped");
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
