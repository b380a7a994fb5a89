import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../../../src/shared/messages";
import { Emitter } from "../../../../../src/web/voice/emitter";
import { TRANSPORT_FALLBACK_WARNING } from "../../../../../src/web/voice/transport/connection-errors";
import type { ConnectionHealth } from "../../../../../src/web/voice/transport/connection-health";
import { FallbackTransport } from "../../../../../src/web/voice/transport/fallback-transport";
import {
  type SessionTransport,
  type TransportEvents,
  TransportFailure,
} from "../../../../../src/web/voice/transport/session-transport";

const HEALTH: ConnectionHealth = {
  connected: false,
  connecting: false,
  latency: null,
  quality: "unknown",
  retryAttempt: 0,
  maxRetries: 5,
  canRetry: true,
  lastConnected: null,
  lastError: null,
  backoffDelay: 0,
  nextRetryAt: null,
};

const unreachable = () =>
  new TransportFailure({
    source: "connection",
    code: "CONNECTION_FAILED",
    message: MESSAGES.voiceLiveKitUnreachable,
  });

/** A transport that records the calls it gets and fails the ones it is told to. */
class FakeTransport implements SessionTransport {
  readonly events = new Emitter<TransportEvents>();
  readonly calls: string[] = [];
  playing = false;
  health = HEALTH;
  failConnect: Error | undefined;
  failReconnect: Error | undefined;

  constructor(readonly kind: SessionTransport["kind"]) {}

  async connect() {
    this.calls.push("connect");
    if (this.failConnect) throw this.failConnect;
  }
  async startMicrophone() {
    this.calls.push("startMicrophone");
  }
  setMuted(muted: boolean) {
    this.calls.push(`setMuted ${muted}`);
  }
  pause() {
    this.calls.push("pause");
  }
  resume() {
    this.calls.push("resume");
  }
  setVolume(volume: number) {
    this.calls.push(`setVolume ${volume}`);
  }
  async reconnect() {
    this.calls.push("reconnect");
    if (this.failReconnect) throw this.failReconnect;
  }
  async end(reason: string) {
    this.calls.push(`end ${reason}`);
  }
  on<K extends keyof TransportEvents>(event: K, listener: (payload: TransportEvents[K]) => void) {
    return this.events.on(event, listener);
  }
}

function setup() {
  const liveKit = new FakeTransport("livekit");
  const bridge = new FakeTransport("websocket");
  let built = 0;
  const transport = new FallbackTransport(liveKit, async () => {
    built++;
    return bridge;
  });
  const warnings: TransportEvents["warning"][] = [];
  const transcripts: string[] = [];
  transport.on("warning", (warning) => warnings.push(warning));
  transport.on("transcript", ({ text }) => transcripts.push(text));
  return { liveKit, bridge, transport, warnings, transcripts, built: () => built };
}

const transcript = (text: string): TransportEvents["transcript"] => ({
  final: true,
  id: text,
  text,
  at: 0,
});

describe("LiveKit with the bridge behind it", () => {
  it("stays on LiveKit while LiveKit connects, and builds no bridge", async () => {
    const made = setup();
    await made.transport.connect();
    await made.transport.startMicrophone();
    made.liveKit.events.emit("transcript", transcript("hello"));
    expect(made.transport.kind).toBe("livekit");
    expect(made.built()).toBe(0);
    expect(made.transcripts).toEqual(["hello"]);
    expect(made.warnings).toEqual([]);
  });

  it("says so and connects the bridge when LiveKit cannot be joined, with the session's settings", async () => {
    const made = setup();
    made.liveKit.failConnect = unreachable();
    made.transport.setVolume(40);
    made.transport.setMuted(true);
    await made.transport.connect();
    await made.transport.startMicrophone();

    expect(made.transport.kind).toBe("websocket");
    expect(made.warnings).toEqual([
      { code: TRANSPORT_FALLBACK_WARNING, message: MESSAGES.voiceLiveKitFallback },
    ]);
    expect(made.bridge.calls).toEqual([
      "setVolume 40",
      "setMuted true",
      "connect",
      "startMicrophone",
    ]);
    // The room is left, so LiveKit closes it and ends any agent job it started.
    expect(made.liveKit.calls).toContain("end transport_fallback");
    // Events now come from the bridge only.
    made.liveKit.events.emit("transcript", transcript("from the room left behind"));
    made.bridge.events.emit("transcript", transcript("over the bridge"));
    expect(made.transcripts).toEqual(["over the bridge"]);
  });

  it("moves to the bridge when a reconnect to LiveKit fails, microphone and all", async () => {
    const made = setup();
    await made.transport.connect();
    await made.transport.startMicrophone();
    made.liveKit.failReconnect = new Error("The server no longer offers LiveKit");
    await made.transport.reconnect();
    expect(made.transport.kind).toBe("websocket");
    expect(made.bridge.calls).toEqual(["connect", "startMicrophone"]);
  });

  it("falls back once: the bridge's own failures reach the session", async () => {
    const made = setup();
    made.liveKit.failConnect = unreachable();
    await made.transport.connect();
    const refused = new TransportFailure({
      source: "connection",
      code: "CONNECTION_FAILED",
      message: "Network connection failed. Check your internet connection.",
    });
    made.bridge.failReconnect = refused;
    await expect(made.transport.reconnect()).rejects.toBe(refused);
    expect(made.built()).toBe(1);
    expect(made.warnings).toHaveLength(1);
  });

  it("does not fall back for the microphone, which the bridge would use too", async () => {
    const made = setup();
    const denied = new TransportFailure({
      source: "recorder",
      code: "PERMISSION_DENIED",
      message: "Microphone permission denied",
    });
    made.liveKit.failReconnect = denied;
    await expect(made.transport.reconnect()).rejects.toBe(denied);
    expect(made.transport.kind).toBe("livekit");
    expect(made.built()).toBe(0);
  });

  it("stops listening on whichever transport it ends", async () => {
    const made = setup();
    made.liveKit.failConnect = unreachable();
    await made.transport.connect();
    await made.transport.end("user_stopped");
    expect(made.bridge.calls.at(-1)).toBe("end user_stopped");
  });
});
