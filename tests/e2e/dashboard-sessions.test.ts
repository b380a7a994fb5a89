import { describe, expect, it } from "vitest";
import { screenshot } from "../helpers/browser";
import { openDashboard, rows, rowTitles, sidebar } from "../helpers/dashboard-page";
import { browserSuite, signedInPage, unexpectedErrors } from "../helpers/e2e";
import type { TestUser } from "../helpers/test-instance";

describe("the dashboard's sessions in Chromium", () => {
  // The mic button starts a real voice conversation: Chromium's fake microphone (a beep) feeds it.
  const suite = browserSuite({
    chromiumArgs: ["--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"],
  });

  const signedIn = (user: TestUser, viewport?: { width: number; height: number }) =>
    signedInPage(suite, { user, viewport });

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
});
