import type { Styles } from "../../../src/shared/schemas/styles";
import type { Tone } from "./settings";

/** How many manual choices of the same tone on a site make Verba offer to keep it. */
export const CHOICES_BEFORE_OFFER = 3;

/** Sites whose choices are counted at once: the oldest counted is forgotten first. */
export const COUNTED_SITES = 50;

/** The last manual tone chosen on a site and how many times in a row. */
export interface ToneChoice {
  site: string;
  tone: Tone;
  count: number;
}

export const NO_STYLES: Styles = { sites: [], recipients: [] };

/** The page's host as styles name it: lower case, no trailing dot. */
export function siteKey(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, "");
}

/** The thread's sender the webmail context names first ('From: Ada Kowalczyk'), or null. */
export function recipientOf(context: string | undefined): string | null {
  const match = /^From: ([^\n]+)\n/.exec(context ?? "");
  return match?.[1]?.trim() || null;
}

export interface ResolvedTone {
  tone: Tone;
  /** Which saved style gave it: the recipient's, the site's, or none (the fallback). */
  from: "recipient" | "site" | "default";
}

/**
 * The tone a dictation uses when the person did not pick one, as the server
 * resolves it: the recipient's saved style, then the site's, then `fallback`.
 * Recipients match without case; sites by host.
 */
export function resolveTone(
  styles: Styles,
  where: { site: string | null; recipient: string | null },
  fallback: Tone,
): ResolvedTone {
  const recipient = where.recipient?.trim().replace(/\s+/g, " ").toLowerCase();
  const byRecipient = recipient
    ? styles.recipients.find((entry) => entry.recipient.toLowerCase() === recipient)
    : undefined;
  if (byRecipient) return { tone: byRecipient.tone, from: "recipient" };
  const site = where.site ? siteKey(where.site) : null;
  const bySite = site ? styles.sites.find((entry) => siteKey(entry.site) === site) : undefined;
  if (bySite) return { tone: bySite.tone, from: "site" };
  return { tone: fallback, from: "default" };
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
