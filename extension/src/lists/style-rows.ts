import type { Styles } from "../../../src/shared/schemas/styles";
import { fillTones, labelled } from "../pages/dom";
import type { Tone } from "../shared/settings";
import { ListRows } from "./rows";

type Kind = "site" | "recipient";
type Entry = { name: string; tone: Tone };

const NAMES: Record<Kind, { legend: string; placeholder: string }> = {
  site: { legend: "Website", placeholder: "mail.example.com" },
  recipient: { legend: "Person", placeholder: "Ada Kowalczyk or ada@example.com" },
};

/** A style's row: a website or a person, and the tone Verba writes in for it. */
export function styleRows(container: HTMLElement, kind: Kind): ListRows<Entry> {
  const names = NAMES[kind];
  return new ListRows<Entry>(container, {
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
    empty: (entry) => entry.name.trim() === "",
  });
}

export function stylesFrom(sites: ListRows<Entry>, recipients: ListRows<Entry>): Styles {
  return {
    sites: sites.read().map(({ name, tone }) => ({ site: name, tone })),
    recipients: recipients.read().map(({ name, tone }) => ({ recipient: name, tone })),
  };
}

export function showStyles(
  styles: Styles,
  sites: ListRows<Entry>,
  recipients: ListRows<Entry>,
): void {
  sites.show(styles.sites.map(({ site, tone }) => ({ name: site, tone })));
  recipients.show(styles.recipients.map(({ recipient, tone }) => ({ name: recipient, tone })));
}
