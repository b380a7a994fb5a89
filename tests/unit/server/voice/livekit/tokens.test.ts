import { TokenVerifier } from "livekit-server-sdk";
import { describe, expect, it } from "vitest";
import { createVoiceAdmission } from "../../../../../src/server/voice/admission";
import { parseDispatchMetadata } from "../../../../../src/server/voice/livekit/dispatch";
import { participantIdentity } from "../../../../../src/server/voice/livekit/names";
import {
  admitToRoom,
  createRoomAccess,
  TOKEN_TTL_SECONDS,
} from "../../../../../src/server/voice/livekit/tokens";
import { DISPATCH, LIVEKIT, SESSION_ID, USER_ID } from "../../../../helpers/livekit-config";

describe("room tokens", () => {
  it("let the user join their session's room only, as a pseudonym, for ten minutes", async () => {
    const before = Math.floor(Date.now() / 1000);
    const access = await createRoomAccess(LIVEKIT, DISPATCH);
    expect(access.url).toBe("wss://rtc.example.com");
    expect(access.room).toBe(`verba-${SESSION_ID}`);

    const claims = await new TokenVerifier(LIVEKIT.apiKey, LIVEKIT.apiSecret).verify(access.token);
    expect(claims.iss).toBe(LIVEKIT.apiKey);
    expect(claims.sub).toBe(participantIdentity(USER_ID, LIVEKIT.apiSecret));
    expect(claims.sub).not.toContain(USER_ID);
    expect((claims.exp ?? 0) - before).toBeGreaterThanOrEqual(TOKEN_TTL_SECONDS);
    expect((claims.exp ?? 0) - before).toBeLessThanOrEqual(TOKEN_TTL_SECONDS + 5);
    expect(TOKEN_TTL_SECONDS).toBe(600);

    // Exactly these grants: no admin, create, list, record, data or metadata rights.
    expect(claims.video).toEqual({
      room: `verba-${SESSION_ID}`,
      roomJoin: true,
      canSubscribe: true,
      canPublish: true,
      canPublishSources: ["microphone"],
      canPublishData: false,
      canUpdateOwnMetadata: false,
    });
    expect(claims.sip).toBeUndefined();
    expect(claims.metadata).toBeUndefined();
  });

  it("dispatch the named agent with the session, user and sign-in in its metadata", async () => {
    const access = await createRoomAccess(LIVEKIT, DISPATCH);
    const claims = await new TokenVerifier(LIVEKIT.apiKey, LIVEKIT.apiSecret).verify(access.token);
    const roomConfig = claims.roomConfig as unknown as {
      agents: { agentName: string; metadata: string }[];
      maxParticipants: number;
    };
    expect(roomConfig.agents).toHaveLength(1);
    expect(roomConfig.agents[0]?.agentName).toBe("verba-agent");
    expect(JSON.parse(roomConfig.agents[0]?.metadata ?? "")).toEqual(DISPATCH);
    expect(roomConfig.maxParticipants).toBe(1);
    // What the worker reads back from the job is what the token carried.
    expect(parseDispatchMetadata(roomConfig.agents[0]?.metadata ?? "", access.room)).toEqual(
      DISPATCH,
    );
  });

  it("are refused by a verifier holding another secret", async () => {
    const access = await createRoomAccess(LIVEKIT, DISPATCH);
    await expect(
      new TokenVerifier(LIVEKIT.apiKey, "another-secret-of-at-least-32-chars!").verify(
        access.token,
      ),
    ).rejects.toThrow();
  });
});

describe("admission to a room", () => {
  it("takes one of the account's places for as long as the token lives, then makes the token", async () => {
    const held: { account: string; room: string; ttlMs: number }[] = [];
    const admission = {
      ticket(account: string, room: string, ttlMs: number) {
        held.push({ account, room, ttlMs });
        return true;
      },
    };
    const access = await admitToRoom(LIVEKIT, admission, DISPATCH);
    expect(access?.room).toBe(`verba-${SESSION_ID}`);
    expect(held).toEqual([
      { account: USER_ID, room: `verba-${SESSION_ID}`, ttlMs: TOKEN_TTL_SECONDS * 1000 },
    ]);
  });

  it("makes no token when the account holds all its places", async () => {
    const admission = createVoiceAdmission(4, 1);
    expect(await admitToRoom(LIVEKIT, admission, DISPATCH)).not.toBeNull();
    const otherSession = { ...DISPATCH, sessionId: "0199a1b2-sess-4c3d-8e9f-000000000009" };
    expect(await admitToRoom(LIVEKIT, admission, otherSession)).toBeNull();
    // The same session's room again renews the ticket it holds.
    expect(await admitToRoom(LIVEKIT, admission, DISPATCH)).not.toBeNull();
  });
});
