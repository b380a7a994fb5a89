import { EventEmitter } from "node:events";
import { ConnectionQuality, DisconnectReason, RoomEvent, Track } from "livekit-client";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "../../../../../src/shared/messages";
import {
  TURN_METRICS_TOPIC,
  VOICE_CLOSE_REASONS,
  VOICE_ROOM_ATTRIBUTES,
} from "../../../../../src/shared/voice-protocol";
import { AUDIO_CONSTRAINTS } from "../../../../../src/web/voice/capture/recorder-environment";
import { closeReasonText } from "../../../../../src/web/voice/state/session-errors";
import {
  ATTRIBUTE_AGENT_STATE,
  LiveKitTransport,
  type RoomLike,
  TOPIC_TRANSCRIPTION,
} from "../../../../../src/web/voice/transport/livekit-transport";
import {
  type TransportEvents,
  TransportFailure,
} from "../../../../../src/web/voice/transport/session-transport";

type StreamHandler = (reader: FakeReader, participant: { identity: string }) => void;

class FakeReader {
  constructor(
    readonly info: { id: string; attributes?: Record<string, string> },
    readonly chunks: string[],
  ) {}
  async readAll() {
    return this.chunks.join("");
  }
  async *[Symbol.asyncIterator]() {
    for (const chunk of this.chunks) yield chunk;
  }
}

