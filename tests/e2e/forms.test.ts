import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PHONE, screenshot } from "../helpers/browser";
import { browserSuite, newPage, signedInPage, unexpectedErrors } from "../helpers/e2e";
import { getTestInstance } from "../helpers/test-instance";

/** A full-page picture taken from the top, so the fixed header sits where a person sees it. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await screenshot(page, name);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Holds the form's tRPC call back a little, so the submitting state can be seen. */
async function slowDown(page: Page, procedure: string, ms = 700) {
  await page.route(`**/trpc/${procedure}**`, async (route) => {
    await sleep(ms);
    await route.continue();
  });
}

/** The red message a field shows under itself: its text, colour class and position. */
async function fieldError(page: Page, field: string) {
  const error = page.locator(`#${field}-error`);
  await error.waitFor();
  const control = page.locator(`#${field}, [aria-labelledby="${field}-label"]`).first();
  const [errorBox, controlBox] = [await error.boundingBox(), await control.boundingBox()];
  return {
    text: await error.textContent(),
    red: (await error.getAttribute("class"))?.includes("text-red-600"),
    below: (errorBox?.y ?? 0) > (controlBox?.y ?? 0),
  };
}

const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });

describe("the feedback and contact forms in Chromium", () => {
  const suite = browserSuite();

  it("shows each field's schema message in red under it when feedback is sent empty", async () => {
    const { page, errors } = await newPage(suite);
    await page.goto("/feedback");
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    const expected = {
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      feedback_type: "Please select a feedback type",
      rating: "Rating must be between 1 and 5",
      message: "Please provide at least 10 characters of feedback",
    };
    for (const [field, text] of Object.entries(expected)) {
      expect(await fieldError(page, field)).toEqual({ text, red: true, below: true });
    }
    // Changing a field clears its own error and no other.
    await page.getByLabel("Full Name").fill("Ada");
    await page.locator("#name-error").waitFor({ state: "detached" });
    expect(await page.locator("#email-error").isVisible()).toBe(true);
    await page.getByText("Praise / Compliment").click();
    await page.locator("#feedback_type-error").waitFor({ state: "detached" });
    expect(await page.locator("#message-error").isVisible()).toBe(true);
    await shot(page, "feedback-errors-desktop");
    expect(errors()).toEqual([]);
  });

  it("labels the stars as they are clicked or pressed", async () => {
    const { page, errors } = await newPage(suite);
    await page.goto("/feedback");
    const stars = page.getByRole("group", { name: "How would you rate your experience?" });
    await stars.getByText("Select a rating").waitFor();
    for (const [star, label] of [
      [5, "Excellent!"],
      [4, "Great!"],
      [3, "Good"],
      [2, "Fair"],
      [1, "Needs Improvement"],
    ] as const) {
      await page.getByRole("button", { name: `Rate ${star} star${star === 1 ? "" : "s"}` }).click();
      await stars.getByText(label, { exact: true }).waitFor();
    }
    expect(
      await page.getByRole("button", { name: "Rate 1 star" }).getAttribute("aria-pressed"),
    ).toBe("true");
    // Keyboard: Tab to a star and press Enter.
    await page.getByRole("button", { name: "Rate 4 stars" }).focus();
    await page.keyboard.press("Enter");
    await stars.getByText("Great!", { exact: true }).waitFor();
    expect(errors()).toEqual([]);
  });

  it("submits valid feedback, stores it, thanks the person and offers a fresh form", async () => {
    const { page, errors } = await newPage(suite);
    await page.goto("/feedback");
    await page.getByLabel("Full Name").fill("Grace Hopper");
    await page.getByLabel("Email").fill("grace@example.com");
    await page.getByText("Feature Request").click();
    await page.getByRole("button", { name: "Rate 4 stars" }).click();
    await page.getByLabel("Message").fill("Please add a dark mode to the dashboard.");
    await page.getByLabel("How did you hear about us?").selectOption("Product Hunt");
    await page.getByLabel("Maybe").check();
    await shot(page, "feedback-form-desktop");

    await slowDown(page, "feedback.submit");
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    const busy = page.getByRole("button", { name: "Submitting..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);

    await page.getByRole("heading", { name: "Thank you for your feedback!" }).waitFor();
    await toast(page, "Thank you for your feedback!")
      .getByText("We appreciate your input and will review it carefully.")
      .waitFor();
    expect(await page.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    await shot(page, "feedback-success-desktop");

    const rows = await suite.t.db.selectFrom("feedback_submissions").selectAll().execute();
    const row = rows.find((candidate) => candidate.email === "grace@example.com");
    expect(row).toMatchObject({
      name: "Grace Hopper",
      feedback_type: "feature_request",
      rating: 4,
      message: "Please add a dark mode to the dashboard.",
      how_did_you_hear: "Product Hunt",
      recommend: "maybe",
      allow_contact: 0,
      user_id: null,
    });
    const metadata = JSON.parse(String(row?.metadata));
    expect(metadata.userAgent).toContain("Chrome");
    expect(metadata.pageUrl).toBe(`${suite.t.baseUrl}/feedback`);
    expect(new Date(metadata.timestamp).toISOString()).toBe(metadata.timestamp);

    await page.getByRole("button", { name: "Submit Another Feedback" }).click();
    await page.getByRole("button", { name: "Submit Feedback" }).waitFor();
    expect(await page.getByLabel("Full Name").inputValue()).toBe("");
    expect(await page.getByLabel("Email").inputValue()).toBe("");
    expect(await page.getByLabel("Message").inputValue()).toBe("");
    expect(await page.locator("input[name=feedback_type]:checked").count()).toBe(0);
    expect(await page.locator("input[name=recommend]:checked").count()).toBe(0);
    expect(await page.getByText("Select a rating").isVisible()).toBe(true);
    expect(errors()).toEqual([]);
  });

  it("shows the server's failure in a red alert and an error toast", async () => {
    const { page, errors } = await newPage(suite);
    await page.goto("/feedback");
    await page.route("**/trpc/feedback.submit**", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ detail: "Server down", message: "Server down" }),
      }),
    );
    await page.getByLabel("Full Name").fill("Grace Hopper");
    await page.getByLabel("Email").fill("grace@example.com");
    await page.getByText("Bug Report").click();
    await page.getByRole("button", { name: "Rate 2 stars" }).click();
    await page.getByLabel("Message").fill("The page broke while I was typing.");
    await page.getByRole("button", { name: "Submit Feedback" }).click();

    const alert = page.getByRole("alert").filter({ hasText: "Error" });
    await alert.waitFor();
    expect(await alert.textContent()).toBe("ErrorServer down");
    await toast(page, "Failed to submit feedback").getByText("Server down").waitFor();
    // The form stays as it was, ready to try again.
    expect(await page.getByLabel("Message").inputValue()).toBe(
      "The page broke while I was typing.",
    );
    expect(await page.getByRole("button", { name: "Submit Feedback" }).isEnabled()).toBe(true);
    await shot(page, "feedback-error-desktop");
    expect(unexpectedErrors(errors(), ["status of 500"])).toEqual([]);
  });

  it("validates the contact form on a phone, disables it while sending and shows the reference", async () => {
    const { page, errors } = await newPage(suite, PHONE);
    await page.goto("/contact");
    await page.getByRole("heading", { name: "Contact Us" }).waitFor();
    expect(await page.getByText("Minimum 10 characters, maximum 5000 characters").isVisible()).toBe(
      true,
    );
    expect(
      await page.getByRole("link", { name: "Privacy Policy" }).last().getAttribute("href"),
    ).toBe("/privacy");
    await page.getByLabel("Full Name").fill("Alan Turing");
    await page.getByLabel("Email").fill("alan@example.com");
    await page.getByLabel("Phone").fill("12-34");
    await page.getByLabel("Subject").fill("Hi");
    await page.getByLabel("Message").fill("Short");
    await page.getByRole("button", { name: "Send Message" }).click();
    expect(await fieldError(page, "phone")).toEqual({
      text: "Please provide a valid phone number",
      red: true,
      below: true,
    });
    expect((await fieldError(page, "subject")).text).toBe("Subject must be at least 3 characters");
    expect((await fieldError(page, "message")).text).toBe("Please provide at least 10 characters");
    expect(await page.locator("#name-error").count()).toBe(0);
    await shot(page, "contact-errors-phone");

    await page.getByLabel("Phone").fill("+1 (555) 010-2030");
    await page.getByLabel("Subject").fill("Partnership");
    await page.getByLabel("Message").fill("We would like to offer Verba to our team of twenty.");
    await shot(page, "contact-form-phone");

    await slowDown(page, "contact.submit");
    const sent = page.waitForRequest("**/trpc/contact.submit**");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByRole("button", { name: "Sending..." }).waitFor();
    for (const label of ["Full Name", "Email", "Phone", "Company", "Subject", "Message"]) {
      expect(await page.getByLabel(label).isDisabled(), label).toBe(true);
    }
    const body = JSON.parse((await sent).postData() ?? "{}");
    const input = body["0"]?.json ?? body["0"] ?? body;
    expect(input).not.toHaveProperty("company");
    expect(input.phone).toBe("+1 (555) 010-2030");
    expect(Object.keys(input.metadata).sort()).toEqual(["timestamp", "userAgent"]);

    await page.getByRole("heading", { name: "Message sent successfully!" }).waitFor();
    await toast(page, "Thank you for contacting us!")
      .getByText("We'll respond within 24-48 hours.")
      .first()
      .waitFor();
    const reference = await page.getByTestId("reference-number").textContent();
    const row = await suite.t.db
      .selectFrom("contact_submissions")
      .selectAll()
      .where("email", "=", "alan@example.com")
      .executeTakeFirstOrThrow();
    expect(reference).toBe(row.reference_number);
    expect(row).toMatchObject({ subject: "Partnership", company: null, user_id: null });
    await shot(page, "contact-success-phone");

    await page.getByRole("button", { name: "Submit Another Message" }).click();
    expect(await page.getByLabel("Subject").inputValue()).toBe("");
    expect(errors()).toEqual([]);
  });

  it("shows the server's own refusal at 375 px in the alert and the toast", async () => {
    // One contact message per window: the second is refused by the real server.
    const limited = await getTestInstance("sqlite", { RATE_LIMIT_FORMS_MAX: "1" });
    try {
      const { page, errors } = await newPage({ ...suite, t: limited }, PHONE);
      await page.goto("/contact");
      const send = async () => {
        await page.getByLabel("Full Name").fill("Alan Turing");
        await page.getByLabel("Email").fill("alan@example.com");
        await page.getByLabel("Subject").fill("Partnership");
        await page.getByLabel("Message").fill("We would like to offer Verba to our team.");
        await page.getByRole("button", { name: "Send Message" }).click();
      };
      await send();
      await page.getByRole("button", { name: "Submit Another Message" }).click();
      await send();
      const alert = page.getByRole("alert").filter({ hasText: "Error" });
      await alert.waitFor();
      expect(await alert.textContent()).toBe(
        "ErrorToo many requests. Please wait before trying again.",
      );
      await toast(page, "Failed to send message").waitFor();
      expect(await page.getByLabel("Subject").isEnabled()).toBe(true);
      await shot(page, "contact-error-phone");
      expect(unexpectedErrors(errors(), ["status of 429"])).toEqual([]);
    } finally {
      await limited.close();
    }
  });

  it("prefills name and email for a signed-in person and records who sent it", async () => {
    const { page, errors, user } = await signedInPage(suite);

    await page.goto("/contact");
    await expect.poll(() => page.getByLabel("Email").inputValue()).toBe(user.email);
    expect(await page.getByLabel("Full Name").inputValue()).toMatch(/^Test User\d+$/);

    await page.goto("/feedback");
    await expect.poll(() => page.getByLabel("Email").inputValue()).toBe(user.email);
    const name = await page.getByLabel("Full Name").inputValue();
    expect(name).toMatch(/^Test User\d+$/);
    await page.getByText("General Feedback").click();
    await page.getByRole("button", { name: "Rate 5 stars" }).click();
    await page.getByLabel("Message").fill("Signed in and happy with it.");
    await page.getByLabel("You may contact me about this feedback").check();
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    await page.getByRole("heading", { name: "Thank you for your feedback!" }).waitFor();
    const row = await suite.t.db
      .selectFrom("feedback_submissions")
      .selectAll()
      .where("email", "=", user.email)
      .executeTakeFirstOrThrow();
    // The same-origin cookie made the call an authenticated one.
    expect(row).toMatchObject({ user_id: user.id, allow_contact: 1, name });

    // Another feedback starts prefilled again.
    await page.getByRole("button", { name: "Submit Another Feedback" }).click();
    expect(await page.getByLabel("Email").inputValue()).toBe(user.email);
    expect(errors()).toEqual([]);
  });
});
