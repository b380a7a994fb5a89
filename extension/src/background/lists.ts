/**
 * The dictionary, snippets and styles of whoever uses the extension: the
 * signed-in account's through the API, else the ones kept in this browser
 * (chrome.storage.local), checked with the server's own schemas and messages
 * either way.
 */
import { dictionaryTermsSchema } from "../../../src/shared/schemas/dictionary";
import { snippetListSchema } from "../../../src/shared/schemas/snippets";
import { type Styles, setStylesSchema } from "../../../src/shared/schemas/styles";
import type { Result } from "../shared/protocol";
import type { StoredSettings, StoredSnippet } from "../shared/settings";
import { NO_STYLES } from "../shared/styles";
import { accountDictionary, accountSnippets, accountStyles } from "./api";
import { saveSettings } from "./storage";

function invalid(issues: { message: string }[], what: string) {
  return { ok: false as const, message: issues[0]?.message ?? `Invalid ${what}` };
}

export async function readTerms(settings: StoredSettings): Promise<Result<{ terms: string[] }>> {
  if (settings.token) return accountDictionary(settings.origin, settings.token);
  return { ok: true, value: { terms: settings.dictionary ?? [] } };
}

export async function writeTerms(
  settings: StoredSettings,
  terms: string[],
): Promise<Result<{ terms: string[] }>> {
  if (settings.token) return accountDictionary(settings.origin, settings.token, terms);
  const checked = dictionaryTermsSchema.safeParse(terms);
  if (!checked.success) return invalid(checked.error.issues, "dictionary");
  await saveSettings({ dictionary: checked.data });
  return { ok: true, value: { terms: checked.data } };
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
