import { createHash } from "node:crypto";
import { AccessToken, TokenVerifier } from "livekit-server-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveKitConfig } from "../../../../src/server/config";
import {
  createRoomAccess,
  DispatchError,
  parseDispatchMetadata,
  participantIdentity,
  roomName,
  TOKEN_TTL_SECONDS,
} from "../../../../src/server/voice/livekit";
import { LIVEKIT_WEBHOOK_PATH } from "../../../../src/server/voice/livekit-webhook";
import { getTestInstance, type TestInstance } from "../../../helpers/test-instance";

const LIVEKIT: LiveKitConfig = {
  url: "ws://livekit:7880",
  publicUrl: "wss://rtc.example.com",
  apiKey: "APIverba",
  apiSecret: "a-livekit-secret-of-at-least-32-chars",
  agentName: "verba-agent",
};
const USER_ID = "0199a1b2-user-4c3d-8e9f-000000000001";
const SESSION_ID = "0199a1b2-sess-4c3d-8e9f-000000000002";
const AUTH_SESSION_ID = "sign-in-session-id-0003";
const DISPATCH = { userId: USER_ID, sessionId: SESSION_ID, authSessionId: AUTH_SESSION_ID };

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

  it("name each user with a stable pseudonym that differs per user and per secret", () => {
    const identity = participantIdentity(USER_ID, LIVEKIT.apiSecret);
    expect(identity).toMatch(/^user_[0-9a-f]{32}$/);
    expect(participantIdentity(USER_ID, LIVEKIT.apiSecret)).toBe(identity);
    expect(participantIdentity("another-user", LIVEKIT.apiSecret)).not.toBe(identity);
    expect(participantIdentity(USER_ID, "another-secret")).not.toBe(identity);
  });
});

describe("the worker's dispatch metadata", () => {
  const room = roomName(SESSION_ID);

  it("gives the session, user and sign-in of the job's room", () => {
    const metadata = JSON.stringify({ ...DISPATCH, extra: 1 });
    expect(parseDispatchMetadata(metadata, room)).toEqual(DISPATCH);
  });

  it.each([
    ["empty", ""],
    ["not JSON", "{sessionId"],
    ["without a user", JSON.stringify({ ...DISPATCH, userId: undefined })],
    ["without a session", JSON.stringify({ ...DISPATCH, sessionId: undefined })],
    ["without a sign-in", JSON.stringify({ sessionId: SESSION_ID, userId: USER_ID })],
    ["with a blank user", JSON.stringify({ ...DISPATCH, userId: "" })],
    ["with a number for a session", JSON.stringify({ ...DISPATCH, sessionId: 7 })],
  ])("refuses metadata %s", (_case, metadata) => {
    expect(() => parseDispatchMetadata(metadata, room)).toThrow(DispatchError);
  });

  it("refuses a session that is not the room's", () => {
    const metadata = JSON.stringify({ ...DISPATCH, sessionId: "another-session" });
    expect(() => parseDispatchMetadata(metadata, room)).toThrow(/not the room's/);
  });
});

/** A webhook as LiveKit signs it: a JWT of the API key whose sha256 claim is the body's hash. */
async function signedWebhook(body: string, apiKey = LIVEKIT.apiKey, secret = LIVEKIT.apiSecret) {
  const token = new AccessToken(apiKey, secret);
  token.sha256 = createHash("sha256").update(body).digest("base64");
  return token.toJwt();
}

describe("the LiveKit webhook", () => {
  let instance: TestInstance;
  const identity = participantIdentity(USER_ID, LIVEKIT.apiSecret);
  const body = JSON.stringify({
    event: "participant_left",
    id: "EV_test",
    createdAt: "1795268906",
    room: { sid: "RM_test", name: roomName(SESSION_ID) },
    participant: { sid: "PA_test", identity, metadata: USER_ID },
  });

  beforeAll(async () => {
    instance = await getTestInstance("sqlite", {
      LIVEKIT_URL: LIVEKIT.url,
      LIVEKIT_API_KEY: LIVEKIT.apiKey,
      LIVEKIT_API_SECRET: LIVEKIT.apiSecret,
    });
  });
  afterAll(() => instance.close());

  function post(payload: string, authorization: string | undefined, contentType: string) {
    const headers: Record<string, string> = { "content-type": contentType };
    if (authorization !== undefined) headers.authorization = authorization;
    return fetch(instance.baseUrl + LIVEKIT_WEBHOOK_PATH, {
      method: "POST",
      headers,
      body: payload,
    });
  }

  it.each(["application/webhook+json", "application/json"])(
    "accepts a signed event sent as %s and logs no identity",
    async (contentType) => {
      const response = await post(body, await signedWebhook(body), contentType);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true });
      const logged = instance.logLines.filter((line) => line.includes("livekit webhook"));
      expect(logged.length).toBeGreaterThan(0);
      expect(logged.join("\n")).toContain("participant_left");
      const everything = instance.logLines.join("\n");
      expect(everything).not.toContain(USER_ID);
      expect(everything).not.toContain(identity);
    },
  );

  it("refuses a tampered body with 401", async () => {
    const authorization = await signedWebhook(body);
    const tampered = body.replace("participant_left", "room_finished");
    const response = await post(tampered, authorization, "application/webhook+json");
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      detail: "Invalid webhook signature",
      message: "Invalid webhook signature",
    });
  });

  it("refuses a body signed with another key or secret, or not signed at all", async () => {
    const wrongSecret = await signedWebhook(body, LIVEKIT.apiKey, "x".repeat(40));
    const wrongKey = await signedWebhook(body, "APIother", LIVEKIT.apiSecret);
    for (const authorization of [wrongSecret, wrongKey, "not-a-jwt", undefined]) {
      const response = await post(body, authorization, "application/webhook+json");
      expect(response.status).toBe(401);
      expect((await response.json()).detail).toBe("Invalid webhook signature");
    }
  });

  it("stays healthy after refusing", async () => {
    expect((await instance.request("GET", "/healthz")).status).toBe(200);
  });
});
