import { createHash } from "node:crypto";
import { AccessToken } from "livekit-server-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { participantIdentity, roomName } from "../../../../../src/server/voice/livekit/names";
import { LIVEKIT_WEBHOOK_PATH } from "../../../../../src/server/voice/livekit/webhook";
import { LIVEKIT, SESSION_ID, USER_ID } from "../../../../helpers/livekit-config";
import { getTestInstance, type TestInstance } from "../../../../helpers/test-instance";

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
