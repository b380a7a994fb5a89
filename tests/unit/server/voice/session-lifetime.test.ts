import { EventEmitter } from "node:events";
import { voice } from "@livekit/agents";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type LifetimeEnd, SessionLifetime } from "../../../../src/server/voice/session-lifetime";

const TIMINGS = { inactivityTimeoutMs: 60_000, maxSessionDurationMs: 30 * 60_000 };

function setup() {
  const ends: LifetimeEnd[] = [];
  const session = new EventEmitter();
  const lifetime = new SessionLifetime(TIMINGS, (reason) => ends.push(reason));
  lifetime.observe(session as unknown as voice.AgentSession);
  const user = (newState: string) =>
    session.emit(voice.AgentSessionEventTypes.UserStateChanged, { newState });
  const agent = (newState: string) =>
    session.emit(voice.AgentSessionEventTypes.AgentStateChanged, { newState });
  return { ends, session, lifetime, user, agent };
}

describe("the voice session's lifetime rule", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("ends a session with no one speaking after the inactivity timeout", () => {
    const { ends } = setup();
    vi.advanceTimersByTime(59_999);
    expect(ends).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ends).toEqual(["inactive_timeout"]);
  });

  it("holds the inactivity clock while the person speaks or the agent thinks and replies", () => {
    const { ends, user, agent } = setup();
    agent("listening");
    user("speaking");
    vi.advanceTimersByTime(90_000);
    user("listening");
    agent("thinking");
    vi.advanceTimersByTime(30_000);
    agent("speaking");
    vi.advanceTimersByTime(30_000);
    expect(ends).toEqual([]);
    agent("listening");
    vi.advanceTimersByTime(60_000);
    expect(ends).toEqual(["inactive_timeout"]);
  });

  it("keeps the clock when the framework marks the person away, and restarts it on keepAlive", () => {
    const { ends, user, lifetime } = setup();
    vi.advanceTimersByTime(40_000);
    user("away");
    lifetime.keepAlive();
    vi.advanceTimersByTime(59_000);
    expect(ends).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(ends).toEqual(["inactive_timeout"]);
  });

  it("holds the inactivity clock while the person is muted but there", () => {
    const { ends, lifetime } = setup();
    lifetime.hold(true);
    lifetime.keepAlive();
    vi.advanceTimersByTime(10 * 60_000);
    expect(ends).toEqual([]);
    lifetime.hold(false);
    vi.advanceTimersByTime(60_000);
    expect(ends).toEqual(["inactive_timeout"]);
  });

  it("ends a session at its maximum duration, however busy", () => {
    const { ends, lifetime } = setup();
    for (let minute = 0; minute < 30; minute++) {
      lifetime.keepAlive();
      vi.advanceTimersByTime(59_000);
      lifetime.keepAlive();
      vi.advanceTimersByTime(1_000);
    }
    expect(ends).toEqual(["max_duration_exceeded"]);
  });

  it("ends a session whose recognizer failed for good, once", () => {
    const { ends, session } = setup();
    session.emit(voice.AgentSessionEventTypes.Close, { error: { type: "stt_error" } });
    vi.advanceTimersByTime(31 * 60_000);
    expect(ends).toEqual(["unrecoverable_stt_error"]);
  });

  it("leaves no clock running once stopped", () => {
    const { ends, lifetime } = setup();
    lifetime.stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(31 * 60_000);
    expect(ends).toEqual([]);
  });
});
