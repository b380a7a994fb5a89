import type { Styles } from "../../../src/shared/schemas/styles";
import { fillTones, labelled } from "../pages/dom";
import type { Tone } from "../shared/settings";
import { ListRows } from "./rows";

type Kind = "site" | "recipient";
export type StyleEntry = { name: string; tone: Tone };

const NAMES: Record<Kind, { legend: string; placeholder: string }> = {
  site: { legend: "Website", placeholder: "mail.example.com" },
  recipient: { legend: "Person", placeholder: "Ada Kowalczyk or ada@example.com" },
};

/** A row without a website's or a person's name is left out, whatever its tone. */
export const emptyStyle = (entry: StyleEntry): boolean => entry.name.trim() === "";

/** A style's row: a website or a person, and the tone Verba writes in for it. */
export function styleRows(container: HTMLElement, kind: Kind): ListRows<StyleEntry> {
  const names = NAMES[kind];
  return new ListRows<StyleEntry>(container, {
    legend: names.legend,
    blank: { name: "", tone: "professional" },
    fields(entry) {
      const name = document.createElement("input");
      name.className = "name";
      name.value = entry.name;
      name.placeholder = names.placeholder;
      const tone = document.createElement("select");
      tone.className = "tone";
      fillTones(tone);
      tone.value = entry.tone;
      return [labelled(names.legend, name), labelled("Tone", tone)];
    },
    read: (row) => ({
      name: (row.querySelector(".name") as HTMLInputElement).value,
      tone: (row.querySelector(".tone") as HTMLSelectElement).value as Tone,
    }),
    empty: emptyStyle,
  });
}

export function stylesFrom(sites: ListRows<StyleEntry>, recipients: ListRows<StyleEntry>): Styles {
  return {
    sites: sites.read().map(({ name, tone }) => ({ site: name, tone })),
    recipients: recipients.read().map(({ name, tone }) => ({ recipient: name, tone })),
  };
}

export function showStyles(
  styles: Styles,
  sites: ListRows<StyleEntry>,
  recipients: ListRows<StyleEntry>,
): void {
  sites.show(styles.sites.map(({ site, tone }) => ({ name: site, tone })));
  recipients.show(styles.recipients.map(({ recipient, tone }) => ({ name: recipient, tone })));
}
