/**
 * The extension's dictation call with typed text: the built-in writing
 * engine drafts replies and comments and rewrites selections; anonymous
 * callers are limited per installation and per address, signed-in ones on
 * their own; the configured extension's origin is trusted. Audio is in
 * extension.test.ts.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXTENSION_MESSAGES } from "../../../../../src/shared";
import {
  ANON_MAX,
  dictate,
  EXTENSION_ORIGIN,
  extensionDictationInstance,
  IP_MAX,
  newClient,
  SELECTION,
  THREAD,
  TYPED,
} from "../../../../helpers/extension-dictation";
import { DIALECTS, type TestInstance, type TestUser } from "../../../../helpers/test-instance";

describe.each(DIALECTS)("extension dictation of typed text on %s", (dialect) => {
  let t: TestInstance;
  let user: TestUser;

  beforeAll(async () => {
    t = await extensionDictationInstance(dialect);
    user = await t.signUp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it("is in the OpenAPI document", async () => {
    const document = await t.request("GET", "/api/v1/openapi.json");
    expect(document.body.paths["/extension/dictate"]?.post).toBeDefined();
  });

  describe("text in, polished text out", () => {
    it("drafts an email reply that greets the thread's sender", async () => {
      const { status, body } = await dictate(t, {
        mode: "reply",
        text: "um thank you i will send the figures on friday",
        context: THREAD,
      });
      expect(status).toBe(200);
      expect(body.transcript).toBeNull();
      expect(body.text).toMatch(/^Hello Priya,/);
      expect(body.text).toContain("Friday");
      expect(body.text).not.toMatch(/\bum\b/);
      expect(body.text).toMatch(/Best regards,$/);
    });

    it.each([
      ["reply", "hello", "Hello Priya,"],
      ["reply", "hi there", "Hi Priya,"],
      ["comment", "hello", "Hello."],
      ["comment", "hi there", "Hi there."],
    ])("answers a typed greeting alone (%s: '%s')", async (mode, text, expected) => {
      const { status, body } = await dictate(t, { mode, text, context: THREAD });
      expect(status).toBe(200);
      expect(body.text).toBe(expected);
    });

    it("carries out a request, writing only what goes between the editor's greeting and signature", async () => {
      const { status, body } = await dictate(t, {
        mode: "reply",
        text: "write a reply to Priya saying the invoice was paid",
        context: THREAD,
        editor: "Hi Priya,\n\n\n\nBest regards,\nAnn",
      });
      expect(status).toBe(200);
      expect(body.text).toBe("The invoice was paid.");
    });

    it("writes a comment without greeting or sign-off", async () => {
      const { status, body } = await dictate(t, { mode: "comment", text: TYPED, tone: "friendly" });
      expect(status).toBe(200);
      expect(body.text).toMatch(/^I totally agree/);
      expect(body.text).not.toMatch(/regards/i);
    });

    it("rewrites a selection as a typed instruction asks", async () => {
      const { status, body } = await dictate(t, {
        mode: "transform",
        text: "make this more formal",
        context: SELECTION,
      });
      expect(status).toBe(200);
      expect(body.text).toContain("at your earliest convenience");
      expect(body.text).not.toMatch(/make this/i);
    });

    it("rewrites a selection in a preset tone with no words at all", async () => {
      const { status, body } = await dictate(t, {
        mode: "transform",
        tone: "formal",
        instruction: "make this more formal",
        context: SELECTION,
      });
      expect(status).toBe(200);
      expect(body.text).toContain("at your earliest convenience");
    });

    it("rewrites typed text with no selection (the popup's try box)", async () => {
      const { status, body } = await dictate(t, {
        mode: "transform",
        text: SELECTION,
        tone: "formal",
      });
      expect(status).toBe(200);
      expect(body.text).toContain("at your earliest convenience");
    });
  });

  describe("limits", () => {
    const body = { mode: "comment", text: TYPED };

    it("limits an installation, and a fresh installation id on the same address", async () => {
      const client = newClient();
      const installation = randomUUID();
      for (let call = 0; call < ANON_MAX; call++) {
        expect((await dictate(t, body, { installation, client })).status).toBe(200);
      }
      const refused = await dictate(t, body, { installation, client });
      expect(refused.status).toBe(429);
      expect(refused.body.detail).toBe(EXTENSION_MESSAGES.rateLimited);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

      // A made-up id gets the rest of the address's allowance, then nothing.
      for (let call = ANON_MAX; call < IP_MAX; call++) {
        expect((await dictate(t, body, { client })).status).toBe(200);
      }
      expect((await dictate(t, body, { client })).status).toBe(429);

      // A signed-in user on the same address counts on their own, higher limit.
      for (let call = 0; call < IP_MAX + 1; call++) {
        const signedIn = await dictate(t, body, { client, token: user.token, installation: "" });
        expect(signedIn.status).toBe(200);
      }
    });
  });

  describe("origins", () => {
    it("answers calls from the extension's origin and with none", async () => {
      expect(
        (await dictate(t, { mode: "comment", text: TYPED }, { origin: EXTENSION_ORIGIN })).status,
      ).toBe(200);
      expect(
        (await dictate(t, { mode: "comment", text: TYPED }, { token: user.token })).status,
      ).toBe(200);
    });

    it("lets the configured extension sign in; others stay untrusted", async () => {
      const context = await t.services.auth.$context;
      expect(context.isTrustedOrigin(EXTENSION_ORIGIN)).toBe(true);
      expect(context.isTrustedOrigin("chrome-extension://ponmlkjihgfedcbaponmlkjihgfedcba")).toBe(
        false,
      );

      const response = await fetch(`${t.baseUrl}/api/auth/sign-in/email`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: EXTENSION_ORIGIN,
          "sec-fetch-site": "cross-site",
          "sec-fetch-mode": "cors",
        },
        body: JSON.stringify({ email: user.email, password: user.password }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("set-auth-token")).toBeTruthy();
    });
  });
});
