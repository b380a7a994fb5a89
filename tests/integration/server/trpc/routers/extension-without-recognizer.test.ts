/**
 * The extension's dictation on a server with no speech recognizer, trusting
 * every extension: typed text is still written, audio is refused in words,
 * and the extension-origin pattern matches extensions only.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../../../src/server/config";
import { EXTENSION_MESSAGES, INSTALLATION_HEADER } from "../../../../../src/shared";
import { concatPcm, encodeWebmOpus, silence, speak } from "../../../../helpers/speech";
import { getTestInstance, type TestInstance } from "../../../../helpers/test-instance";

const EXTENSION_ORIGIN = "chrome-extension://abcdefghijklmnopabcdefghijklmnop";
const TYPED = "i totally agree with the point about hiring juniors";

describe("a server without a speech recognizer, trusting every extension", () => {
  let t: TestInstance;

  let spoken64: string;

  beforeAll(async () => {
    const pcm = concatPcm(
      silence(300),
      await speak("the meeting is moved to next monday"),
      silence(1000),
    );
    spoken64 = (await encodeWebmOpus(pcm)).toString("base64");
    t = await getTestInstance("sqlite", {
      POCKETSPHINX_BIN: "no-such-recognizer",
      EXTENSION_ORIGINS: "chrome-extension://*",
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  const call = (body: Record<string, unknown>) =>
    fetch(`${t.baseUrl}/api/v1/extension/dictate`, {
      method: "POST",
      headers: { "content-type": "application/json", [INSTALLATION_HEADER]: randomUUID() },
      body: JSON.stringify(body),
    });

  it("answers 503 for audio and still rewrites typed text", async () => {
    const spoken = await call({ mode: "reply", audio: spoken64 });
    expect(spoken.status).toBe(503);
    expect(((await spoken.json()) as { detail: string }).detail).toBe(
      EXTENSION_MESSAGES.voiceUnavailable,
    );
    expect((await call({ mode: "comment", text: TYPED })).status).toBe(200);
  });

  it("matches a chrome-extension://* pattern against any extension", async () => {
    const context = await t.services.auth.$context;
    expect(context.isTrustedOrigin(EXTENSION_ORIGIN)).toBe(true);
    expect(context.isTrustedOrigin("https://evil.example")).toBe(false);
  });

  it("refuses an EXTENSION_ORIGINS entry that is not an extension origin", () => {
    expect(() => loadConfig({ EXTENSION_ORIGINS: "https://example.com" })).toThrow(
      /EXTENSION_ORIGINS/,
    );
  });
});
