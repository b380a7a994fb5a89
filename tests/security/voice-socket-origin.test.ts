/**
 * Cross-site WebSocket hijacking: a page of another site opens the voice
 * socket, and the browser sends the visitor's sign-in cookie along. The
 * cookie counts only from the server's own pages (the origins better-auth
 * trusts); a token in the query needs no Origin (the extension, scripts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { MESSAGES } from "../../src/shared";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../helpers/test-instance";

const EVIL = "https://evil.example";

/** Opens the socket as a browser would, with its Origin and cookie; the HTTP status if refused. */
function upgrade(t: TestInstance, query: Record<string, string>, headers: Record<string, string>) {
  const url = new URL("/ws/voice/session", t.baseUrl.replace(/^http/, "ws"));
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const socket = new WebSocket(url, { headers });
  return new Promise<{ status: number; body: string } | { socket: WebSocket }>(
    (resolve, reject) => {
      socket.once("open", () => resolve({ socket }));
      socket.once("unexpected-response", (_request, response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      });
      socket.once("error", reject);
    },
  );
}

/** The socket answers a heartbeat only once its caller is signed in and its session found. */
async function answersAsSignedIn(socket: WebSocket) {
  const reply = new Promise<{ type: string } | { closed: number }>((resolve) => {
    socket.once("message", (data) => resolve(JSON.parse(data.toString())));
    socket.once("close", (code) => resolve({ closed: code }));
  });
  socket.send(JSON.stringify({ type: "heartbeat", timestamp: 1 }));
  const answer = await reply;
  socket.close();
  return answer;
}

/** The web app's sign-in cookie, as a browser would hold it after signing in. */
async function cookieOf(t: TestInstance, user: TestUser, origin: string) {
  const response = await fetch(`${t.baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

describe.each(DIALECTS)("the voice socket's Origin check on %s", (dialect) => {
  let t: TestInstance;
  let user: TestUser;
  let cookie: string;
  let sessionId: string;

  beforeAll(async () => {
    t = await getTestInstance(dialect, { VOICE_HOSTS: "1" });
    user = await t.signUp();
    cookie = await cookieOf(t, user, t.baseUrl);
    const created = await t.request("POST", "/api/v1/sessions", { title: "Mine" }, user.token);
    sessionId = created.body.session_id;
  });
  afterAll(() => t?.close());

  it("refuses the visitor's cookie from another site's page before the upgrade", async () => {
    const refused = await upgrade(t, { session_id: sessionId }, { cookie, origin: EVIL });
    expect(refused).toMatchObject({ status: 403 });
    expect(JSON.parse((refused as { body: string }).body).detail).toBe(
      MESSAGES.voiceOriginRefused(EVIL),
    );
  });

  it("refuses a cookie that comes with no Origin at all", async () => {
    expect(await upgrade(t, { session_id: sessionId }, { cookie })).toMatchObject({ status: 403 });
  });

  it("takes the cookie from the app's own page", async () => {
    const opened = await upgrade(t, { session_id: sessionId }, { cookie, origin: t.baseUrl });
    expect("socket" in opened).toBe(true);
    if ("socket" in opened)
      expect(await answersAsSignedIn(opened.socket)).toMatchObject({ type: "heartbeat" });
  });

  it("takes a token in the query from anywhere, with or without an Origin", async () => {
    const callers: Record<string, string>[] = [{}, { origin: EVIL }, { origin: EVIL, cookie }];
    for (const headers of callers) {
      const opened = await upgrade(t, { session_id: sessionId, token: user.token }, headers);
      expect("socket" in opened).toBe(true);
      if ("socket" in opened)
        expect(await answersAsSignedIn(opened.socket)).toMatchObject({ type: "heartbeat" });
    }
  });
});

describe("the voice socket's Origin check with PUBLIC_URL set", () => {
  let t: TestInstance;
  let user: TestUser;
  let cookie: string;
  const publicUrl = "https://verba.example";

  beforeAll(async () => {
    t = await getTestInstance("sqlite", {
      VOICE_HOSTS: "1",
      PUBLIC_URL: publicUrl,
      EXTENSION_ORIGINS: "chrome-extension://abcdefghijklmnopabcdefghijklmnop",
    });
    user = await t.signUp();
    cookie = await cookieOf(t, user, publicUrl);
  });
  afterAll(() => t?.close());

  it("trusts PUBLIC_URL and the extension, and no longer the machine's own addresses", async () => {
    const query = { session_id: "voice_session_origin" };
    for (const origin of [publicUrl, "chrome-extension://abcdefghijklmnopabcdefghijklmnop"]) {
      const opened = await upgrade(t, query, { cookie, origin });
      expect("socket" in opened).toBe(true);
      if ("socket" in opened)
        expect(await answersAsSignedIn(opened.socket)).toMatchObject({ type: "heartbeat" });
    }
    for (const origin of [t.baseUrl, "https://verba.example.evil.example", EVIL]) {
      expect(await upgrade(t, query, { cookie, origin })).toMatchObject({ status: 403 });
    }
  });
});
