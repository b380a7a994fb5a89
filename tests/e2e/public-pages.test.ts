import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { EXTENSION_STORE_URL } from "../../src/web/lib/links";
import { DESKTOP, PHONE, screenshot } from "../helpers/browser";
import { browserSuite, newPage } from "../helpers/e2e";

const LANDING_TEXTS = [
  "Write with Confidence",
  "Save Time",
  "Contextual Responses",
  "How It Works",
  "Install the Extension",
  "Enable the extension and press the mic button",
  "Get Professional Text",
  "Focus on your message",
  "Think Out Loud",
  "3x faster",
  "No signup needed to start the extension.",
];

async function expectVisibleTexts(page: Page, texts: string[]) {
  for (const text of texts) {
    const element = page.getByText(text, { exact: false }).first();
    await element.scrollIntoViewIfNeeded();
    expect(await element.isVisible(), text).toBe(true);
  }
}

/** Every gallery image is a local SVG that actually loaded, with alt text. */
async function expectGalleryLoaded(page: Page) {
  const images = page.locator("#features img");
  expect(await images.count()).toBe(2);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    expect(await image.getAttribute("src")).toMatch(/^\/screens\/.+\.svg$/);
    expect((await image.getAttribute("alt"))?.length).toBeGreaterThan(10);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  }
}

