import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bytesToBase64 } from "../../../../../src/web/voice/capture/audio-chunk";
import { createSilentWav } from "../../../../../src/web/voice/capture/silent-wav";
import type { TransportEvents } from "../../../../../src/web/voice/transport/session-transport";
import { FakeContext, FakeMediaRecorder, FakeWebSocket, wsTransportOver } from "./fake-bridge";

function setup() {
  const transport = wsTransportOver(FakeWebSocket);
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
