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
import { MESSAGES } from "../../src/shared";
import { screenshot } from "../helpers/browser";
import { browserSuite, signedInPage, unexpectedErrors } from "../helpers/e2e";
import { concatPcm, silence, speak } from "../helpers/speech";

const POLL = { timeout: 30_000 };
const PHRASE = "please send the report to the client tomorrow";
/** Said over the agent: words of its own, since a reply that says the phrase back hears it as echo. */
const OBJECTION = "hold on that is not what I meant";

// Each pause ends the person's turn, and is short enough that the next words come while
// the agent is still saying its (short, built-in) reply to the last ones.
const recording = join(mkdtempSync(join(tmpdir(), "verba-mic-")), "speech.wav");
writeFileSync(
  recording,
  encodeWav(
    concatPcm(
      silence(1_000),
      await speak(PHRASE),
      silence(1_500),
      await speak(OBJECTION),
      silence(1_500),
    ),
    16_000,
  ),
);

const chatOf = (page: Page) => page.getByTestId("chat-side-panel");
const headerTitle = (page: Page) => page.locator("main h1 button").first().textContent();
const sidebarTitles = (page: Page) =>
  page
    .getByRole("complementary", { name: "Sidebar" })
    .locator("li[data-session-id] a")
    .allTextContents();
/** Every state the voice panel went through, in order (kept by the page itself). */
async function recordVoiceStates(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { voiceStates: seen });
    new MutationObserver((records) => {
      for (const record of records) {
        const state = (record.target as Element).getAttribute("data-voice-state");
        if (state && seen.at(-1) !== state) seen.push(state);
      }
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ["data-voice-state"],
    });
  });
  return () => page.evaluate(() => (window as unknown as { voiceStates: string[] }).voiceStates);
}
const voicePanel = (page: Page) => page.getByRole("region", { name: "Voice" });
/** The status label, with the voice error beside it when one is shown: a failure then says why. */
async function statusOf(page: Page) {
  const label = await page.getByTestId("voice-status").textContent();
  const errors = await page.getByText(/^Voice Error:/).allTextContents();
  return errors.length > 0 ? `${label} (${errors.join("; ")})` : label;
}