class FakeRoom extends EventEmitter {
  state = "disconnected";
  handlers = new Map<string, StreamHandler>();
  connectError: Error | undefined;
  microphone: { enabled: boolean; options: unknown }[] = [];
  localParticipant = {
    identity: "user_abc",
    setMicrophoneEnabled: vi.fn(async (enabled: boolean, options?: unknown) => {
      this.microphone.push({ enabled, options });
      return undefined;
    }),
  };
  joinedWith: string | undefined;
  async connect(_url: string, token: string) {
    if (this.connectError) throw this.connectError;
    this.joinedWith = token;
    this.state = "connected";
  }
  async disconnect() {
    this.state = "disconnected";
  }
  async startAudio() {}
  registerTextStreamHandler(topic: string, handler: StreamHandler) {
    this.handlers.set(topic, handler);
  }
  unregisterTextStreamHandler(topic: string) {
    this.handlers.delete(topic);
  }
  stream(identity: string, reader: FakeReader) {
    this.handlers.get(TOPIC_TRANSCRIPTION)?.(reader, { identity });
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(options: { reachable?: () => Promise<boolean> } = {}) {
  const rooms: FakeRoom[] = [];
  const played: unknown[] = [];
  const asked: string[] = [];
  const transport = new LiveKitTransport({
    access: { url: "wss://lk.example", token: "t1" },
    reachable: async (url) => {
      asked.push(url);
      return options.reachable ? options.reachable() : true;
    },
    refreshAccess: async () => ({ url: "wss://lk.example", token: "t2" }),
    createRoom: () => {
      const room = new FakeRoom();
      rooms.push(room);
      return room as unknown as RoomLike;
    },
    playTrack: (track) => {
      played.push(track);
      return () => played.splice(played.indexOf(track), 1);
    },
    volume: 60,
  });
  const events: string[] = [];
  const payloads: Partial<Record<keyof TransportEvents, unknown[]>> = {};
  const names: (keyof TransportEvents)[] = [
    "transcript",
    "agent_thinking",
    "agent_text",
    "agent_audio",
    "agent_complete",
    "agent_listening",
    "audio_finished",
    "reconnecting",
    "reconnected",
    "error",
    "health",
    "agent_interrupt",
    "closed",
    "turn_metrics",
  ];
  for (const name of names) {
    transport.on(name, (payload: unknown) => {
      events.push(name);
      payloads[name] = [...(payloads[name] ?? []), payload];
    });
  }
  const room = () => rooms.at(-1) as FakeRoom;
  return { transport, rooms, room, played, events, payloads, asked };
}

const agent = { identity: "agent-1" };

describe("LiveKit transport", () => {
  let made: ReturnType<typeof setup>;

  beforeEach(async () => {
    made = setup();
    await made.transport.connect();
  });

  it("joins with the server's token and publishes the microphone with the spec's constraints", async () => {
    const connect = vi.spyOn(made.room(), "connect");
    await made.transport.reconnect();
    expect(connect).not.toHaveBeenCalled();
    await made.transport.startMicrophone();
    expect(made.room().microphone.at(-1)).toEqual({ enabled: true, options: AUDIO_CONSTRAINTS });
  });

  it("maps the agent's lk.agent.state onto session events", () => {
    const room = made.room();
    const state = (value: string) =>
      room.emit(RoomEvent.ParticipantAttributesChanged, { [ATTRIBUTE_AGENT_STATE]: value }, agent);
    state("listening");
    state("thinking");
    state("speaking");
    expect(made.transport.playing).toBe(true);
    state("listening");
    expect(made.events).toEqual([
      "agent_listening",
      "agent_thinking",
      "agent_audio",
      "audio_finished",
      "agent_listening",
    ]);
    room.emit(RoomEvent.ParticipantAttributesChanged, { other: "x" }, agent);
    room.emit(
      RoomEvent.ParticipantAttributesChanged,
      { [ATTRIBUTE_AGENT_STATE]: "thinking" },
      room.localParticipant,
    );
    expect(made.events).toHaveLength(5);
  });

  it("reads the person's transcripts, interim and final, from the transcription topic", async () => {
    const room = made.room();
    room.stream(
      "user_abc",
      new FakeReader(
        { id: "st1", attributes: { "lk.transcription_final": "false", "lk.segment_id": "SG_1" } },
        ["hello wor"],
      ),
    );
    room.stream(
      "user_abc",
      new FakeReader(
        { id: "st2", attributes: { "lk.transcription_final": "true", "lk.segment_id": "SG_1" } },
        ["Hello world."],
      ),
    );
    await flush();
    expect(made.payloads.transcript).toEqual([
      { final: false, id: "SG_1", text: "hello wor", at: expect.any(Number) },
      { final: true, id: "SG_1", text: "Hello world.", at: expect.any(Number) },
    ]);
  });

  it("streams the agent's words and completes the reply when its stream closes", async () => {
    made
      .room()
      .stream(
        agent.identity,
        new FakeReader({ id: "st3", attributes: { "lk.segment_id": "SG_2" } }, ["Sure, ", "done."]),
      );
    await flush();
    expect(made.payloads.agent_text).toEqual([
      { id: "SG_2", text: "Sure, ", at: expect.any(Number) },
      { id: "SG_2", text: "done.", at: expect.any(Number) },
    ]);
    expect(made.payloads.agent_complete).toEqual([
      { id: "SG_2", text: "Sure, done.", at: expect.any(Number) },
    ]);
  });

  it("plays the agent's audio track at the chosen volume", () => {
    const setVolume = vi.fn();
    const track = { kind: Track.Kind.Audio, setVolume };
    made.room().emit(RoomEvent.TrackSubscribed, track, {}, agent);
    expect(made.played).toEqual([track]);
    expect(setVolume).toHaveBeenLastCalledWith(0.6);
    made.transport.setVolume(20);
    expect(setVolume).toHaveBeenLastCalledWith(0.2);
    made.room().emit(RoomEvent.TrackSubscribed, { kind: Track.Kind.Video }, {}, agent);
    expect(made.played).toHaveLength(1);
    made.room().emit(RoomEvent.TrackUnsubscribed, track, {}, agent);
    expect(made.played).toHaveLength(0);
  });

  it("mutes and pauses by disabling the microphone", () => {
    made.transport.setMuted(true);
    made.transport.setMuted(false);
    made.transport.pause();
    expect(made.room().microphone.map(({ enabled }) => enabled)).toEqual([false, true, false]);
  });

  it("reports the room's own reconnection and an unexpected disconnect", () => {
    const room = made.room();
    room.emit(RoomEvent.Reconnecting);
    room.emit(RoomEvent.Reconnected);
    room.emit(RoomEvent.Disconnected, DisconnectReason.CLIENT_INITIATED);
    expect(made.events).toEqual(["reconnecting", "reconnected"]);
    room.emit(RoomEvent.Disconnected, DisconnectReason.ROOM_DELETED);
    expect(made.payloads.error).toEqual([
      expect.objectContaining({ source: "connection", code: "NETWORK_ERROR" }),
    ]);
  });

  it("reports the agent's interruptions", () => {
    const room = made.room();
    const interrupted = (at: number) =>
      room.emit(
        RoomEvent.ParticipantAttributesChanged,
        { [VOICE_ROOM_ATTRIBUTES.interruptedAt]: String(at) },
        agent,
      );
    interrupted(1);
    interrupted(2);
    expect(made.events).toEqual(["agent_interrupt", "agent_interrupt"]);
  });

  it("reads a turn's latency from the agent's data message on its topic, and nothing else", () => {
    const room = made.room();
    const data = (value: unknown, topic: string | undefined = TURN_METRICS_TOPIC) =>
      room.emit(
        RoomEvent.DataReceived,
        new TextEncoder().encode(JSON.stringify(value)),
        agent,
        undefined,
        topic,
      );
    const metrics = {
      transcript_ms: 120,
      model_asked_ms: 130,
      first_token_ms: 290,
      first_audio_ms: 480,
    };
    data({ type: "turn_metrics", ...metrics });
    data({ type: "turn_metrics", ...metrics }, "other-topic");
    data({ type: "turn_metrics", first_audio_ms: "soon" });
    data({ type: "something_else", first_audio_ms: 1 });
    room.emit(
      RoomEvent.DataReceived,
      new TextEncoder().encode("{not json"),
      agent,
      undefined,
      TURN_METRICS_TOPIC,
    );
    expect(made.events).toEqual(["turn_metrics"]);
    expect(made.payloads.turn_metrics).toEqual([metrics]);
  });

  it("reports the agent's close reason as the server's, and its leaving as no network fault", () => {
    const room = made.room();
    room.emit(
      RoomEvent.ParticipantAttributesChanged,
      { [VOICE_ROOM_ATTRIBUTES.closeReason]: VOICE_CLOSE_REASONS.inactive },
      agent,
    );
    room.emit(RoomEvent.Disconnected, DisconnectReason.ROOM_DELETED);
    expect(made.events).toEqual(["closed"]);
    expect(made.payloads.closed).toEqual([{ reason: "inactive_timeout" }]);
    // The same words the socket's close gives.
    expect(closeReasonText("inactive_timeout")).toBe(
      "Session closed due to inactivity. Click the mic to start again.",
    );
  });

  it("reconnects in a new room with a fresh token", async () => {
    const first = made.room();
    expect(first.joinedWith).toBe("t1");
    first.state = "disconnected";
    await made.transport.reconnect();
    expect(made.rooms).toHaveLength(2);
    expect(made.room().joinedWith).toBe("t2");
    expect(made.room().microphone.at(-1)?.enabled).toBe(true);
    // Events of a room left behind are not this session's any more.
    first.emit(
      RoomEvent.ParticipantAttributesChanged,
      { [ATTRIBUTE_AGENT_STATE]: "thinking" },
      agent,
    );
    expect(made.events).not.toContain("agent_thinking");
  });

  it("reports connection quality as health", () => {
    made
      .room()
      .emit(
        RoomEvent.ConnectionQualityChanged,
        ConnectionQuality.Lost,
        made.room().localParticipant,
      );
    expect(made.transport.health).toMatchObject({ connected: true, quality: "failed" });
  });

  it("maps a refused token to an authentication failure and a denied microphone to the recorder's code", async () => {
    const refused = setup();
    refused.room().connectError = Object.assign(new Error("unauthorized"), { status: 401 });
    const failure = await refused.transport.connect().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TransportFailure);
    expect((failure as TransportFailure).detail).toMatchObject({
      source: "connection",
      code: "AUTHENTICATION_FAILED",
    });
    made
      .room()
      .localParticipant.setMicrophoneEnabled.mockRejectedValueOnce(
        Object.assign(new Error("denied"), { name: "NotAllowedError" }),
      );
    const denied = await made.transport.startMicrophone().catch((error: unknown) => error);
    expect((denied as TransportFailure).detail).toMatchObject({
      source: "recorder",
      code: "PERMISSION_DENIED",
      message: "Microphone permission denied",
    });
  });

  it("asks whether LiveKit answers before it hands over the token, and joins nothing when not", async () => {
    expect(made.asked).toEqual(["wss://lk.example"]);
    const down = setup({ reachable: async () => false });
    const connect = vi.spyOn(down.room(), "connect");
    const failure = await down.transport.connect().catch((error: unknown) => error);
    expect(connect).not.toHaveBeenCalled();
    expect((failure as TransportFailure).detail).toEqual({
      source: "connection",
      code: "CONNECTION_FAILED",
      message: MESSAGES.voiceLiveKitUnreachable,
    });
  });

  it("words a failed join for a person, and its disconnect is no second error", async () => {
    const failing = setup();
    const room = failing.room();
    room.connect = async () => {
      room.emit(RoomEvent.Disconnected, DisconnectReason.UNKNOWN_REASON);
      throw new Error("could not establish signal connection: Failed to fetch");
    };
    const failure = await failing.transport.connect().catch((error: unknown) => error);
    expect((failure as TransportFailure).detail.message).toBe(MESSAGES.voiceLiveKitUnreachable);
    expect(failing.events).not.toContain("error");
  });

  it("leaves the room on end", async () => {
    const disconnect = vi.spyOn(made.room(), "disconnect");
    await made.transport.end();
    expect(disconnect).toHaveBeenCalled();
    expect(made.room().handlers.size).toBe(0);
  });
});
