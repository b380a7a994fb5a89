import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { listening } from "./fake-session-transport";

describe("voice session turns", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });

  afterEach(() => {
    vi.useRealTimers();
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
});
