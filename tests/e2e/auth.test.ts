import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../src/shared/messages";
import { screenshot } from "../helpers/browser";
import { browserSuite, newPage, unexpectedErrors } from "../helpers/e2e";
import { startSmtpServer } from "../helpers/smtp-server";
import { getTestInstance, type TestInstance } from "../helpers/test-instance";
import { secretFromTotpUri, totp } from "../helpers/totp";

const GREETING = /^Good (morning|afternoon|evening), /;

describe("sign-up, sign-in and the guard in Chromium", () => {
  const suite = browserSuite();

  const newEmail = (name: string) => `${name}-${Date.now()}@example.com`;

  function lastCodeFor(email: string) {
    const mail = suite.t.mails.findLast((candidate) => candidate.to === email);
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
    const { page, errors } = await newPage(suite);
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
    await page.waitForURL(`${suite.t.baseUrl}/`);
    expect(unexpectedErrors(errors())).toEqual([]);
  });

  it("signs in with a password, and /download shows the same screen", async () => {
    const user = await suite.t.signUp({ first_name: "Grace", last_name: "Hopper" });
    const { page, errors } = await newPage(suite);
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
    const user = await suite.t.signUp();
    const { page, errors } = await newPage(suite);
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
    expect(unexpectedErrors(errors(), ["status of 401"])).toEqual([]);
  });

  it("says why a Google sign-in came back refused (?error=), in words", async () => {
    const { page, errors } = await newPage(suite);
    await page.goto("/signin?error=TWO_FACTOR_REQUIRED");
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toBe(MESSAGES.twoFactorUsePassword);

    await page.goto("/signin?error=%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    await page.getByText(MESSAGES.googleSignInFailed("unknown_error")).waitFor();
    expect(unexpectedErrors(errors())).toEqual([]);
  });

  it("signs in with a 6-digit code sent by email", async () => {
    const user = await suite.t.signUp({ first_name: "Katherine" });
    const { page, errors } = await newPage(suite);
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

  async function signUpWithCode(page: Page, details: Parameters<typeof fillSignUpDetails>[1]) {
    await page.goto("/signup");
    await fillSignUpDetails(page, details);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.getByRole("button", { name: "Continue with email code" }).click();
    // The code field appears once the server has answered, so the mail is captured by then.
    const codeField = page.getByLabel("Sign-in code");
    await codeField.waitFor();
    await codeField.fill(lastCodeFor(details.email));
    await page.getByRole("button", { name: "Sign in with code" }).click();
  }

  const savedProfile = (email: string) =>
    suite.t.db
      .selectFrom("profiles")
      .innerJoin("user", "user.id", "profiles.user_id")
      .select(["profiles.first_name", "profiles.last_name", "profiles.username"])
      .where("user.email", "=", email)
      .executeTakeFirstOrThrow();

  it("signs up with an emailed code and saves the names and the username", async () => {
    const { page, errors } = await newPage(suite);
    const email = newEmail("mary");
    const username = `mary_${Date.now()}`;
    await signUpWithCode(page, { first: "Mary", last: "Jackson", username, email });
    await expectDashboard(page, "Mary");
    expect(await savedProfile(email)).toEqual({
      first_name: "Mary",
      last_name: "Jackson",
      username,
    });
    expect(unexpectedErrors(errors())).toEqual([]);
  });

  it("refuses a taken username after a code sign-up, and saves another one on the next try", async () => {
    await suite.t.signUp({ username: "taken_by_code" });
    const { page, errors } = await newPage(suite);
    const email = newEmail("dorothy");
    const details = { first: "Dorothy", last: "Vaughan", username: "taken_by_code", email };
    await signUpWithCode(page, details);
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toBe(MESSAGES.usernameTaken);

    await page.getByRole("button", { name: "Go back" }).click();
    await page.getByLabel("Username").fill("dorothy_v");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.getByRole("button", { name: "Continue with email code" }).click();
    const codeField = page.getByLabel("Sign-in code");
    await codeField.waitFor();
    await codeField.fill(lastCodeFor(email));
    await page.getByRole("button", { name: "Sign in with code" }).click();
    await expectDashboard(page, "Dorothy");
    expect(await savedProfile(email)).toEqual({
      first_name: "Dorothy",
      last_name: "Vaughan",
      username: "dorothy_v",
    });
    expect(unexpectedErrors(errors(), ["status of 400"])).toEqual([]);
  });

  it("asks for the authenticator code when two-factor is on", async () => {
    const user = await suite.t.signUp({ first_name: "Annie" });
    const enabled = await suite.t.request(
      "POST",
      "/api/auth/two-factor/enable",
      { password: user.password },
      user.token,
    );
    const { secret, digits, period } = secretFromTotpUri(enabled.body.totpURI);
    // Two-factor is switched on once a first code proves the app holds the secret.
    const verified = await suite.t.request(
      "POST",
      "/api/auth/two-factor/verify-totp",
      { code: totp(secret, { digits, period }) },
      user.token,
    );
    expect(verified.status).toBe(200);

    const { page, errors } = await newPage(suite);
    await goToPasswordStep(page, user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    const code = page.getByLabel("Authenticator code");
    await code.waitFor();
    await screenshot(page, "signin-two-factor");
    // A code from ten minutes ago is refused with the provider's message.
    await code.fill(totp(secret, { digits, period, at: Date.now() - 10 * 60_000 }));
    await page.getByRole("button", { name: "Verify" }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toBe("Invalid code");
    expect(page.url()).toMatch(/\/signin$/);

    await code.fill(totp(secret, { digits, period }));
    await page.getByRole("button", { name: "Verify" }).click();
    await expectDashboard(page, "Annie");
    expect(unexpectedErrors(errors(), ["status of 401"])).toEqual([]);
  });

  it("shows the server's message when the username is taken", async () => {
    await suite.t.signUp({ username: "taken_name" });
    const { page, errors } = await newPage(suite);
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
    expect(unexpectedErrors(errors(), ["status of 400"])).toEqual([]);
  });

  it("sends a signed-out visitor from /dashboard and /download to /signin", async () => {
    const { page, errors } = await newPage(suite);
    for (const path of ["/dashboard", "/download"]) {
      await page.goto(path);
      await page.waitForURL(`${suite.t.baseUrl}/signin`);
      await page.getByLabel("Email").waitFor();
    }
    expect(unexpectedErrors(errors())).toEqual([]);
  });

  describe("with SMTP configured", () => {
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    let mailing: TestInstance;

    beforeAll(async () => {
      smtp = await startSmtpServer();
      mailing = await getTestInstance("sqlite", { SMTP_URL: smtp.url });
    });
    afterAll(async () => {
      await mailing?.close();
      await smtp?.close();
    });

    it("shows the email-confirmation notice instead of signing in", async () => {
      const { page, errors } = await newPage({ ...suite, t: mailing });
      const email = newEmail("confirm");
      await page.goto("/signup");
      await fillSignUpDetails(page, { first: "Con", last: "Firm", username: "con_firm", email });
      await page.getByRole("button", { name: "Continue", exact: true }).click();
      await page.getByLabel("Password", { exact: true }).fill("a-long-enough-password");
      await page.getByRole("button", { name: "Create account" }).click();
      const notice = page.getByRole("status");
      await notice.waitFor();
      expect(await notice.textContent()).toBe(MESSAGES.confirmEmail);
      expect(page.url()).toBe(`${mailing.baseUrl}/signup`);
      await screenshot(page, "signup-confirm-email");
      await expect.poll(() => smtp.received.map((mail) => mail.to)).toEqual([[email]]);
      // No session was handed out: the guarded pages still send the visitor to sign in.
      await page.goto("/dashboard");
      await page.waitForURL(`${mailing.baseUrl}/signin`);
      expect(unexpectedErrors(errors())).toEqual([]);
    });
  });
});
