/** The tone of a dictation by site and by recipient, from the person's styles wherever they are kept. */
import type { Styles } from "../../../src/shared/schemas/styles";
import { type ThreadSender, threadSender } from "../../../src/shared/style-resolution";
import type { Result, WorkerAnswers } from "../shared/protocol";
import { DEFAULT_TONE, type StoredSettings, type Tone } from "../shared/settings";
import {
  countChoice,
  NO_STYLES,
  type ResolvedTone,
  resolveTone,
  withSiteStyle,
} from "../shared/styles";
import { readStyles, writeStyles } from "./lists";
import { saveSettings } from "./storage";

/**
 * How long one reading of the account's styles serves the buttons that ask:
 * the bound on how late a style changed where the worker cannot see it (the
 * web app, another device) shows on a new button.
 */
export const STYLES_SHARED_MS = 5_000;
let shared: { caller: string; at: number; styles: Promise<Result<Styles>> } | undefined;

/**
 * The styles for a tone. The account's are read once for every button that
 * asks within `STYLES_SHARED_MS`: a page opens editors by the dozen (or,
 * hostile, by the thousand), and each new button asks for its tone; the
 * server is asked once. This is the only copy kept: the worker is where
 * every change made in this browser passes (the popup's and the options
 * page's saves, a tone kept from a button: `forgetSharedStyles`), and where
 * all tabs ask, so the content scripts keep none. Styles kept in this browser
 * are read from its storage with each question, so there is no copy of them
 * to go stale. A read that failed is not shared. Lists the person edits (the
 * popup, the options page) and a kept tone read afresh.
 */
function stylesForTone(settings: StoredSettings): Promise<Result<Styles>> {
  if (!settings.token) return readStyles(settings);
  const caller = `${settings.origin} ${settings.token}`;
  const now = Date.now();
  if (!shared || shared.caller !== caller || now - shared.at > STYLES_SHARED_MS) {
    const reading = { caller, at: now, styles: readStyles(settings) };
    shared = reading;
    const unshare = () => {
      if (shared === reading) shared = undefined;
    };
    void reading.styles.then((styles) => (styles.ok ? undefined : unshare()), unshare);
  }
  return shared.styles;
}

/** A tone kept or styles saved: the next button reads them anew. */
export function forgetSharedStyles(): void {
  shared = undefined;
}

/** The tone shown on the button; styles that cannot be read leave the default tone. */
export async function toneHere(
  settings: StoredSettings,
  site: string | null,
  sender: ThreadSender,
): Promise<ResolvedTone> {
  const styles = await stylesForTone(settings);
  return resolveTone(styles.ok ? styles.value : NO_STYLES, { site, sender }, settings.tone);
}

/**
 * The tone sent with a dictation the person did not pick one for. Anonymous:
 * resolved here from this browser's styles. Signed in: left out whenever the
 * server resolves the same (its fallback is the default tone), so the
 * account's styles are read only when the person's default tone differs.
 */
export async function dictationTone(
  settings: StoredSettings,
  site: string | null,
  context: string | undefined,
): Promise<Tone | undefined> {
  if (settings.token && settings.tone === DEFAULT_TONE) return undefined;
  const styles = await stylesForTone(settings);
  if (!styles.ok) return undefined;
  const resolved = resolveTone(
    styles.value,
    { site, sender: threadSender(context) },
    settings.tone,
  );
  if (settings.token && resolved.from !== "default") return undefined;
  return resolved.tone;
}

/** Counts a manual choice on `site`; the third same one in a row is offered to be kept. */
export async function choseTone(
  settings: StoredSettings,
  site: string | null,
  tone: Tone,
): Promise<WorkerAnswers["chose-tone"]> {
  if (!site) return { offer: false, site };
  const styles = await stylesForTone(settings);
  const saved = styles.ok ? resolveTone(styles.value, { site, sender: {} }, tone) : null;
  const counted = countChoice(
    settings.toneChoices ?? [],
    site,
    tone,
    saved?.from === "site" ? saved.tone : null,
  );
  await saveSettings({ toneChoices: counted.choices });
  return { offer: counted.offer, site };
}

/** The person said yes: `tone` becomes `site`'s style, kept where their styles are. */
export async function keepSiteTone(
  settings: StoredSettings,
  site: string | null,
  tone: Tone,
): Promise<Result<null>> {
  if (!site) return { ok: false, message: "Verba can keep a tone only for a website." };
  const styles = await readStyles(settings);
  if (!styles.ok) return styles;
  const saved = await writeStyles(settings, withSiteStyle(styles.value, site, tone));
  forgetSharedStyles();
  return saved.ok ? { ok: true, value: null } : saved;
}
