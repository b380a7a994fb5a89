import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "../../../../../src/shared";
import { bytesToBase64 } from "../../../../../src/web/voice/capture/audio-chunk";
import { VoiceRecorder } from "../../../../../src/web/voice/capture/recorder";
import type {
  BlobLike,
  MediaRecorderLike,
} from "../../../../../src/web/voice/capture/recorder-environment";
import { createSilentWav } from "../../../../../src/web/voice/capture/silent-wav";
import {
  AgentAudioPlayer,
  type PlaybackContextLike,
} from "../../../../../src/web/voice/playback/player";
import { VoiceSession } from "../../../../../src/web/voice/state/voice-session";
import { BridgeConnection } from "../../../../../src/web/voice/transport/bridge-connection";
import type { WebSocketLike } from "../../../../../src/web/voice/transport/bridge-wire";
import type { TransportEvents } from "../../../../../src/web/voice/transport/session-transport";
import { WsTransport } from "../../../../../src/web/voice/transport/ws-transport";

class FakeWebSocket implements WebSocketLike {
  static last: FakeWebSocket;
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  sent: Record<string, unknown>[] = [];
  constructor(readonly url: string) {
    FakeWebSocket.last = this;
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.({});
    });
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  receive(message: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify({ session_id: "s1", timestamp: 42, ...message }) });
  }
}

class FakeMediaRecorder implements MediaRecorderLike {
  static last: FakeMediaRecorder;
  static isTypeSupported = (type: string) => type === "audio/webm;codecs=opus";
  state: "inactive" | "recording" | "paused" = "inactive";
  ondataavailable: ((event: { data: BlobLike }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor() {
    FakeMediaRecorder.last = this;
  }
  start() {
    this.state = "recording";
  }
  stop() {
    this.state = "inactive";
  }
  pause() {}
  resume() {}
}

class FakeContext implements PlaybackContextLike {
  static last: FakeContext;
  currentTime = 0;
  state = "running";
  destination = {};
  started: number[] = [];
  stopped = 0;
  constructor() {
    FakeContext.last = this;
  }
  createBuffer(_channels: number, length: number, sampleRate: number) {
    return { duration: length / sampleRate, copyToChannel() {} };
  }
  createBufferSource() {
    return {
      buffer: null,
      onended: null,
      connect() {},
      start: (when = 0) => this.started.push(when),
      stop: () => this.stopped++,
    };
  }
  createGain() {
    return { gain: { value: 1 }, connect() {} };
  }
  async decodeAudioData() {
    return { duration: 0.2 };
  }
  async resume() {
    this.state = "running";
  }
  async suspend() {
    this.state = "suspended";
  }
  async close() {}
}

function setup() {
  const transport = new WsTransport({
    sessionId: "s1",
    socket: new BridgeConnection({
      sessionId: "s1",
      origin: "http://app",
      WebSocket: FakeWebSocket,
    }),
    recorder: new VoiceRecorder({
      getUserMedia: async () => ({ getTracks: () => [{ stop() {} }] }),
      MediaRecorder: FakeMediaRecorder,
    }),
    player: new AgentAudioPlayer({ AudioContext: FakeContext }),
  });
  const events: { name: keyof TransportEvents; payload: unknown }[] = [];
  const names: (keyof TransportEvents)[] = [
    "transcript",
    "agent_thinking",
    "agent_text",
    "agent_audio",
    "agent_response",
    "agent_complete",
    "agent_interrupt",
    "error",
    "closed",
    "warning",
    "turn_metrics",
  ];
  for (const name of names)
    transport.on(name, (payload: unknown) => events.push({ name, payload }));
  return { transport, events, context: () => FakeContext.last };
}

describe("WebSocket transport", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts the server session and sends recorded chunks as audio_chunk", async () => {
    const { transport } = setup();
    await transport.connect();
    await transport.startMicrophone();
    const bytes = new Uint8Array(2_000).fill(1);
    FakeMediaRecorder.last.ondataavailable?.({
      data: { size: bytes.length, arrayBuffer: async () => bytes.buffer },
    });
    await vi.advanceTimersByTimeAsync(0);
    const sent = FakeWebSocket.last.sent;
    expect(sent[0]).toMatchObject({ type: "session_start", session_id: "s1", language: "en-US" });
    expect(sent[1]).toMatchObject({
      type: "audio_chunk",
      session_id: "s1",
      chunk_data: bytesToBase64(bytes),
      chunk_sequence: 0,
      chunk_size_bytes: 2_000,
      audio_format: "audio/webm;codecs=opus",
    });
  });

