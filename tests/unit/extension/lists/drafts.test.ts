/**
 * A list whose save failed is held in chrome.storage.session (memory only)
 * until it is saved or discarded, for the person who typed it only.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { dropDraft, keepDraft, readDraft } from "../../../../extension/src/lists/drafts";
import { installChromeStorage } from "../../../helpers/chrome-storage";

let storage: ReturnType<typeof installChromeStorage>;

beforeEach(() => {
  storage = installChromeStorage();
});

describe("drafts", () => {
  it("are held in session storage only, per list, until dropped", async () => {
    await keepDraft("snippets", null, [{ trigger: "my address", text: "Ul. Długa 5" }]);
    await keepDraft("dictionary", null, ["Kraków"]);
    expect(storage.local.size).toBe(0);
    expect(await readDraft("snippets", null)).toEqual([
      { trigger: "my address", text: "Ul. Długa 5" },
    ]);
    await dropDraft("snippets");
    expect(await readDraft("snippets", null)).toBeUndefined();
    expect(await readDraft("dictionary", null)).toEqual(["Kraków"]);
  });

  it("are the typing person's only: another person's, or this browser's once signed in, is dropped", async () => {
    await keepDraft("styles", "ann@example.com", { sites: [], recipients: [] });
    expect(await readDraft("styles", "bob@example.com")).toBeUndefined();
    expect(storage.session.size).toBe(0);
    await keepDraft("dictionary", null, ["Kraków"]);
    expect(await readDraft("dictionary", "ann@example.com")).toBeUndefined();
    expect(storage.session.size).toBe(0);
  });

  it("keep what was typed over an earlier draft", async () => {
    await keepDraft("dictionary", "ann@example.com", ["Kraków"]);
    await keepDraft("dictionary", "ann@example.com", ["Kraków", "Figma"]);
    expect(await readDraft("dictionary", "ann@example.com")).toEqual(["Kraków", "Figma"]);
  });
});
