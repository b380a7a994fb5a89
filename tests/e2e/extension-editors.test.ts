/**
 * Any field on any page: the extension, loaded in Chromium, injects its
 * any-field script on the person's gesture and writes into each framework's
 * editor (built from the framework's own npm package) through the path the
 * framework listens to. For each: insert at the caret, Ctrl+Z takes it out,
 * replace a selection; the framework's own model must hold what is shown.
 * Then the dictionary that learns: a word corrected inside the inserted text
 * is offered, however the framework re-renders, and one outside it never is.
 * Last, the page as an attacker: what its script (and its process, were it
 * taken over) can see and do with Verba's button, requests and storage.
 * Dictation is answered by a stand-in; the fake microphone records silence.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INSERTION_MESSAGES, REWRITE_MESSAGES } from "../../extension/src/content/controller";
import { LURE_MESSAGES } from "../../extension/src/content/steadiness";
import {
  AUTOCORRECT,
  buttonOf,
  dictate,
  EDITORS,
  editorTexts,
  gesture,
  moveRight,
  POLL,
  readyOf,
  type Stage,
  selectWord,
  startStage,
} from "../fixtures/extension/editors/stage";
import { exposeVerbaRoots, inContentScript } from "../helpers/verba-ui";

let stage: Stage;

beforeAll(async () => {
  stage = await startStage();
}, 120_000);

afterAll(async () => {
  await stage?.close();
});

const FIRST = "Dear team, the report is ready.";

describe("any field, in each editor framework", () => {
  for (const editor of EDITORS) {
    it(`${editor}: inserts, undoes with Ctrl+Z, replaces a selection, and the model holds what is shown`, async () => {
      stage.answers.length = 0;
      const page = await stage.open(editor);
      await page.evaluate(() => window.fixture?.editable.focus());

      await dictate(stage, page, FIRST);
      await expect.poll(() => editorTexts(page), POLL).toEqual({ model: FIRST, shown: FIRST });
      const request = stage.dictations.at(-1)?.body ?? {};
      expect(request.mode).toBe("write");
      expect(request.context).toBe(`Page: Fixture: ${editor}\nSite: ${new URL(stage.origin).host}`);

      await page.keyboard.press("Control+Z");
      await expect.poll(() => editorTexts(page), POLL).toEqual({ model: "", shown: "" });

      // Undo may leave a selection behind; the next dictation goes at a caret.
      await page.keyboard.press("End");
      await dictate(stage, page, FIRST);
      await expect.poll(() => editorTexts(page), POLL).toEqual({ model: FIRST, shown: FIRST });
      // Select "ready." by keyboard, as a person would, and rewrite it.
      await page.keyboard.press("End");
      for (let i = 0; i < "ready.".length; i++) await page.keyboard.press("Shift+ArrowLeft");
      stage.answers.push("complete.");
      await gesture(stage, page);
      await buttonOf(page).menuItem("Formal").click();
      const replaced = "Dear team, the report is complete.";
      await expect
        .poll(() => editorTexts(page), POLL)
        .toEqual({ model: replaced, shown: replaced });
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
 * Keeps every sentence Verba's button offers on the page from now on, however
 * briefly shown, so that an offer replaced by a later one is still seen.
 */
async function recordOffers(page: Page) {
  await exposeVerbaRoots(page);
  await page.evaluate(() => {
    const offers: string[] = [];
    Object.assign(window, { verbaOffers: offers });
    const host = document.querySelector("verba-dictation") as { verbaRoot?: ShadowRoot } | null;
    const offer = host?.verbaRoot?.querySelector(".offer");
    if (!offer) throw new Error("no button on the page");
    new MutationObserver(() => {
      const sentence = offer.firstChild?.textContent ?? "";
      if (sentence && offers.at(-1) !== sentence) offers.push(sentence);
    }).observe(offer, { subtree: true, childList: true, characterData: true });
  });
}

const offersShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { verbaOffers: string[] }).verbaOffers);

/**
 * Corrects "Anna" (typed by the person, outside Verba's text) and
 * "Kowalchik" (inside it): only the second is offered for the dictionary.
 */