  it("turns server messages into transport events and plays agent audio in order", async () => {
    const { transport, events, context } = setup();
    await transport.connect();
    const socket = FakeWebSocket.last;
    socket.receive({ type: "transcription_partial", partial_text: "hel", confidence: 0.5 });
    socket.receive({ type: "transcription_final", final_text: "Hello.", confidence: 0.9 });
    socket.receive({ type: "agent_thinking" });
    socket.receive({ type: "agent_response_stream", text_chunk: "Hi ", is_final: false });
    const audio = bytesToBase64(createSilentWav(200));
    socket.receive({
      type: "audio_response_stream",
      audio_chunk: audio,
      audio_format: "wav",
      text_chunk: "",
      is_final: false,
    });
    socket.receive({
      type: "audio_response_stream",
      audio_chunk: audio,
      audio_format: "wav",
      text_chunk: "",
      is_final: false,
    });
    socket.receive({ type: "agent_response", response_text: "Hi there.", audioUrl: null });
    socket.receive({
      type: "agent_response_complete",
      full_text: "Hi there.",
      total_duration_ms: 900,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(events.map(({ name }) => name)).toEqual([
      "transcript",
      "transcript",
      "agent_thinking",
      "agent_text",
      "agent_audio",
      "agent_audio",
      "agent_response",
      "agent_complete",
    ]);
    const text = events.find(({ name }) => name === "agent_text")?.payload as { id: string };
    const complete = events.find(({ name }) => name === "agent_complete")?.payload as {
      id: string;
    };
    expect(complete.id).toBe(text.id);
    expect(context().started).toEqual([0, 0.2]);
    expect(transport.playing).toBe(true);
    socket.receive({ type: "agent_pause" });
    expect(context().state).toBe("suspended");
    expect(transport.playing).toBe(true);
    socket.receive({ type: "agent_resume" });
    expect(context().state).toBe("running");
    socket.receive({ type: "agent_pause" });
    socket.receive({ type: "agent_interrupt" });
    expect(context().stopped).toBe(2);
    expect(context().state).toBe("running");
    expect(transport.playing).toBe(false);
  });

  it("lets a held reply play on when the link drops: no server is left to release it", async () => {
    const { transport, context } = setup();
    await transport.connect();
    const socket = FakeWebSocket.last;
    socket.receive({
      type: "audio_response_stream",
      audio_chunk: bytesToBase64(createSilentWav(200)),
      audio_format: "wav",
      text_chunk: "",
      is_final: false,
    });
    await vi.advanceTimersByTimeAsync(0);
    socket.receive({ type: "agent_pause" });
    expect(context().state).toBe("suspended");
    socket.readyState = 3;
    socket.onclose?.({ code: 1006, reason: "" });
    expect(context().state).toBe("running");
    expect(transport.playing).toBe(true);
  });

  it("passes on a turn's latency, without the envelope, and ignores a malformed one", async () => {
    const { transport, events } = setup();
    await transport.connect();
    const socket = FakeWebSocket.last;
    socket.receive({
      type: "turn_metrics",
      transcript_ms: 90,
      end_of_turn_ms: 260,
      first_audio_ms: 480,
    });
    socket.receive({ type: "turn_metrics", transcript_ms: 90 });
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual([
      {
        name: "turn_metrics",
        payload: { transcript_ms: 90, end_of_turn_ms: 260, first_audio_ms: 480 },
      },
    ]);
  });

  it("reports server errors with the default text, and server close reasons", async () => {
    const { transport, events } = setup();
    await transport.connect();
    FakeWebSocket.last.receive({ type: "error", code: "", message: "" });
    FakeWebSocket.last.onclose?.({ code: 1000, reason: "inactive_timeout" });
    expect(events).toEqual([
      {
        name: "error",
        payload: { source: "server", code: "SERVER_ERROR", message: "Backend error occurred" },
      },
      { name: "closed", payload: { reason: "inactive_timeout" } },
    ]);
  });

  it("sends the mute signal and session_end", async () => {
    const { transport } = setup();
    await transport.connect();
    transport.setMuted(true);
    const ended = transport.end("user_stopped");
    // The server answers once the transcript is stored; only then does the socket close.
    expect(FakeWebSocket.last.readyState).toBe(1);
    FakeWebSocket.last.receive({ type: "session_end", reason: "user_stopped" });
    await ended;
    expect(FakeWebSocket.last.readyState).toBe(3);
    expect(FakeWebSocket.last.sent.slice(1)).toEqual([
      expect.objectContaining({ type: "mute", session_id: "s1", is_muted: true }),
      expect.objectContaining({ type: "session_end", session_id: "s1", reason: "user_stopped" }),
    ]);
  });
});

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
      createTransport: async () =>
        new WsTransport({
          sessionId: "s1",
          socket: new BridgeConnection({
            sessionId: "s1",
            origin: "http://app",
            WebSocket: RefusingWebSocket,
          }),
          recorder: new VoiceRecorder({
            getUserMedia: async () => ({ getTracks: () => [{ stop() {} }] }),
            MediaRecorder: FakeMediaRecorder,
          }),
          player: new AgentAudioPlayer({ AudioContext: FakeContext }),
        }),
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
        const transport = new WsTransport({
          sessionId: "s1",
          socket: new BridgeConnection({
            sessionId: "s1",
            origin: "http://app",
            WebSocket: FullWebSocket,
            random: () => 0.5,
          }),
          recorder: new VoiceRecorder({
            getUserMedia: async () => ({ getTracks: () => [{ stop() {} }] }),
            MediaRecorder: FakeMediaRecorder,
          }),
          player: new AgentAudioPlayer({ AudioContext: FakeContext }),
        });
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
