import { describe, expect, it } from "vitest";
import { browserSuite, newPage, signedInPage, unexpectedErrors } from "../helpers/e2e";

/** The web app's data layer as a person meets it: the guard, the loaders' cache, its clearing. */
describe("the web data layer in Chromium", () => {
  const suite = browserSuite();

  it("holds a guarded page on 'Loading...' until the session is known, then opens it", async () => {
    const { page, errors, context } = await signedInPage(suite);
    let answered = false;
    await page.route("**/api/auth/get-session*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      answered = true;
      await route.continue();
    });
    await page.goto("/dashboard");
    await page.getByRole("status").getByText("Loading...").waitFor();
    expect(answered).toBe(false);
    await page.getByRole("button", { name: "User menu" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    expect(await page.getByText("Loading...").count()).toBe(0);
    expect(unexpectedErrors(errors())).toEqual([]);
    await context.close();
  });

  it("asks for nothing guarded before the guard has let the visitor in", async () => {
    const { page, errors, context } = await newPage(suite);
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/trpc/")) asked.push(new URL(request.url()).pathname);
    });
    await page.goto("/dashboard?session=some-session");
    await page.waitForURL(`${suite.t.baseUrl}/signin`);
    await page.getByLabel("Email").waitFor();
    expect(asked).toEqual([]);
    expect(unexpectedErrors(errors())).toEqual([]);
    await context.close();
  });

  it("shows the next person on the same tab nothing of the last one's", async () => {
    const first = await suite.t.signUp({ first_name: "Ann" });
    await suite.t.trpc(first.token).sessions.create.mutate({ title: "Ann's plans" });
    const second = await suite.t.signUp({ first_name: "Bea" });
    await suite.t.trpc(second.token).sessions.create.mutate({ title: "Bea's notes" });

    const { page, errors, context } = await signedInPage(suite, { user: first });
    await page.goto("/dashboard");
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    await sidebar.getByText("Ann's plans").waitFor();
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.waitForURL(`${suite.t.baseUrl}/`);

    // From here on the page is never reloaded: whatever it shows comes from its own cache.
    // The next lists come a second late, as over a slow network, so a cached one would show.
    await page.route(/\/trpc\/[^?]*sessions\.list/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.evaluate(() => {
      const seen = { ann: false };
      Object.assign(window, { seen });
      new MutationObserver(() => {
        if (document.body.textContent?.includes("Ann's plans")) seen.ann = true;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole("link", { name: "Sign In" }).first().click();
    await page.getByLabel("Email").fill(second.email);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.getByLabel("Password", { exact: true }).fill(second.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await sidebar.getByText("Bea's notes").waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { seen: { ann: boolean } }).seen),
    ).toEqual({ ann: false });
    expect(unexpectedErrors(errors())).toEqual([]);
    await context.close();
  });
});
