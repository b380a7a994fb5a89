/**
 * The content scripts' page logic on fixture pages that reproduce the
 * webmail thread and the networking feed, in real Chromium (the unit tests
 * have no DOM of their own): finding editors, reading context, inserting at
 * the cursor, replacing a selection, and keeping one button per editor.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as DomModules from "../../../fixtures/extension/dom-modules";
import { buildDomBundle, openFixture, place } from "../../../fixtures/extension/harness";
import { launchBrowser } from "../../../helpers/browser";

declare global {
  interface Window {
    verba: typeof DomModules;
  }
}

let browser: Browser;
let bundle: string;

beforeAll(async () => {
  [browser, bundle] = await Promise.all([launchBrowser(), buildDomBundle()]);
});
afterAll(async () => {
  await browser?.close();
});

describe("the webmail page", () => {
  it("finds the reply editor, and a compose editor added later", async () => {
    const page = await openFixture(browser, "webmail", bundle);
    const ids = () =>
      page.evaluate(() =>
        window.verba.findEditors(window.verba.WEBMAIL, document).map((found) => found.element.id),
      );
    expect(await ids()).toEqual(["reply"]);
    await page.click("#compose");
    expect(await ids()).toEqual(["reply", "compose-body"]);
    // Fields of the compose window that are not the body are not editors.
    expect(
      await page.evaluate(() =>
        window.verba.editorAround(
          window.verba.WEBMAIL,
          document.querySelector('[name="subjectbox"]'),
        ),
      ),
    ).toBeNull();
    await page.close();
  });

  it("reads the last sender's name and address and the thread's visible message bodies, not hidden quotes", async () => {
    const page = await openFixture(browser, "webmail", bundle);
    const context = await page.evaluate(() =>
      window.verba.webmailThread(document.querySelector("#reply") as Element),
    );
    expect(context).toBe(
      [
        "From: Maria Rossi <maria@example.com>",
        "Hi, could you send me the updated project timeline before Friday? Thanks, Maria",
        "Sure, I will check with the team.",
        "Great. Also, is the meeting still on Monday?",
      ].join("\n\n"),
    );
    expect(await page.evaluate(() => window.verba.clip("abcdef", 3))).toBe("def");
    await page.close();
  });

  it("reads 10,000 messages from the newest back as far as the context holds, and cuts a 10,000-character sender", async () => {
    const page = await openFixture(browser, "webmail", bundle);
    const read = await page.evaluate(() => {
      const last = [...document.querySelectorAll(".gD[email]")].at(-1) as Element;
      last.setAttribute("name", "N".repeat(10_000));
      last.setAttribute("email", `${"a".repeat(10_000)}@example.com`);
      const body = (index: number) =>
        `<div class="a3s">Message ${index} ${"x".repeat(1_000)}</div>`;
      const bodies = Array.from({ length: 10_000 }, (_, index) => body(index)).join("");
      [...document.querySelectorAll(".a3s")].at(-1)?.insertAdjacentHTML("afterend", bodies);
      const shown = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "innerText");
      let reads = 0;
      Object.defineProperty(HTMLElement.prototype, "innerText", {
        get() {
          reads++;
          return shown?.get?.call(this);
        },
      });
      const context = window.verba.webmailThread(document.querySelector("#reply") as Element);
      return { reads, context };
    });
    expect(read.reads).toBeLessThan(20);
    expect(read.context.length).toBeLessThanOrEqual(8_000);
    expect(read.context.split("\n")[0]).toBe(`From: ${"N".repeat(200)} <${"a".repeat(200)}>`);
    expect(read.context).toMatch(/Message 9999 x+$/);
    await page.close();
  });

  it("inserts at the cursor through the browser's editing, so undo takes it out", async () => {
    const page = await openFixture(browser, "webmail", bundle);
    await page.evaluate(() => {
      (document.querySelector("#reply") as HTMLElement).textContent = "Hello Maria,";
    });
    await place(page, "#reply", "Hello".length);
    const text = await page.evaluate(async () => {
      const editor = document.querySelector("#reply") as HTMLElement;
      const target = window.verba.insertionPoint(editor);
      // Focus wanders while the person speaks; the saved point still holds.
      (document.querySelector('[role="main"] h2') as HTMLElement).click();
      await window.verba.insertText(editor, target, window.verba.withSpacing(target, "dear"));
      return editor.textContent;
    });
    expect(text).toBe("Hello dear Maria,");
    await page.evaluate(() => document.execCommand("undo"));
    expect(await page.textContent("#reply")).toBe("Hello Maria,");
    await page.close();
  });

  it("puts dictation at the end of an editor the caret is not in", async () => {
    const page = await openFixture(browser, "webmail", bundle);
    const text = await page.evaluate(async () => {
      const editor = document.querySelector("#reply") as HTMLElement;
      editor.innerHTML = "<div>Hi Maria,</div><div>Thanks.</div>";
      getSelection()?.removeAllRanges();
      const target = window.verba.insertionPoint(editor);
      await window.verba.insertText(
        editor,
        target,
        window.verba.withSpacing(target, "See you Monday."),
      );
      // biome-ignore lint/performance/useDomNodeTextContent: the lines as the person sees them.
      return editor.innerText;
    });
    expect(text).toBe("Hi Maria,\nThanks. See you Monday.");
    await page.close();
  });

  it("replaces the selection only when it is inside the editor", async () => {
    const page = await openFixture(browser, "webmail", bundle);
    await page.evaluate(() => {
      (document.querySelector("#reply") as HTMLElement).textContent = "I cant come tomorrow sorry.";
    });
    // A selection elsewhere on the page is not the editor's.
    expect(
      await page.evaluate(() => {
        const range = document.createRange();
        range.selectNodeContents(document.querySelector(".a3s") as Node);
        getSelection()?.removeAllRanges();
        getSelection()?.addRange(range);
        return window.verba.selectedRange(document.querySelector("#reply") as Element);
      }),
    ).toBeNull();
    await place(page, "#reply", 0, "I cant come tomorrow".length);
    const result = await page.evaluate(async () => {
      const editor = document.querySelector("#reply") as HTMLElement;
      const selection = window.verba.selectedRange(editor);
      if (!selection) return null;
      const selected = selection.toString();
      await window.verba.insertText(editor, selection, "I am unable to attend tomorrow");
      return { selected, text: editor.textContent };
    });
    expect(result).toEqual({
      selected: "I cant come tomorrow",
      text: "I am unable to attend tomorrow sorry.",
    });
    await page.evaluate(() => document.execCommand("undo"));
    expect(await page.textContent("#reply")).toBe("I cant come tomorrow sorry.");
    await page.close();
  });

  it("falls back to building the text by hand when the page refuses the editing command", async () => {
    const page = await openFixture(browser, "webmail", bundle);
    const result = await page.evaluate(async () => {
      const editor = document.querySelector("#reply") as HTMLElement;
      editor.textContent = "Hello";
      document.execCommand = () => false;
      const inputs: string[] = [];
      editor.addEventListener("input", (event) => inputs.push((event as InputEvent).data ?? ""));
      const target = window.verba.insertionPoint(editor);
      await window.verba.insertText(editor, target, " there\nBest,");
      return { html: editor.innerHTML, inputs };
    });
    expect(result).toEqual({ html: "Hello there<br>Best,", inputs: [" there\nBest,"] });
    await page.close();
  });

  it("takes text the page autocorrects on its way in as inserted, in a text field and a rich editor", async () => {
    const page = await openFixture(browser, "webmail", bundle);
    const result = await page.evaluate(async () => {
      // As a word processor does: curly apostrophes, a dash for "--", a capital I.
      const fix = (text: string) =>
        text.replace(/'/g, "’").replace(/--/g, "—").replace(/^i /, "I ");
      const field = document.body.appendChild(document.createElement("textarea"));
      field.addEventListener("input", () => (field.value = fix(field.value)));
      const editor = document.querySelector("#reply") as HTMLElement;
      editor.addEventListener("input", () => (editor.textContent = fix(editor.textContent ?? "")));
      const { insertText, insertionPoint } = window.verba;
      const written = "i don't know -- maybe.";
      const inserted = [
        await insertText(field, insertionPoint(field), written),
        await insertText(editor, insertionPoint(editor), written),
      ];
      return { inserted, shown: [field.value, editor.textContent] };
    });
    const shown = "I don’t know — maybe.";
    expect(result).toEqual({ inserted: [true, true], shown: [shown, shown] });
    await page.close();
  });
});

describe("the networking page", () => {
  it("finds the comment box and the message box and tells them apart", async () => {
    const page = await openFixture(browser, "networking", bundle);
    const found = await page.evaluate(() =>
      window.verba
        .findEditors(window.verba.NETWORKING, document)
        .map((editor) => [editor.element.id, editor.kind.name, editor.kind.mode]),
    );
    expect(found).toEqual([
      ["comment", "comment", "comment"],
      ["message", "message", "comment"],
    ]);
    await page.click("#start-post");
    expect(
      await page.evaluate(() =>
        window.verba
          .findEditors(window.verba.NETWORKING, document)
          .map((editor) => editor.element.id),
      ),
    ).toEqual(["comment", "message", "post"]);
    await page.close();
  });

  it("reads only the post being commented on, and the conversation being answered", async () => {
    const page = await openFixture(browser, "networking", bundle);
    const context = await page.evaluate(() => ({
      post: window.verba.networkingPost(document.querySelector("#comment") as Element),
      conversation: window.verba.networkingConversation(
        document.querySelector("#message") as Element,
      ),
    }));
    expect(context).toEqual({
      post: "We just shipped our new onboarding flow. What do you think about it?",
      conversation:
        "Hello, are you open to a short call next week?\n\nTuesday afternoon would work for me.",
    });
    await page.close();
  });

  it("writes into the empty paragraph of a Quill comment box", async () => {
    const page = await openFixture(browser, "networking", bundle);
    const html = await page.evaluate(async () => {
      const editor = document.querySelector("#comment") as HTMLElement;
      const target = window.verba.insertionPoint(editor);
      await window.verba.insertText(editor, target, "Congratulations on the launch!");
      return editor.innerHTML;
    });
    expect(html).toBe("<p>Congratulations on the launch!</p>");
    await page.close();
  });
});

describe("every editor of the real sites' markup", () => {
  const EDITORS: Array<{
    fixture: "webmail" | "popout" | "networking";
    /** What opens the editor when the page does not show it from the start. */
    open?: string;
    editor: string;
    kind: string;
  }> = [
    { fixture: "webmail", editor: "#reply", kind: "compose" },
    { fixture: "webmail", open: "#compose", editor: "#compose-body", kind: "compose" },
    { fixture: "popout", editor: "#popout-body", kind: "compose" },
    { fixture: "networking", editor: "#comment", kind: "comment" },
    { fixture: "networking", editor: "#message", kind: "message" },
    { fixture: "networking", open: "#start-post", editor: "#post", kind: "post" },
  ];

  it.each(EDITORS)(
    "$editor is found as a $kind editor, and Ctrl+Z takes inserted text out",
    async ({ fixture, open, editor, kind }) => {
      const page = await openFixture(browser, fixture, bundle);
      if (open) await page.click(open);
      const site: "NETWORKING" | "WEBMAIL" = fixture === "networking" ? "NETWORKING" : "WEBMAIL";
      const found = await page.evaluate(
        ({ site, editor }) =>
          window.verba
            .findEditors(window.verba[site], document)
            .find((candidate) => candidate.element.matches(editor))?.kind.name,
        { site, editor },
      );
      expect(found).toBe(kind);

      await page.click(editor);
      const before = await page.textContent(editor);
      await page.evaluate(async (editor) => {
        const element = document.querySelector(editor) as HTMLElement;
        await window.verba.insertText(
          element,
          window.verba.insertionPoint(element),
          "Inserted by Verba.",
        );
      }, editor);
      expect(await page.textContent(editor)).toContain("Inserted by Verba.");
      await page.keyboard.press("Control+Z");
      expect(await page.textContent(editor)).toBe(before);
      await page.close();
    },
  );

  it("reads what the popped-out compose already holds: greeting, signature, quoted thread", async () => {
    const page = await openFixture(browser, "popout", bundle);
    const held = await page.evaluate(() =>
      window.verba.editorText(document.querySelector("#popout-body") as Element),
    );
    expect(held).toMatch(/^Hi Tomasz,\n/);
    expect(held).toContain("Best regards,\nAda");
    expect(held).toContain("Tomasz Nowak <tomasz@example.pl> wrote:");
    await page.close();
  });
});

