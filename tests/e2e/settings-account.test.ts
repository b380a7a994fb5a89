import { describe, expect, it } from "vitest";
import { openSettings } from "../helpers/dashboard-page";
import { browserSuite, signedInPage, unexpectedErrors } from "../helpers/e2e";

const DELETE_CONFIRM =
  "Are you sure you want to delete your account? This action cannot be undone.";
const DELETE_SUCCESS = "Account deleted successfully. You will be redirected to the home page.";
const LOG_OUT_ALL_CONFIRM =
  "Log out of all devices? Every browser and extension signed in to this account, this one included, will need to sign in again.";

describe("the settings panel's account actions in Chromium", { timeout: 60_000 }, () => {
  const suite = browserSuite();

  it("logs out all devices after a confirmation: this browser and a second one are signed out", async () => {
    const user = await suite.t.signUp({ first_name: "Katherine" });
    const { page, errors } = await signedInPage(suite, { user });
    const other = await signedInPage(suite, { user });
    await other.page.goto("/dashboard");
    await other.page.getByRole("button", { name: "User menu" }).waitFor();

    await openSettings(page);
    // Dismissing the confirmation keeps every device signed in.
    const dismissed: string[] = [];
    page.once("dialog", async (dialog) => {
      dismissed.push(dialog.message());
      await dialog.dismiss();
    });
    await page.getByRole("button", { name: "Log Out All Devices" }).click();
    await expect.poll(() => dismissed).toEqual([LOG_OUT_ALL_CONFIRM]);
    expect((await suite.t.trpc(user.token).profile.get.query()).first_name).toBe("Katherine");
    expect(page.url()).toContain("view=settings");

    const confirmed: string[] = [];
    page.once("dialog", async (dialog) => {
      confirmed.push(`${dialog.type()}: ${dialog.message()}`);
      await dialog.accept();
    });
    await page.getByRole("button", { name: "Log Out All Devices" }).click();
    await page.waitForURL(`${suite.t.baseUrl}/signin`);
    expect(confirmed).toEqual([`confirm: ${LOG_OUT_ALL_CONFIRM}`]);
    // The toast says it is done, on the sign-in page it leads to.
    await page.getByText("Logged out of all devices").waitFor();
    await page.getByText("Sign in again to continue.").waitFor();
    await page.goto("/dashboard");
    await page.waitForURL(`${suite.t.baseUrl}/signin`);

    await other.page.goto("/dashboard");
    await other.page.waitForURL(`${suite.t.baseUrl}/signin`);
    // The API token of the earlier sign-up is revoked as well.
    await expect(suite.t.trpc(user.token).profile.get.query()).rejects.toThrow();
    // Sign-out after the revoke is answered as already signed out.
    expect(unexpectedErrors(errors(), ["status of 401"])).toEqual([]);
    expect(unexpectedErrors(other.errors(), ["status of 401"])).toEqual([]);
  });

  it("deletes the account after the browser confirmation", async () => {
    const user = await suite.t.signUp({ first_name: "Mary" });
    const { page, errors } = await signedInPage(suite, { user });
    await openSettings(page);

    // Dismissing the confirmation keeps the account.
    const dismissed: string[] = [];
    page.once("dialog", async (dialog) => {
      dismissed.push(dialog.message());
      await dialog.dismiss();
    });
    await page.getByRole("button", { name: "Delete Account" }).click();
    await expect.poll(() => dismissed).toEqual([DELETE_CONFIRM]);
    expect((await suite.t.trpc(user.token).profile.get.query()).first_name).toBe("Mary");

    const dialogs: { type: string; message: string }[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push({ type: dialog.type(), message: dialog.message() });
      await dialog.accept();
    });
    await page.getByRole("button", { name: "Delete Account" }).click();
    await page.waitForURL(`${suite.t.baseUrl}/`);
    expect(dialogs).toEqual([
      { type: "confirm", message: DELETE_CONFIRM },
      { type: "alert", message: DELETE_SUCCESS },
    ]);
    const signInAgain = await suite.t.request("POST", "/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(signInAgain.status).not.toBe(200);
    expect(unexpectedErrors(errors(), ["status of 401"])).toEqual([]);
  });

  it("alerts the failure when the account cannot be deleted", async () => {
    const user = await suite.t.signUp({ first_name: "Dorothy" });
    const { page, errors } = await signedInPage(suite, { user });
    await openSettings(page);
    await page.route("**/trpc/profile.delete**", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify([
          {
            error: {
              message: "Database unavailable",
              code: -32603,
              data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 },
            },
          },
        ]),
      }),
    );
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.accept();
    });
    await page.getByRole("button", { name: "Delete Account" }).click();
    await expect.poll(() => dialogs.length).toBe(2);
    expect(dialogs[1]).toBe("Failed to delete account: Database unavailable. Please try again.");
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    expect((await suite.t.trpc(user.token).profile.get.query()).first_name).toBe("Dorothy");
    expect(unexpectedErrors(errors(), ["status of 500", "account delete failed"])).toEqual([]);
  });

  it("tells the person to sign in again when their sign-in is too old to delete the account", async () => {
    const user = await suite.t.signUp({ first_name: "Edith" });
    const { page, errors } = await signedInPage(suite, { user });
    await openSettings(page);
    // Every session of the person signed in six minutes ago: past AUTH_FRESH_SESSION_SECONDS.
    await suite.t.db
      .withTables<{ session: { userId: string; createdAt: string } }>()
      .updateTable("session")
      .set({ createdAt: new Date(Date.now() - 6 * 60_000).toISOString() })
      .where("userId", "=", user.id)
      .execute();
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.accept();
    });
    await page.getByRole("button", { name: "Delete Account" }).click();
    await expect.poll(() => dialogs.length).toBe(2);
    expect(dialogs[1]).toBe(
      "Failed to delete account: For your security, sign out and sign in again first: deleting an account needs a recent sign-in. Please try again.",
    );
    expect((await suite.t.trpc(user.token).profile.get.query()).first_name).toBe("Edith");
    expect(unexpectedErrors(errors(), ["status of 403", "account delete failed"])).toEqual([]);
  });
});
