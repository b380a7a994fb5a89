import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage as openBrowserPage, screenshot } from "../helpers/browser";
import { getTestInstance, type TestInstance } from "../helpers/test-instance";

/**
 * Chromium logs every non-2xx answer as a console error ("Failed to load
 * resource ... status of 4xx"). A test that provokes one on purpose (a wrong
 * password, a taken username) passes that status here; nothing else may show.
 */
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

const GREETING = /^Good (morning|afternoon|evening), /;

describe("sign-up, sign-in and the guard in Chromium", () => {
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

  /** A shorter wait than the test's own, so a failure names the step that hung. */
  async function openPage(...args: Parameters<typeof openBrowserPage>) {
    const opened = await openBrowserPage(...args);
    opened.page.setDefaultTimeout(10_000);
    return opened;
  }

  const newEmail = (name: string) => `${name}-${Date.now()}@example.com`;

  function lastCodeFor(email: string) {
    const mail = t.mails.findLast((candidate) => candidate.to === email);
    if (!mail?.code) throw new Error(`no code was mailed to ${email}`);
    return mail.code;
  }

  async function fillSignUpDetails(
    page: Page,
    details: { first: string; last: string; username: string; email: string },
  ) {
    await page.getByLabel("First name").fill(details.first);
    await page.getByLabel("Last name").fill(details.last);
    await page.getByLabel("Username").fill(details.username);
    await page.getByLabel("Email").fill(details.email);
  }

  async function expectDashboard(page: Page, firstName: string) {
    await page.waitForURL(/\/(dashboard|download)$/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect
      .poll(() => heading.textContent())
      .toMatch(new RegExp(`${GREETING.source}${firstName}$`));
    expect(await page.getByText("How can I help you today?").isVisible()).toBe(true);
  }

  async function goToPasswordStep(page: Page, email: string) {
    await page.goto("/signin");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.getByLabel("Password", { exact: true }).waitFor();
  }

  it("signs up in two steps, greets the first name, and signs out to /", async () => {
    const { page, errors } = await openPage(browser, t.baseUrl);
    await page.goto("/signup");
    const cont = page.getByRole("button", { name: "Continue", exact: true });
    await cont.waitFor();
    expect(await cont.isDisabled()).toBe(true);
    // Google is not configured on the test server, so its button is absent.
    expect(await page.getByRole("button", { name: "Continue with Google" }).count()).toBe(0);
    for (const [href, name] of [
      ["/signin", "Sign in"],
      ["/terms", "Terms of Service"],
      ["/privacy", "Privacy Policy"],
    ]) {
      expect(await page.getByRole("link", { name }).getAttribute("href")).toBe(href);
    }

    const email = newEmail("ada");
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("Username").fill(`ada_${Date.now()}`);
    expect(await cont.isDisabled()).toBe(true);
    await page.getByLabel("Email").fill(email);
    expect(await cont.isDisabled()).toBe(false);
    await screenshot(page, "signup-step1");
    await cont.click();

    await page.getByText(email).waitFor();
    const password = page.getByLabel("Password", { exact: true });
    expect(await password.getAttribute("placeholder")).toBe("Create a password");
    expect(await password.getAttribute("type")).toBe("password");
    await page.getByRole("button", { name: "Show password" }).click();
    expect(await password.getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "Hide password" }).click();
    expect(await password.getAttribute("type")).toBe("password");

    await password.fill("a-long-enough-password");
    await page.getByRole("button", { name: "Create account" }).click();
    await expectDashboard(page, "Ada");
    await screenshot(page, "dashboard");

    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.waitForURL(`${t.baseUrl}/`);
    expect(unexpectedErrors(errors())).toEqual([]);
  });

  it("signs in with a password, and /download shows the same screen", async () => {
    const user = await t.signUp({ first_name: "Grace", last_name: "Hopper" });
    const { page, errors } = await openPage(browser, t.baseUrl);
    await page.goto("/signin");
    const email = page.getByLabel("Email");
    await email.waitFor();
    expect(await email.getAttribute("type")).toBe("email");
    expect(await page.getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe("/signup");
    await screenshot(page, "signin-step1");

    await goToPasswordStep(page, user.email);
    await page.getByText(user.email).waitFor();
    await screenshot(page, "signin-step2");
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expectDashboard(page, "Grace");

    await page.goto("/download");
    await expectDashboard(page, "Grace");
    expect(unexpectedErrors(errors())).toEqual([]);
  });

  it("shows the provider's error for a wrong password, and Go back clears it", async () => {
    const user = await t.signUp();
    const { page, errors } = await openPage(browser, t.baseUrl);
    await goToPasswordStep(page, user.email);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toBe("Invalid email or password");

    await page.getByRole("button", { name: "Go back" }).click();
    await page.getByRole("button", { name: "Continue", exact: true }).waitFor();
    expect(await page.getByRole("alert").count()).toBe(0);
    // The wrong password is answered 401 on purpose.
    expect(unexpectedErrors(errors(), [401])).toEqual([]);
  });

  it("signs in with a 6-digit code sent by email", async () => {
    const user = await t.signUp({ first_name: "Katherine" });
    const { page, errors } = await openPage(browser, t.baseUrl);
    await goToPasswordStep(page, user.email);
    await page.getByRole("button", { name: "Email sign-in code" }).click();
    const codeField = page.getByLabel("Sign-in code");
    await codeField.waitFor();
    const code = lastCodeFor(user.email);
    expect(code).toMatch(/^\d{6}$/);
    await codeField.fill(code);
    await page.getByRole("button", { name: "Sign in with code" }).click();
    await expectDashboard(page, "Katherine");
    expect(unexpectedErrors(errors())).toEqual([]);
  });

  it("signs up with an emailed code and saves the names", async () => {
    const { page, errors } = await openPage(browser, t.baseUrl);
    const email = newEmail("mary");
    await page.goto("/signup");
    await fillSignUpDetails(page, {
      first: "Mary",
      last: "Jackson",
      username: `mary_${Date.now()}`,
      email,
    });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.getByRole("button", { name: "Continue with email code" }).click();
    // The code field appears once the server has answered, so the mail is captured by then.
    const codeField = page.getByLabel("Sign-in code");
    await codeField.waitFor();
    await codeField.fill(lastCodeFor(email));
    await page.getByRole("button", { name: "Sign in with code" }).click();
    await expectDashboard(page, "Mary");
    const row = await t.db
      .selectFrom("profiles")
      .innerJoin("user", "user.id", "profiles.user_id")
      .select(["profiles.first_name", "profiles.last_name"])
      .where("user.email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: "Mary", last_name: "Jackson" });
    expect(unexpectedErrors(errors())).toEqual([]);
  });

  it("shows the server's message when the username is taken", async () => {
    await t.signUp({ username: "taken_name" });
    const { page, errors } = await openPage(browser, t.baseUrl);
    await page.goto("/signup");
    await fillSignUpDetails(page, {
      first: "Dup",
      last: "Licate",
      username: "taken_name",
      email: newEmail("dup"),
    });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.getByLabel("Password", { exact: true }).fill("a-long-enough-password");
    await page.getByRole("button", { name: "Create account" }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toBe("That username is already taken");
    // The sign-up is refused with 400 on purpose.
    expect(unexpectedErrors(errors(), [400])).toEqual([]);
  });

  it("sends a signed-out visitor from /dashboard and /download to /signin", async () => {
    const { page, errors } = await openPage(browser, t.baseUrl);
    for (const path of ["/dashboard", "/download"]) {
      await page.goto(path);
      await page.waitForURL(`${t.baseUrl}/signin`);
      await page.getByLabel("Email").waitFor();
    }
    expect(unexpectedErrors(errors())).toEqual([]);
  });
});
