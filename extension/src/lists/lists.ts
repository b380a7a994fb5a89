/**
 * The person's dictionary, snippets and styles, edited alike in the options
 * page and the popup. The service worker keeps them: in the signed-in
 * account (through its API), else in this browser (chrome.storage).
 */
import { dictionaryTermsSchema } from "../../../src/shared/schemas/dictionary";
import { snippetListSchema } from "../../../src/shared/schemas/snippets";
import { type Styles, setStylesSchema } from "../../../src/shared/schemas/styles";
import { labelled } from "../pages/dom";
import { askWorker, type Result } from "../shared/protocol";
import type { StoredSnippet } from "../shared/settings";
import { type ListDefinition, type ListForm, listForm } from "./list-form";
import { termLine, termsIn } from "./list-state";
import { snippetRows } from "./snippet-rows";
import { showStyles, styleRows, stylesFrom } from "./style-rows";

function addButton(text: string, rows: { add(): HTMLFieldSetElement }) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "secondary";
  button.textContent = text;
  button.addEventListener("click", () => rows.add().querySelector<HTMLElement>("input")?.focus());
  return button;
}

/** The worker answers `{terms}` or `{snippets}`; the forms hold the list itself. */
function listOf<T, K extends keyof T>(answer: Result<T>, key: K): Result<T[K]> {
  return answer.ok ? { ok: true, value: answer.value[key] } : answer;
}

function dictionaryList(): ListDefinition<string[]> {
  const terms = document.createElement("textarea");
  terms.id = "terms";
  terms.rows = 6;
  terms.placeholder = "Tomasz\nSharePoint\nKraków";
  return {
    id: "dictionary",
    title: "Personal dictionary",
    about:
      "Names and terms you use, one per line. Verba listens for them and writes them exactly as you spell them here. Signed in, they are saved to your account; otherwise they stay in this browser.",
    save: "Save dictionary",
    saved: "Dictionary saved",
    fields: [labelled("Terms", terms)],
    read: () => termsIn(terms.value),
    show: (value) => {
      terms.value = value.join("\n");
    },
    schema: dictionaryTermsSchema,
    mark: ([index]) => {
      terms.setAttribute("aria-invalid", "true");
      terms.focus();
      return typeof index === "number" ? termLine(terms.value, index) : undefined;
    },
    unmark: () => terms.removeAttribute("aria-invalid"),
    get: async () => listOf(await askWorker({ type: "get-dictionary" }), "terms"),
    put: async (terms) => listOf(await askWorker({ type: "save-dictionary", terms }), "terms"),
  };
}

function snippetsList(): ListDefinition<StoredSnippet[]> {
  const container = document.createElement("div");
  container.id = "snippet-rows";
  container.className = "rows";
  const rows = snippetRows(container);
  return {
    id: "snippets",
    title: "Snippets",
    about:
      "Say or type a trigger, and Verba puts its text in exactly as written: a calendar link, an address, a signature. Signed in, they are your account's (the same as in Verba's Settings); otherwise they stay in this browser. At most 100; a trigger of 2 to 60 characters, a text of at most 2,000.",
    save: "Save snippets",
    saved: "Snippets saved",
    fields: [container, addButton("Add a snippet", rows)],
    read: () => rows.read(),
    show: (snippets) => rows.show(snippets),
    schema: snippetListSchema,
    mark: ([index, field]) =>
      typeof index === "number" && typeof field === "string" ? rows.mark(index, field) : undefined,
    unmark: () => rows.unmark(),
    get: async () => listOf(await askWorker({ type: "get-snippets" }), "snippets"),
    put: async (snippets) =>
      listOf(await askWorker({ type: "save-snippets", snippets }), "snippets"),
  };
}

function stylesList(): ListDefinition<Styles> {
  const sites = document.createElement("div");
  sites.id = "site-rows";
  sites.className = "rows";
  const recipients = document.createElement("div");
  recipients.id = "recipient-rows";
  recipients.className = "rows";
  const rows = { sites: styleRows(sites, "site"), recipients: styleRows(recipients, "recipient") };
  const heading = (text: string) =>
    Object.assign(document.createElement("h3"), { textContent: text });
  return {
    id: "styles",
    title: "Styles",
    about:
      "The tone Verba writes in on a website or to a person (the sender of the email you answer). A person's tone comes first, then the website's, then the default tone. Signed in, they are your account's; otherwise they stay in this browser.",
    save: "Save styles",
    saved: "Styles saved",
    fields: [
      heading("Websites"),
      sites,
      addButton("Add a website", rows.sites),
      heading("People"),
      recipients,
      addButton("Add a person", rows.recipients),
    ],
    read: () => stylesFrom(rows.sites, rows.recipients),
    show: (styles) => showStyles(styles, rows.sites, rows.recipients),
    schema: setStylesSchema,
    // ["sites", 2, "site"]: the third website's name; ["recipients", 0, "tone"]: the first person's tone.
    mark: ([group, index, field]) => {
      if (typeof index !== "number") return undefined;
      const name = field === "tone" ? "tone" : "name";
      return (group === "sites" ? rows.sites : rows.recipients).mark(index, name);
    },
    unmark: () => {
      rows.sites.unmark();
      rows.recipients.unmark();
    },
    get: () => askWorker({ type: "get-styles" }),
    put: (styles) => askWorker({ type: "save-styles", styles }),
  };
}

/** The three forms, put in `container`; `folded` (the popup) shows each under its title only, until opened. */
export function mountLists(container: HTMLElement, folded: boolean): ListForm {
  const forms = [
    listForm(dictionaryList(), folded),
    listForm(snippetsList(), folded),
    listForm(stylesList(), folded),
  ];
  container.append(...forms.map((form) => form.element));
  return {
    element: container,
    async load(owner) {
      await Promise.all(forms.map((form) => form.load(owner)));
    },
  };
}
