import { vi } from "vitest";
import { Emitter } from "../../../../../src/web/voice/emitter";
import type { VoiceSessionState } from "../../../../../src/web/voice/state/session-states";
import type { TranscriptEvent } from "../../../../../src/web/voice/state/transcript";
import { VoiceSession } from "../../../../../src/web/voice/state/voice-session";
import type { ConnectionHealth } from "../../../../../src/web/voice/transport/connection-health";
import type {
  SessionTransport,
  TransportError,
  TransportEvents,
} from "../../../../../src/web/voice/transport/session-transport";

/** A transport the session drives in these tests: it records calls and emits what a test tells it. */
export class FakeTransport implements SessionTransport {
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

export const networkError: TransportError = {
  source: "connection",
  code: "NETWORK_ERROR",
  message: "Network connection failed. Check your internet connection.",
};

export function setup(options: { muted?: boolean; volume?: number } = {}) {
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

export async function listening(options?: { muted?: boolean; volume?: number }) {
  const made = setup(options);
  await made.session.start();
  await vi.advanceTimersByTimeAsync(500);
  return made;
}
