/**
 * The one session lifetime on LiveKit: the worker's voice session, driven
 * through the agents framework's own testing support (no LiveKit server),
 * ends when idle and at its maximum duration, and tells the browser why as
 * an attribute before it leaves. The WebSocket side is in voice-bridge.test.ts.
 */
import { EventEmitter } from "node:events";
import { RoomEvent } from "@livekit/rtc-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAgentsRuntime } from "../../../../../src/server/ai/agents-runtime";
import { createVoicePipeline } from "../../../../../src/server/voice/agent";
import { endJobWithLifetime } from "../../../../../src/server/voice/livekit/lifetime";
import { userAwayTimeout } from "../../../../../src/server/voice/session-lifetime";
import {
  VOICE_CLOSE_REASONS,
  VOICE_ROOM_ATTRIBUTES,
} from "../../../../../src/shared/voice-protocol";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../../helpers/test-instance";

const PERSON = "user_person";

describe.each(DIALECTS)("the voice session's lifetime on LiveKit, on %s", (dialect) => {
  let t: TestInstance;
  let user: TestUser;

  beforeAll(async () => {
    ensureAgentsRuntime("silent");
    t = await getTestInstance(dialect);
    user = await t.signUp();
  });
  afterAll(() => t.close());

  /** A worker's job with these timings: what it told the room, and the reason it shut down for. */
  async function job(timings: { inactivityTimeoutMs: number; maxSessionDurationMs: number }) {
    const created = await t.request("POST", "/api/v1/sessions", { title: "Lifetime" }, user.token);
    const { session, agent } = await createVoicePipeline(
      {
        db: t.db,
        userId: user.id,
        sessionId: created.body.session_id,
        providers: t.services.ai,
        logger: t.services.logger,
      },
      { userAwayTimeout: userAwayTimeout(timings) },
    );
    const told: Record<string, string>[] = [];
    const room = Object.assign(new EventEmitter(), {
      localParticipant: {
        setAttributes: async (changed: Record<string, string>) => void told.push(changed),
      },
    });
    const startedAt = Date.now();
    const ended = new Promise<string>((resolve) => {
      endJobWithLifetime({
        session,
        identity: PERSON,
        timings,
        room,
        logger: t.services.logger,
        shutdown: (reason) => {
          void session.close().then(() => resolve(reason));
        },
      });
    });
    await session.start({ agent });
    /** The person's microphone muted or unmuted, as the room reports it. */
    const mute = (muted: boolean) =>
      room.emit(muted ? RoomEvent.TrackMuted : RoomEvent.TrackUnmuted, {}, { identity: PERSON });
    return { session, told, ended, mute, startedAt };
  }

  it("ends an idle session with inactive_timeout and tells the browser first", async () => {
    const { told, ended } = await job({ inactivityTimeoutMs: 1_000, maxSessionDurationMs: 60_000 });
    expect(await ended).toBe(VOICE_CLOSE_REASONS.inactive);
    expect(told).toEqual([{ [VOICE_ROOM_ATTRIBUTES.closeReason]: VOICE_CLOSE_REASONS.inactive }]);
  });

  it("ends a session kept busy past its maximum duration with max_duration_exceeded", async () => {
    const { session, told, ended } = await job({
      inactivityTimeoutMs: 1_500,
      maxSessionDurationMs: 3_000,
    });
    // Talk keeps the inactivity clock from running out; the session limit still comes. A turn
    // still answering keeps it busy too: the session refuses a second run at once, not later.
    const talk = setInterval(() => {
      try {
        void session
          .run({ userInput: "Say hello." })
          .wait()
          .catch(() => {});
      } catch {}
    }, 700);
    try {
      expect(await ended).toBe(VOICE_CLOSE_REASONS.maxDuration);
    } finally {
      clearInterval(talk);
    }
    expect(told).toEqual([
      { [VOICE_ROOM_ATTRIBUTES.closeReason]: VOICE_CLOSE_REASONS.maxDuration },
    ]);
  }, 20_000);

  it("keeps a muted person's session past the inactivity timeout, and counts again once unmuted", async () => {
    const { ended, mute, startedAt } = await job({
      inactivityTimeoutMs: 1_000,
      maxSessionDurationMs: 60_000,
    });
    mute(true);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    mute(false);
    expect(await ended).toBe(VOICE_CLOSE_REASONS.inactive);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(3_000);
  });
});
