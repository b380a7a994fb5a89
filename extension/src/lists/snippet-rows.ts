import { LIMITS } from "../../../src/shared/limits";
import { labelled } from "../pages/dom";
import type { StoredSnippet } from "../shared/settings";
import { ListRows } from "./rows";

/** A row with neither a trigger nor a text is left out. */
export const emptySnippet = (snippet: StoredSnippet): boolean =>
  snippet.trigger.trim() === "" && snippet.text.trim() === "";

/** A snippet's row: its trigger and its text (the worker checks them with the server's own schema). */
export function snippetRows(container: HTMLElement): ListRows<StoredSnippet> {
  return new ListRows(container, {
    legend: "Snippet",
    blank: { trigger: "", text: "" },
    fields(snippet) {
      const trigger = document.createElement("input");
      trigger.value = snippet.trigger;
      trigger.className = "trigger";
      trigger.maxLength = LIMITS.snippetTriggerMax;
      const text = document.createElement("textarea");
      text.value = snippet.text;
      text.className = "text";
      text.rows = 3;
      text.maxLength = LIMITS.snippetTextMax;
      return [labelled("Trigger", trigger), labelled("Text", text)];
    },
    read: (row) => ({
      trigger: (row.querySelector(".trigger") as HTMLInputElement).value,
      text: (row.querySelector(".text") as HTMLTextAreaElement).value,
    }),
    empty: emptySnippet,
  });
}
