import { EXTENSION_TONES } from "../../../src/shared/extension";
import { TONE_LABELS } from "../shared/settings";

/** The element with `id`; the pages' HTML is ours, so a missing one is a build mistake. */
export function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is missing from the page`);
  return element as T;
}

export function fillTones(select: HTMLSelectElement): void {
  for (const tone of EXTENSION_TONES) select.add(new Option(TONE_LABELS[tone], tone));
}

/** A status line's text, shown as an answer (`ok`) or as what went wrong. */
export function say(element: HTMLElement, text: string, ok: boolean): void {
  element.textContent = text;
  element.className = ok ? "ok" : "error";
}

/** `field` inside its label, so the label names it for the person and for a screen reader. */
export function labelled(name: string, field: HTMLElement): HTMLLabelElement {
  const label = document.createElement("label");
  label.append(name, field);
  return label;
}