/** The page's calls that hold and release audio playback (AudioContext suspend and resume), in order. */
async function recordPlaybackHolds(page: Page) {
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, { playbackHolds: calls });
    const { suspend, resume } = AudioContext.prototype;
    AudioContext.prototype.suspend = function (this: AudioContext) {
      calls.push("suspend");
      return suspend.call(this);
    };
    AudioContext.prototype.resume = function (this: AudioContext) {
      calls.push("resume");
      return resume.call(this);
    };
  });
  return () =>
    page.evaluate(() => (window as unknown as { playbackHolds: string[] }).playbackHolds);
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
    const states = await recordVoiceStates(page);
    const holds = await recordPlaybackHolds(page);
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
    // Between the final transcript and the agent's voice, the panel says it is processing.
    const heard = await states();
    expect(heard.slice(heard.indexOf("listening"))).toEqual(
      expect.arrayContaining(["listening", "processing", "responding"]),
    );
    expect(heard.indexOf("processing")).toBeLessThan(heard.indexOf("responding"));
    // One state at a time: the indicator, the phrase and the status agree.
    expect(await page.getByTestId("voice-indicator").textContent()).toMatch(
      /^(Listening|Processing|AI Responding)\.\.\.$/,
    );
    await screenshot(page, "voice-listening");

    // The first reply names the session: the header, the sidebar and the chat panel's
    // header show the new title with no reload.
    await expect.poll(() => headerTitle(page), POLL).not.toBe("New Chat");
    const title = await headerTitle(page);
    expect(await sidebarTitles(page)).toEqual([title]);
    expect(await page.getByTestId("chat-side-panel-title").textContent()).toBe(title);

    // Muting while the agent speaks pauses the conversation, for the rest of the reply too.
    await expect
      .poll(() => voicePanel(page).getAttribute("data-voice-state"), { timeout: 60_000 })
      .toBe("responding");
    await voicePanel(page).getByRole("button", { name: "Mute" }).click();
    await expect.poll(() => statusOf(page), POLL).toBe("Paused");
    await page.waitForTimeout(1_500);
    expect(await statusOf(page)).toBe("Paused");
    expect(await page.getByTestId("voice-phrase").textContent()).toBe("Muted");
    await voicePanel(page).getByRole("button", { name: "Unmute" }).click();
    await expect.poll(() => statusOf(page), POLL).not.toBe("Paused");

    // The person speaks again while the agent still speaks: it falls silent at once (the
    // page holds its playback) and stops once their words are known (the hold ends with it).
    await expect.poll(() => frames.includes("agent_interrupt"), { timeout: 60_000 }).toBe(true);
    expect(frames.indexOf("agent_pause")).toBeGreaterThan(-1);
    expect(frames.indexOf("agent_pause")).toBeLessThan(frames.indexOf("agent_interrupt"));
    await expect.poll(async () => (await holds()).slice(-2), POLL).toEqual(["suspend", "resume"]);

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
    // Stopped, and nothing else: no 'Voice Active', no 'Ready to listen'.
    expect(await page.getByTestId("voice-indicator").count()).toBe(0);
    expect(await page.getByTestId("voice-phrase").count()).toBe(0);

    // The conversation is saved and named, and the side panel shows what was stored.
    const sessionId = new URL(page.url()).searchParams.get("session") ?? "";
    const { messages } = await suite.t.trpc(user.token).messages.list.query({ id: sessionId });
    // The fake microphone may start inside a sentence: its tail can be a turn of its own that
    // the next words overtake before a reply, so the first reply need not be the second message.
    const roles = messages.map((message) => message.role);
    expect(roles[0]).toBe("user");
    expect(roles.indexOf("assistant")).toBeGreaterThan(0);
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

  it("shows how long the last reply took to start, with its steps, and each reply's own in the chat", async () => {
    const { page, errors, user } = await signedInPage(suite);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Start voice" }).click();
    await page.waitForURL(/session=/);

    const latency = voicePanel(page).getByTestId("voice-latency");
    await latency.waitFor({ timeout: 60_000 });
    expect(await voicePanel(page).textContent()).toMatch(/Last reply started in\s*\d+\.\d\d s/);
    const shown = (await latency.getByRole("button").textContent()) ?? "";
    expect(shown).toMatch(/^\d+\.\d\d s$/);
    // The steps show on hover, and stay shown after a tap.
    const details = latency.getByTestId("voice-latency-details");
    expect(await details.isVisible()).toBe(false);
    await latency.getByRole("button").hover();
    await details.waitFor({ state: "visible" });
    expect(await details.textContent()).toContain("After you stopped speaking");
    expect(await details.textContent()).toContain(`First audio${shown}`);
    await page.mouse.move(0, 0);
    await latency.getByRole("button").click();
    expect(await latency.getByRole("button").getAttribute("aria-expanded")).toBe("true");
    await page.mouse.move(0, 0);
    expect(await details.isVisible()).toBe(true);
    await screenshot(page, "voice-latency");

    // The reply it times shows it in the live transcript.
    const timedReply = chatOf(page).locator('li[data-role="assistant"]', {
      has: page.getByTestId("message-latency"),
    });
    await timedReply.first().waitFor({ timeout: 30_000 });

    await voicePanel(page).getByRole("button", { name: "Stop" }).click();
    await expect.poll(() => statusOf(page), POLL).toBe("Stopped");
    // Once stopped, the chat shows what was stored: each spoken reply with its own latency.
    const sessionId = new URL(page.url()).searchParams.get("session") ?? "";
    const { messages } = await suite.t.trpc(user.token).messages.list.query({ id: sessionId });
    const timed = messages.filter((message) => message.turn_metrics);
    expect(timed.length).toBeGreaterThan(0);
    const first = timed[0];
    const storedReply = chatOf(page).locator(`li[data-message-id="${first?.id}"]`);
    await storedReply.waitFor({ timeout: 30_000 });
    expect(await storedReply.getByTestId("message-latency").getByRole("button").textContent()).toBe(
      `${((first?.turn_metrics?.first_audio_ms ?? 0) / 1000).toFixed(2)} s`,
    );
    expect(messages.filter((m) => m.role === "user").every((m) => !m.turn_metrics)).toBe(true);
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

describe("voice in Chromium on a server without a speech recognizer", () => {
  const suite = browserSuite({
    env: { POCKETSPHINX_BIN: "/nonexistent/pocketsphinx_continuous" },
    chromiumArgs: ["--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"],
  });

  it("disables the microphone with a line saying what to install, and opens no socket", async () => {
    const { page, errors, user } = await signedInPage(suite);
    const sockets: string[] = [];
    page.on("websocket", (socket) => sockets.push(socket.url()));
    await page.goto("/dashboard");

    const note = page.getByTestId("voice-unavailable");
    await note.waitFor();
    expect(await note.textContent()).toBe(MESSAGES.voiceUnavailable);
    const mic = page.getByRole("button", { name: "Start voice" });
    expect(await mic.isDisabled()).toBe(true);
    expect(await mic.getAttribute("aria-describedby")).toBe(await note.getAttribute("id"));
    await screenshot(page, "voice-unavailable");

    // In a session, the voice panel's Start voice is off too, with the same line.
    const session = await suite.t.trpc(user.token).sessions.create.mutate({ title: "Notes" });
    await page.goto(`/dashboard?session=${session.session_id}`);
    const panel = voicePanel(page);
    await panel.getByTestId("voice-unavailable").waitFor();
    expect(await panel.getByRole("button", { name: "Start voice" }).isDisabled()).toBe(true);
    expect(await statusOf(page)).toBe("Ready to start");

    await page.waitForTimeout(3_000);
    expect(sockets).toEqual([]);
    expect(unexpectedErrors(errors())).toEqual([]);
  }, 60_000);
});
