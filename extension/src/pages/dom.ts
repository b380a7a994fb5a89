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