describe("the public pages in Chromium", () => {
  const suite = browserSuite();

  it("shows every landing section, the header and the footer at 1440 px", async () => {
    const { page, errors } = await newPage(suite, DESKTOP);
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    await expectVisibleTexts(page, LANDING_TEXTS);
    await expectGalleryLoaded(page);

    const header = page.locator("header");
    const store = header.getByRole("link", { name: "Get the Chrome Extension" });
    expect(await store.getAttribute("href")).toBe(EXTENSION_STORE_URL);
    expect(await store.getAttribute("target")).toBe("_blank");
    expect(await store.getAttribute("rel")).toContain("noopener");
    expect(await header.getByRole("link", { name: "Feedback" }).getAttribute("href")).toBe(
      "/feedback",
    );
    expect(await header.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe(
      "/signin",
    );
    expect(await header.getByRole("link", { name: "Verba AI for Free" }).getAttribute("href")).toBe(
      "/signup",
    );
    expect(await header.getByRole("button", { name: "Menu", exact: true }).isVisible()).toBe(false);

    const footer = page.locator("footer");
    for (const [name, href] of [
      ["Contact Us", "/contact"],
      ["Terms of Service", "/terms"],
      ["Privacy Policy", "/privacy"],
    ]) {
      expect(await footer.getByRole("link", { name }).getAttribute("href")).toBe(href);
    }
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()}`);

    // Back at the top, so the full-page picture shows the sticky header in its place.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await screenshot(page, "public-landing-desktop");
    expect(errors().map((error) => error.text)).toEqual([]);
  });

  it("fits the landing page on a 375 px phone and opens and closes the mobile menu", async () => {
    const { page, errors } = await newPage(suite, PHONE);
    await page.goto("/");
    await expectVisibleTexts(page, LANDING_TEXTS);
    await expectGalleryLoaded(page);
    // Nothing spills sideways on a narrow screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));

    const header = page.locator("header");
    expect(await header.getByRole("link", { name: "Sign In" }).isVisible()).toBe(true);
    expect(await header.getByRole("link", { name: "Feedback" }).isVisible()).toBe(false);
    const menuButton = header.getByRole("button", { name: "Menu", exact: true });
    expect(await menuButton.getAttribute("aria-expanded")).toBe("false");

    await menuButton.click();
    expect(await menuButton.getAttribute("aria-expanded")).toBe("true");
    const menu = page.locator("#mobile-menu");
    expect(await menu.getByRole("link", { name: "Verba AI for Free" }).getAttribute("href")).toBe(
      "/signup",
    );
    expect(await menu.getByRole("link", { name: "Get the Chrome Extension" }).isVisible()).toBe(
      true,
    );
    expect(await menu.getByRole("link", { name: "Feedback" }).isVisible()).toBe(true);
    await screenshot(page, "public-landing-phone-menu");

    await menu.getByRole("button", { name: "Close menu" }).click();
    await menu.waitFor({ state: "detached" });
    expect(await menuButton.getAttribute("aria-expanded")).toBe("false");

    await screenshot(page, "public-landing-phone");
    expect(errors().map((error) => error.text)).toEqual([]);
  });

  it("gives the header a blurred background once the page is scrolled", async () => {
    const { page } = await newPage(suite, DESKTOP);
    await page.goto("/");
    const header = page.locator("header");
    await header.waitFor();
    const blur = () => header.evaluate((element) => getComputedStyle(element).backdropFilter);
    expect(await header.getAttribute("data-scrolled")).toBe("false");
    expect(await blur()).toBe("none");

    await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("true");
    expect(await blur()).toContain("blur");
  });

  it("scrolls to the features section, 80 px below the top, with ?scrollTo=features", async () => {
    const { page, errors } = await newPage(suite, DESKTOP);
    await page.goto("/?scrollTo=features");
    const features = page.locator("#features");
    await features.waitFor();
    await expect
      .poll(() => features.evaluate((element) => element.getBoundingClientRect().top), {
        timeout: 5000,
      })
      .toBeCloseTo(80, -1);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    expect(errors().map((error) => error.text)).toEqual([]);
  });

  it("hides the public header from a signed-in user", async () => {
    const user = await suite.t.signUp();
    const { page, context } = await newPage(suite, DESKTOP);
    const signIn = await page.request.post("/api/auth/sign-in/email", {
      data: { email: user.email, password: user.password },
      headers: { origin: suite.t.baseUrl },
    });
    expect(signIn.status()).toBe(200);
    expect((await context.cookies()).some((cookie) => cookie.name.includes("session_token"))).toBe(
      true,
    );
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.locator("footer").waitFor();
    // The header appears only after the session check answers, so give it the time to.
    await page.waitForLoadState("networkidle");
    expect(await page.locator("header").count()).toBe(0);
  });

  it("sends the logo button from another page home", async () => {
    const { page } = await newPage(suite, DESKTOP);
    await page.goto("/terms");
    await page.getByRole("button", { name: "Verba home" }).click();
    await page.waitForURL(`${suite.t.baseUrl}/`);
    await page.getByText("Write with Confidence").waitFor();
  });

  it("shows the Terms of Service with 14 numbered sections and the contact item", async () => {
    const { page, errors } = await newPage(suite, DESKTOP);
    await page.goto("/terms");
    await page.getByRole("heading", { level: 1, name: "Terms of Service" }).waitFor();
    expect(await page.getByText("Last updated November 2025").isVisible()).toBe(true);
    const headings = await page.locator("article h2").allTextContents();
    const numbered = headings.filter((heading) => /^\d+\. /.test(heading));
    expect(numbered.map((heading) => Number.parseInt(heading, 10))).toEqual(
      Array.from({ length: 14 }, (_, index) => index + 1),
    );
    expect(headings.at(-1)).toBe("Contact Us");
    const article = page.locator("article");
    for (const text of [
      "at least 13",
      "parent or guardian",
      "suspend or terminate",
      "within 30 days",
      "twelve months",
      "us-central1",
    ]) {
      expect(await article.textContent()).toContain(text);
    }
    for (const href of ["/", "/privacy", "/feedback"]) {
      expect(await article.locator(`a[href="${href}"]`).count()).toBeGreaterThan(0);
    }
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    await screenshot(page, "public-terms");
    expect(errors().map((error) => error.text)).toEqual([]);
  });

  it("shows the Privacy Policy with its sections, 7.5 Extension Permissions included", async () => {
    const { page, errors } = await newPage(suite, PHONE);
    await page.goto("/privacy");
    await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
    const headings = await page.locator("article h2").allTextContents();
    expect(headings).toEqual([
      "1. Information We Collect",
      "2. How We Use Information",
      "3. Information Sharing",
      "4. Data Security",
      "5. Data Retention",
      "6. Your Rights",
      "7. Cookies",
      "7.5 Extension Permissions",
      "8. Third-Party Links",
      "9. International Transfers",
      "10. Children's Privacy",
      "11. Changes to This Policy",
      "12. Contact Us",
    ]);
    const text = (await page.locator("article").textContent()) ?? "";
    for (const kind of [
      "Account data",
      "Profile data",
      "Communication data",
      "Log data",
      "Device data",
      "Usage data",
      "Session data",
      "Voice data",
      "Extension data",
    ]) {
      expect(text).toContain(kind);
    }
    for (const fact of [
      "activeTab",
      "storage",
      "host access",
      "about 2 years",
      "3 years",
      "within 30 days",
      "never stored",
    ]) {
      expect(text).toContain(fact);
    }
    expect(await page.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    expect(
      await page.getByRole("link", { name: "View Terms of Service" }).getAttribute("href"),
    ).toBe("/terms");
    expect(await page.locator('article a[href="/feedback"]').count()).toBeGreaterThan(0);
    await screenshot(page, "public-privacy");
    expect(errors().map((error) => error.text)).toEqual([]);
  });

  it("previews the chat on /try-free with a greeting and a sidebar that closes and opens", async () => {
    const { page, errors } = await newPage(suite, DESKTOP);
    await page.goto("/try-free");
    const greeting = page.getByRole("heading", { level: 1 });
    await greeting.waitFor();
    const hour = await page.evaluate(() => new Date().getHours());
    const expected = hour < 12 ? "Good morning" : hour < 17 ? "Good afternoon" : "Good evening";
    expect(await greeting.textContent()).toBe(expected);
    expect(await page.getByText("How can I help you today?").isVisible()).toBe(true);

    const sidebar = page.getByRole("complementary", { name: "Conversation history" });
    expect(await sidebar.isVisible()).toBe(true);
    for (const group of ["7 Days", "30 Days"]) {
      expect(await sidebar.getByRole("heading", { name: group }).isVisible()).toBe(true);
    }
    expect(await sidebar.getByRole("link", { name: "Sign Up" }).getAttribute("href")).toBe(
      "/signup",
    );
    const actions = page.locator('main a[href="/signup"][aria-label]');
    expect(await actions.count()).toBe(4);

    const close = sidebar.getByRole("button", { name: "Close sidebar" });
    await close.hover();
    expect(await page.getByRole("tooltip", { name: "Close sidebar" }).isVisible()).toBe(true);
    await sidebar.getByRole("button", { name: "New conversation" }).hover();
    expect(await page.getByRole("tooltip", { name: "New conversation" }).isVisible()).toBe(true);
    await screenshot(page, "public-try-free");

    await close.click();
    await sidebar.waitFor({ state: "detached" });
    const open = page.getByRole("button", { name: "Open sidebar" });
    await open.hover();
    expect(await page.getByRole("tooltip", { name: "Open sidebar" }).isVisible()).toBe(true);
    await open.click();
    await sidebar.waitFor();

    await sidebar.getByRole("button", { name: "Verba home" }).click();
    await page.waitForURL(`${suite.t.baseUrl}/`);
    expect(errors().map((error) => error.text)).toEqual([]);
  });
});
