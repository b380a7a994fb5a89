import { LIMITS } from "../../../src/shared/limits";
import type { Styles } from "../../../src/shared/schemas/styles";
import { savedStyleFor, type ThreadSender } from "../../../src/shared/style-resolution";
import type { Tone, ToneChoice } from "./settings";

/** How many manual choices of the same tone on a site make Verba offer to keep it. */
export const CHOICES_BEFORE_OFFER = 3;

/** Sites whose choices are counted at once: the oldest counted is forgotten first. */
export const COUNTED_SITES = 50;

export const NO_STYLES: Styles = { sites: [], recipients: [] };

/** The page's host as styles name it: lower case, no trailing dot. */
export function siteKey(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, "");
}

/**
 * A thread's sender as a style can name them: a name or address longer than
 * a saved recipient can be matches none, and is left out (the worker refuses
 * a longer one from a content script).
 */
export function nameable(sender: ThreadSender): ThreadSender {
  const fits = (text: string | undefined) =>
    text !== undefined && text.length <= LIMITS.styleRecipientMax ? text : undefined;
  const name = fits(sender.name);
  const email = fits(sender.email);
  return { ...(name ? { name } : {}), ...(email ? { email } : {}) };
}

export interface ResolvedTone {
  tone: Tone;
  /** Which saved style gave it: the recipient's, the site's, or none (the fallback). */
  from: "recipient" | "site" | "default";
}

/**
 * The tone a dictation uses when the person did not pick one, as the server
 * resolves it: the recipient's saved style, then the site's, then `fallback`.
 */
export function resolveTone(
  styles: Styles,
  where: { site: string | null; sender: ThreadSender },
  fallback: Tone,
): ResolvedTone {
  return savedStyleFor(styles, where) ?? { tone: fallback, from: "default" };
}

/**
 * Counts a manual choice of `tone` on `site`. A different tone starts the
 * count again; the same one `CHOICES_BEFORE_OFFER` times in a row means
 * `offer` (the count then starts again, whatever the person answers).
 * A tone the site already has saved is no choice to count.
 */
export function countChoice(
  choices: ToneChoice[],
  site: string,
  tone: Tone,
  savedForSite: Tone | null,
): { choices: ToneChoice[]; offer: boolean } {
  const key = siteKey(site);
  const others = choices.filter((choice) => choice.site !== key);
  if (tone === savedForSite) return { choices: others, offer: false };
  const previous = choices.find((choice) => choice.site === key);
  const count = previous?.tone === tone ? previous.count + 1 : 1;
  if (count >= CHOICES_BEFORE_OFFER) return { choices: others, offer: true };
  return {
    choices: [{ site: key, tone, count }, ...others].slice(0, COUNTED_SITES),
    offer: false,
  };
}

/** `styles` with `site`'s tone set to `tone` (added, or replacing the one it had). */
export function withSiteStyle(styles: Styles, site: string, tone: Tone): Styles {
  const key = siteKey(site);
  return {
    recipients: styles.recipients,
    sites: [...styles.sites.filter((entry) => siteKey(entry.site) !== key), { site: key, tone }],
  };
}
