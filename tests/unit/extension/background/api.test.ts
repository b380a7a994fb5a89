/**
 * The service worker's calls to the server, against a stub that records
 * what it receives (the real server is in tests/e2e/extension.test.ts).
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DICTATION_ATTEMPTS,
  dictate,
  isReachable,
  signIn,
  signOut,
  unreachableMessage,
} from "../../../../extension/src/background/api";
import { EXTENSION_LIMITS, EXTENSION_MESSAGES } from "../../../../src/shared/schemas/extension";

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

const received: Received[] = [];
/** What the stub answers next: status, body and headers. */
let next: { status: number; body: unknown; headers?: Record<string, string> } = {
  status: 200,
  body: {},
};
/** How many of the next calls are cut off before an answer (a dropped connection). */
let cutOff = 0;

const server = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => {
    body += chunk;
  });
  request.on("end", () => {
    received.push({
      method: request.method ?? "",
      url: request.url ?? "",
      headers: request.headers,
      body,
    });
    if (cutOff > 0) {
      cutOff--;
      request.socket.destroy();
      return;
    }
    response.writeHead(next.status, { "content-type": "application/json", ...next.headers });
    response.end(typeof next.body === "string" ? next.body : JSON.stringify(next.body));
  });
});

let origin = "";
const installationId = "5b0c4a52-8f7e-4d7e-9a54-2f3f1b7f3c11";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});

function answer(status: number, body: unknown, headers?: Record<string, string>) {
  next = { status, body, headers };
  received.length = 0;
}

describe("dictation", () => {
  it("sends the request anonymously with the installation id and the page's host, and no tone unless given", async () => {
    answer(200, { text: "Thank you, Maria.", transcript: "thanks maria" });
    const result = await dictate(
      { origin, installationId },
      {
        mode: "reply",
        audio: "AAAA",
        audio_format: "webm",
        context: "Hi",
        site: "mail.google.com",
      },
    );
    expect(result).toEqual({
      ok: true,
      value: { text: "Thank you, Maria.", transcript: "thanks maria" },
    });
    const [call] = received;
    expect(call?.method).toBe("POST");
    expect(call?.url).toBe("/api/v1/extension/dictate");
    expect(call?.headers["x-verba-installation"]).toBe(installationId);
    expect(call?.headers.authorization).toBeUndefined();
    expect(call?.headers.cookie).toBeUndefined();
    expect(JSON.parse(call?.body ?? "")).toEqual({
      mode: "reply",
      audio: "AAAA",
      audio_format: "webm",
      context: "Hi",
      site: "mail.google.com",
    });
    answer(200, { text: "Done.", transcript: null });
    await dictate({ origin, installationId }, { mode: "comment", text: "x", tone: "friendly" });
    expect(JSON.parse(received[0]?.body ?? "")).toMatchObject({ tone: "friendly" });
  });

  it("adds the token when signed in", async () => {
    answer(200, { text: "Done.", transcript: null });
    await dictate(
      { origin, installationId, token: "secret-token" },
      { mode: "transform", text: "x" },
    );
    expect(received[0]?.headers.authorization).toBe("Bearer secret-token");
  });

  it("shows the server's words for its errors", async () => {
    answer(429, {
      detail: EXTENSION_MESSAGES.rateLimited,
      message: EXTENSION_MESSAGES.rateLimited,
    });
    expect(await dictate({ origin, installationId }, { mode: "comment", text: "hi" })).toEqual({
      ok: false,
      message: EXTENSION_MESSAGES.rateLimited,
    });
    answer(400, { detail: EXTENSION_MESSAGES.noSpeech, message: EXTENSION_MESSAGES.noSpeech });
    expect(await dictate({ origin, installationId }, { mode: "comment", audio: "AAAA" })).toEqual({
      ok: false,
      message: EXTENSION_MESSAGES.noSpeech,
    });
    answer(502, "<html>Bad gateway</html>");
    expect(await dictate({ origin, installationId }, { mode: "comment", text: "hi" })).toEqual({
      ok: false,
      message: "The Verba server answered 502. Please try again.",
    });
  });

  it("checks the request with the shared schema before sending it", async () => {
    answer(200, {});
    const tooLong = "a".repeat(EXTENSION_LIMITS.maxTextChars + 1);
    expect(await dictate({ origin, installationId }, { mode: "transform", text: tooLong })).toEqual(
      {
        ok: false,
        message: EXTENSION_MESSAGES.textTooLong,
      },
    );
    expect(await dictate({ origin, installationId }, { mode: "reply", text: "  " })).toEqual({
      ok: false,
      message: EXTENSION_MESSAGES.needsInput,
    });
    expect(received).toEqual([]);
  });

  it("says plainly when the server cannot be reached", async () => {
    const closed = "http://127.0.0.1:9";
    expect(
      await dictate({ origin: closed, installationId }, { mode: "reply", text: "hi" }),
    ).toEqual({
      ok: false,
      message: unreachableMessage(closed),
    });
    expect(await isReachable(closed)).toBe(false);
  });
});

