/**
 * Following the inserted text as a span of the editor's text: found again
 * however the editor spaced it, moved by edits before it, grown by edits
 * inside it, kept by edits after it, and lost when an edit crosses it.
 */
import { describe, expect, it } from "vitest";
import {
  follow,
  locate,
  locateChanged,
  locateInserted,
  type Span,
} from "../../../../extension/src/content/inserted-span";

const BEFORE = "Notes for Anna: ";
const WRITTEN = "Please call Mr Kowalchik tomorrow.";
const TEXT = `${BEFORE}${WRITTEN} Done.`;
const SPAN: Span = { start: BEFORE.length, end: BEFORE.length + WRITTEN.length };

const inside = (text: string, span: Span | null) =>
  span ? text.slice(span.start, span.end) : null;

/** The text after replacing `from` with `to`, and the span followed through that change. */
function edit(text: string, span: Span, from: string, to: string, at = text.indexOf(from)) {
  const after = text.slice(0, at) + to + text.slice(at + from.length);
  // The caret goes after what was typed, as it does in an editor.
  return { after, span: follow(span, text, after, () => at + to.length) };
}

describe("locate", () => {
  it("finds the written text where it went in, with the editor's own spaces and line breaks", () => {
    expect(locate(TEXT, WRITTEN, BEFORE.length)).toEqual(SPAN);
    expect(locate("Intro\nFirst line\u0020\nsecond line.", "First line\nsecond line.", 6)).toEqual({
      start: 6,
      end: 30,
    });
    expect(locate("A (b) c? [d]", "(b) c? [d]", 0)).toEqual({ start: 2, end: 12 });
  });

  it("takes the occurrence nearest to where the text went in", () => {
    const twice = "Thanks. Thanks. Thanks.";
    expect(locate(twice, "Thanks.", 9)).toEqual({ start: 8, end: 15 });
  });

  it("finds the text in the forms an editor gave it on the way in", () => {
    const written = `I don't know -- "maybe"... ask them.`;
    const shown = "Re: I don’t know — “maybe”… Ask them. Bye";
    const span = locate(shown, written, 4);
    expect(span && shown.slice(span.start, span.end)).toBe("I don’t know — “maybe”… Ask them.");
    // A run of dashes is one dash, at the end of the text too.
    expect(locate("Wait — ", "Wait--", 0)).toEqual({ start: 0, end: 6 });
    expect(locate("Wait --", "Wait—", 0)).toEqual({ start: 0, end: 7 });
  });

  it("finds nothing when the editor rewrote a word of it on the way in", () => {
    expect(locate("Please call Mr K. tomorrow.", WRITTEN, 0)).toBeNull();
    expect(locate("I recieve it.", "I receive it.", 0)).toBeNull();
    expect(locate(TEXT, "   ", 0)).toBeNull();
  });
});

describe("locateChanged", () => {
  const before = "Notes for Anna: Done.";
  const near = "Notes for Anna: ".length;
  /** The editor's text once `shown` went in where the person's caret was. */
  const withShown = (shown: string) => `${before.slice(0, near)}${shown} ${before.slice(near)}`;
  const found = (shown: string, written: string, at: number | undefined = near) => {
    const now = withShown(shown);
    return inside(now, locateChanged(before, now, `${written} `, at));
  };

  it("finds the text where the editor rewrote a word of it as it went in", () => {
    const written = "Please ask teh team to call Mr Kowalchik.";
    const shown = "Please ask the team to call Mr Kowalchik.";
    expect(locate(withShown(shown), written, near)).toBeNull();
    expect(found(shown, written)).toBe(shown);
    // Its first or last word, an editor's suggestion of another length, its quotes and dashes.
    expect(found("The report is ready.", "Teh report is ready.")).toBe("The report is ready.");
    expect(found("Call Mr Kowalski", "Call Mr Kowalchik")).toBe("Call Mr Kowalski");
    expect(found("I don’t know — ask the team.", "I don't know -- ask teh team.")).toBe(
      "I don’t know — ask the team.",
    );
    // Where it went in may be unknown (whether the page took it at all): the change alone says.
    expect(found(shown, written, undefined)).toBe(shown);
  });

  it("tolerates one rewritten word in four at most, each for one word", () => {
    expect(found("Pleas ask the team", "Please ask teh team")).toBeNull();
    expect(found("Thanks a lot for it", "Thanks alot for it")).toBeNull();
    expect(found("Thanks", "Thnaks")).toBe("Thanks");
    expect(
      found("One two three four five six seven eight", "One too three four five six seven ate"),
    ).toBe("One two three four five six seven eight");
  });

  it("never takes in text beside what went in", () => {
    // The editor also rewrote a word before it: that change is not the text.
    const now = `Notes for Hanna: Please ask the team. Done.`;
    expect(locateChanged(before, now, "Please ask teh team. ", near)).toBeNull();
    // Glued to a word beside it, a rewritten word's edge cannot be told: not found.
    const glued = "Notes for Anna: Call Mr KowalskiDone.";
    expect(locateChanged(before, glued, "Call Mr Kowalchik", near)).toBeNull();
    expect(locateChanged(before, before, "Call Mr Kowalchik", near)).toBeNull();
  });
});