describe("button placement", () => {
  it("keeps one button per editor as editors come, go and get re-rendered", async () => {
    const page = await openFixture(browser, "webmail", bundle);
    const counts = await page.evaluate(async () => {
      const { Placements, findEditors, WEBMAIL } = window.verba;
      const placements = new Placements((editor) => {
        const button = document.createElement("button");
        button.className = "verba-test-button";
        editor.element.after(button);
        return {
          get connected() {
            return button.isConnected;
          },
          reattach: () => editor.element.after(button),
          detach: () => button.remove(),
        };
      });
      const sync = () => placements.sync(findEditors(WEBMAIL, document));
      const buttons = () => document.querySelectorAll(".verba-test-button").length;
      const seen: number[] = [];
      sync();
      sync();
      seen.push(buttons());
      (document.querySelector("#compose") as HTMLElement).click();
      sync();
      seen.push(buttons());
      // The page re-renders the reply box's surroundings and drops the button.
      document.querySelector("#reply + .verba-test-button")?.remove();
      sync();
      seen.push(buttons());
      document.querySelector('[role="dialog"]')?.remove();
      sync();
      seen.push(buttons(), placements.size);
      return seen;
    });
    expect(counts).toEqual([1, 2, 2, 1, 1]);
    await page.close();
  });
});

