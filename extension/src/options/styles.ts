import type { Styles } from "../../../src/shared/schemas/styles";
import { fillTones } from "../pages/dom";
import type { Tone } from "../shared/settings";

type Kind = "site" | "recipient";

const NAMES: Record<Kind, { legend: string; field: string; placeholder: string }> = {
  site: { legend: "Website", field: "Website", placeholder: "mail.example.com" },
  recipient: { legend: "Person", field: "Person", placeholder: "Ada Kowalczyk or ada@example.com" },
};

/**
 * The styles form's rows: a website or a person, and the tone Verba writes
 * in for it. Saved together; the worker checks them with the server's schema.
 */
export class StyleRows {
  readonly #container: HTMLElement;
  readonly #kind: Kind;

  constructor(container: HTMLElement, kind: Kind) {
    this.#container = container;
    this.#kind = kind;
  }

  show(entries: { name: string; tone: Tone }[]): void {
    this.#container.replaceChildren();
    for (const entry of entries) this.add(entry);
  }

  add(entry: { name: string; tone: Tone } = { name: "", tone: "professional" }): void {
    const names = NAMES[this.#kind];
    const row = document.createElement("fieldset");
    const legend = document.createElement("legend");
    legend.textContent = `${names.legend} ${this.#container.children.length + 1}`;
    const name = document.createElement("input");
    name.className = "name";
    name.value = entry.name;
    name.placeholder = names.placeholder;
    const tone = document.createElement("select");
    tone.className = "tone";
    fillTones(tone);
    tone.value = entry.tone;
    const remove = document.createElement("button");
    remove.type = "button";
    remove.className = "secondary";
    remove.textContent = "Remove";
    remove.addEventListener("click", () => row.remove());
    row.append(legend, labelled(names.field, name), labelled("Tone", tone), remove);
    this.#container.append(row);
  }

  /** The rows as typed; rows without a name are left out. */
  read(): { name: string; tone: Tone }[] {
    return [...this.#container.querySelectorAll("fieldset")]
      .map((row) => ({
        name: (row.querySelector(".name") as HTMLInputElement).value,
        tone: (row.querySelector(".tone") as HTMLSelectElement).value as Tone,
      }))
      .filter((entry) => entry.name.trim() !== "");
  }
}

export function stylesFrom(sites: StyleRows, recipients: StyleRows): Styles {
  return {
    sites: sites.read().map(({ name, tone }) => ({ site: name, tone })),
    recipients: recipients.read().map(({ name, tone }) => ({ recipient: name, tone })),
  };
}

export function showStyles(styles: Styles, sites: StyleRows, recipients: StyleRows): void {
  sites.show(styles.sites.map(({ site, tone }) => ({ name: site, tone })));
  recipients.show(styles.recipients.map(({ recipient, tone }) => ({ name: recipient, tone })));
}

function labelled(name: string, field: HTMLElement) {
  const label = document.createElement("label");
  label.append(name, field);
  return label;
}
