import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot } from "../helpers/browser";
import { openSettings } from "../helpers/dashboard-page";
import { browserSuite, signedInPage, unexpectedErrors } from "../helpers/e2e";

describe("the settings panel in Chromium", { timeout: 60_000 }, () => {
  const suite = browserSuite();

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
});
