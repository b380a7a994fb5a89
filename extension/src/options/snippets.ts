import type { StoredSnippet } from "../shared/settings";

/**
 * The snippets form's rows: a trigger and its text each, added and removed
 * here, saved together (the worker checks them with the server's own schema).
 */
export class SnippetRows {
  readonly #container: HTMLElement;

  constructor(container: HTMLElement) {
    this.#container = container;
  }

  show(snippets: StoredSnippet[]): void {
    this.#container.replaceChildren();
    for (const snippet of snippets) this.add(snippet);
  }

  add(snippet: StoredSnippet = { trigger: "", text: "" }): void {
    const index = this.#container.children.length + 1;
    const row = document.createElement("fieldset");
    const legend = document.createElement("legend");
    legend.textContent = `Snippet ${index}`;
    const trigger = labelled("Trigger", document.createElement("input"));
    trigger.field.value = snippet.trigger;
    trigger.field.className = "trigger";
    trigger.field.maxLength = 60;
    const text = labelled("Text", document.createElement("textarea"));
    text.field.value = snippet.text;
    text.field.className = "text";
    text.field.rows = 3;
    text.field.maxLength = 2_000;
    const remove = document.createElement("button");
    remove.type = "button";
    remove.className = "secondary";
    remove.textContent = "Remove";
    remove.addEventListener("click", () => row.remove());
    row.append(legend, trigger.label, text.label, remove);
    this.#container.append(row);
  }

  /** The rows as typed; rows left wholly empty are not snippets. */
  read(): StoredSnippet[] {
    return [...this.#container.querySelectorAll("fieldset")]
      .map((row) => ({
        trigger: (row.querySelector(".trigger") as HTMLInputElement).value,
        text: (row.querySelector(".text") as HTMLTextAreaElement).value,
      }))
      .filter((snippet) => snippet.trigger.trim() !== "" || snippet.text.trim() !== "");
  }
}

function labelled<T extends HTMLInputElement | HTMLTextAreaElement>(name: string, field: T) {
  const label = document.createElement("label");
  label.append(name, field);
  return { label, field };
}