async function correctBothNames(page: Page, shown: string): Promise<void> {
  await selectWord(page, "Anna");
  await page.keyboard.type("Hanna");
  await selectWord(page, "Kowalchik");
  await page.keyboard.type("Kowalczyk");
  const corrected = shown.replace("Anna", "Hanna").replace("Kowalchik", "Kowalczyk");
  await expect.poll(() => editorTexts(page), POLL).toEqual({ model: corrected, shown: corrected });
  await expect
    .poll(() => buttonOf(page).offer.textContent(), POLL)
    .toContain(INSERTION_MESSAGES.offer("Kowalczyk"));
  expect(await offersShown(page)).toEqual([INSERTION_MESSAGES.offer("Kowalczyk")]);
}

describe("the dictionary that learns, in each editor framework", () => {
  const typed = "Notes for Anna: ";
  const inserted = "Please call Mr Kowalchik tomorrow.";

  for (const editor of EDITORS) {
    it(`${editor}: offers a word corrected inside the inserted text, and none outside it`, async () => {
      stage.answers.length = 0;
      const page = await stage.open(editor);
      await page.evaluate(() => window.fixture?.editable.focus());
      await page.keyboard.type(typed);
      await dictate(stage, page, inserted);
      await recordOffers(page);
      const full = `${typed}${inserted}`;
      await expect.poll(() => editorTexts(page), POLL).toEqual({ model: full, shown: full });

      // Corrected outside the inserted text, then inside it, each by selecting the word and typing.
      // Had the outside word been read, it would be offered, or make two changes and no offer at all.
      await selectWord(page, "Anna");
      await page.keyboard.type("Hanna");
      await selectWord(page, "Kowalchik");
      await page.keyboard.type("Kowalczyk");
      const corrected = "Notes for Hanna: Please call Mr Kowalczyk tomorrow.";
      await expect
        .poll(() => editorTexts(page), POLL)
        .toEqual({ model: corrected, shown: corrected });
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
    await page.evaluate(() => window.fixture?.editable.focus());
    await page.keyboard.type(typed);
    await dictate(stage, page, `Please don't call Mr Kowalchik -- i think he's "away".`);
    await recordOffers(page);
    const shown = `${typed}Please don’t call Mr Kowalchik — I think he’s “away”.`;
    await expect.poll(() => editorTexts(page), POLL).toEqual({ model: shown, shown });

    await correctBothNames(page, shown);
    await page.close();
  }, 45_000);

  it("with an editor that respells a word as it goes in: the text is still followed, and only the person's correction is offered", async () => {
    stage.answers.length = 0;
    const page = await stage.open(AUTOCORRECT);
    await page.evaluate(() => window.fixture?.editable.focus());
    await page.keyboard.type(typed);
    await dictate(stage, page, "Please ask teh team to call Mr Kowalchik.");
    const shown = `${typed}Please ask the team to call Mr Kowalchik.`;
    await expect.poll(() => editorTexts(page), POLL).toEqual({ model: shown, shown });
    // The text is in: no offer to copy it instead.
    expect(await buttonOf(page).offer.textContent()).not.toContain(INSERTION_MESSAGES.refused);
    await recordOffers(page);

    await correctBothNames(page, shown);
    await page.close();
  }, 45_000);
});

describe("a hostile page and Verba's button", () => {
  it("sees only the host element; no script click, tone, rewrite, oversized request, storage read or extension page", async () => {
    stage.answers.length = 0;
    const page = await stage.open("textarea");
    // A five-megabyte title: the request carries its first line's worth.
    await page.evaluate(() => {
      document.title = "T".repeat(5_000_000);
      window.fixture?.editable.focus();
    });
    await dictate(stage, page, FIRST);
    const calls = stage.dictations.length;
    const sent = stage.dictations.at(-1)?.body ?? {};
    expect(sent.context).toBe(`Page: ${"T".repeat(300)}\nSite: ${new URL(stage.origin).host}`);
    expect(
      await page.evaluate(() => {
        const host = document.querySelector("verba-dictation");
        // Whether a click would act now: no more than the page can tell from the host's box.
        const attributes = host?.getAttributeNames().filter((name) => name !== "data-ready");
        return { root: host?.shadowRoot ?? null, attributes };
      }),
    ).toEqual({ root: null, attributes: ["style"] });

    // Were the root within the page's reach, its clicks and choices would still do nothing.
    await exposeVerbaRoots(page);
    const synthetic = () =>
      page.evaluate(() => {
        const host = document.querySelector("verba-dictation") as { verbaRoot?: ShadowRoot };
        const root = host.verbaRoot as ShadowRoot;
        const mic = root.querySelector("button.mic") as HTMLButtonElement;
        mic.click();
        mic.dispatchEvent(new MouseEvent("click", { bubbles: true, composed: true }));
        const tone = root.querySelector("select.tone") as HTMLSelectElement;
        tone.value = "friendly";
        tone.dispatchEvent(new Event("change"));
        for (const item of root.querySelectorAll<HTMLElement>('[role="menuitem"]')) item.click();
        return mic.getAttribute("aria-label");
      });
    expect(await synthetic()).toBe("Dictate with Verba");
    // With the rewrite menu open on a selection, too.
    await page.keyboard.press("End");
    for (let i = 0; i < "ready.".length; i++) await page.keyboard.press("Shift+ArrowLeft");
    await gesture(stage, page);
    await buttonOf(page).menuItem("Formal").waitFor();
    expect(await synthetic()).toBe("Close the Verba menu");
    await buttonOf(page).mic.click();
    expect(stage.dictations.length).toBe(calls);

    // The person's own next dictation: the tone the page picked is not used.
    await page.keyboard.press("End");
    await dictate(stage, page, " Thanks.");
    expect(stage.dictations.length).toBe(calls + 1);
    expect(stage.dictations.at(-1)?.body.tone).not.toBe("friendly");

    // Were the page's process taken over: the content script's own powers read nothing kept.
    await stage.worker.evaluate(() => chrome.storage.local.set({ token: "the-persons-token" }));
    expect(await inContentScript(page, "chrome.storage.local.get(null)")).toMatch(
      /^threw: Error: Access to storage is not allowed from this context/,
    );
    expect(
      await inContentScript(page, `chrome.runtime.sendMessage({ type: "get-results" })`),
    ).toEqual({ ok: false, message: "Only Verba's own pages can ask for that." });
    await stage.worker.evaluate(() => chrome.storage.local.remove("token"));

    // No page of the extension is the page's to load or frame (the options page, to clickjack it).
    const load = (url: string) =>
      page.evaluate(
        (url) =>
          fetch(url).then(
            () => "loaded",
            () => "refused",
          ),
        url,
      );
    expect(await load(`${stage.extensionUrl}/options.html`)).toBe("refused");
    await page.close();
  }, 60_000);

  it("a real click on the button the page covered, faded, distorted or just moved does nothing but say why", async () => {
    stage.answers.length = 0;
    const page = await stage.open("textarea");
    await page.evaluate(() => window.fixture?.editable.focus());
    await dictate(stage, page, FIRST);
    const calls = stage.dictations.length;
    const { mic, refusal } = buttonOf(page);
    const ready = () => readyOf(page);
    await expect.poll(ready, POLL).toBe(true);
    const placed = await page.evaluate(
      () => (document.querySelector("verba-dictation") as HTMLElement).style.cssText,
    );
    const restore = () =>
      page.evaluate((placed) => {
        document.getElementById("lure")?.remove();
        (document.querySelector("verba-dictation") as HTMLElement).style.cssText = placed;
      }, placed);
    // Every refusal shown, each time it is said (the same words twice count twice).
    await exposeVerbaRoots(page);
    await page.evaluate(() => {
      const refusals: string[] = [];
      Object.assign(window, { verbaRefusals: refusals });
      const host = document.querySelector("verba-dictation") as { verbaRoot?: ShadowRoot };
      const line = host.verbaRoot?.querySelector('[role="alert"]') as HTMLElement;
      new MutationObserver(() => refusals.push(line.textContent ?? "")).observe(line, {
        childList: true,
      });
    });
    const refusalsShown = () =>
      page.evaluate(() => (window as unknown as { verbaRefusals: string[] }).verbaRefusals);
    const refused = async (message: string) => {
      const before = (await refusalsShown()).length;
      return async () => {
        await expect
          .poll(async () => (await refusalsShown()).slice(before), POLL)
          .toEqual([message]);
        expect(await refusal.isVisible()).toBe(true);
        expect(await mic.getAttribute("aria-label")).toBe("Dictate with Verba");
        expect(stage.dictations.length).toBe(calls);
      };
    };

    // Each lure stays until the browser's visibility check has seen it, then the person clicks.
    const lures: [string, string][] = [
      ["a clear layer that lets clicks through", "background:transparent"],
      ["an opaque decoy that lets clicks through", "background:#fff"],
      ["the host faded", "opacity:0.05"],
      ["the host turned", "transform:rotate(2deg)"],
      ["the host filtered", "filter:contrast(1.01)"],
    ];
    for (const [lure, style] of lures) {
      await page.evaluate((style) => {
        const host = document.querySelector("verba-dictation") as HTMLElement;
        if (!style.startsWith("background")) {
          host.style.cssText += `;${style}`;
          return;
        }
        // Laid after the host, so drawn over it at the same z-index.
        const layer = document.createElement("div");
        layer.id = "lure";
        if (style !== "background:transparent") layer.textContent = "Click here to see your prize";
        layer.style.cssText = `position:fixed;inset:0;z-index:2147483647;pointer-events:none;${style}`;
        document.documentElement.append(layer);
      }, style);
      await expect.poll(ready, { ...POLL, message: lure }).toBe(false);
      const saidWhy = await refused(LURE_MESSAGES.covered);
      await mic.clickAsItIs();
      await saidWhy();
      await restore();
      await expect.poll(ready, POLL).toBe(true);
    }

    // Moved under the pointer just before the click.
    const left = await page.evaluate(() =>
      Number.parseFloat((document.querySelector("verba-dictation") as HTMLElement).style.left),
    );
    const at = await mic.boundingBox();
    const under = { x: at.x + at.width / 2 + 120, y: at.y + at.height / 2 };
    await page.mouse.move(under.x, under.y);
    const saidWhy = await refused(LURE_MESSAGES.unsettled);
    await page.evaluate((left) => {
      (document.querySelector("verba-dictation") as HTMLElement).style.left = `${left}px`;
    }, left + 120);
    await page.mouse.click(under.x, under.y);
    await saidWhy();
    // Moved with no click: the browser tells of the move, and the part waits again, then is ready.
    await expect.poll(ready, POLL).toBe(true);
    await expect.poll(await moveRight(page, 120), POLL).toEqual([false, true]);
    // Left alone a moment, the same click acts: normal use is untouched.
    await mic.click();
    await expect.poll(() => mic.getAttribute("aria-label"), POLL).toBe("Stop recording");
    expect(await refusal.isVisible()).toBe(false);
    await page.close();
  }, 60_000);

  it("once the window grows, a move of the button is told by the browser and the next click acts", async () => {
    const page = await stage.open("textarea");
    await page.evaluate(() => window.fixture?.editable.focus());
    await dictate(stage, page, FIRST);
    const { mic, refusal } = buttonOf(page);
    const ready = () => readyOf(page);
    await expect.poll(ready, POLL).toBe(true);
    const { width, height } = page.viewportSize() ?? { width: 1280, height: 720 };
    await page.setViewportSize({ width: width + 400, height: height + 200 });
    await expect.poll(ready, POLL).toBe(true);
    // Watched from the viewport as it was, this move (inside the larger window) went untold.
    await expect.poll(await moveRight(page, 120), POLL).toEqual([false, true]);
    await mic.click();
    await expect.poll(() => mic.getAttribute("aria-label"), POLL).toBe("Stop recording");
    expect(await refusal.isVisible()).toBe(false);
    await page.close();
  }, 60_000);

  it("says a selection is too long to rewrite, naming the limit, and sends nothing", async () => {
    const page = await stage.open("textarea");
    await page.evaluate(() => {
      const area = window.fixture?.editable as HTMLTextAreaElement;
      area.value = "word ".repeat(2_000);
      area.focus();
    });
    await page.keyboard.press("Control+A");
    const calls = stage.dictations.length;
    await gesture(stage, page);
    await buttonOf(page).menuItem("Formal").click();
    await expect
      .poll(() => buttonOf(page).status.textContent(), POLL)
      .toBe(REWRITE_MESSAGES.tooLong);
    expect(stage.dictations.length).toBe(calls);
    await page.close();
  }, 45_000);
});
