import { DEFAULT_ORIGIN, DEFAULT_TONE, isTone, type StoredSettings } from "../shared/settings";

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
