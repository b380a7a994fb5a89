import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot } from "../helpers/browser";
import { openSettings } from "../helpers/dashboard-page";
import { browserSuite, signedInPage, unexpectedErrors } from "../helpers/e2e";

describe("the voice settings dialog in Chromium", { timeout: 60_000 }, () => {
  const suite = browserSuite({ chromiumArgs: ["--autoplay-policy=no-user-gesture-required"] });

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
