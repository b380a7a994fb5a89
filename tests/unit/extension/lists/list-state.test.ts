/**
 * What the popup's and options page's list forms decide apart from the page:
 * the typed list checked with the server's own schemas, its message naming
 * the row the person sees; what loading shows (a draft first, a list that
 * could not be read never saved over); which rows are saved.
 */
import { describe, expect, it } from "vitest";
import {
  LIST_MESSAGES,
  listProblem,
  loadedList,
  rowName,
  savedRows,
  termLine,
  termsIn,
} from "../../../../extension/src/lists/list-state";
import { emptySnippet } from "../../../../extension/src/lists/snippet-rows";
import { emptyStyle } from "../../../../extension/src/lists/style-rows";
import { LIMITS } from "../../../../src/shared/limits";
import { MESSAGES } from "../../../../src/shared/messages";
import { dictionaryTermsSchema } from "../../../../src/shared/schemas/dictionary";
import { snippetListSchema } from "../../../../src/shared/schemas/snippets";
import { setStylesSchema } from "../../../../src/shared/schemas/styles";

const nowhere = () => undefined;

describe("the dictionary's text", () => {
  it("holds a term a line, blank lines left out, and names a term by the line it is on", () => {
    const text = "Tomasz\n\n  \nSharePoint\nKraków";
    expect(termsIn(text)).toEqual(["Tomasz", "SharePoint", "Kraków"]);
    expect(termLine(text, 1)).toBe("Line 4");
    expect(termLine(text, 3)).toBeUndefined();
  });

  it("names the line of a term the server's schema refuses", () => {
    const text = `Tomasz\n\n${"x".repeat(LIMITS.dictionaryTermMax + 1)}`;
    const where = ([index]: PropertyKey[]) =>
      typeof index === "number" ? termLine(text, index) : undefined;
    expect(listProblem(dictionaryTermsSchema, termsIn(text), "Personal dictionary", where)).toBe(
      `Line 3: ${MESSAGES.dictionaryTermTooLong}`,
    );
    expect(listProblem(dictionaryTermsSchema, ["Tomasz"], "Personal dictionary", where)).toBeNull();
  });
});

describe("rows", () => {
  const shown = [
    { trigger: "my address", text: "Ul. Długa 5" },
    { trigger: " ", text: "" },
    { trigger: "x", text: "Kind regards" },
    { trigger: "My Address", text: "Another" },
  ];
  const saved = savedRows(shown, emptySnippet).map((position) => shown[position]);
  const where = ([index]: PropertyKey[]) =>
    typeof index === "number" ? rowName("Snippet", shown, emptySnippet, index) : undefined;

  it("leaves empty rows out of what is saved, and names a row as shown, empty ones counted", () => {
    expect(savedRows(shown, emptySnippet)).toEqual([0, 2, 3]);
    expect(rowName("Snippet", shown, emptySnippet, 1)).toBe("Snippet 3");
    expect(rowName("Snippet", shown, emptySnippet, 3)).toBeUndefined();
  });

  it("names the row of a snippet the server's schema refuses, or none for the whole list", () => {
    expect(listProblem(snippetListSchema, saved, "Snippets", where)).toBe(
      `Snippet 3: ${MESSAGES.snippetTriggerTooShort}`,
    );
    const fixed = saved.map((snippet, index) =>
      index === 1 ? { ...snippet, trigger: "kr" } : snippet,
    );
    expect(listProblem(snippetListSchema, fixed, "Snippets", where)).toBe(
      `Snippet 4: ${MESSAGES.snippetTriggerRepeated("My Address")}`,
    );
    const many = Array.from({ length: LIMITS.snippetsMax + 1 }, (_, index) => ({
      trigger: `trigger ${index}`,
      text: "Text",
    }));
    expect(listProblem(snippetListSchema, many, "Snippets", where)).toBe(MESSAGES.snippetsTooMany);
  });

  it("names the website or person row of a style the server's schema refuses", () => {
    const people = [
      { name: "Ada Kowalczyk", tone: "friendly" as const },
      { name: "", tone: "formal" as const },
      { name: "ada kowalczyk", tone: "concise" as const },
    ];
    const styles = {
      sites: [{ site: "mail.example.com", tone: "formal" }],
      recipients: savedRows(people, emptyStyle).map((position) => ({
        recipient: people[position]?.name,
        tone: people[position]?.tone,
      })),
    };
    const where = ([group, index]: PropertyKey[]) =>
      group === "recipients" && typeof index === "number"
        ? rowName("Person", people, emptyStyle, index)
        : undefined;
    expect(listProblem(setStylesSchema, styles, "Styles", where)).toBe(
      `Person 3: ${MESSAGES.styleRepeated("ada kowalczyk")}`,
    );
    const badSite = { ...styles, sites: [{ site: "not a site", tone: "formal" }], recipients: [] };
    expect(listProblem(setStylesSchema, badSite, "Styles", nowhere)).toBe(
      MESSAGES.styleSiteInvalid,
    );
  });
});

describe("loading a list", () => {
  const saved = { ok: true as const, value: ["Kraków"] };
  const unread = { ok: false as const, message: "Could not reach Verba." };

  it("shows the saved list, with nothing to discard", () => {
    expect(loadedList(saved, undefined)).toEqual({
      shown: ["Kraków"],
      status: null,
      canSave: true,
      canDiscard: false,
      open: false,
    });
  });

  it("refuses to save over a list that could not be read, and says why", () => {
    const loaded = loadedList(unread, undefined);
    expect(loaded).toEqual({
      status: { text: LIST_MESSAGES.unread("Could not reach Verba."), ok: false },
      canSave: false,
      canDiscard: false,
      open: false,
    });
    expect(loaded.status?.text).toBe(
      "Could not reach Verba. Saving waits until the list can be read.",
    );
  });

  it("puts a draft back before the saved list, even one that could not be read, open and discardable", () => {
    for (const answer of [saved, unread]) {
      expect(loadedList(answer, ["Kraków", "Figma"])).toEqual({
        shown: ["Kraków", "Figma"],
        status: { text: LIST_MESSAGES.restored, ok: false },
        canSave: true,
        canDiscard: true,
        open: true,
      });
    }
  });
});
