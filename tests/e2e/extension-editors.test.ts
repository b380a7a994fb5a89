/**
 * Any field on any page: the extension, loaded in Chromium, injects its
 * any-field script on the person's gesture and writes into each framework's
 * editor (built from the framework's own npm package) through the path the
 * framework listens to. For each: insert at the caret, Ctrl+Z takes it out,
 * replace a selection; the framework's own model must hold what is shown.
 * Then the dictionary that learns: a word corrected inside the inserted text
 * is offered, however the framework re-renders, and one outside it never is.
 * Dictation is answered by a stand-in; the fake microphone records silence.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INSERTION_MESSAGES } from "../../extension/src/content/controller";
import {
  AUTOCORRECT,
  buttonOf,
  dictate,
  EDITORS,
  gesture,
  POLL,
  type Stage,
  selectWord,
  startStage,
} from "../fixtures/extension/editors/stage";

let stage: Stage;

beforeAll(async () => {
  stage = await startStage();
}, 120_000);

afterAll(async () => {
  await stage?.close();
});

/** The framework's own text and the text shown, lines as paragraphs and spaces made plain. */
async function texts(page: Page) {
  return page.evaluate(() => {
    const fixture = window.fixture;
    if (!fixture) throw new Error("no fixture");
    const editable = fixture.editable;
    const shown =
      "value" in editable
        ? String((editable as HTMLTextAreaElement).value)
        : // biome-ignore lint/performance/useDomNodeTextContent: the text as shown is the point.
          editable.innerText;
    const plain = (text: string) =>
      text
        .replace(/[\u00a0\ufeff]/g, " ")
        .replace(/\n+/g, "\n")
        .trim();
    return { model: plain(fixture.modelText()), shown: plain(shown) };
  });
}

const FIRST = "Dear team, the report is ready.";

describe("any field, in each editor framework", () => {
  for (const editor of EDITORS) {
    it(`${editor}: inserts, undoes with Ctrl+Z, replaces a selection, and the model holds what is shown`, async () => {
      stage.answers.length = 0;
      const page = await stage.open(editor);
      await page.evaluate(() => window.fixture?.editable.focus());

      await dictate(stage, page, FIRST);
      await expect.poll(() => texts(page), POLL).toEqual({ model: FIRST, shown: FIRST });
      const request = stage.dictations.at(-1)?.body ?? {};
      expect(request.mode).toBe("write");
      expect(request.context).toBe(`Page: Fixture: ${editor}\nSite: ${new URL(stage.origin).host}`);

      await page.keyboard.press("Control+Z");
      await expect.poll(() => texts(page), POLL).toEqual({ model: "", shown: "" });

      // Undo may leave a selection behind; the next dictation goes at a caret.
      await page.keyboard.press("End");
      await dictate(stage, page, FIRST);
      await expect.poll(() => texts(page), POLL).toEqual({ model: FIRST, shown: FIRST });
      // Select "ready." by keyboard, as a person would, and rewrite it.
      await page.keyboard.press("End");
      for (let i = 0; i < "ready.".length; i++) await page.keyboard.press("Shift+ArrowLeft");
      stage.answers.push("complete.");
      await gesture(stage, page);
      await buttonOf(page).menuItem("Formal").click();
      const replaced = "Dear team, the report is complete.";
      await expect.poll(() => texts(page), POLL).toEqual({ model: replaced, shown: replaced });
      expect(stage.dictations.at(-1)?.body).toMatchObject({
        mode: "transform",
        context: "ready.",
        tone: "formal",
      });
      await page.close();
    }, 45_000);
  }
});

/**
 * Keeps every sentence Verba's button offers on the page, however briefly
 * shown, so that an offer replaced by a later one is still seen.
 */
function recordOffers(page: Page) {
  return page.evaluate(() => {
    const offers: string[] = [];
    Object.assign(window, { verbaOffers: offers });
    const watch = (host: Element) => {
      const offer = host.shadowRoot?.querySelector(".offer");
      if (!offer) return;
      new MutationObserver(() => {
        const sentence = offer.firstChild?.textContent ?? "";
        if (sentence && offers.at(-1) !== sentence) offers.push(sentence);
      }).observe(offer, { subtree: true, childList: true, characterData: true });
    };
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node.nodeName === "VERBA-DICTATION") watch(node as Element);
    }).observe(document.documentElement, { childList: true });
  });
}

const offersShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { verbaOffers: string[] }).verbaOffers);

describe("the dictionary that learns, in each editor framework", () => {
  const typed = "Notes for Anna: ";
  const inserted = "Please call Mr Kowalchik tomorrow.";

  for (const editor of EDITORS) {
    it(`${editor}: offers a word corrected inside the inserted text, and none outside it`, async () => {
      stage.answers.length = 0;
      const page = await stage.open(editor);
      await recordOffers(page);
      await page.evaluate(() => window.fixture?.editable.focus());
      await page.keyboard.type(typed);
      await dictate(stage, page, inserted);
      const full = `${typed}${inserted}`;
      await expect.poll(() => texts(page), POLL).toEqual({ model: full, shown: full });

      // Corrected outside the inserted text, then inside it, each by selecting the word and typing.
      // Had the outside word been read, it would be offered, or make two changes and no offer at all.
      await selectWord(page, "Anna");
      await page.keyboard.type("Hanna");
      await selectWord(page, "Kowalchik");
      await page.keyboard.type("Kowalczyk");
      const corrected = "Notes for Hanna: Please call Mr Kowalczyk tomorrow.";
      await expect.poll(() => texts(page), POLL).toEqual({ model: corrected, shown: corrected });
      await expect
        .poll(() => buttonOf(page).offer.textContent(), POLL)
        .toContain(INSERTION_MESSAGES.offer("Kowalczyk"));
      expect(await offersShown(page)).toEqual([INSERTION_MESSAGES.offer("Kowalczyk")]);
      await page.close();
    }, 45_000);
  }

  it("with an editor's own autocorrect: what it changed on the way in is no correction, one later is", async () => {
    stage.answers.length = 0;
    const page = await stage.open(AUTOCORRECT);
    await recordOffers(page);
    await page.evaluate(() => window.fixture?.editable.focus());
    await page.keyboard.type(typed);
    await dictate(stage, page, `Please don't call Mr Kowalchik -- i think he's "away".`);
    const shown = `${typed}Please don’t call Mr Kowalchik — I think he’s “away”.`;
    await expect.poll(() => texts(page), POLL).toEqual({ model: shown, shown });

    await selectWord(page, "Anna");
    await page.keyboard.type("Hanna");
    await selectWord(page, "Kowalchik");
    await page.keyboard.type("Kowalczyk");
    const corrected = shown.replace("Anna", "Hanna").replace("Kowalchik", "Kowalczyk");
    await expect.poll(() => texts(page), POLL).toEqual({ model: corrected, shown: corrected });
    await expect
      .poll(() => buttonOf(page).offer.textContent(), POLL)
      .toContain(INSERTION_MESSAGES.offer("Kowalczyk"));
    expect(await offersShown(page)).toEqual([INSERTION_MESSAGES.offer("Kowalczyk")]);
    await page.close();
  }, 45_000);
});
