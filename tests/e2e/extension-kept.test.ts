/**
 * Nothing lost and a dictionary that learns, with the any-field script in
 * Chromium: results kept (the last 20, in the extension only, listed in the
 * popup with Copy, gone on sign-out), an insertion whose editor closed says
 * so and offers Copy, a dictation cut off by the network is sent once more
 * with the same recording, and a corrected word inside inserted text is
 * offered for the dictionary, added only on the person's click; the button
 * shows the site's saved tone, changes it for one dictation, and offers to
 * keep a tone chosen three times.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INSERTION_MESSAGES, TONE_MESSAGES } from "../../extension/src/content/controller";
import { LIST_MESSAGES } from "../../extension/src/lists/list-state";
import { MESSAGES } from "../../src/shared/messages";
import {
  buttonOf,
  dictate,
  gesture,
  POLL,
  type Stage,
  selectWord,
  startStage,
} from "../fixtures/extension/editors/stage";
import { unfold } from "../fixtures/extension/popup";
import { verbaButton } from "../helpers/verba-ui";

let stage: Stage;

beforeAll(async () => {
  stage = await startStage();
}, 120_000);

afterAll(async () => {
  await stage?.close();
});

const stored = (key: string) =>
  stage.worker.evaluate((key) => chrome.storage.local.get(key), key) as Promise<
    Record<string, unknown>
  >;

describe("nothing lost", () => {
  it("keeps the last 20 results, lists them in the popup with Copy, and forgets them on sign-out", async () => {
    const page = await stage.open("textarea");
    await page.evaluate(() => window.fixture?.editable.focus());
    await dictate(stage, page, "The invoice was paid on Monday.");
    await expect
      .poll(() => page.evaluate(() => window.fixture?.modelText()), POLL)
      .toBe("The invoice was paid on Monday.");
    const host = new URL(stage.origin).host;
    const { results } = (await stored("results")) as { results: { text: string; site: string }[] };
    expect(results[0]).toMatchObject({ text: "The invoice was paid on Monday.", site: host });

    // Twenty-two results: only the newest twenty stay.
    await stage.worker.evaluate(async () => {
      const { results = [] } = (await chrome.storage.local.get("results")) as {
        results?: unknown[];
      };
      const older = Array.from({ length: 21 }, (_, index) => ({
        text: `Older result ${index}`,
        site: "mail.example.com",
        time: Date.UTC(2026, 10, 1) + index,
      }));
      await chrome.storage.local.set({ results: [...results, ...older] });
    });
    stage.answers.push("One more.");
    const popup = await stage.context.newPage();
    await popup.goto(`${stage.extensionUrl}/popup.html`);
    await popup.fill("#text", "one more");
    await popup.getByRole("button", { name: "Rewrite" }).click();
    const items = popup.locator("#results li");
    await expect.poll(() => items.count(), POLL).toBe(20);
    expect(await items.first().textContent()).toContain("One more.");
    expect(await items.first().textContent()).toContain("This popup");
    expect(await items.nth(1).textContent()).toContain(host);
    await items.nth(1).getByRole("button", { name: "Copy" }).click();
    await expect.poll(() => items.nth(1).getByRole("button").textContent()).toBe("Copied");
    // The clipboard is the system's: read back where reading is granted.
    await page.bringToFront();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "The invoice was paid on Monday.",
    );

    await stage.control.evaluate(() => chrome.runtime.sendMessage({ type: "sign-out" }));
    expect((await stored("results")).results).toBeUndefined();
    await popup.reload();
    await popup.getByText("Nothing yet.", { exact: false }).waitFor();
    await popup.close();
    await page.close();
  }, 60_000);

  it("says so and offers Copy when the editor closed before the text arrived", async () => {
    const page = await stage.open("textarea");
    await page.evaluate(() => window.fixture?.editable.focus());
    stage.answers.push("Thanks, see you on Friday.");
    await gesture(stage, page);
    const { mic, offer } = buttonOf(page);
    await expect.poll(() => mic.getAttribute("aria-label"), POLL).toBe("Stop recording");
    await page.waitForTimeout(1_000);
    // The page closes its editor while the person speaks; they stop with the button.
    await page.evaluate(() => window.fixture?.editable.remove());
    await mic.click();
    await expect.poll(() => offer.textContent(), POLL).toContain(INSERTION_MESSAGES.closed);
    await offer.getByRole("button", { name: "Copy" }).click();
    await expect.poll(() => offer.textContent(), POLL).toBe(INSERTION_MESSAGES.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "Thanks, see you on Friday.",
    );
    await page.close();
  }, 60_000);

  it("copies nothing through a page that refuses the clipboard: the text is left in the popup's results", async () => {
    const page = await stage.open("textarea", { refuseClipboard: true });
    // The page refuses the text, and watches every copy for the selection (as the copy command would show it).
    await page.evaluate(() => {
      const area = window.fixture?.editable as HTMLTextAreaElement;
      area.addEventListener("input", () => {
        area.value = "";
      });
      const seen: string[] = [];
      Object.assign(window, { copiesSeen: seen });
      document.addEventListener("copy", () => seen.push(String(document.getSelection())), true);
      area.focus();
    });
    await dictate(stage, page, "The account number is 12 34 56.");
    const { offer } = buttonOf(page);
    await expect.poll(() => offer.textContent(), POLL).toContain(INSERTION_MESSAGES.refused);
    await offer.getByRole("button", { name: "Copy" }).click();
    await expect.poll(() => offer.textContent(), POLL).toBe(INSERTION_MESSAGES.copyRefused);
    expect(
      await page.evaluate(() => (window as unknown as { copiesSeen: string[] }).copiesSeen),
    ).toEqual([]);
    const { results } = await stored("results");
    expect((results as { text: string }[])[0]?.text).toBe("The account number is 12 34 56.");
    await page.close();
  }, 60_000);

  it("says so and offers Copy when the page refuses the text", async () => {
    const page = await stage.open("textarea");
    // A page that empties its field on every input: nothing put there stays.
    await page.evaluate(() => {
      const area = window.fixture?.editable as HTMLTextAreaElement;
      area.addEventListener("input", () => {
        area.value = "";
      });
      area.focus();
    });
    await dictate(stage, page, "Please find the contract attached.");
    const { offer } = buttonOf(page);
    await expect.poll(() => offer.textContent(), POLL).toContain(INSERTION_MESSAGES.refused);
    await offer.getByRole("button", { name: "Copy" }).click();
    await expect.poll(() => offer.textContent(), POLL).toBe(INSERTION_MESSAGES.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "Please find the contract attached.",
    );
    await page.close();
  }, 60_000);

  it("sends a dictation cut off by the network once more, with the same recording", async () => {
    const page = await stage.open("textarea");
    await page.evaluate(() => window.fixture?.editable.focus());
    stage.cutOff.count = 1;
    const calls = stage.dictations.length;
    stage.answers.push("Sent on the second try.");
    await gesture(stage, page);
    await expect
      .poll(() => buttonOf(page).mic.getAttribute("aria-label"), POLL)
      .toBe("Stop recording");
    await page.waitForTimeout(1_000);
    await gesture(stage, page);
    await expect
      .poll(() => page.evaluate(() => window.fixture?.modelText()), POLL)
      .toBe("Sent on the second try.");
    const [first, second] = stage.dictations.slice(calls);
    expect(stage.dictations.length - calls).toBe(2);
    expect(typeof first?.body.audio).toBe("string");
    expect(second?.body).toEqual(first?.body);
    // The recording was held in memory only: nothing of it is in the extension's storage.
    expect(JSON.stringify(await stored(null as unknown as string))).not.toContain(
      String(first?.body.audio).slice(0, 40),
    );
    await page.close();
  }, 60_000);
});

describe("the dictionary that learns", () => {
  // Each framework's offer is in extension-editors.test.ts; here, the click that adds the word.
  for (const field of ["contenteditable"]) {
    it(`${field}: offers a word corrected inside the inserted text, and adds it on a click`, async () => {
      await stage.worker.evaluate(() => chrome.storage.local.remove("dictionary"));
      const page = await stage.open(field);
      await page.evaluate(() => window.fixture?.editable.focus());
      await page.keyboard.type("Notes: ");
      await dictate(stage, page, "Please call Mr Kowalchik tomorrow.");
      const full = "Notes: Please call Mr Kowalchik tomorrow.";
      await expect.poll(() => page.evaluate(() => window.fixture?.modelText()), POLL).toBe(full);
      const { offer } = buttonOf(page);

      // An edit outside the inserted text is not read and offers nothing.
      await selectWord(page, null);
      await page.keyboard.type("My ");
      await page.waitForTimeout(1_500);
      expect(await offer.isVisible()).toBe(false);

      // The person corrects the name inside it.
      await selectWord(page, "Kowalchik");
      await page.keyboard.type("Kowalczyk");
      await expect
        .poll(() => offer.textContent(), POLL)
        .toContain(INSERTION_MESSAGES.offer("Kowalczyk"));
      expect((await stored("dictionary")).dictionary).toBeUndefined();
      await offer.getByRole("button", { name: "Add" }).click();
      await expect
        .poll(() => offer.textContent(), POLL)
        .toBe(INSERTION_MESSAGES.added("Kowalczyk"));
      expect((await stored("dictionary")).dictionary).toEqual(["Kowalczyk"]);
      await page.close();
    }, 60_000);
  }
});

describe("snippets and the dictionary in this browser, from the options page and the popup", () => {
  for (const where of ["options", "popup"]) {
    it(`${where}: adds, saves and removes snippets, and saves the dictionary, with the server's rules`, async () => {
      await stage.worker.evaluate(() => chrome.storage.local.remove(["snippets", "dictionary"]));
      await stage.worker.evaluate(() =>
        chrome.storage.session.remove(["draft:snippets", "draft:dictionary"]),
      );
      const page = await stage.context.newPage();
      await page.goto(`${stage.extensionUrl}/${where}.html`);
      // The popup folds each list under its title.
      const open = (title: string) => (where === "popup" ? unfold(page, title) : undefined);
      await open("Snippets");
      await page.getByRole("button", { name: "Add a snippet" }).click();
      const first = page.getByRole("group", { name: "Snippet 1" });
      await first.getByLabel("Trigger").fill("x");
      await first.getByLabel("Text").fill("Ul. Długa 5\n00-001 Warszawa");
      await page.getByRole("button", { name: "Save snippets" }).click();
      await expect
        .poll(() => page.textContent("#snippets-status"), POLL)
        .toBe("Snippet 1: A snippet's trigger needs at least 2 characters");
      expect(await first.getByLabel("Trigger").getAttribute("aria-invalid")).toBe("true");
      // Closed after a failed save, the page brings back what was typed.
      await page.reload();
      await expect
        .poll(() => page.textContent("#snippets-status"), POLL)
        .toBe(LIST_MESSAGES.restored);
      expect(await first.getByLabel("Text").inputValue()).toBe("Ul. Długa 5\n00-001 Warszawa");
      // Discarded, the saved list (none yet) is back.
      await page.getByRole("button", { name: "Discard changes" }).click();
      await expect.poll(() => first.count(), POLL).toBe(0);
      await page.getByRole("button", { name: "Add a snippet" }).click();
      await first.getByLabel("Text").fill("Ul. Długa 5\n00-001 Warszawa");
      await first.getByLabel("Trigger").fill("my address");
      await page.getByRole("button", { name: "Add a snippet" }).click();
      await page.getByRole("group", { name: "Snippet 2" }).getByLabel("Trigger").fill("sig");
      await page.getByRole("group", { name: "Snippet 2" }).getByLabel("Text").fill("Ada\nVerba");
      await page.getByRole("button", { name: "Save snippets" }).click();
      await expect.poll(() => page.textContent("#snippets-status"), POLL).toBe("Snippets saved");
      expect((await stored("snippets")).snippets).toEqual([
        { trigger: "my address", text: "Ul. Długa 5\n00-001 Warszawa" },
        { trigger: "sig", text: "Ada\nVerba" },
      ]);
      await page.reload();
      await open("Snippets");
      await page
        .getByRole("group", { name: "Snippet 1" })
        .getByRole("button", { name: "Remove" })
        .click();
      // The rows are numbered as they stand: the one left is Snippet 1.
      expect(
        await page.getByRole("group", { name: "Snippet 1" }).getByLabel("Trigger").inputValue(),
      ).toBe("sig");
      await page.getByRole("button", { name: "Save snippets" }).click();
      await expect.poll(() => page.textContent("#snippets-status"), POLL).toBe("Snippets saved");
      expect((await stored("snippets")).snippets).toEqual([{ trigger: "sig", text: "Ada\nVerba" }]);

      await open("Personal dictionary");
      await page.fill("#terms", `Kowalczyk\n\n${"x".repeat(61)}`);
      await page.getByRole("button", { name: "Save dictionary" }).click();
      await expect
        .poll(() => page.textContent("#dictionary-status"), POLL)
        .toBe(`Line 3: ${MESSAGES.dictionaryTermTooLong}`);
      await page.fill("#terms", "Kowalczyk\n\n  Figma \nKowalczyk");
      await page.getByRole("button", { name: "Save dictionary" }).click();
      await expect
        .poll(() => page.textContent("#dictionary-status"), POLL)
        .toBe("Dictionary saved");
      expect(await page.inputValue("#terms")).toBe("Kowalczyk\nFigma");
      expect((await stored("dictionary")).dictionary).toEqual(["Kowalczyk", "Figma"]);

      // Anonymous dictations carry them.
      const editor = await stage.open("textarea");
      await editor.evaluate(() => window.fixture?.editable.focus());
      await dictate(stage, editor, "Signed, sig.");
      expect(stage.dictations.at(-1)?.body).toMatchObject({
        snippets: [{ trigger: "sig", text: "Ada\nVerba" }],
        dictionary: ["Kowalczyk", "Figma"],
      });
      await stage.worker.evaluate(() => chrome.storage.local.remove(["snippets", "dictionary"]));
      await editor.close();
      await page.close();
    }, 60_000);
  }
});

describe("styles on the button", () => {
  it("sends the site, shows its tone, changes it once, keeps a third same choice on yes, and shows a style saved in the popup on the next button", async () => {
    const site = new URL(stage.origin).hostname;
    await stage.worker.evaluate(
      (site) =>
        chrome.storage.local.set({
          styles: { sites: [{ site, tone: "concise" }], recipients: [] },
        }),
      site,
    );
    const page = await stage.open("textarea");
    await page.evaluate(() => window.fixture?.editable.focus());
    await dictate(stage, page, "First.");
    expect(stage.dictations.at(-1)?.body).toMatchObject({ site, tone: "concise" });
    const { mic, offer, tone } = buttonOf(page);
    expect(await tone.inputValue()).toBe("concise");

    // Picked by hand while speaking: that dictation only, then the site's tone again.
    for (let time = 1; time <= 3; time++) {
      stage.answers.push(`Friendly ${time}.`);
      await gesture(stage, page);
      await expect.poll(() => mic.getAttribute("aria-label"), POLL).toBe("Stop recording");
      await tone.selectOption("friendly");
      await page.waitForTimeout(700);
      await mic.click();
      await expect.poll(() => mic.getAttribute("aria-label"), POLL).toBe("Dictate with Verba");
      expect(stage.dictations.at(-1)?.body).toMatchObject({ site, tone: "friendly" });
      await expect.poll(() => tone.inputValue(), POLL).toBe("concise");
      if (time < 3) expect(await offer.isVisible()).toBe(false);
    }
    await expect
      .poll(() => offer.textContent(), POLL)
      .toContain(TONE_MESSAGES.offer("friendly", site));
    expect((await stored("styles")).styles).toEqual({
      sites: [{ site, tone: "concise" }],
      recipients: [],
    });
    await offer.getByRole("button", { name: "Yes" }).click();
    await expect.poll(() => offer.textContent(), POLL).toBe(TONE_MESSAGES.kept("friendly", site));
    expect((await stored("styles")).styles).toEqual({
      sites: [{ site, tone: "friendly" }],
      recipients: [],
    });
    await expect.poll(() => tone.inputValue(), POLL).toBe("friendly");

    // Changed from the popup (its request to the worker) right after: the button on the page shows
    // it from the next press, and a button made now shows it at once.
    await stage.control.evaluate(
      (site) =>
        chrome.runtime.sendMessage({
          type: "save-styles",
          styles: { sites: [{ site, tone: "formal" }], recipients: [] },
        }),
      site,
    );
    await page.evaluate(() => window.fixture?.editable.focus());
    await dictate(stage, page, "Formal.");
    expect(stage.dictations.at(-1)?.body).toMatchObject({ site, tone: "formal" });
    await expect.poll(() => tone.inputValue(), POLL).toBe("formal");
    await page.evaluate(() => {
      const another = document.createElement("textarea");
      document.body.append(another);
      another.focus();
    });
    await gesture(stage, page);
    const next = verbaButton(page, "verba-dictation:last-of-type");
    await expect.poll(() => next.tone.inputValue(), POLL).toBe("formal");
    await stage.worker.evaluate(() => chrome.storage.local.remove(["styles", "toneChoices"]));
    await page.close();
  }, 90_000);
});
