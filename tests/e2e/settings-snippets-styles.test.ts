/**
 * Settings manages snippets and styles in Chromium: what is added is saved
 * to the account exactly (a snippet's line breaks and spaces included), what
 * is wrong is refused in words, and a reload shows what was kept.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../src/shared";
import { screenshot } from "../helpers/browser";
import { browserSuite, signedInPage, unexpectedErrors } from "../helpers/e2e";

const ADDRESS = "Acme GmbH\nUlica Długa 5/7\n00-950  Warszawa";

describe("snippets and styles in Settings, in Chromium", { timeout: 60_000 }, () => {
  const suite = browserSuite();

  async function openSettings(page: Page) {
    await page.goto("/dashboard?view=settings");
    await page.getByRole("region", { name: "Settings" }).waitFor();
  }

  it("adds snippets byte for byte, refuses a repeated trigger, removes one", async () => {
    const user = await suite.t.signUp({ first_name: "Ada" });
    const { page, errors } = await signedInPage(suite, { user });
    await openSettings(page);
    const card = page.getByRole("region", { name: "Snippets" });
    await card.getByText("You have no snippets yet.").waitFor();

    for (const [trigger, text] of [
      ["office address", ADDRESS],
      ["my calendar link", "https://cal.example.com/ada/30min"],
    ] as const) {
      await card.getByLabel("Trigger").fill(trigger);
      await card.getByLabel("Text").fill(text);
      await card.getByRole("button", { name: "Add snippet" }).click();
      await card.getByRole("status").getByText(`Added ${trigger}`).waitFor();
    }
    expect(await suite.t.trpc(user.token).snippets.get.query()).toEqual({
      snippets: [
        { trigger: "office address", text: ADDRESS },
        { trigger: "my calendar link", text: "https://cal.example.com/ada/30min" },
      ],
    });
    await screenshot(page, "settings-snippets");

    await card.getByLabel("Trigger").fill("Office  Address");
    await card.getByLabel("Text").fill("elsewhere");
    await card.getByRole("button", { name: "Add snippet" }).click();
    expect(await card.getByRole("alert").textContent()).toContain(
      MESSAGES.snippetTriggerRepeated("Office Address"),
    );

    await card.getByRole("button", { name: "Remove snippet office address" }).click();
    await card.getByRole("status").getByText("Removed office address").waitFor();
    await openSettings(page);
    const items = page
      .getByRole("region", { name: "Snippets" })
      .getByRole("list", { name: "Snippets" })
      .getByRole("listitem");
    await expect.poll(() => items.count()).toBe(1);
    expect(await items.first().textContent()).toContain("my calendar link");
    expect(unexpectedErrors(errors())).toEqual([]);
  });

  it("gives a site and a person their tone, refuses a site that is not a host", async () => {
    const user = await suite.t.signUp({ first_name: "Ben" });
    const { page, errors } = await signedInPage(suite, { user });
    await openSettings(page);
    const card = page.getByRole("region", { name: "Styles" });

    await card.getByLabel("Site", { exact: true }).fill("Mail.Example.com");
    await card.getByLabel("Tone for the site").selectOption("formal");
    await card.getByRole("button", { name: "Add" }).first().click();
    await card.getByRole("status").getByText("Mail.Example.com will get a formal tone").waitFor();

    await card.getByLabel("Person", { exact: true }).fill("Marcus Lee");
    await card.getByLabel("Tone for the person").selectOption("friendly");
    await card.getByRole("button", { name: "Add" }).last().click();
    await card.getByRole("status").getByText("Marcus Lee will get a friendly tone").waitFor();
    expect(await suite.t.trpc(user.token).styles.get.query()).toEqual({
      sites: [{ site: "mail.example.com", tone: "formal" }],
      recipients: [{ recipient: "Marcus Lee", tone: "friendly" }],
    });

    await card.getByLabel("Site", { exact: true }).fill("https://mail.example.com/inbox");
    await card.getByRole("button", { name: "Add" }).first().click();
    expect(await card.getByRole("alert").textContent()).toContain(MESSAGES.styleSiteInvalid);
    expect((await suite.t.trpc(user.token).styles.get.query()).sites).toHaveLength(1);

    await card.getByRole("button", { name: "Remove style for Marcus Lee" }).click();
    await card.getByRole("status").getByText("Removed Marcus Lee").waitFor();
    expect((await suite.t.trpc(user.token).styles.get.query()).recipients).toEqual([]);
    expect(unexpectedErrors(errors())).toEqual([]);
  });
});
