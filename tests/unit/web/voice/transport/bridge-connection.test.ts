import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  BridgeConnection,
  type BridgeConnectionEvents,
} from "../../../../../src/web/voice/transport/bridge-connection";
import type { WebSocketLike } from "../../../../../src/web/voice/transport/bridge-wire";

class FakeWebSocket implements WebSocketLike {
  static instances: FakeWebSocket[] = [];
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  sent: Record<string, unknown>[] = [];
  closedWith: { code?: number; reason?: string } | undefined;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number, reason?: string) {
    this.closedWith = { code, reason };
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverClose(code: number, reason = "") {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
  receive(message: unknown) {
    this.onmessage?.({ data: typeof message === "string" ? message : JSON.stringify(message) });
  }
}

const latest = () => FakeWebSocket.instances.at(-1) as FakeWebSocket;

function makeSocket(random = () => 0.5) {
  const socket = new BridgeConnection({
    sessionId: "s 1",
    origin: "https://verba.example",
    WebSocket: FakeWebSocket,
    now: () => Date.now(),
    random,
  });
  const events = {
    state: [] as BridgeConnectionEvents["state"][],
    error: [] as BridgeConnectionEvents["error"][],
    closed: [] as BridgeConnectionEvents["closed"][],
    reconnected: [] as undefined[],
    message: [] as BridgeConnectionEvents["message"][],
  };
  socket.on("state", (payload) => events.state.push(payload));
  socket.on("error", (payload) => events.error.push(payload));
  socket.on("closed", (payload) => events.closed.push(payload));
  socket.on("reconnected", (payload) => events.reconnected.push(payload));
  socket.on("message", (payload) => events.message.push(payload));
  return { socket, events };
}

async function connected(random?: () => number) {
  const made = makeSocket(random);
  const opening = made.socket.connect();
  latest().open();
  await opening;
  return made;
}

describe("voice socket", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    FakeWebSocket.instances = [];
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens wss on the page's host with the session id and no token by default", async () => {
    await connected();
    expect(latest().url).toBe("wss://verba.example/ws/voice/session?session_id=s+1");
    const withToken = new BridgeConnection({
      sessionId: "s",
      token: "t",
      origin: "http://localhost:3000",
      WebSocket: FakeWebSocket,
    });
    expect(withToken.url).toBe("ws://localhost:3000/ws/voice/session?token=t&session_id=s");
  });

  it("adds messageId and timestamp to every client message", async () => {
    const { socket } = await connected();
    vi.setSystemTime(1234);
    socket.send({ type: "mute", session_id: "s 1", is_muted: true });
    expect(latest().sent[0]).toEqual({
      type: "mute",
      session_id: "s 1",
      is_muted: true,
      messageId: expect.any(String),
      timestamp: 1234,
    });
  });

  it("refuses to send while not connected", () => {
    const { socket } = makeSocket();
    expect(() => socket.send({ type: "heartbeat" })).toThrow("WebSocket not connected");
  });

  it("goes disconnected -> connecting -> connected", async () => {
    const { socket, events } = await connected();
    expect(events.state.map(({ state }) => state)).toEqual(["connecting", "connected"]);
    expect(socket.health).toMatchObject({ connected: true, connecting: false, canRetry: false });
  });

  it("sends a heartbeat every 30 s, and every 5 s while muted", async () => {
    const { socket } = await connected();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(latest().sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(latest().sent.map((message) => message.type)).toEqual(["heartbeat"]);
    socket.setMuted(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(latest().sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(latest().sent).toHaveLength(3);
  });

  it("measures latency from the echo, ignores the first 3 and keeps the last 10", async () => {
    const { socket } = await connected();
    socket.setMuted(true);
    const echo = (latency: number) => {
      const { timestamp } = latest().sent.at(-1) as { timestamp: number };
      vi.setSystemTime(timestamp + latency);
      latest().receive({ type: "heartbeat", timestamp, server_time: 0 });
    };
    for (let beat = 0; beat < 3; beat++) {
      await vi.advanceTimersByTimeAsync(5_000);
      echo(3_000);
    }
    expect(socket.health.latency).toBeNull();
    expect(socket.health.quality).toBe("unknown");
    for (let beat = 0; beat < 12; beat++) {
      await vi.advanceTimersByTimeAsync(5_000);
      echo(100 + beat);
    }
    expect(socket.latencySamples).toHaveLength(10);
    expect(socket.latencySamples[0]).toBe(102);
    expect(socket.health.quality).toBe("excellent");
  });

  it("measures a reconnected link afresh: its first health tells no latency of the last one", async () => {
    const { socket } = await connected();
    socket.setMuted(true);
    for (let beat = 0; beat < 4; beat++) {
      await vi.advanceTimersByTimeAsync(5_000);
      const { timestamp } = latest().sent.at(-1) as { timestamp: number };
      latest().receive({ type: "heartbeat", timestamp, server_time: 0 });
    }
    expect(socket.health.latency).toBe(0);
    latest().serverClose(1006);
    expect(socket.health.latency).toBe(0);
    const health: BridgeConnectionEvents["health"][] = [];
    socket.on("health", (payload) => health.push(payload));
    await vi.advanceTimersByTimeAsync(1_000);
    latest().open();
    expect(health.filter(({ connected }) => connected)).toEqual([
      expect.objectContaining({ latency: null, quality: "unknown" }),
    ]);
  });

  it("counts a heartbeat unanswered for 5 s as failed", async () => {
    const { socket } = await connected();
    socket.setMuted(true);
    for (let beat = 0; beat < 4; beat++) await vi.advanceTimersByTimeAsync(5_000);
    // Each heartbeat went unanswered for its 5 s: the first 3 are ignored, the 4th counts.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(socket.health.quality).toBe("failed");
  });

  for (const code of [1000, 1001, 1008]) {
    it(`treats close ${code} as an authentication failure and does not retry`, async () => {
      const { socket, events } = await connected();
      latest().serverClose(code, "Authentication required");
      await vi.advanceTimersByTimeAsync(60_000);
      expect(FakeWebSocket.instances).toHaveLength(1);
      expect(socket.state).toBe("error");
      expect(events.error[0]).toEqual({
        code: "AUTHENTICATION_FAILED",
        message: "Authentication failed. Please sign in again.",
        retryable: false,
      });
      expect(events.closed[0]).toMatchObject({ code, authFailed: true });
    });
  }

  for (const reason of ["inactive_timeout", "max_duration_exceeded", "unrecoverable_stt_error"]) {
    it(`surfaces the server close reason ${reason}`, async () => {
      const { socket, events } = await connected();
      latest().serverClose(1000, reason);
      expect(socket.state).toBe("disconnected");
      expect(events.closed[0]).toEqual({
        code: 1000,
        reason,
        serverReason: reason,
        authFailed: false,
      });
      expect(events.error).toEqual([]);
    });
  }

  it("ends normally on a user_stopped close", async () => {
    const { socket, events } = await connected();
    latest().serverClose(1000, "user_stopped");
    expect(socket.state).toBe("disconnected");
    expect(events.error).toEqual([]);
    expect(events.closed[0]?.serverReason).toBeUndefined();
  });

  it("reconnects other closes with backoff, at most 5 attempts", async () => {
    const { socket, events } = await connected();
    latest().serverClose(1006);
    expect(socket.state).toBe("reconnecting");
    const delays: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      delays.push(socket.health.backoffDelay);
      expect(socket.health.retryAttempt).toBe(attempt + 1);
      await vi.advanceTimersByTimeAsync(socket.health.backoffDelay - 1);
      expect(FakeWebSocket.instances).toHaveLength(attempt + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeWebSocket.instances).toHaveLength(attempt + 2);
      latest().serverClose(1006);
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
    expect(socket.state).toBe("error");
    expect(events.error.at(-1)).toEqual({
      code: "NETWORK_ERROR",
      message: "Network connection failed. Check your internet connection.",
      retryable: true,
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(6);
  });

  it("announces an automatic reconnect, and starts counting afresh once it stays up 10 s", async () => {
    const { socket, events } = await connected();
    latest().serverClose(1011);
    await vi.advanceTimersByTimeAsync(1_000);
    latest().open();
    expect(socket.state).toBe("connected");
    expect(events.reconnected).toHaveLength(1);
    expect(socket.health.retryAttempt).toBe(1);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(socket.health.retryAttempt).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.health.retryAttempt).toBe(0);
    latest().serverClose(1011);
    expect(socket.health.backoffDelay).toBe(1_000);
  });

  // A server that accepts each socket and closes it at once (say, one that cannot hold
  // voice) must not be reconnected forever, whatever code it closes with.
  const closes: [number, string][] = [
    [1000, ""],
    [1000, "stt_unavailable"],
    [1001, ""],
    [1005, ""],
    [1006, ""],
    [1008, "Authentication required"],
    [1011, "pipeline_error"],
    [1012, ""],
    [1013, "stt_unavailable"],
    [1014, ""],
    [4000, ""],
    [4999, "custom"],
  ];
  for (const [code, reason] of closes) {
    it(`opens at most 1 + 5 sockets, 1 to 16 s apart, when each is closed at once with ${code} '${reason}'`, async () => {
      const { socket } = makeSocket();
      const opened: number[] = [];
      const opening = socket.connect();
      opening.catch(() => {});
      for (let step = 0; step < 200; step++) {
        const current = latest();
        if (current.readyState === 0 && !current.closedWith) {
          opened.push(Date.now());
          current.open();
          current.serverClose(code, reason);
        }
        await vi.advanceTimersByTimeAsync(500);
      }
      expect(FakeWebSocket.instances.length).toBeLessThanOrEqual(6);
      const gaps = opened.slice(1).map((at, index) => at - (opened[index] ?? 0));
      expect(gaps.every((gap) => gap >= 900)).toBe(true);
      expect(["error", "disconnected"]).toContain(socket.state);
    });
  }

  it("allows a manual retry only when neither connected nor connecting, resetting the count", async () => {
    const { socket } = await connected();
    expect(socket.retry()).toBe(false);
    latest().serverClose(1006);
    await vi.advanceTimersByTimeAsync(1_000);
    latest().serverClose(1006);
    expect(socket.health.retryAttempt).toBe(2);
    expect(socket.retry()).toBe(true);
    expect(socket.health.retryAttempt).toBe(0);
    latest().open();
    expect(socket.state).toBe("connected");
  });

  it("gives each attempt 5 s and the first connect 10 s overall", async () => {
    const { socket } = makeSocket();
    const opening = socket.connect();
    const rejected = expect(opening).rejects.toThrow(
      "Connection timed out. Please check your connection.",
    );
    await vi.advanceTimersByTimeAsync(5_000);
    expect(FakeWebSocket.instances[0]?.closedWith).toBeDefined();
    expect(socket.state).toBe("reconnecting");
    await vi.advanceTimersByTimeAsync(5_000);
    await rejected;
    expect(socket.state).toBe("error");
  });

  it("reports an unparseable server message as INVALID_MESSAGE", async () => {
    const { events } = await connected();
    latest().receive("not json{");
    latest().receive({ no: "type" });
    expect(events.error.map((error) => error.code)).toEqual(["INVALID_MESSAGE", "INVALID_MESSAGE"]);
    latest().receive({ type: "agent_thinking", session_id: "s 1", timestamp: 1 });
    expect(events.message).toHaveLength(1);
  });

  it("closes on purpose without retrying", async () => {
    const { socket } = await connected();
    const socketInstance = latest();
    socket.disconnect(1000, "user_stopped");
    expect(socketInstance.closedWith).toEqual({ code: 1000, reason: "user_stopped" });
    expect(socket.state).toBe("disconnected");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});
