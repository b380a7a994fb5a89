/**
 * Voice in Chromium over the WebSocket bridge: the fake microphone plays a
 * Flite recording in a loop (a phrase, then silence), the real server hears
 * it with pocketsphinx and answers with the local engines.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { encodeWav } from "../../src/server/ai/audio/wav";
import { screenshot } from "../helpers/browser";
import { browserSuite, signedInPage, unexpectedErrors } from "../helpers/e2e";
import { concatPcm, silence, speak } from "../helpers/speech";

const POLL = { timeout: 30_000 };
const PHRASE = "please send the report to the client tomorrow";

const recording = join(mkdtempSync(join(tmpdir(), "verba-mic-")), "speech.wav");
writeFileSync(
  recording,
  encodeWav(concatPcm(silence(1_000), await speak(PHRASE), silence(3_000)), 16_000),
);

const chatOf = (page: Page) => page.getByTestId("chat-side-panel");
const voicePanel = (page: Page) => page.getByRole("region", { name: "Voice" });
/** The status label, with the voice error beside it when one is shown: a failure then says why. */
async function statusOf(page: Page) {
  const label = await page.getByTestId("voice-status").textContent();
  const errors = await page.getByText(/^Voice Error:/).allTextContents();
  return errors.length > 0 ? `${label} (${errors.join("; ")})` : label;
}

/** The server's voice messages as the page received them. */
function recordVoiceFrames(page: Page) {
  const types: string[] = [];
  page.on("websocket", (socket) => {
    socket.on("framereceived", ({ payload }) => {
      try {
        types.push(JSON.parse(String(payload)).type);
      } catch {
        types.push("unparseable");
      }
    });
  });
  return types;
}

describe("voice in Chromium", () => {
  const suite = browserSuite({
    chromiumArgs: [
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-audio-capture=${recording}`,
      "--autoplay-policy=no-user-gesture-required",
    ],
  });

  it("starts from the dashboard, hears, answers aloud, survives a dropped socket, mutes and stops", async () => {
    const { page, errors, user } = await signedInPage(suite);
    const frames = recordVoiceFrames(page);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Start voice" }).click();

    // No session was active: one is made and voice starts in it.
    await page.waitForURL(/session=/);
    await expect.poll(() => statusOf(page), POLL).toBe("Listening...");
    // Speech in progress shows before its words are known.
    await chatOf(page).getByText("(speaking...)").first().waitFor({ timeout: 30_000 });
    const userLine = chatOf(page)
      .locator('li[data-role="user"]')
      .filter({ hasText: /client/i });
    await userLine.first().waitFor({ timeout: 30_000 });
    const reply = chatOf(page).locator('li[data-role="assistant"]').first();
    await reply.waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => Number(await voicePanel(page).getAttribute("data-played-chunks")), POLL)
      .toBeGreaterThan(0);
    await screenshot(page, "voice-listening");

    // The phrase comes round again while the agent still speaks: it stops.
    await expect.poll(() => frames.includes("agent_interrupt"), { timeout: 60_000 }).toBe(true);

    // The server drops the socket; the page reconnects by itself.
    const before = frames.filter((type) => type === "session_ready").length;
    for (const client of suite.t.app.websocketServer.clients) client.terminate();
    await expect
      .poll(() => frames.filter((type) => type === "session_ready").length, POLL)
      .toBeGreaterThan(before);

    await voicePanel(page).getByRole("button", { name: "Mute" }).click();
    await expect.poll(() => statusOf(page), POLL).toBe("Paused");
    await expect.poll(() => page.getByTestId("voice-phrase").textContent(), POLL).toBe("Muted");
    await voicePanel(page).getByRole("button", { name: "Unmute" }).click();
    await expect.poll(() => statusOf(page), POLL).toBe("Listening...");

    await voicePanel(page).getByRole("button", { name: "Stop" }).click();
    await expect.poll(() => statusOf(page), POLL).toBe("Stopped");

    // The conversation is saved and named, and the side panel shows what was stored.
    const sessionId = new URL(page.url()).searchParams.get("session") ?? "";
    const { messages } = await suite.t.trpc(user.token).messages.list.query({ id: sessionId });
    expect(messages.map((message) => message.role).slice(0, 2)).toEqual(["user", "assistant"]);
    // The recognizer hears the looped phrase from wherever the microphone picked it up.
    expect(messages.filter((m) => m.role === "user").map((m) => m.content)).toContainEqual(
      expect.stringMatching(/client tomorrow/),
    );
    await expect
      .poll(async () => {
        const { sessions } = await suite.t.trpc(user.token).sessions.list.query({});
        return sessions.find((session) => session.id === sessionId)?.title;
      }, POLL)
      .not.toBe("New Chat");
    await chatOf(page).locator('li[data-role="assistant"]').first().waitFor();
    expect(unexpectedErrors(errors())).toEqual([]);
  }, 180_000);

  it("tells the person when the microphone is refused", async () => {
    const { page } = await signedInPage(suite);
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    });
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Start voice" }).click();
    await page.getByText("Voice Error: Microphone permission denied").waitFor();
    await expect.poll(() => statusOf(page), POLL).toBe("Error occurred");
  }, 60_000);
});
