import { VoiceRecorder } from "../../../../../src/web/voice/capture/recorder";
import type {
  BlobLike,
  MediaRecorderLike,
} from "../../../../../src/web/voice/capture/recorder-environment";
import {
  AgentAudioPlayer,
  type PlaybackContextLike,
} from "../../../../../src/web/voice/playback/player";
import { BridgeConnection } from "../../../../../src/web/voice/transport/bridge-connection";
import type {
  WebSocketConstructor,
  WebSocketLike,
} from "../../../../../src/web/voice/transport/bridge-wire";
import { WsTransport } from "../../../../../src/web/voice/transport/ws-transport";

/* The browser parts the WebSocket transport uses, faked: a socket that opens at once, a recorder and an audio context. */

export class FakeWebSocket implements WebSocketLike {
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

export class FakeMediaRecorder implements MediaRecorderLike {
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

export class FakeContext implements PlaybackContextLike {
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

/** The WebSocket transport over fake browser parts, its socket made by `WebSocket`. */
export function wsTransportOver(WebSocket: WebSocketConstructor, random?: () => number) {
  return new WsTransport({
    sessionId: "s1",
    socket: new BridgeConnection({ sessionId: "s1", origin: "http://app", WebSocket, random }),
    recorder: new VoiceRecorder({
      getUserMedia: async () => ({ getTracks: () => [{ stop() {} }] }),
      MediaRecorder: FakeMediaRecorder,
    }),
    player: new AgentAudioPlayer({ AudioContext: FakeContext }),
  });
}
