import { describe, expect, it } from "vitest";
import { PHONE, screenshot } from "../helpers/browser";
import { browserSuite, newPage } from "../helpers/e2e";

describe("the web app shell in Chromium", () => {
  const suite = browserSuite();

  it("serves the landing page at / with the primary button", async () => {
    const { page, errors } = await newPage(suite);
    await page.goto("/");
    const primary = page.getByRole("link", { name: "Verba AI for Free" });
    await primary.waitFor();
    expect(await primary.getAttribute("href")).toBe("/signup");
    await screenshot(page, "landing-desktop");
    expect(errors().map((error) => error.text)).toEqual([]);
  });

  it("shows the not-found page for unknown routes and logs a warning with the path", async () => {
    const { page, consoleMessages } = await newPage(suite, PHONE);
    await page.goto("/no/such/page");
    await page.getByText("Oops! Page not found").waitFor();
    expect(await page.getByRole("heading", { name: "404" }).isVisible()).toBe(true);
    const warning = consoleMessages.find((message) => message.type === "warning");
    expect(warning?.text).toContain("/no/such/page");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(`${suite.t.baseUrl}/`);
    await screenshot(page, "not-found-phone");
  });

  it("keeps API paths out of the web app's fallback", async () => {
    const response = await fetch(`${suite.t.baseUrl}/api/v1/nothing`, {
      headers: { accept: "text/html" },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/json/);
  });
});
