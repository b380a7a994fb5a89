/**
 * A LiveKit voice job ends with the sign-in its token was made for: the
 * person is removed from the room (tokens issued before then revoked), the
 * room is deleted, the job shuts down and its agent stores nothing more.
 * LiveKit's room API is a local stand-in recording the Twirp calls made.
 */
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { llm } from "@livekit/agents";
import { TokenVerifier } from "livekit-server-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAgentsRuntime } from "../../../../../src/server/ai/agents-runtime";
import type { LiveKitConfig } from "../../../../../src/server/config";
import {
  createSessionWatch,
  type SessionWatch,
} from "../../../../../src/server/revocation/session-watch";
import { VoiceAgent } from "../../../../../src/server/voice/agent";
import { parseDispatchMetadata } from "../../../../../src/server/voice/livekit/dispatch";
import { participantIdentity } from "../../../../../src/server/voice/livekit/names";
import { endJobWithSignIn } from "../../../../../src/server/voice/livekit/revocation";
import { DIALECTS, getTestInstance, type TestInstance } from "../../../../helpers/test-instance";

interface TwirpCall {
  method: string;
  body: Record<string, unknown>;
  authorization: string;
}

/** LiveKit's RoomService as its Twirp API answers: every call recorded, each answered `{}`. */
async function startFakeRoomService() {
  const calls: TwirpCall[] = [];
  const server: Server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      calls.push({
        method: (request.url ?? "").replace("/twirp/livekit.RoomService/", ""),
        body: JSON.parse(raw || "{}"),
        authorization: request.headers.authorization ?? "",
      });
      response.writeHead(200, { "content-type": "application/json" });
      response.end("{}");
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return { url: `ws://127.0.0.1:${port}`, calls, close: () => server.close() };
}

const API = { key: "APIverba", secret: "a-livekit-secret-of-at-least-32-chars" };

describe.each(DIALECTS)("a LiveKit voice job on %s", (dialect) => {
  let t: TestInstance;
  let rooms: Awaited<ReturnType<typeof startFakeRoomService>>;
  let livekit: LiveKitConfig;
  let watch: SessionWatch;

  beforeAll(async () => {
    ensureAgentsRuntime("silent");
    rooms = await startFakeRoomService();
    t = await getTestInstance(dialect, {
      LIVEKIT_URL: rooms.url,
      LIVEKIT_API_KEY: API.key,
      LIVEKIT_API_SECRET: API.secret,
    });
    livekit = t.config.livekit as LiveKitConfig;
    // The worker's own watch over the shared database, as its composition (composition/livekit-worker.ts) makes it.
    watch = createSessionWatch(t.db, t.services.logger);
  });
  afterAll(async () => {
    watch.close();
    await t.close();
    rooms.close();
  });

  it("is removed from its room and stops storing within 5 s of signing out", async () => {
    const user = await t.signUp();
    const { session_id: sessionId } = await t.trpc(user.token).sessions.create.mutate({});
    const access = await t.trpc(user.token).voice.transport.mutate({ session_id: sessionId });
    if (access.transport !== "livekit") throw new Error("LiveKit is configured");
    const claims = await new TokenVerifier(API.key, API.secret).verify(access.token);
    const dispatched = (claims.roomConfig as unknown as { agents: { metadata: string }[] })
      .agents[0]?.metadata;
    const job = parseDispatchMetadata(dispatched ?? "", access.room);

    const signIn = watch.watch(job.authSessionId);
    const agent = new VoiceAgent(
      {
        db: t.db,
        userId: job.userId,
        sessionId,
        providers: t.services.ai,
        logger: t.services.logger,
        signIn,
      },
      [],
    );
    const say = (content: string) =>
      agent.storeItem(llm.ChatMessage.create({ role: "user", content }));
    const ended = new Promise<string>((shutdown) =>
      endJobWithSignIn({
        signIn,
        livekit,
        seat: { room: access.room, identity: participantIdentity(job.userId, API.secret) },
        logger: t.services.logger,
        shutdown,
      }),
    );
    await say("Said while signed in.");
    await agent.stored();

    const started = Date.now();
    expect((await t.request("POST", "/api/auth/sign-out", {}, user.token)).status).toBe(200);
    expect(await ended).toBe("sign-in ended");
    expect(Date.now() - started).toBeLessThan(5_000);

    const identity = participantIdentity(job.userId, API.secret);
    expect(rooms.calls.map((call) => call.method)).toEqual(["RemoveParticipant", "DeleteRoom"]);
    const [remove, deleteRoom] = rooms.calls;
    expect(remove?.body).toMatchObject({ room: access.room, identity });
    expect(Number(remove?.body.revokeTokenTs)).toBeGreaterThanOrEqual(Math.floor(started / 1000));
    expect(deleteRoom?.body).toEqual({ room: access.room });
    const grant = await new TokenVerifier(API.key, API.secret).verify(
      remove?.authorization.replace("Bearer ", "") ?? "",
    );
    expect(grant.video).toMatchObject({ room: access.room, roomAdmin: true });

    await say("Said after signing out.");
    await agent.stored();
    const stored = await t.trpc((await signInAgain(t, user)) ?? "").messages.list.query({
      id: sessionId,
    });
    expect(stored.messages.map((message) => message.content)).toEqual(["Said while signed in."]);
  });
});

async function signInAgain(t: TestInstance, user: { email: string; password: string }) {
  const response = await t.request("POST", "/api/auth/sign-in/email", {
    email: user.email,
    password: user.password,
  });
  return response.headers.get("set-auth-token");
}
