import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { listening, setup } from "./fake-session-transport";

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

  it("stops through stopping to stopped, ending with user_stopped", async () => {
    const { session, transport, states } = await listening();
    await session.stop();
    expect(states.slice(-2)).toEqual(["stopping", "stopped"]);
    expect(transport.calls.at(-1)).toBe("end:user_stopped");
  });
});
