import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot } from "../helpers/browser";
import { browserSuite, signedInPage, unexpectedErrors } from "../helpers/e2e";

const DELETE_CONFIRM =
  "Are you sure you want to delete your account? This action cannot be undone.";
const DELETE_SUCCESS = "Account deleted successfully. You will be redirected to the home page.";
const LOG_OUT_ALL_CONFIRM =
  "Log out of all devices? Every browser and extension signed in to this account, this one included, will need to sign in again.";

describe("settings panel and voice settings dialog in Chromium", { timeout: 60_000 }, () => {
  const suite = browserSuite({ chromiumArgs: ["--autoplay-policy=no-user-gesture-required"] });

  async function openSettings(page: Page) {
    await page.goto("/dashboard?view=settings");
    await page.getByRole("region", { name: "Settings" }).waitFor();
    await page.getByRole("button", { name: "Edit" }).waitFor();
  }

  const field = (page: Page, name: string) => page.getByTestId(`profile-${name}`);

  it("shows the profile, edits it, validates and cancels", async () => {
    const user = await suite.t.signUp({ first_name: "Ada", last_name: "Lovelace" });
    const { page, errors } = await signedInPage(suite, { user });
    await openSettings(page);

    await expect.poll(() => field(page, "first-name").textContent()).toBe("Ada");
    expect(await field(page, "last-name").textContent()).toBe("Lovelace");
    expect(await field(page, "full-name").textContent()).toBe("Ada Lovelace");
    expect(await field(page, "email").textContent()).toBe(user.email);
    for (const [name, href] of [
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "/terms"],
    ]) {
      const link = page.getByRole("link", { name });
      expect(await link.getAttribute("href")).toBe(href);
      expect(await link.getAttribute("target")).toBe("_blank");
    }
    expect(await page.getByRole("button", { name: "Back" }).isVisible()).toBe(true);
    await screenshot(page, "settings");

    // Editing starts prefilled; a new pair of names is saved and shown.
    await page.getByRole("button", { name: "Edit" }).click();
    const first = page.getByLabel("First name");
    const last = page.getByLabel("Last name");
    expect(await first.inputValue()).toBe("Ada");
    expect(await last.inputValue()).toBe("Lovelace");
    await first.fill("  Augusta ");
    await last.fill("King");
    await screenshot(page, "settings-editing");
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => field(page, "first-name").textContent()).toBe("Augusta");
    expect(await field(page, "full-name").textContent()).toBe("Augusta King");
    const saved = await suite.t.trpc(user.token).profile.get.query();
    expect(saved).toMatchObject({
      first_name: "Augusta",
      last_name: "King",
      full_name: "Augusta King",
    });

    // Both names blank: the shared schema's message, nothing sent.
    await page.getByRole("button", { name: "Edit" }).click();
    await first.fill(" ");
    await last.fill("");
    await page.getByRole("button", { name: "Save" }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toContain("Please enter at least a first name or last name");

    // Cancel drops the edits and the error; Edit again starts from the saved values.
    await page.getByRole("button", { name: "Cancel" }).click();
    expect(await field(page, "first-name").textContent()).toBe("Augusta");
    expect(await page.getByRole("alert").count()).toBe(0);
    await page.getByRole("button", { name: "Edit" }).click();
    expect(await first.inputValue()).toBe("Augusta");
    expect(await last.inputValue()).toBe("King");
    await page.getByRole("button", { name: "Cancel" }).click();
    expect((await suite.t.trpc(user.token).profile.get.query()).first_name).toBe("Augusta");

    // Back leaves the settings view.
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("region", { name: "Settings" }).waitFor({ state: "detached" });
    expect(new URL(page.url()).searchParams.get("view")).toBeNull();
    expect(unexpectedErrors(errors())).toEqual([]);
  });

  it("shows the server's failure when the profile save fails", async () => {
    const user = await suite.t.signUp({ first_name: "Grace" });
    const { page, errors } = await signedInPage(suite, { user });
    await openSettings(page);
    await page.route("**/trpc/profile.update**", (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "boom" }),
    );
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByLabel("First name").fill("Nope");
    await page.getByRole("button", { name: "Save" }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/^Error.+/);
    expect(await page.getByLabel("First name").inputValue()).toBe("Nope");
    expect((await suite.t.trpc(user.token).profile.get.query()).first_name).toBe("Grace");
    expect(unexpectedErrors(errors(), ["status of 500", "profile update failed"])).toEqual([]);
  });

  it("edits the personal dictionary: adds, refuses a blank term, removes", async () => {
    const user = await suite.t.signUp({ first_name: "Ada" });
    const { page, errors } = await signedInPage(suite, { user });
    await openSettings(page);
    const dictionary = page.getByRole("region", { name: "Personal dictionary" });
    await dictionary.getByText("Your dictionary is empty.").waitFor();

    for (const term of ["Tomasz", " SharePoint "]) {
      await dictionary.getByLabel("New term").fill(term);
      await dictionary.getByRole("button", { name: "Add" }).click();
      await dictionary.getByRole("status").getByText(`Added ${term.trim()}`).waitFor();
    }
    const terms = dictionary.getByRole("list", { name: "Dictionary terms" }).getByRole("listitem");
    expect(await terms.allTextContents()).toEqual(["Tomasz×", "SharePoint×"]);
    await screenshot(page, "settings-dictionary");

    await dictionary.getByLabel("New term").fill("   ");
    await dictionary.getByRole("button", { name: "Add" }).click();
    expect(await dictionary.getByRole("alert").textContent()).toContain(
      "A dictionary term cannot be empty",
    );

    await dictionary.getByRole("button", { name: "Remove Tomasz" }).click();
    await dictionary.getByRole("status").getByText("Removed Tomasz").waitFor();
    expect(await suite.t.trpc(user.token).dictionary.get.query()).toEqual({
      terms: ["SharePoint"],
    });
    // A reload shows what was saved.
    await openSettings(page);
    await expect.poll(() => terms.allTextContents()).toEqual(["SharePoint×"]);
    expect(unexpectedErrors(errors())).toEqual([]);
  });

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

  it("chooses the voice from the settings, with preview, in the control bar's dialog", async () => {
    const user = await suite.t.signUp({ first_name: "Rosalind" });
    const { page, errors } = await signedInPage(suite, { user });
    await openSettings(page);
    const current = page.getByTestId("settings-voice-name");
    await expect.poll(() => current.textContent()).toBe("Birch");

    await page.getByRole("button", { name: "Choose voice" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("radio").first().waitFor();
    await dialog.locator("label", { hasText: "Aspen" }).click();
    await dialog.getByRole("button", { name: "Preview" }).click();
    await expect
      .poll(() => page.getByTestId("voice-preview-state").getAttribute("data-state"), {
        timeout: 30_000,
      })
      .toBe("ended");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("Settings saved").waitFor();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => current.textContent()).toBe("Aspen");
    const saved = await suite.t.trpc(user.token).voicePreference.get.query();
    const voices = await suite.t.trpc(user.token).voicePreference.availableVoices.query();
    expect(voices.voices.find((voice) => voice.id === saved.voice_preference)?.name).toBe("Aspen");
    await screenshot(page, "settings-voice");
    expect(unexpectedErrors(errors())).toEqual([]);
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

  describe("voice settings dialog", () => {
    async function openDialog(page: Page) {
      await page.goto("/dashboard");
      await page.getByRole("button", { name: "Voice settings" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
      await dialog.getByRole("radio").first().waitFor();
      return dialog;
    }

    it("lists the voices, previews one audibly and saves it", async () => {
      const user = await suite.t.signUp({ first_name: "Ada" });
      const { page, errors } = await signedInPage(suite, { user });
      const dialog = await openDialog(page);

      const radios = dialog.getByRole("radio");
      expect(await radios.count()).toBeGreaterThan(1);
      expect(await radios.first().getAttribute("value")).toBe("local-slt");
      expect(await dialog.locator("label").first().textContent()).toMatch(/^Birch/);
      expect(await radios.first().isChecked()).toBe(true);
      expect(await dialog.getByText("female").first().isVisible()).toBe(true);

      const cedar = dialog.getByRole("radio", { name: /^Cedar/ });
      await dialog.locator("label", { hasText: "Cedar" }).click();
      expect(await cedar.isChecked()).toBe(true);
      expect(await radios.first().isChecked()).toBe(false);
      await screenshot(page, "voice-settings-dialog");

      await dialog.getByRole("button", { name: "Preview" }).click();
      // The sample was decoded and played through Web Audio, which then ran.
      await expect
        .poll(() => page.getByTestId("voice-preview-state").getAttribute("data-state"), {
          timeout: 30_000,
        })
        .toMatch(/^(playing|ended)$/);
      await expect
        .poll(() => page.getByTestId("voice-preview-state").getAttribute("data-state"), {
          timeout: 30_000,
        })
        .toBe("ended");
      expect(await page.getByText("Preview failed").count()).toBe(0);

      await dialog.getByRole("button", { name: "Save" }).click();
      await page.getByText("Settings saved").waitFor();
      await page.getByText("Your voice preference has been updated.").waitFor();
      await dialog.waitFor({ state: "detached" });
      expect(await suite.t.trpc(user.token).voicePreference.get.query()).toMatchObject({
        voice_preference: "local-rms",
      });
      const cache = await page.evaluate(() => localStorage.getItem("verba.voicePreference"));
      expect(JSON.parse(cache ?? "{}")).toMatchObject({
        voice: { id: "local-rms", name: "Cedar" },
      });

      // Opening again selects the saved voice.
      const again = await openDialog(page);
      expect(await again.getByRole("radio", { name: /^Cedar/ }).isChecked()).toBe(true);
      expect(unexpectedErrors(errors())).toEqual([]);
    }, 60_000);

    it("shows the failure toasts for a failing save, preview and voice list", async () => {
      const user = await suite.t.signUp({ first_name: "Grace" });
      const { page, errors } = await signedInPage(suite, { user });
      const dialog = await openDialog(page);

      await page.route("**/trpc/voicePreference.set**", (route) =>
        route.fulfill({ status: 500, contentType: "text/plain", body: "boom" }),
      );
      await dialog.locator("label", { hasText: "Oak" }).click();
      await dialog.getByRole("button", { name: "Save" }).click();
      await page.getByText("Failed to save settings. Please try again.").waitFor();
      expect(await dialog.isVisible()).toBe(true);
      expect((await suite.t.trpc(user.token).voicePreference.get.query()).voice_preference).toBe(
        "local-slt",
      );

      await page.route("**/trpc/voice.preview**", (route) =>
        route.fulfill({ status: 500, contentType: "text/plain", body: "boom" }),
      );
      await dialog.getByRole("button", { name: "Preview" }).click();
      await page.getByText("Preview failed").waitFor();
      await page.getByText("Failed to generate voice preview. Please try again.").waitFor();
      await screenshot(page, "voice-settings-errors");

      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await page.route("**/trpc/voicePreference.availableVoices**", (route) =>
        route.fulfill({ status: 500, contentType: "text/plain", body: "boom" }),
      );
      await page.getByRole("button", { name: "Voice settings" }).click();
      await page.getByText("Failed to load available voices. Please try again.").waitFor();
      expect(
        unexpectedErrors(errors(), [
          "status of 500",
          "voice preference save failed",
          "voice preview failed",
          "available voices load failed",
        ]),
      ).toEqual([]);
    }, 60_000);

    it("says so when the sample cannot be decoded", async () => {
      const { page, errors } = await signedInPage(suite);
      const dialog = await openDialog(page);
      // A well-formed answer whose audio is not audio at all.
      await page.route("**/trpc/voice.preview**", (route) =>
        route.fulfill({
          status: 200,
          contentType: "application/json",
          body: JSON.stringify([
            {
              result: {
                data: {
                  audio_content: Buffer.from("certainly not an mp3").toString("base64"),
                  audio_format: "mp3",
                  voice_id: "local-slt",
                },
              },
            },
          ]),
        }),
      );
      await dialog.getByRole("button", { name: "Preview" }).click();
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Preview failed" });
      await toast.waitFor();
      expect(await toast.textContent()).toContain("Could not play voice preview.");
      expect(await page.getByTestId("voice-preview-state").getAttribute("data-state")).toBe("idle");
      expect(await dialog.getByRole("button", { name: "Preview" }).isEnabled()).toBe(true);
      expect(unexpectedErrors(errors(), ["voice preview playback failed"])).toEqual([]);
    });

    it("says so when the browser has no Web Audio, without asking the server", async () => {
      const { page, errors } = await signedInPage(suite);
      await page.addInitScript(() => {
        const scope = window as unknown as Record<string, unknown>;
        delete scope.AudioContext;
        delete scope.webkitAudioContext;
      });
      const dialog = await openDialog(page);
      let previews = 0;
      page.on("request", (request) => {
        if (request.url().includes("voice.preview")) previews += 1;
      });
      await dialog.getByRole("button", { name: "Preview" }).click();
      await page.getByText("Audio playback not supported in this browser").waitFor();
      expect(previews).toBe(0);
      expect(unexpectedErrors(errors())).toEqual([]);
    });
  });
});
