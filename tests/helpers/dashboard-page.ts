import type { Page } from "playwright-core";

/** The time-of-day greeting, before the first name. */
export const GREETING = /^Good (morning|afternoon|evening), /;

/** Opens /dashboard (with `query`) and waits for the signed-in screen. */
export async function openDashboard(page: Page, query = "") {
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
    throw new Error(`the dashboard did not load (${failures.join(", ") || "no failed requests"})`, {
      cause: error,
    });
  } finally {
    page.off("response", onResponse);
  }
}

export const sidebar = (page: Page) => page.getByRole("complementary", { name: "Sidebar" });
export const rows = (page: Page) => sidebar(page).locator("li[data-session-id]");
export const rowTitles = (page: Page) => rows(page).locator("a").allTextContents();

/** Opens the settings view and waits until the profile can be edited. */
export async function openSettings(page: Page) {
  await page.goto("/dashboard?view=settings");
  await page.getByRole("region", { name: "Settings" }).waitFor();
  await page.getByRole("button", { name: "Edit" }).waitFor();
}