describe("anonymous snippets", () => {
  it("are sent with the dictation as given", async () => {
    answer(200, { text: "ok", transcript: null });
    const snippets = [{ trigger: "my address", text: "Ul. Długa 5\n00-001 Warszawa" }];
    await dictate({ origin, installationId }, { mode: "comment", text: "hi", snippets });
    expect(JSON.parse(received[0]?.body ?? "{}").snippets).toEqual(snippets);
  });
});

describe("a dictation cut off by the network", () => {
  it("is sent once more with the same recording, and answers as if nothing happened", async () => {
    answer(200, { text: "Sent again.", transcript: "sent again" });
    cutOff = 1;
    const input = { mode: "comment" as const, audio: "T2dnUwACAAAA", audio_format: "webm" };
    const result = await dictate({ origin, installationId }, input);
    expect(result).toEqual({ ok: true, value: { text: "Sent again.", transcript: "sent again" } });
    expect(received).toHaveLength(2);
    expect(received[1]?.body).toBe(received[0]?.body);
    expect(JSON.parse(received[0]?.body ?? "{}").audio).toBe(input.audio);
  });

  it("is tried twice at most, then says the server could not be reached", async () => {
    answer(200, { text: "never", transcript: null });
    cutOff = DICTATION_ATTEMPTS + 1;
    const result = await dictate({ origin, installationId }, { mode: "comment", text: "hello" });
    expect(result).toEqual({ ok: false, message: unreachableMessage(origin) });
    expect(received).toHaveLength(DICTATION_ATTEMPTS);
    cutOff = 0;
  });

  it("is not retried when the server answered with an error", async () => {
    answer(429, { message: "Too many requests. Please wait a moment." });
    const result = await dictate({ origin, installationId }, { mode: "comment", text: "hello" });
    expect(result).toEqual({ ok: false, message: "Too many requests. Please wait a moment." });
    expect(received).toHaveLength(1);
  });
});

describe("the account", () => {
  it("signs in with the token from the set-auth-token header", async () => {
    answer(200, { user: { email: "ann@example.com" } }, { "set-auth-token": "the-token" });
    expect(await signIn(origin, "ann@example.com", "a-long-password")).toEqual({
      ok: true,
      value: { token: "the-token", email: "ann@example.com" },
    });
    expect(received[0]?.url).toBe("/api/auth/sign-in/email");
    expect(JSON.parse(received[0]?.body ?? "")).toEqual({
      email: "ann@example.com",
      password: "a-long-password",
    });
  });

  it("shows better-auth's message for a wrong password", async () => {
    answer(401, { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" });
    expect(await signIn(origin, "ann@example.com", "wrong")).toEqual({
      ok: false,
      message: "Invalid email or password",
    });
  });

  it("signs out on the server, and quietly when it is gone", async () => {
    answer(200, { success: true });
    await signOut(origin, "the-token");
    expect(received[0]?.url).toBe("/api/auth/sign-out");
    expect(received[0]?.headers.authorization).toBe("Bearer the-token");
    await expect(signOut("http://127.0.0.1:9", "the-token")).resolves.toBeUndefined();
  });

  it("reports the server reachable from its health check", async () => {
    answer(200, { status: "ok" });
    expect(await isReachable(origin)).toBe(true);
    expect(received[0]?.url).toBe("/healthz");
  });
});
