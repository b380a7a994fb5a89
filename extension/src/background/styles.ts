import { snippetListSchema } from "../../../src/shared/schemas/snippets";
import { type Styles, setStylesSchema } from "../../../src/shared/schemas/styles";
import { type ThreadSender, threadSender } from "../../../src/shared/style-resolution";
import type { Result, WorkerAnswers } from "../shared/protocol";
import {
  DEFAULT_TONE,
  type StoredSettings,
  type StoredSnippet,
  type Tone,
} from "../shared/settings";
import {
  countChoice,
  NO_STYLES,
  type ResolvedTone,
  resolveTone,
  withSiteStyle,
} from "../shared/styles";
import { accountSnippets, accountStyles } from "./api";
import { saveSettings } from "./storage";

/**
 * Snippets and styles of whoever uses the extension: the signed-in account's
 * through the API, else the ones kept in this browser, checked with the
 * server's own schemas and messages either way.
 */

function invalid(issues: { message: string }[], what: string) {
  return { ok: false as const, message: issues[0]?.message ?? `Invalid ${what}` };
}

export async function readSnippets(
  settings: StoredSettings,
): Promise<Result<{ snippets: StoredSnippet[] }>> {
  if (settings.token) return accountSnippets(settings.origin, settings.token);
  return { ok: true, value: { snippets: settings.snippets ?? [] } };
}

export async function writeSnippets(
  settings: StoredSettings,
  snippets: StoredSnippet[],
): Promise<Result<{ snippets: StoredSnippet[] }>> {
  if (settings.token) return accountSnippets(settings.origin, settings.token, snippets);
  const checked = snippetListSchema.safeParse(snippets);
  if (!checked.success) return invalid(checked.error.issues, "snippets");
  await saveSettings({ snippets: checked.data });
  return { ok: true, value: { snippets: checked.data } };
}

export async function readStyles(settings: StoredSettings): Promise<Result<Styles>> {
  if (settings.token) return accountStyles(settings.origin, settings.token);
  return { ok: true, value: settings.styles ?? NO_STYLES };
}

export async function writeStyles(
  settings: StoredSettings,
  styles: Styles,
): Promise<Result<Styles>> {
  if (settings.token) return accountStyles(settings.origin, settings.token, styles);
  const checked = setStylesSchema.safeParse(styles);
  if (!checked.success) return invalid(checked.error.issues, "styles");
  await saveSettings({ styles: checked.data });
  return { ok: true, value: checked.data };
}

/** The tone shown on the button; styles that cannot be read leave the default tone. */
export async function toneHere(
  settings: StoredSettings,
  site: string | null,
  sender: ThreadSender,
): Promise<ResolvedTone> {
  const styles = await readStyles(settings);
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
  const styles = await readStyles(settings);
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
  const styles = await readStyles(settings);
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
  return saved.ok ? { ok: true, value: null } : saved;
}
