import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "../../../../../src/shared";
import { VoiceSession } from "../../../../../src/web/voice/state/voice-session";
import { FakeWebSocket, wsTransportOver } from "./fake-bridge";

/** A server that opens every socket, then answers session_start with an error and a close. */
class RefusingWebSocket extends FakeWebSocket {
  static opened = 0;
  static close = { code: 1011, reason: "" };
  constructor(url: string) {
    super(url);
    RefusingWebSocket.opened++;
  }
  override send(data: string) {
    super.send(data);
    if (JSON.parse(data).type !== "session_start") return;
    queueMicrotask(() => {
      this.receive({ type: "error", code: "SERVER_ERROR", message: "refused" });
      this.readyState = 3;
      this.onclose?.(RefusingWebSocket.close);
    });
  }
}

describe("voice session over the WebSocket transport against a server that refuses every session", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000);
    RefusingWebSocket.opened = 0;
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  function refusedSession() {
    return new VoiceSession({
      sessionId: "s1",
      createTransport: async () => wsTransportOver(RefusingWebSocket),
    });
  }

  it("stops at once on the final close of a server without a speech recognizer", async () => {
    RefusingWebSocket.close = { code: 1000, reason: "stt_unavailable" };
    const session = refusedSession();
    await session.start();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(RefusingWebSocket.opened).toBe(1);
    expect(session.state).toBe("error");
    expect(session.error).toMatchObject({ message: MESSAGES.voiceUnavailable, recoverable: false });
  });

  // Each connect may retry 5 times and the session may recover 3 times: 4 × (1 + 5) sockets at most.
  for (const code of [1001, 1006, 1008, 1011, 1012, 1013, 4000]) {
    it(`opens at most 24 sockets, then stays down, when each is closed with ${code}`, async () => {
      RefusingWebSocket.close = { code, reason: "" };
      const session = refusedSession();
      await session.start();
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      const opened = RefusingWebSocket.opened;
      expect(opened).toBeGreaterThanOrEqual(1);
      expect(opened).toBeLessThanOrEqual(24);
      expect(session.state).toBe("error");
      await vi.advanceTimersByTimeAsync(60 * 60_000);
      expect(RefusingWebSocket.opened).toBe(opened);
    });
  }
});

/** A server whose voice sessions are all in use for its first `refusals` session_starts. */
class FullWebSocket extends FakeWebSocket {
  static refusals = 0;
  static openedAt: number[] = [];
  constructor(url: string) {
    super(url);
    FullWebSocket.openedAt.push(Date.now());
  }
  override send(data: string) {
    super.send(data);
    if (JSON.parse(data).type !== "session_start") return;
    queueMicrotask(() => {
      if (FullWebSocket.refusals <= 0) {
        this.receive({ type: "session_ready", audio_format: "webm", language: "en-US" });
        return;
      }
      FullWebSocket.refusals--;
      this.receive({
        type: "error",
        code: "SERVER_UNAVAILABLE",
        message: "Voice service is temporarily unavailable.",
      });
      this.readyState = 3;
      this.onclose?.({ code: 1013, reason: "at_capacity" });
    });
  }
}

describe("voice session against a server at capacity (SERVER_UNAVAILABLE, close 1013)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000);
    FullWebSocket.openedAt = [];
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  function sessionOnFullServer() {
    const warnings: string[] = [];
    const session = new VoiceSession({
      sessionId: "s1",
      createTransport: async () => {
        const transport = wsTransportOver(FullWebSocket, () => 0.5);
        transport.on("warning", ({ code }) => warnings.push(code));
        return transport;
      },
    });
    return { session, warnings };
  }

  const gaps = () => {
    const opened = FullWebSocket.openedAt;
    return opened.slice(1).map((at, i) => at - (opened[i] ?? at));
  };

  it("backs off with growing delays and gets in once a place is free", async () => {
    FullWebSocket.refusals = 3;
    const { session, warnings } = sessionOnFullServer();
    await session.start();
    await vi.advanceTimersByTimeAsync(60_000);
    // spec §9: base 1 s, factor 2; the refusal is no session error.
    expect(gaps()).toEqual([1_000, 2_000, 4_000]);
    expect(warnings.filter((code) => code === "SERVER_UNAVAILABLE")).toHaveLength(3);
    expect(session.error).toBeNull();
    expect(session.state).toBe("listening");
  });

  it("gives up within the spec's limits with the SERVER_UNAVAILABLE text", async () => {
    FullWebSocket.refusals = Number.POSITIVE_INFINITY;
    const { session } = sessionOnFullServer();
    await session.start();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(session.state).toBe("error");
    expect(session.error?.message).toBe("Voice service is temporarily unavailable.");
    // At most 5 reconnects a connect, each at most 16 s (+10%) apart, and 3 session recoveries.
    expect(FullWebSocket.openedAt.length).toBeLessThanOrEqual(24);
    for (const gap of gaps()) expect(gap).toBeLessThanOrEqual(17_600 + 2_000);
  });
});