describe("locateInserted", () => {
  const sentence = "Please ask teh team to call Mr Kowalchik.";
  const respelt = "Please ask the team to call Mr Kowalchik.";
  const before = `${sentence}\n`;
  const near = before.length;

  it("takes the copy where the text went in over an earlier one the same as written", () => {
    // The same sentence was already in the field; the editor respelt "teh" in the new copy.
    const now = `${before}${respelt}`;
    expect(inside(now, locateInserted(before, now, sentence, near))).toBe(respelt);
    expect(locateInserted(before, now, sentence, near)?.start).toBe(near);
    // Where it went in unknown, the change alone still says which copy is new.
    expect(locateInserted(before, now, sentence)?.start).toBe(near);
    // The new copy before the old one, as well.
    const first = `${respelt}\n${sentence}`;
    expect(locateInserted(sentence, first, sentence, 0)).toEqual({ start: 0, end: respelt.length });
  });

  it("takes an exact copy inside what changed, the nearest to where it went in", () => {
    const now = `${before}${sentence}`;
    expect(locateInserted(before, now, sentence, near)).toEqual({
      start: near,
      end: now.length,
    });
    // The framework also added a line after it: the copy is still found inside the change.
    expect(locateInserted(before, `${now}\n`, sentence, near)?.start).toBe(near);
  });

  it("never takes an earlier copy for text the page did not take", () => {
    expect(locateInserted(before, before, sentence, near)).toBeNull();
    expect(locateInserted(before, `${before}Something else.`, sentence, near)).toBeNull();
  });

  it("takes text that replaced the same text in place, though nothing changed", () => {
    expect(locateInserted(sentence, sentence, sentence, 0)).toEqual({
      start: 0,
      end: sentence.length,
    });
  });

  it("without the text before, takes the copy nearest to where it went in", () => {
    const now = `${before}${sentence}`;
    expect(locateInserted(undefined, now, sentence, near)?.start).toBe(near);
  });
});

describe("follow", () => {
  it("moves the span by an edit before it and keeps it through one after it", () => {
    const before = edit(TEXT, SPAN, "Anna", "Hanna");
    expect(inside(before.after, before.span)).toBe(WRITTEN);
    const after = edit(TEXT, SPAN, "Done", "Finished");
    expect(after.span).toEqual(SPAN);
  });

  it("grows the span with a word corrected inside it, keystroke by keystroke", () => {
    let { after: text, span } = edit(TEXT, SPAN, "Kowalchik", "K");
    for (const letter of "owalczyk") {
      if (!span) break;
      const at = text.indexOf(" tomorrow");
      ({ after: text, span } = edit(text, span, "", letter, at));
    }
    expect(inside(text, span)).toBe("Please call Mr Kowalczyk tomorrow.");
  });

  it("takes text typed at an edge only when it goes on a word of the span", () => {
    const onWord = edit(TEXT, SPAN, "", "Re", BEFORE.length);
    expect(inside(onWord.after, onWord.span)).toBe(`Re${WRITTEN}`);
    const atStart = edit(TEXT, SPAN, "", "PS ", BEFORE.length);
    expect(inside(atStart.after, atStart.span)).toBe(WRITTEN);
    const lastWord = "Call Kowalchik";
    const text = `${lastWord} now`;
    const grown = edit(text, { start: 0, end: lastWord.length }, "", "i", lastWord.length);
    expect(inside(grown.after, grown.span)).toBe("Call Kowalchiki");
    const atEnd = edit(TEXT, SPAN, "", " Thanks.", SPAN.end);
    expect(inside(atEnd.after, atEnd.span)).toBe(WRITTEN);
  });

  it("loses the span when an edit crosses its edges", () => {
    expect(edit(TEXT, SPAN, "Anna: Please", "Ann").span).toBeNull();
    expect(edit(TEXT, SPAN, "tomorrow. Done", "today").span).toBeNull();
    expect(edit(TEXT, SPAN, TEXT, "All new.").span).toBeNull();
  });

  it("needs the caret where the same letters make a change ambiguous", () => {
    const after = `${BEFORE}PS ${WRITTEN} Done.`;
    // "Notes for Anna: P" is the longest common start: alone, the change looks typed inside.
    expect(inside(after, follow(SPAN, TEXT, after))).toBe(`PS ${WRITTEN}`);
    expect(
      inside(
        after,
        follow(SPAN, TEXT, after, () => BEFORE.length + 3),
      ),
    ).toBe(WRITTEN);
    // A letter deleted just before the span, beside the same letter inside it.
    const doubled = `${BEFORE}P${WRITTEN}`;
    const span = { start: SPAN.start + 1, end: SPAN.end + 1 };
    const deleted = edit(doubled, span, "P", "", BEFORE.length);
    expect(inside(deleted.after, deleted.span)).toBe(WRITTEN);
  });

  it("keeps an unchanged text's span as it was", () => {
    expect(follow(SPAN, TEXT, TEXT)).toBe(SPAN);
  });
});
