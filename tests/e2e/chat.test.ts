import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../src/shared/messages";
import { screenshot } from "../helpers/browser";
import { type BrowserSuite, browserSuite, signedInPage, unexpectedErrors } from "../helpers/e2e";
import { type FakeAiServer, startFakeAiServer } from "../helpers/fake-ai-server";
import { getTestInstance, type TestInstance, type TestUser } from "../helpers/test-instance";

/** Polls wait as long as the page's own steps (vitest's default is one second). */
const POLL = { timeout: 15_000 };

const chatOf = (page: Page) => page.getByRole("region", { name: "Chat" }).first();
const assistantMessages = (page: Page) => chatOf(page).locator('li[data-role="assistant"]');
const userMessages = (page: Page) => chatOf(page).locator('li[data-role="user"]');

/** A signed-in page on a fresh session of a new user. */
async function openChat(suite: BrowserSuite, title?: string) {
  const opened = await signedInPage(suite);
  const session = await suite.t
    .trpc(opened.user.token)
    .sessions.create.mutate(title ? { title } : {});
  await opened.page.goto(`/dashboard?session=${session.id}`);
  const box = chatOf(opened.page).getByLabel("Message", { exact: true });
  await box.waitFor();
  return { ...opened, session, box };
}

async function titleOf(t: TestInstance, user: TestUser, id: string) {
  const { sessions } = await t.trpc(user.token).sessions.list.query({});
  return sessions.find((session) => session.id === id)?.title;
}

