import { describe, expect, it } from "vitest";
import { PHONE, screenshot } from "../helpers/browser";
import { GREETING, openDashboard, rows, sidebar } from "../helpers/dashboard-page";
import { browserSuite, signedInPage } from "../helpers/e2e";
import type { TestUser } from "../helpers/test-instance";

describe("the dashboard shell in Chromium", () => {
  const suite = browserSuite();

  const signedIn = (user: TestUser, viewport?: { width: number; height: number }) =>
    signedInPage(suite, { user, viewport });

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
