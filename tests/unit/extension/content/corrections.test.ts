/**
 * Which correction of inserted text is a word for the dictionary: one word
 * replaced by another that can be a name or a term, and nothing else; and
 * what an editor did to the text on its own as it went in is no correction.
 */
import { describe, expect, it } from "vitest";
import { correctedWord, InsertedText } from "../../../../extension/src/content/corrections";

const WRITTEN = "Please call Mr Kowalchik tomorrow.";

describe("correctedWord", () => {
  it("finds the one word the person changed", () => {
    expect(correctedWord(WRITTEN, "Please call Mr Kowalczyk tomorrow.")).toBe("Kowalczyk");
    expect(correctedWord("I met jean-luc there.", "I met Jean-Luc there.")).toBe("Jean-Luc");
    expect(correctedWord("Ask o'neill.", "Ask O'Neill.")).toBe("O'Neill");
    expect(correctedWord("the krakow office", "the Kraków office")).toBe("Kraków");
  });

  it("ignores punctuation around words", () => {
    expect(correctedWord(WRITTEN, "Please call Mr Kowalchik, tomorrow!")).toBeNull();
    expect(correctedWord("Thanks Ana.", "Thanks Anna!")).toBe("Anna");
  });

  it("offers nothing for anything but one replaced word", () => {
    expect(correctedWord(WRITTEN, WRITTEN)).toBeNull();
    expect(correctedWord(WRITTEN, "Please call Mr Kowalczyk today.")).toBeNull();
    expect(correctedWord(WRITTEN, "Please call Mr Kowalchik tomorrow morning.")).toBeNull();
    expect(correctedWord(WRITTEN, "Please call Mr Kowalch tomorrow.")).toBe("Kowalch");
    expect(correctedWord(WRITTEN, "Please call Mr 42 tomorrow.")).toBeNull();
    expect(correctedWord("call A tomorrow", "call B tomorrow")).toBeNull();
    // Longer than a dictionary term may be: never offered, as it could not be added.
    expect(correctedWord("call Ann", `call ${"A".repeat(60)}`)).toBe("A".repeat(60));
    expect(correctedWord("call Ann", `call ${"A".repeat(61)}`)).toBeNull();
  });

  it("takes a word given only the editor's quotes or dashes as unchanged", () => {
    expect(correctedWord("I don't know--ask Ana.", "I don’t know—ask Ana.")).toBeNull();
    expect(correctedWord("I don't know--ask Ana.", "I don’t know—ask Anna.")).toBe("Anna");
    expect(correctedWord("Ask o'neill.", "Ask O’Neill.")).toBe("O’Neill");
  });
});

