/**
 * Any field on any page: the extension, loaded in Chromium, injects its
 * any-field script on the person's gesture and writes into each framework's
 * editor (built from the framework's own npm package) through the path the
 * framework listens to. For each: insert at the caret, Ctrl+Z takes it out,
 * replace a selection; the framework's own model must hold what is shown.
 * Dictation is answered by a stand-in; the fake microphone records silence.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buttonOf,
  dictate,
  EDITORS,
  gesture,
  POLL,
  type Stage,
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
