import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PHONE, screenshot } from "../helpers/browser";
import { browserSuite, signedInPage, unexpectedErrors } from "../helpers/e2e";
import type { TestUser } from "../helpers/test-instance";

const GREETING = /^Good (morning|afternoon|evening), /;

describe("the dashboard shell in Chromium", () => {
  // The mic button starts a real voice conversation: Chromium's fake microphone (a beep) feeds it.
  const suite = browserSuite({
    chromiumArgs: ["--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"],
  });

  const signedIn = (user: TestUser, viewport?: { width: number; height: number }) =>
    signedInPage(suite, { user, viewport });

  async function openDashboard(page: Page, query = "") {
    const failures: string[] = [];
    const onResponse = (response: { status(): number; url(): string }) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    };
    page.on("response", onResponse);
    await page.goto(`/dashboard${query}`);
    try {
      await page.getByRole("button", { name: "User menu" }).waitFor();
    } catch (error) {
      // A 404 on an asset means another run rebuilt dist/web meanwhile: rerun.
      throw new Error(
        `the dashboard did not load (${failures.join(", ") || "no failed requests"})`,
        {
          cause: error,
        },
      );
    } finally {
      page.off("response", onResponse);
    }
  }

  const sidebar = (page: Page) => page.getByRole("complementary", { name: "Sidebar" });
  const rows = (page: Page) => sidebar(page).locator("li[data-session-id]");
  const rowTitles = (page: Page) => rows(page).locator("a").allTextContents();

  it("greets by first name, opens and closes the sidebar, lists nothing yet", async () => {
    const user = await suite.t.signUp({ first_name: "Ada", last_name: "Lovelace" });
    const { page, errors, context } = await signedIn(user);
    await openDashboard(page);
    const heading = page.getByRole("heading", { level: 1 });
    await expect.poll(() => heading.textContent()).toMatch(new RegExp(`${GREETING.source}Ada$`));
    expect(await page.getByText("How can I help you today?").isVisible()).toBe(true);
    await sidebar(page).getByText("Start a new conversation").waitFor();
    // The voice name: the placeholder until the preference has loaded, then a real name.
    const voiceButton = page.getByRole("button", { name: "Voice settings" });
    expect((await voiceButton.textContent())?.trim()).toBeTruthy();
    expect(await page.getByRole("button", { name: "Coming soon" }).isDisabled()).toBe(true);
    await page.getByTestId("coming-soon").hover();
    await page.getByRole("tooltip", { name: "Coming soon" }).waitFor();
    expect(await page.getByRole("link", { name: /Verba extension/ }).getAttribute("target")).toBe(
      "_blank",
    );
    await screenshot(page, "dashboard-default-desktop");

    const box = await sidebar(page).boundingBox();
    expect(box?.width).toBe(320);
    await page.getByRole("button", { name: "Close sidebar" }).click();
    await sidebar(page).waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Open sidebar" }).click();
    await sidebar(page).waitFor();
    expect(errors()).toEqual([]);
    await context.close();
  });

  it("creates a session with the mic button: at the top, active, in the URL", async () => {
    const user = await suite.t.signUp({ first_name: "Grace" });
    await suite.t.trpc(user.token).sessions.create.mutate({ title: "Older chat" });
    const { page, errors, context } = await signedIn(user);
    await openDashboard(page);
    await expect.poll(() => rowTitles(page)).toEqual(["Older chat"]);

    await page.getByRole("button", { name: "Start voice" }).click();
    await page.waitForURL(/\/dashboard\?session=/);
    const id = new URL(page.url()).searchParams.get("session");
    expect(id).toBeTruthy();
    await expect.poll(() => rowTitles(page)).toEqual(["New Chat", "Older chat"]);
    expect(await rows(page).first().getAttribute("data-session-id")).toBe(id);
    expect(await rows(page).first().locator("a").getAttribute("aria-current")).toBe("page");
    // The session view: the voice panel and the chat beside it.
    await page.getByRole("region", { name: "Voice" }).waitFor();
    await page.getByRole("region", { name: "Chat" }).first().waitFor();
    await screenshot(page, "dashboard-active-session");

    await page.getByRole("button", { name: "Go to dashboard" }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByText("How can I help you today?").waitFor();
    expect(errors()).toEqual([]);
    await context.close();
  });

  it("opens full-screen chat (creating a session first) and goes back to it", async () => {
    const user = await suite.t.signUp();
    const { page, errors, context } = await signedIn(user);
    await openDashboard(page);
    await page.getByRole("button", { name: "Full-screen chat" }).click();
    await page.waitForURL(/view=chat/);
    const url = new URL(page.url());
    expect(url.searchParams.get("session")).toBeTruthy();
    await page.locator('[aria-label="Chat"][data-variant="full"]').waitFor({ state: "attached" });
    await expect.poll(() => rows(page).count()).toBe(1);
    // The chat screen's own title edits the session's name.
    await page.getByRole("button", { name: "New Chat", exact: true }).first().click();
    const title = page.getByLabel("Session title");
    expect(await title.getAttribute("placeholder")).toBe("Enter chat name");
    await title.fill("Planning");
    await title.press("Enter");
    await expect.poll(() => rowTitles(page)).toEqual(["Planning"]);
    await screenshot(page, "dashboard-full-screen-chat");

    await page.getByRole("button", { name: "Back to dashboard" }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByText("How can I help you today?").waitFor();
    expect(errors()).toEqual([]);
    await context.close();
  });

  it("lists sessions made through the API newest first", async () => {
    const user = await suite.t.signUp();
    const api = suite.t.trpc(user.token);
    await api.sessions.create.mutate({ title: "First" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await api.sessions.create.mutate({ title: "Second" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await api.sessions.create.mutate({ title: "Third" });
    const { page, errors, context } = await signedIn(user);
    await openDashboard(page);
    await expect.poll(() => rowTitles(page)).toEqual(["Third", "Second", "First"]);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it("renames through the dialog: Save disabled when unchanged or empty", async () => {
    const user = await suite.t.signUp();
    const session = await suite.t.trpc(user.token).sessions.create.mutate({ title: "Draft" });
    const { page, errors, context } = await signedIn(user);
    await openDashboard(page, `?session=${session.session_id}`);
    await expect.poll(() => rowTitles(page)).toEqual(["Draft"]);

    await rows(page).first().getByRole("button", { name: "Session options" }).click();
    const menu = page.getByRole("menu");
    await menu.waitFor();
    // Escape closes the row menu.
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    await rows(page).first().getByRole("button", { name: "Session options" }).click();
    await page.getByRole("menuitem", { name: "Rename" }).click();

    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const field = dialog.getByPlaceholder("Enter session name");
    expect(await field.inputValue()).toBe("Draft");
    expect(await field.getAttribute("maxlength")).toBe("100");
    const save = dialog.getByRole("button", { name: "Save" });
    expect(await save.isDisabled()).toBe(true);
    await field.fill("   ");
    expect(await save.isDisabled()).toBe(true);
    await field.fill("Quarterly report");
    expect(await save.isDisabled()).toBe(false);
    await screenshot(page, "dashboard-rename-dialog");
    await save.click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => rowTitles(page)).toEqual(["Quarterly report"]);
    const { sessions } = await suite.t.trpc(user.token).sessions.list.query();
    expect(sessions[0]?.title).toBe("Quarterly report");
    expect(errors()).toEqual([]);
    await context.close();
  });

  it("deletes with the confirm dialog; deleting the active one returns to the greeting", async () => {
    const user = await suite.t.signUp({ first_name: "Mary" });
    const api = suite.t.trpc(user.token);
    const keep = await api.sessions.create.mutate({ title: "Keep me" });
    const remove = await api.sessions.create.mutate({ title: "Remove me" });
    const { page, errors, context } = await signedIn(user);
    await openDashboard(page, `?session=${remove.session_id}`);
    await expect.poll(() => rowTitles(page)).toEqual(["Remove me", "Keep me"]);

    const row = sidebar(page).locator(`li[data-session-id="${remove.session_id}"]`);
    await row.getByRole("button", { name: "Session options" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Are you sure you want to delete this chat?").waitFor();
    await dialog.getByText("This action cannot be undone.").waitFor();
    await screenshot(page, "dashboard-delete-dialog");
    // Cancel keeps it.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await rowTitles(page)).toEqual(["Remove me", "Keep me"]);

    await row.getByRole("button", { name: "Session options" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => rowTitles(page)).toEqual(["Keep me"]);
    await page.waitForURL(/\/dashboard$/);
    await page.getByText("How can I help you today?").waitFor();
    const { sessions } = await api.sessions.list.query();
    expect(sessions.map((session) => session.session_id)).toEqual([keep.session_id]);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it("shows the full name and email in the user menu, with its entries", async () => {
    const user = await suite.t.signUp({ first_name: "Katherine", last_name: "Johnson" });
    const { page, errors, context } = await signedIn(user);
    await openDashboard(page);
    const trigger = page.getByRole("button", { name: "User menu" });
    await expect
      .poll(() => trigger.getByTestId("user-full-name").textContent())
      .toBe("Katherine Johnson");
    expect(await trigger.getByTestId("user-email").textContent()).toBe(user.email);

    await trigger.click();
    const items = page.getByRole("menuitem");
    await items.first().waitFor();
    expect(await items.allTextContents()).toEqual([
      "Settings",
      "Give feedback",
      "About",
      "Sign out",
      "Privacy",
      "Terms",
    ]);
    for (const [name, href] of [
      ["Give feedback", "/feedback"],
      ["Privacy", "/privacy"],
      ["Terms", "/terms"],
    ]) {
      const item = page.getByRole("menuitem", { name });
      expect(await item.getAttribute("href")).toBe(href);
      expect(await item.getAttribute("target")).toBe("_blank");
    }
    await screenshot(page, "dashboard-user-menu");
    await page.keyboard.press("Escape");
    await page.getByRole("menu").waitFor({ state: "detached" });

    await trigger.click();
    await page.getByRole("menuitem", { name: "Settings" }).click();
    await page.waitForURL(/view=settings/);
    await page.getByRole("region", { name: "Settings" }).waitFor({ state: "attached" });

    await trigger.click();
    await page.getByRole("menuitem", { name: "About" }).click();
    await page.waitForURL(`${suite.t.baseUrl}/`);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it("signs out from the user menu to /", async () => {
    const user = await suite.t.signUp();
    const { page, errors, context } = await signedIn(user);
    await openDashboard(page);
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.waitForURL(`${suite.t.baseUrl}/`);
    await page.goto("/dashboard");
    await page.waitForURL(`${suite.t.baseUrl}/signin`);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it("sizes the chat side panel: default width, keyboard resize in bounds, collapse to 60 px", async () => {
    const user = await suite.t.signUp();
    const session = await suite.t.trpc(user.token).sessions.create.mutate({ title: "Sized" });
    const { page, errors, context } = await signedIn(user);
    await openDashboard(page, `?session=${session.session_id}`);
    const panel = page.getByTestId("chat-side-panel");
    await panel.waitFor();
    // 1440 px window: 30% of (1440 − 320) = 336 px.
    expect((await panel.boundingBox())?.width).toBe(336);

    const separator = page.getByRole("separator", { name: "Resize chat panel" });
    expect(await separator.getAttribute("aria-orientation")).toBe("vertical");
    // The area beside the 320 px sidebar is 1120 px: bounds 224 (20%) to 600.
    expect(await separator.getAttribute("aria-valuemin")).toBe("224");
    expect(await separator.getAttribute("aria-valuemax")).toBe("600");
    await separator.focus();
    await page.keyboard.press("ArrowLeft");
    expect((await panel.boundingBox())?.width).toBe(356);
    await page.keyboard.press("Home");
    expect((await panel.boundingBox())?.width).toBe(600);
    await page.keyboard.press("ArrowLeft");
    expect((await panel.boundingBox())?.width).toBe(600);
    await page.keyboard.press("End");
    expect((await panel.boundingBox())?.width).toBe(224);

    // Dragging the edge far to the left stops at the upper bound.
    const handle = await separator.boundingBox();
    if (!handle) throw new Error("no separator");
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(400, handle.y + handle.height / 2, { steps: 5 });
    await page.mouse.up();
    expect((await panel.boundingBox())?.width).toBe(600);

    await page.getByRole("button", { name: "Collapse chat panel" }).click();
    expect((await panel.boundingBox())?.width).toBe(60);
    await page.getByRole("button", { name: "Expand chat panel" }).click();
    expect((await panel.boundingBox())?.width).toBe(600);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it("reports failed create, rename and delete with the spec's texts", async () => {
    const user = await suite.t.signUp();
    const session = await suite.t.trpc(user.token).sessions.create.mutate({ title: "Stays" });
    const { page, errors, context } = await signedIn(user);
    await openDashboard(page);
    await expect.poll(() => rowTitles(page)).toEqual(["Stays"]);
    for (const procedure of ["create", "rename", "delete"]) {
      await page.route(`**/trpc/sessions.${procedure}**`, (route) =>
        route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
      );
    }
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });

    await page.getByRole("button", { name: "Start voice" }).click();
    await page.getByText("Failed to create new session").waitFor();
    expect(new URL(page.url()).searchParams.get("session")).toBeNull();

    await rows(page).first().getByRole("button", { name: "Session options" }).click();
    await page.getByRole("menuitem", { name: "Rename" }).click();
    await page.getByPlaceholder("Enter session name").fill("Never saved");
    await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
    await expect.poll(() => alerts).toEqual(["Failed to rename session. Please try again."]);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });

    await rows(page).first().getByRole("button", { name: "Session options" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect
      .poll(() => alerts)
      .toEqual([
        "Failed to rename session. Please try again.",
        "Failed to delete session. Please try again.",
      ]);
    // The dialog stays open for another try; closing it shows the row still there.
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    expect(await rowTitles(page)).toEqual(["Stays"]);
    const { sessions } = await suite.t.trpc(user.token).sessions.list.query();
    expect(sessions.map((row) => [row.session_id, row.title])).toEqual([
      [session.session_id, "Stays"],
    ]);
    // Only the three refused calls (and their logged failures) reached the console.
    expect(
      unexpectedErrors(errors(), [
        "status of 500",
        "session create failed",
        "session rename failed",
        "session delete failed",
      ]),
    ).toEqual([]);
    await context.close();
  });

  it("tells when the session list cannot be loaded", async () => {
    const user = await suite.t.signUp();
    const { page, errors, context } = await signedIn(user);
    let calls = 0;
    // The list may travel in one batched call with other queries, which then fail with it.
    await page.route(/\/trpc\/[^?]*sessions\.list/, (route) => {
      calls += 1;
      return route.fulfill({ status: 500, contentType: "application/json", body: "{}" });
    });
    const started = Date.now();
    await openDashboard(page);
    await page
      .locator("[data-sonner-toast]")
      .filter({ hasText: "Failed to load sessions" })
      .waitFor();
    // One retry, a second apart: well before the app-wide back-off would have given up.
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(calls).toBe(2);
    expect(await sidebar(page).getByText("Start a new conversation").isVisible()).toBe(true);
    expect(unexpectedErrors(errors(), ["status of 500", "profile fetch failed"])).toEqual([]);
    await context.close();
  });

  it("at 375 px starts with the sidebar closed, overlays it, and never scrolls sideways", async () => {
    const user = await suite.t.signUp({ first_name: "Dorothy" });
    await suite.t.trpc(user.token).sessions.create.mutate({ title: "Phone chat" });
    const { page, errors, context } = await signedIn(user, PHONE);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Open sidebar" }).waitFor();
    expect(await sidebar(page).count()).toBe(0);
    const noSideScroll = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await noSideScroll()).toBe(true);
    await screenshot(page, "dashboard-default-phone");

    await page.getByRole("button", { name: "Open sidebar" }).click();
    await sidebar(page).waitFor();
    // Overlaid: the greeting stays where it was, under the sidebar.
    expect(await sidebar(page).evaluate((element) => getComputedStyle(element).position)).toBe(
      "fixed",
    );
    expect(await noSideScroll()).toBe(true);
    await screenshot(page, "dashboard-phone-sidebar");

    // Choosing a chat closes the overlay.
    await rows(page).first().locator("a").click();
    await page.waitForURL(/session=/);
    await sidebar(page).waitFor({ state: "detached" });
    await page.getByRole("region", { name: "Voice" }).waitFor();
    expect(await noSideScroll()).toBe(true);
    // The chat under the voice panel spans the width, and collapses to 60 px.
    const panel = page.getByTestId("chat-side-panel");
    expect((await panel.boundingBox())?.width).toBe(PHONE.width);
    await page.getByRole("button", { name: "Collapse chat panel" }).click();
    expect((await panel.boundingBox())?.width).toBe(60);
    await page.getByRole("button", { name: "Expand chat panel" }).click();
    expect((await panel.boundingBox())?.width).toBe(PHONE.width);
    expect(errors()).toEqual([]);
    await context.close();
  });
});
