import { TRPCClientError } from "@trpc/client";
import { TokenVerifier } from "livekit-server-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NotFoundError } from "../../../../../src/server/services/errors";
import { claimSession } from "../../../../../src/server/services/sessions/sessions.service";
import { participantIdentity } from "../../../../../src/server/voice/livekit/names";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../../helpers/test-instance";

const LIVEKIT_ENV = {
  LIVEKIT_URL: "ws://livekit:7880",
  LIVEKIT_PUBLIC_URL: "ws://localhost:7880",
  LIVEKIT_API_KEY: "APIverba",
  LIVEKIT_API_SECRET: "a-livekit-secret-of-at-least-32-chars",
};

describe.each(DIALECTS)("voice transport (%s)", (dialect) => {
  describe("without LiveKit", () => {
    let t: TestInstance;
    let ann: TestUser;
    let bob: TestUser;
    let annSession: string;

    beforeAll(async () => {
      t = await getTestInstance(dialect);
      [ann, bob] = [await t.signUp(), await t.signUp()];
      annSession = (await t.trpc(ann.token).sessions.create.mutate({})).session_id;
    });
    afterAll(() => t.close());

    it("points the browser at the WebSocket bridge, over tRPC and REST", async () => {
      const expected = { transport: "websocket", path: "/ws/voice/session" };
      expect(await t.trpc(ann.token).voice.transport.mutate({ session_id: annSession })).toEqual(
        expected,
      );
      const rest = await t.request(
        "POST",
        "/api/v1/voice/transport",
        { session_id: annSession },
        ann.token,
      );
      expect(rest.status).toBe(200);
      expect(rest.body).toEqual(expected);
    });

    it("answers 404 for another user's session or one that does not exist", async () => {
      for (const sessionId of [annSession, "no-such-session"]) {
        const rest = await t.request(
          "POST",
          "/api/v1/voice/transport",
          { session_id: sessionId },
          bob.token,
        );
        expect(rest.status).toBe(404);
        expect(rest.body.detail).toBe(rest.body.message);
        const call = t.trpc(bob.token).voice.transport.mutate({ session_id: sessionId });
        await expect(call).rejects.toBeInstanceOf(TRPCClientError);
        await expect(call).rejects.toMatchObject({ data: { httpStatus: 404 } });
      }
    });

    it("needs a signed-in caller and a session id", async () => {
      const anonymous = await t.request("POST", "/api/v1/voice/transport", {
        session_id: annSession,
      });
      expect(anonymous.status).toBe(401);
      const blank = await t.request("POST", "/api/v1/voice/transport", {}, ann.token);
      expect(blank.status).toBe(400);
    });

    it("is described in the OpenAPI document", async () => {
      const document = await t.request("GET", "/api/v1/openapi.json");
      expect(document.body.paths["/voice/transport"]?.post).toBeDefined();
    });

    it("has no webhook route", async () => {
      const response = await t.request("POST", "/api/livekit/webhook", { event: "room_started" });
      expect(response.status).toBe(404);
    });
  });

  describe("with LiveKit", () => {
    let t: TestInstance;
    let ann: TestUser;
    let bob: TestUser;
    let annSession: string;

    beforeAll(async () => {
      t = await getTestInstance(dialect, LIVEKIT_ENV);
      [ann, bob] = [await t.signUp(), await t.signUp()];
      annSession = (await t.trpc(ann.token).sessions.create.mutate({})).session_id;
    });
    afterAll(() => t.close());

    it("hands out the public URL and a token for the session's room, over tRPC and REST", async () => {
      const verifier = new TokenVerifier(
        LIVEKIT_ENV.LIVEKIT_API_KEY,
        LIVEKIT_ENV.LIVEKIT_API_SECRET,
      );
      const viaTrpc = await t.trpc(ann.token).voice.transport.mutate({ session_id: annSession });
      const rest = await t.request(
        "POST",
        "/api/v1/voice/transport",
        { session_id: annSession },
        ann.token,
      );
      expect(rest.status).toBe(200);
      for (const answer of [viaTrpc, rest.body]) {
        expect(answer).toMatchObject({
          transport: "livekit",
          url: "ws://localhost:7880",
          room: `verba-${annSession}`,
        });
        const claims = await verifier.verify(answer.token);
        expect(claims.sub).toBe(participantIdentity(ann.id, LIVEKIT_ENV.LIVEKIT_API_SECRET));
        expect(claims.video?.room).toBe(`verba-${annSession}`);
      }
      // Neither the token nor the user's id reaches the log.
      const logs = t.logLines.join("\n");
      expect(logs).not.toContain(rest.body.token);
      expect(logs).not.toContain(ann.id);
    });

    it("gives no token for another user's session", async () => {
      const rest = await t.request(
        "POST",
        "/api/v1/voice/transport",
        { session_id: annSession },
        bob.token,
      );
      expect(rest.status).toBe(404);
      expect(rest.body.token).toBeUndefined();
      await expect(
        t.trpc(bob.token).voice.transport.mutate({ session_id: annSession }),
      ).rejects.toMatchObject({ data: { httpStatus: 404 } });
    });
  });

  describe("the worker's claim on a job's session", () => {
    let t: TestInstance;
    let ann: TestUser;
    let bob: TestUser;

    beforeAll(async () => {
      t = await getTestInstance(dialect);
      [ann, bob] = [await t.signUp(), await t.signUp()];
    });
    afterAll(() => t.close());

    it("accepts the user's own session as it is", async () => {
      const session = await t.trpc(ann.token).sessions.create.mutate({ title: "Plans" });
      await claimSession(t.db, ann.id, session.session_id);
      const { sessions } = await t.trpc(ann.token).sessions.list.query();
      expect(sessions.map((s) => [s.session_id, s.title])).toContainEqual([
        session.session_id,
        "Plans",
      ]);
    });

    it("creates a missing session for the user", async () => {
      const id = `voice_session_${Date.now()}`;
      await claimSession(t.db, ann.id, id);
      await claimSession(t.db, ann.id, id);
      const { sessions } = await t.trpc(ann.token).sessions.list.query();
      expect(sessions.filter((s) => s.session_id === id)).toHaveLength(1);
    });

    it("refuses another user's session and leaves it untouched", async () => {
      const session = await t.trpc(bob.token).sessions.create.mutate({ title: "Bob's" });
      await expect(claimSession(t.db, ann.id, session.session_id)).rejects.toBeInstanceOf(
        NotFoundError,
      );
      const { sessions } = await t.trpc(ann.token).sessions.list.query();
      expect(sessions.map((s) => s.session_id)).not.toContain(session.session_id);
      const bobs = await t.trpc(bob.token).sessions.list.query();
      expect(bobs.sessions.find((s) => s.session_id === session.session_id)?.title).toBe("Bob's");
    });
  });
});
