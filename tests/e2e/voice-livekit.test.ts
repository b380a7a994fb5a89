/**
 * Voice in Chromium with LiveKit configured. No LiveKit server installs here,
 * so a stand-in on 127.0.0.1 answers at LIVEKIT_PUBLIC_URL (another origin
 * than the page, as in the compose deployment) and records what the browser
 * asks of it: the page must be let through its CSP, join with the token the
 * server minted, and keep that token out of the console. When LiveKit cannot
 * be reached, the page says so and voice runs over the WebSocket bridge.
 */
import { randomBytes } from "node:crypto";
import { TokenVerifier } from "livekit-server-sdk";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { participantIdentity, roomName } from "../../src/server/voice/livekit/names";
import { MESSAGES } from "../../src/shared";
import { VOICE_SOCKET_PATH } from "../../src/shared/voice-protocol";
import { browserSuite, signedInPage, unexpectedErrors } from "../helpers/e2e";
import { startLiveKitStandIn } from "../helpers/livekit-stand-in";

const POLL = { timeout: 20_000 };
const API_KEY = "verba-test";
const API_SECRET = randomBytes(32).toString("hex");

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

type Frame = { type: string };

/** What the page's sockets to the voice bridge received. */
function recordBridgeFrames(page: Page) {
  const frames: Frame[] = [];
  page.on("websocket", (socket) => {
    if (!socket.url().includes(VOICE_SOCKET_PATH)) return;
    socket.on("framereceived", ({ payload }) => {
      try {
        frames.push(JSON.parse(String(payload)));
      } catch {
        frames.push({ type: "unparseable" });
      }
    });
  });
  return frames;
}
const ready = (frame: Frame) => frame.type === "session_ready";

const voicePanel = (page: Page) => page.getByRole("region", { name: "Voice" });
const statusOf = (page: Page) => page.getByTestId("voice-status").textContent();

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
      "--autoplay-policy=no-user-gesture-required",
    ],
  });

  it("lets the page reach LiveKit's address and join with the minted token, which the console never shows", async () => {
    const { page, context, consoleMessages, user } = await signedInPage(suite);
    const violations = await recordPolicyViolations(page);
    standIn.attempts.length = 0;
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Start voice" }).click();
    await page.waitForURL(/session=/);
    await expect.poll(() => standIn.upgrades().length, POLL).toBeGreaterThan(0);

    // First a look whether LiveKit is up, which carries nothing of the person; then the join.
    expect(standIn.attempts[0]).toMatchObject({ method: "HEAD", upgrade: false });
    expect(standIn.attempts[0]?.url.search).toBe("");
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
  }, 60_000);

  it("says LiveKit cannot be reached and runs voice over the bridge when LiveKit answers 503", async () => {
    const { page, context, consoleMessages, errors } = await signedInPage(suite);
    const violations = await recordPolicyViolations(page);
    const frames = recordBridgeFrames(page);
    standIn.setMode("refuse");
    standIn.attempts.length = 0;
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Start voice" }).click();

    await page.getByText(MESSAGES.voiceLiveKitFallback).waitFor({ timeout: 30_000 });
    await expect.poll(() => frames.some(ready), POLL).toBe(true);
    await expect.poll(() => statusOf(page), POLL).toBe("Listening...");

    // The token went nowhere: the page asked LiveKit's address whether it was up, and no more.
    expect(standIn.upgrades()).toEqual([]);
    expect(standIn.attempts.every((attempt) => !attempt.url.search.includes("access_token"))).toBe(
      true,
    );
    expect(await page.getByText(/could not establish signal connection/).count()).toBe(0);
    expect(await page.getByText(/^Voice Error:/).count()).toBe(0);
    expect(await violations()).toEqual([]);
    expect(unexpectedErrors(errors(), ["status of 503"])).toEqual([]);
    expect(consoleMessages.filter((message) => /access_token/.test(message.text))).toEqual([]);

    await voicePanel(page).getByRole("button", { name: "Stop" }).click();
    await expect.poll(() => statusOf(page), POLL).toBe("Stopped");
    await context.close();
  }, 90_000);

  it("falls back to the bridge when LiveKit looks up but turns the socket away", async () => {
    const { page, context, errors } = await signedInPage(suite);
    const frames = recordBridgeFrames(page);
    standIn.setMode("refuse-socket");
    standIn.attempts.length = 0;
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Start voice" }).click();

    await page.getByText(MESSAGES.voiceLiveKitFallback).waitFor({ timeout: 30_000 });
    await expect.poll(() => frames.some(ready), POLL).toBe(true);
    await expect.poll(() => statusOf(page), POLL).toBe("Listening...");
    expect(standIn.upgrades().length).toBeGreaterThan(0);
    expect(await page.getByText(/could not establish signal connection/).count()).toBe(0);
    expect(await page.getByText(/^Voice Error:/).count()).toBe(0);
    // The browser itself reports the refused socket (with its address) and LiveKit's 503s.
    expect(unexpectedErrors(errors(), ["WebSocket connection to", "status of 503"])).toEqual([]);
    await context.close();
  }, 60_000);

  it("falls back to the bridge when nothing listens at LiveKit's address", async () => {
    const { page, context, errors } = await signedInPage(suite);
    const frames = recordBridgeFrames(page);
    await standIn.close();
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Start voice" }).click();

    await page.getByText(MESSAGES.voiceLiveKitFallback).waitFor({ timeout: 30_000 });
    await expect.poll(() => frames.some(ready), POLL).toBe(true);
    await expect.poll(() => statusOf(page), POLL).toBe("Listening...");
    expect(await page.getByText(/^Voice Error:/).count()).toBe(0);
    expect(unexpectedErrors(errors(), ["ERR_CONNECTION_REFUSED"])).toEqual([]);
    await context.close();
  }, 60_000);
});