describe("the chat in Chromium", () => {
  const suite = browserSuite();

  it("greets, sends with Enter, streams the reply and stores it", async () => {
    const { page, errors, user, session, box } = await openChat(suite);
    await chatOf(page)
      .getByText(/^Good (morning|afternoon|evening), Test$/)
      .waitFor();
    expect(await titleOf(suite.t, user, session.id)).toBe(MESSAGES.defaultSessionTitle);

    // Shift+Enter adds a line instead of sending.
    await box.click();
    await box.pressSequentially("first line");
    await box.press("Shift+Enter");
    await box.pressSequentially("second line");
    expect(await box.inputValue()).toBe("first line\nsecond line");
    expect(await userMessages(page).count()).toBe(0);
    await box.fill("");
    // Blank text does not send.
    await box.fill("   ");
    await box.press("Enter");
    expect(await userMessages(page).count()).toBe(0);

    // The stream is quick, so the states it passes through are recorded in the page.
    await page.evaluate(() => {
      const seen: { text: string; stop: boolean }[] = [];
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        const growing = document.querySelector(
          'li[data-role="assistant"][aria-busy="true"] .message-content',
        );
        const text = growing?.textContent?.trim();
        if (!text) return;
        const stop = [...document.querySelectorAll("button")].some(
          (button) => button.textContent?.trim() === "Stop",
        );
        seen.push({ text, stop });
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await box.fill("clean up: um so i think we we should meet on friday");
    await box.press("Enter");
    expect(await box.inputValue()).toBe("");
    await userMessages(page)
      .filter({ hasText: "clean up: um so i think we we should meet on friday" })
      .waitFor();
    const reply = assistantMessages(page).filter({
      hasText: "So I think we should meet on Friday.",
    });
    await reply.waitFor();
    const streaming = assistantMessages(page).and(page.locator("[aria-busy]"));
    await expect.poll(() => streaming.count(), POLL).toBe(0);
    // An intermediate state: the reply was marked as being written, with part of its text, and Stop.
    const seen = await page.evaluate(
      () => (window as unknown as { seen: { text: string; stop: boolean }[] }).seen,
    );
    const partial = seen.filter(
      (state) => state.stop && state.text !== "So I think we should meet on Friday.",
    );
    expect(partial.length).toBeGreaterThan(0);
    expect("So I think we should meet on Friday.".startsWith(partial[0]?.text ?? "-")).toBe(true);
    expect(await reply.locator("time").count()).toBe(1);

    // The reply named the session; the dashboard was told to refresh.
    await expect
      .poll(() => titleOf(suite.t, user, session.id), POLL)
      .not.toBe(MESSAGES.defaultSessionTitle);
    const named = String(await titleOf(suite.t, user, session.id));
    await page.getByText(named, { exact: true }).first().waitFor();
    expect(await page.getByText(MESSAGES.defaultSessionTitle, { exact: true }).count()).toBe(0);
    await screenshot(page, "chat-reply");

    // Reloading shows the stored conversation.
    await page.reload();
    await reply.waitFor();
    expect(await userMessages(page).count()).toBe(1);
    expect(unexpectedErrors(errors())).toEqual([]);
    await page.context().close();
  });

  it("shows HTML in a message as text", async () => {
    const { page, errors, box } = await openChat(suite, "Markup");
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const payload = "<img src=x onerror=alert(1)>";
    await box.fill(payload);
    await box.press("Enter");
    await userMessages(page).filter({ hasText: payload }).waitFor();
    await expect
      .poll(() => assistantMessages(page).and(page.locator(":not([aria-busy])")).count(), POLL)
      .toBe(1);
    expect(await chatOf(page).locator("img").count()).toBe(0);
    expect(dialogs).toBe(0);
    expect(unexpectedErrors(errors())).toEqual([]);
    await page.context().close();
  });

  it("shows the spec's error when the send fails", async () => {
    const { page, errors, box } = await openChat(suite, "Failing");
    await page.route("**/trpc/messages.stream**", (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "boom" }),
    );
    await box.fill("hello there");
    await box.press("Enter");
    await assistantMessages(page).filter({ hasText: MESSAGES.chatSendFailed }).waitFor();
    // The box is free again.
    await box.fill("again");
    expect(await chatOf(page).getByRole("button", { name: "Send message" }).isEnabled()).toBe(true);
    expect(unexpectedErrors(errors(), ["status of 500"])).toEqual([]);
    await page.context().close();
  });

  it("fills the screen in the full variant and goes back to the session", async () => {
    const { page, errors, session } = await openChat(suite, "Full screen");
    await page.goto(`/dashboard?session=${session.id}&view=chat`);
    const back = page.getByRole("button", { name: "Back to session" });
    await back.waitFor();
    expect(await chatOf(page).getAttribute("data-variant")).toBe("full");
    const box = chatOf(page).getByLabel("Message", { exact: true });
    // The box grows with its lines up to 120 px, then scrolls.
    const oneLine = (await box.boundingBox())?.height ?? 0;
    await box.fill(Array.from({ length: 12 }, (_, i) => `line ${i}`).join("\n"));
    await expect
      .poll(async () => (await box.boundingBox())?.height ?? 0, POLL)
      .toBeGreaterThan(oneLine);
    expect((await box.boundingBox())?.height ?? 0).toBeLessThanOrEqual(120.5);
    await back.click();
    await expect.poll(() => new URL(page.url()).searchParams.get("view"), POLL).toBeNull();
    expect(await chatOf(page).getAttribute("data-variant")).toBe("side");
    expect(unexpectedErrors(errors())).toEqual([]);
    await page.context().close();
  });

  it("edits the title: Enter saves, Escape cancels", async () => {
    const { page, errors, user, session } = await openChat(suite, "Before");
    const title = page.getByRole("button", { name: "Before", exact: true });
    await title.click();
    const field = page.getByLabel("Session title");
    expect(await field.inputValue()).toBe("Before");
    expect(await field.getAttribute("maxlength")).toBe("100");
    await field.fill("After the meeting");
    await field.press("Enter");
    await expect.poll(() => titleOf(suite.t, user, session.id), POLL).toBe("After the meeting");
    await page.getByRole("button", { name: "After the meeting", exact: true }).first().waitFor();

    await page.getByRole("button", { name: "After the meeting", exact: true }).first().click();
    await page.getByLabel("Session title").fill("Never saved");
    await page.getByLabel("Session title").press("Escape");
    expect(await page.getByLabel("Session title").count()).toBe(0);
    await page.waitForTimeout(300);
    expect(await titleOf(suite.t, user, session.id)).toBe("After the meeting");

    // A failing save shows 'Saving...', then the old title returns.
    await page.route("**/trpc/sessions.rename**", async (route) => {
      await new Promise((done) => setTimeout(done, 300));
      await route.fulfill({ status: 500, contentType: "text/plain", body: "boom" });
    });
    await page.getByRole("button", { name: "After the meeting", exact: true }).first().click();
    await page.getByLabel("Session title").fill("Refused");
    await page.getByLabel("Session title").press("Enter");
    await page.getByText("Saving...").waitFor();
    await page.getByRole("button", { name: "After the meeting", exact: true }).first().waitFor();
    await expect.poll(() => page.getByText("Saving...").count(), POLL).toBe(0);
    expect(await titleOf(suite.t, user, session.id)).toBe("After the meeting");
    expect(unexpectedErrors(errors(), ["status of 500"])).toEqual([]);
    await page.context().close();
  });

  describe("with a model that writes slowly", () => {
    let fake: FakeAiServer;
    let slow: TestInstance;

    beforeAll(async () => {
      fake = await startFakeAiServer();
      slow = await getTestInstance("sqlite", {
        LLM_PROVIDER: "openai",
        OPENAI_BASE_URL: fake.openaiBaseUrl,
      });
    });
    afterAll(async () => {
      await slow?.close();
      await fake?.close();
    });

    it("stops a reply being streamed and keeps what was written, marked as cut short", async () => {
      const words = Array.from({ length: 40 }, (_, i) => ` word${i}`);
      fake.reply({ chunks: words, delayMs: 150 });
      const { page, errors, user, session, box } = await openChat(
        { ...suite, t: slow },
        "Long answer",
      );
      await box.fill("Tell me a long story");
      await box.press("Enter");
      const growing = assistantMessages(page).and(page.locator('[aria-busy="true"]'));
      await growing.getByText("word1", { exact: false }).waitFor();
      await chatOf(page).getByRole("button", { name: "Stop" }).click();

      await expect.poll(() => growing.count(), POLL).toBe(0);
      await chatOf(page).getByRole("button", { name: "Send message" }).waitFor();
      const shown = (await assistantMessages(page).textContent()) ?? "";
      expect(shown).toContain("word1");
      expect(shown).not.toContain("word39");
      // What was written before the stop is the stored reply.
      const { messages } = await slow.trpc(user.token).messages.list.query({ id: session.id });
      const stored = messages.find((message) => message.role === "assistant")?.content ?? "";
      expect(stored).toMatch(/^ ?word0 word1/);
      expect(stored).not.toContain("word39");
      expect(shown).toContain(stored.trim());
      // A stopped reply never passes for a whole one, now or after a reload.
      expect(shown).toContain("(reply cut short)");
      await page.reload();
      await assistantMessages(page).getByText("(reply cut short)").waitFor();
      expect(unexpectedErrors(errors())).toEqual([]);
      await page.context().close();
    });
  });
});
