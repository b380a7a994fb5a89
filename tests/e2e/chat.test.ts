import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../src/shared/messages";
import { launchBrowser, openPage as openBrowserPage, screenshot } from "../helpers/browser";
import { getTestInstance, type TestInstance, type TestUser } from "../helpers/test-instance";

/** Chromium logs a deliberately failed request as a console error; only those may show. */
function unexpectedErrors(errors: { text: string }[], expectedStatuses: number[] = []) {
  return errors
    .map((error) => error.text)
    .filter(
      (text) =>
        !expectedStatuses.some((status) =>
          text.includes(`Failed to load resource: the server responded with a status of ${status}`),
        ),
    );
}

/** Polls wait as long as the page's own steps (vitest's default is one second). */
const POLL = { timeout: 10_000 };

describe("the chat in Chromium", () => {
  let t: TestInstance;
  let browser: Browser;

  beforeAll(async () => {
    t = await getTestInstance("sqlite");
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  /** A signed-in page on a fresh session of a new user. */
  async function openChat(title?: string) {
    const user = await t.signUp();
    const opened = await openBrowserPage(browser, t.baseUrl);
    opened.page.setDefaultTimeout(10_000);
    const signIn = await opened.page.request.post("/api/auth/sign-in/email", {
      data: { email: user.email, password: user.password },
    });
    expect(signIn.status()).toBe(200);
    const session = await t.trpc(user.token).sessions.create.mutate(title ? { title } : {});
    await opened.page.goto(`/dashboard?session=${session.id}`);
    const box = chatOf(opened.page).getByLabel("Message", { exact: true });
    await box.waitFor();
    return { ...opened, user, session, box };
  }

  const chatOf = (page: Page) => page.getByRole("region", { name: "Chat" }).first();
  const assistantMessages = (page: Page) => chatOf(page).locator('li[data-role="assistant"]');
  const userMessages = (page: Page) => chatOf(page).locator('li[data-role="user"]');

  async function titleOf(user: TestUser, id: string) {
    const { sessions } = await t.trpc(user.token).sessions.list.query({});
    return sessions.find((session) => session.id === id)?.title;
  }

  it("greets, sends with Enter, streams the reply and stores it", async () => {
    const { page, errors, user, session, box } = await openChat();
    await chatOf(page)
      .getByText(/^Good (morning|afternoon|evening), Test$/)
      .waitFor();
    expect(await titleOf(user, session.id)).toBe(MESSAGES.defaultSessionTitle);

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
    await expect.poll(() => titleOf(user, session.id), POLL).not.toBe(MESSAGES.defaultSessionTitle);
    const named = String(await titleOf(user, session.id));
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
    const { page, errors, box } = await openChat("Markup");
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
    const { page, errors, box } = await openChat("Failing");
    await page.route("**/trpc/messages.stream**", (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "boom" }),
    );
    await box.fill("hello there");
    await box.press("Enter");
    await assistantMessages(page).filter({ hasText: MESSAGES.chatSendFailed }).waitFor();
    // The box is free again.
    await box.fill("again");
    expect(await chatOf(page).getByRole("button", { name: "Send message" }).isEnabled()).toBe(true);
    expect(unexpectedErrors(errors(), [500])).toEqual([]);
    await page.context().close();
  });

  it("fills the screen in the full variant and goes back to the session", async () => {
    const { page, errors, session } = await openChat("Full screen");
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
    const { page, errors, user, session } = await openChat("Before");
    const title = page.getByRole("button", { name: "Before", exact: true });
    await title.click();
    const field = page.getByLabel("Session title");
    expect(await field.inputValue()).toBe("Before");
    expect(await field.getAttribute("maxlength")).toBe("100");
    await field.fill("After the meeting");
    await field.press("Enter");
    await expect.poll(() => titleOf(user, session.id), POLL).toBe("After the meeting");
    await page.getByRole("button", { name: "After the meeting", exact: true }).first().waitFor();

    await page.getByRole("button", { name: "After the meeting", exact: true }).first().click();
    await page.getByLabel("Session title").fill("Never saved");
    await page.getByLabel("Session title").press("Escape");
    expect(await page.getByLabel("Session title").count()).toBe(0);
    await page.waitForTimeout(300);
    expect(await titleOf(user, session.id)).toBe("After the meeting");

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
    expect(await titleOf(user, session.id)).toBe("After the meeting");
    expect(unexpectedErrors(errors(), [500])).toEqual([]);
    await page.context().close();
  });
});
