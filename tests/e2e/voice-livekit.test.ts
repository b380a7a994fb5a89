/**
 * Voice in Chromium with LiveKit configured. No LiveKit server installs here,
 * so a stand-in on 127.0.0.1 answers at LIVEKIT_PUBLIC_URL (another origin
 * than the page, as in the compose deployment) and records what the browser
 * asks of it: the page must be let through its CSP, join with the token the
 * server minted, and keep that token out of the console. When LiveKit cannot
 * be reached, the page says so and voice runs over the WebSocket bridge.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TokenVerifier } from "livekit-server-sdk";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeWav } from "../../src/server/ai/audio/wav";
import { participantIdentity, roomName } from "../../src/server/voice/livekit";
import { browserSuite, signedInPage } from "../helpers/e2e";
import { startLiveKitStandIn } from "../helpers/livekit-stand-in";
import { concatPcm, silence, speak } from "../helpers/speech";

const POLL = { timeout: 20_000 };
const API_KEY = "verba-test";
const API_SECRET = randomBytes(32).toString("hex");

const recording = join(mkdtempSync(join(tmpdir(), "verba-mic-")), "speech.wav");
writeFileSync(
  recording,
  encodeWav(
    concatPcm(silence(800), await speak("please send the report to the client"), silence(2_000)),
    16_000,
  ),
);

const standIn = await startLiveKitStandIn();
const liveKitUrl = `ws://127.0.0.1:${standIn.port}`;
afterAll(() => standIn.close());

/** Content-Security-Policy refusals, as the page itself saw them. */
async function recordPolicyViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { policyViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);
}

describe("voice with LiveKit configured, in Chromium", () => {
  const suite = browserSuite({
    env: {
      LIVEKIT_URL: liveKitUrl,
      LIVEKIT_PUBLIC_URL: liveKitUrl,
      LIVEKIT_API_KEY: API_KEY,
      LIVEKIT_API_SECRET: API_SECRET,
    },
    chromiumArgs: [
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-audio-capture=${recording}`,
      "--autoplay-policy=no-user-gesture-required",
    ],
  });

  beforeAll(() => standIn.setMode("accept"));

  it("lets the page reach LiveKit's address and join with the minted token, which the console never shows", async () => {
    const { page, context, consoleMessages, user } = await signedInPage(suite);
    const violations = await recordPolicyViolations(page);
    standIn.attempts.length = 0;
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Start voice" }).click();
    await page.waitForURL(/session=/);
    await expect.poll(() => standIn.upgrades().length, POLL).toBeGreaterThan(0);

    const [join] = standIn.upgrades();
    expect(join?.url.pathname).toMatch(/^\/rtc(\/v1)?$/);
    expect(join?.origin).toBe(suite.t.baseUrl);
    const token = join?.url.searchParams.get("access_token") ?? "";
    const claims = await new TokenVerifier(API_KEY, API_SECRET).verify(token);
    const sessionId = new URL(page.url()).searchParams.get("session") ?? "";
    expect(claims.sub).toBe(participantIdentity(user.id, API_SECRET));
    expect(claims.video).toMatchObject({ room: roomName(sessionId), roomJoin: true });
    expect(claims.video?.canPublishSources).toEqual(["microphone"]);

    expect(await violations()).toEqual([]);
    const texts = consoleMessages.map((message) => message.text);
    expect(texts.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    const signature = token.split(".")[2] ?? token;
    expect(texts.filter((text) => text.includes(signature))).toEqual([]);
    await context.close();
  });
});