describe("InsertedText", () => {
  const typed = "Notes for Anna: ";
  const written = "don't call Mr Kowalchik -- he's away.";
  /** What an editor with its own autocorrect shows once the text is in: a capital, curly quotes, a dash. */
  const wentIn = "Don’t call Mr Kowalchik — he’s away.";

  /** The editor's text with `from` replaced by `to`, as the next change the watch sees. */
  const replaced = (text: string, from: string, to: string) => text.replace(from, to);

  it("takes what the editor did on the way in as the text, and offers a word corrected in it later", () => {
    let text = `${typed}${wentIn}`;
    const inserted = new InsertedText(written, typed.length, text);
    expect(inserted.found).toBe(true);
    expect(inserted.corrected()).toBeNull();
    inserted.touched();
    text = replaced(text, "Kowalchik", "Kowalczyk");
    expect(inserted.change(text, () => text.indexOf(" —"))).toBe(true);
    expect(inserted.corrected()).toBe("Kowalczyk");
  });

  it("holds through a word the editor rewrote as it went in, and never offers that word", () => {
    const spelt = "Please ask teh team to call Mr Kowalchik.";
    // The editor's spelling autocorrect, in the same change that put the text in.
    let text = `${typed}Please ask the team to call Mr Kowalchik.`;
    const inserted = new InsertedText(spelt, typed.length, text, typed);
    expect(inserted.found).toBe(true);
    expect(inserted.corrected()).toBeNull();
    inserted.touched();
    text = replaced(text, "Kowalchik", "Kowalczyk");
    expect(inserted.change(text, () => text.indexOf("."))).toBe(true);
    expect(inserted.corrected()).toBe("Kowalczyk");
    // Without the text as it was before, a rewritten word is not told from another text.
    expect(new InsertedText(spelt, typed.length, text).found).toBe(false);
  });

  it("follows the copy that went in, not an earlier one the same as written", () => {
    const spelt = "Please ask teh team to call Mr Kowalchik.";
    // The same sentence already in the field; the editor respelt the new copy as it went in.
    const earlier = `${typed}${spelt}\n`;
    let text = `${earlier}Please ask the team to call Mr Kowalchik.`;
    const inserted = new InsertedText(spelt, earlier.length, text, earlier);
    expect(inserted.found).toBe(true);
    inserted.touched();
    // A correction in the earlier copy is outside the inserted text: nothing offered.
    const old = text;
    text = replaced(text, "Kowalchik", "Kowalski");
    expect(inserted.change(text, () => old.indexOf("."))).toBe(true);
    expect(inserted.corrected()).toBeNull();
    // One in the new copy is offered.
    const at = text.lastIndexOf("Kowalchik");
    text = `${text.slice(0, at)}Kowalczyk${text.slice(at + "Kowalchik".length)}`;
    expect(inserted.change(text, () => text.length - 1)).toBe(true);
    expect(inserted.corrected()).toBe("Kowalczyk");
  });

  it("takes the text as the editor renders it, a change or two after it went in", () => {
    const inserted = new InsertedText(written, typed.length, typed);
    expect(inserted.found).toBe(false);
    expect(inserted.change(`${typed}\n`)).toBe(true);
    expect(inserted.found).toBe(false);
    expect(inserted.change(`${typed}\n${wentIn}`)).toBe(true);
    expect(inserted.found).toBe(true);
    expect(inserted.corrected()).toBeNull();
  });

  it("takes what the editor changes before the person first edits as the text that went in", () => {
    let text = `${typed}${written}`;
    const inserted = new InsertedText(written, typed.length, text);
    // A capital given a frame after the text was found, then the person's own edit.
    text = replaced(text, "don't", "Don't");
    expect(inserted.change(text, () => typed.length + 1)).toBe(true);
    expect(inserted.corrected()).toBeNull();
    inserted.touched();
    text = replaced(text, "Kowalchik", "Kowalczyk");
    expect(inserted.change(text, () => text.indexOf(" --"))).toBe(true);
    expect(inserted.corrected()).toBe("Kowalczyk");
  });

  it("takes a changed capital once the person edits as theirs", () => {
    let text = `${typed}${written}`;
    const inserted = new InsertedText(written, typed.length, text);
    inserted.touched();
    text = replaced(text, "don't", "Don't");
    expect(inserted.change(text, () => typed.length + 1)).toBe(true);
    expect(inserted.corrected()).toBe("Don't");
  });

  it("takes quotes and dashes the editor puts in once the person edits as no correction", () => {
    let text = `${typed}${written}`;
    const inserted = new InsertedText(written, typed.length, text);
    inserted.touched();
    for (const [from, to] of [
      ["'", "’"],
      ["'", "’"],
      ["--", "—"],
    ] as const) {
      const at = text.indexOf(from);
      text = replaced(text, from, to);
      expect(inserted.change(text, () => at + to.length)).toBe(true);
    }
    expect(text).toBe(`${typed}don’t call Mr Kowalchik — he’s away.`);
    expect(inserted.corrected()).toBeNull();
  });

  it("never offers a word changed outside the inserted text", () => {
    let text = `${typed}${wentIn}`;
    const inserted = new InsertedText(written, typed.length, text);
    inserted.touched();
    text = replaced(text, "Anna", "Hanna");
    expect(inserted.change(text, () => "Notes for Hanna".length)).toBe(true);
    expect(inserted.corrected()).toBeNull();
    text = `${text} Tomasz`;
    expect(inserted.change(text, () => text.length)).toBe(true);
    expect(inserted.corrected()).toBeNull();
  });

  it("is lost when an edit crosses its edges", () => {
    let text = `${typed}${wentIn}`;
    const inserted = new InsertedText(written, typed.length, text);
    text = replaced(text, "Anna: Don’t", "Ann");
    expect(inserted.change(text, () => "Notes for Ann".length)).toBe(false);
    expect(inserted.corrected()).toBeNull();
  });
});