describe("the inserted text's place in a rich editor's text", () => {
  it("reads lines as the editor shows them, and offsets that agree with that text", async () => {
    const page = await openFixture(browser, "webmail", bundle);
    const found = await page.evaluate(() => {
      const editor = document.createElement("div");
      editor.contentEditable = "true";
      // As frameworks render: paragraphs, spans, a no-break space, zero-width fillers, an empty line.
      editor.innerHTML =
        "<p><span>Notes for\u00a0Anna: </span><span>Please call</span></p>" +
        "<p>\ufeff<br></p><p>Mr <strong>Kowalchik</strong> tomorrow.</p>";
      document.body.append(editor);
      const content = window.verba.editorContent(editor);
      const strong = editor.querySelector("strong")?.firstChild as Text;
      const point = document.createRange();
      point.setStart(strong, 3);
      const offset = window.verba.offsetOf(editor, point);
      // A point between an element's children, as editors often leave the caret.
      const between = document.createRange();
      between.setStart(editor.lastElementChild as Element, 1);
      return {
        content,
        offset,
        between: window.verba.offsetOf(editor, between),
        span: window.verba.locate(content, "Please call\nMr Kowalchik tomorrow.", 10),
      };
    });
    expect(found.content).toBe("Notes for Anna: Please call\n\nMr Kowalchik tomorrow.");
    expect(found.content.slice(found.offset)).toBe("alchik tomorrow.");
    expect(found.content.slice(found.between)).toBe("Kowalchik tomorrow.");
    expect(found.span).toEqual({ start: 16, end: found.content.length });
    await page.close();
  });
});
