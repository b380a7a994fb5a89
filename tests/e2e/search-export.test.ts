import { readFileSync } from "node:fs";
import type { Download, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addMessage } from "../../src/server/services/messages/messages.service";
import { MESSAGES } from "../../src/shared/messages";
import { screenshot } from "../helpers/browser";
import { type BrowserSuite, browserSuite, signedInPage, unexpectedErrors } from "../helpers/e2e";
import type { TestUser } from "../helpers/test-instance";

/** A session of `user` holding `contents`, alternately the person's and the assistant's. */
async function sessionWith(suite: BrowserSuite, user: TestUser, title: string, contents: string[]) {
  const session = await suite.t.trpc(user.token).sessions.create.mutate({ title });
  const messages = [];
  for (const [index, content] of contents.entries()) {
    const role = index % 2 === 0 ? "user" : "assistant";
    messages.push(
      await addMessage(suite.t.db, { userId: user.id, sessionId: session.id, role, content }),
    );
  }
  return { session, messages };
}

async function downloaded(download: Download) {
  const path = await download.path();
  return { name: download.suggestedFilename(), text: readFileSync(path, "utf8") };
}

const searchResults = (page: Page) => page.getByRole("region", { name: "Search results" });

describe("search, export and copy in Chromium", () => {
  const suite = browserSuite();

  it("searches titles and messages from the sidebar, marks the words and opens the session at the message", async () => {
    const { page, errors, user } = await signedInPage(suite);
    const filler = Array.from(
      { length: 40 },
      (_, i) => `Filler message number ${i} about nothing.`,
    );
    const long = await sessionWith(suite, user, "Team notes", [
      "Please write to the landlord about the heating repair.",
      ...filler,
    ]);
    const titled = await sessionWith(suite, user, "Landlord letters", []);
    const stranger = await suite.t.signUp();
    await sessionWith(suite, stranger, "Landlord dispute", ["My landlord is late."]);

    await page.goto("/dashboard");
    await page.getByRole("searchbox", { name: "Search chats" }).fill("LANDL");
    const results = searchResults(page);
    await results.getByRole("button").nth(1).waitFor();
    expect(await results.getByRole("button").count()).toBe(2);
    expect(await results.locator("mark").allTextContents()).toEqual(["Landlord", "landlord"]);
    const messageHit = results.locator('[data-hit-kind="message"]');
    expect(await messageHit.textContent()).toContain("Team notes");
    expect(await messageHit.textContent()).toContain("You: Please write to the landlord");
    await screenshot(page, "sidebar-search");

    await messageHit.click();
    await page.waitForURL(/view=chat/);
    const url = new URL(page.url());
    expect(url.searchParams.get("session")).toBe(long.session.id);
    expect(url.searchParams.get("message")).toBe(long.messages[0]?.id);
    const target = page.locator(`li[data-message-id="${long.messages[0]?.id}"]`);
    await target.waitFor();
    expect(await target.getAttribute("data-focused")).toBe("true");
    // The first of 41 messages is scrolled into view, not left above the newest.
    await expect.poll(() => target.isVisible()).toBe(true);
    const inView = await target.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    expect(inView).toBe(true);

    await results.locator('[data-hit-kind="session"]').click();
    await page.waitForURL((next) => next.searchParams.get("session") === titled.session.id);
    expect(new URL(page.url()).searchParams.get("view")).toBeNull();

    await page.getByRole("searchbox", { name: "Search chats" }).fill("zzyzx");
    await results.getByText("No chats or messages match").waitFor();
    expect(unexpectedErrors(errors())).toEqual([]);
  });

  it("downloads a session as Markdown, text and JSON from its menu", async () => {
    const { page, errors, user } = await signedInPage(suite);
    const { session } = await sessionWith(suite, user, "Offer letter", [
      "Draft an offer letter for Sam.",
      "Dear Sam,\n\nWe are delighted to offer you the role.",
    ]);
    await page.goto("/dashboard");
    const row = page.locator(`li[data-session-id="${session.id}"]`);
    const exportAs = async (label: string) => {
      await row.getByRole("button", { name: "Session options" }).click();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("menuitem", { name: label }).click(),
      ]);
      return downloaded(download);
    };

    const markdown = await exportAs("Export as Markdown");
    expect(markdown.name).toMatch(/^offer-letter-\d{4}-\d\d-\d\d\.md$/);
    expect(markdown.text).toMatch(/^# Offer letter\n/);
    expect(markdown.text).toContain("**Verba** · ");
    expect(markdown.text).toContain("We are delighted to offer you the role.");

    const text = await exportAs("Export as text");
    expect(text.name).toMatch(/\.txt$/);
    expect(text.text).toContain("You (");

    const json = await exportAs("Export as JSON");
    expect(json.name).toMatch(/\.json$/);
    expect(JSON.parse(json.text).messages).toHaveLength(2);
    expect(unexpectedErrors(errors())).toEqual([]);
  });

  it("copies a reply with its Copy button", async () => {
    const { page, context, errors, user } = await signedInPage(suite);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: suite.t.baseUrl,
    });
    const reply = "Here is the **polished** version:\n\n- first point\n- second point";
    const { session } = await sessionWith(suite, user, "Copy me", ["Polish this.", reply]);
    await page.goto(`/dashboard?session=${session.id}`);
    const assistant = page.locator('li[data-role="assistant"]').first();
    await assistant.getByRole("button", { name: "Copy reply" }).click();
    await page.getByText(MESSAGES.copied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reply);
    // The person's own messages have nothing to copy back.
    expect(await page.locator('li[data-role="user"] button[aria-label="Copy reply"]').count()).toBe(
      0,
    );
    expect(unexpectedErrors(errors())).toEqual([]);
  });

  it("exports all of a person's data from Settings", async () => {
    const { page, errors, user } = await signedInPage(suite);
    const { session } = await sessionWith(suite, user, "Everything", ["Keep this.", "Kept."]);
    await page.goto("/dashboard?view=settings");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export my data" }).click(),
    ]);
    const file = await downloaded(download);
    expect(file.name).toMatch(/^verba-data-\d{4}-\d\d-\d\d\.json$/);
    const data = JSON.parse(file.text);
    expect(data.profile).toMatchObject({ user_id: user.id, email: user.email });
    expect(data.sessions).toEqual([
      expect.objectContaining({
        id: session.id,
        messages: [
          expect.objectContaining({ content: "Keep this." }),
          expect.objectContaining({ content: "Kept." }),
        ],
      }),
    ]);
    await screenshot(page, "settings-data-export");
    expect(unexpectedErrors(errors())).toEqual([]);
  });
});
