import {
  DEFAULT_ORIGIN,
  DEFAULT_TONE,
  isTone,
  KEPT_RESULTS,
  type KeptResult,
  type StoredSettings,
} from "../shared/settings";

/**
 * The extension's storage is for its own pages and worker. Chrome lets
 * content scripts read `local` by default, so a page's process taken over
 * would read the sign-in token, the snippets and the last results straight
 * from it; Verba's content scripts never read it (they ask the worker), so it
 * is closed to them. `session` is closed to them already. A browser that
 * cannot close `local` leaves it as it was.
 */
export async function closeStorageToContentScripts(): Promise<void> {
  const local = chrome.storage.local as Partial<
    Pick<typeof chrome.storage.local, "setAccessLevel">
  >;
  await local.setAccessLevel?.({ accessLevel: "TRUSTED_CONTEXTS" }).catch(() => undefined);
}

/** Everything the extension keeps, with defaults for what was never set. */
export async function loadSettings(): Promise<StoredSettings> {
  const stored = (await chrome.storage.local.get(null)) as Partial<StoredSettings>;
  return {
    ...stored,
    origin: stored.origin ?? DEFAULT_ORIGIN,
    tone: isTone(stored.tone) ? stored.tone : DEFAULT_TONE,
  };
}

export async function saveSettings(settings: Partial<StoredSettings>): Promise<void> {
  await chrome.storage.local.set(settings);
}

/** A random id made once and kept: the server counts anonymous use per installation. */
export async function installationId(): Promise<string> {
  const { installationId } = await loadSettings();
  if (installationId) return installationId;
  const made = crypto.randomUUID();
  await saveSettings({ installationId: made });
  return made;
}

export async function forgetAccount(): Promise<void> {
  await chrome.storage.local.remove(["token", "email"]);
}

/** Keeps a result (newest first, the last KEPT_RESULTS only), so that text never written anywhere is not lost. */
export async function keepResult(result: KeptResult): Promise<void> {
  const { results = [] } = await loadSettings();
  await saveSettings({ results: [result, ...results].slice(0, KEPT_RESULTS) });
}

/** Signing out leaves nothing of what was written behind. */
export async function forgetResults(): Promise<void> {
  await chrome.storage.local.remove("results");
}

/**
 * Tabs the any-field script was injected into on a gesture: its requests
 * are heard from those tabs only. In session storage: the worker may stop
 * between the gesture and the dictation, and the list ends with the browser.
 */
export async function rememberInjectedTab(tabId: number): Promise<void> {
  const tabs = await injectedTabs();
  if (!tabs.includes(tabId)) await chrome.storage.session.set({ injectedTabs: [...tabs, tabId] });
}

export async function forgetInjectedTab(tabId: number): Promise<void> {
  const tabs = await injectedTabs();
  if (tabs.includes(tabId)) {
    await chrome.storage.session.set({ injectedTabs: tabs.filter((id) => id !== tabId) });
  }
}

export async function injectedTabs(): Promise<number[]> {
  const { injectedTabs } = (await chrome.storage.session.get("injectedTabs")) as {
    injectedTabs?: number[];
  };
  return injectedTabs ?? [];
}
