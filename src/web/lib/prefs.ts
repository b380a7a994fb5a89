import { useCallback, useMemo, useSyncExternalStore } from "react";
import { z } from "zod";
import { type VoiceOption, voiceOptionSchema } from "../../shared/schemas/voice";

/** Spec §3 Local preferences: one storage entry, plus a separate chosen-voice cache. */
export const PREFERENCES_KEY = "verba.preferences";
export const VOICE_CACHE_KEY = "verba.voicePreference";

const preferencesSchema = z.object({
  voice: z
    .object({
      agentVolume: z.number().int().min(0).max(100).catch(100),
      microphoneMuted: z.boolean().catch(false),
    })
    .catch({ agentVolume: 100, microphoneMuted: false }),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = {
  voice: { agentVolume: 100, microphoneMuted: false },
};

const voiceCacheSchema = z.object({ voice: voiceOptionSchema, updatedAt: z.string() });
export type VoiceCache = z.infer<typeof voiceCacheSchema>;

/** The part of Storage these helpers use, so tests can pass a stand-in. */
export type PrefsStorage = Pick<Storage, "getItem" | "setItem">;

function defaultStorage(): PrefsStorage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

function readJson(storage: PrefsStorage | null, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}

function writeJson(storage: PrefsStorage | null, key: string, value: unknown) {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only loses the preference, never the screen.
  }
}

/** Stored preferences, with any missing or malformed part replaced by its default. */
export function readPreferences(storage = defaultStorage()): Preferences {
  const parsed = preferencesSchema.safeParse(readJson(storage, PREFERENCES_KEY));
  return parsed.success ? parsed.data : DEFAULT_PREFERENCES;
}

export interface VoicePreferencesPatch {
  agentVolume?: number;
  microphoneMuted?: boolean;
}

/** Merges a change into the stored voice preferences; the volume is rounded and kept in 0..100. */
export function writeVoicePreferences(
  patch: VoicePreferencesPatch,
  storage = defaultStorage(),
): Preferences {
  const current = readPreferences(storage);
  const voice = { ...current.voice };
  if (patch.agentVolume !== undefined && Number.isFinite(patch.agentVolume)) {
    voice.agentVolume = Math.min(100, Math.max(0, Math.round(patch.agentVolume)));
  }
  if (patch.microphoneMuted !== undefined) voice.microphoneMuted = patch.microphoneMuted;
  const next: Preferences = { ...current, voice };
  writeJson(storage, PREFERENCES_KEY, next);
  notify();
  return next;
}

export function readVoiceCache(storage = defaultStorage()): VoiceCache | null {
  const parsed = voiceCacheSchema.safeParse(readJson(storage, VOICE_CACHE_KEY));
  return parsed.success ? parsed.data : null;
}

export function writeVoiceCache(
  voice: VoiceOption,
  storage = defaultStorage(),
  now: Date = new Date(),
): VoiceCache {
  const entry: VoiceCache = { voice, updatedAt: now.toISOString() };
  writeJson(storage, VOICE_CACHE_KEY, entry);
  notify();
  return entry;
}

// Same-tab subscribers; other tabs are heard through the storage event.
const listeners = new Set<() => void>();
function notify() {
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === PREFERENCES_KEY || event.key === VOICE_CACHE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

// Snapshots are compared by their stored text so React sees a stable value.
const rawSnapshot = (key: string) => () => {
  try {
    return defaultStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
};
const preferencesSnapshot = rawSnapshot(PREFERENCES_KEY);
const voiceCacheSnapshot = rawSnapshot(VOICE_CACHE_KEY);
const serverSnapshot = () => null;

/** The voice preferences and a setter that stores a change. */
export function useVoicePreferences() {
  const raw = useSyncExternalStore(subscribe, preferencesSnapshot, serverSnapshot);
  const preferences = useMemo(() => readPreferences(fromRaw(raw)), [raw]);
  const update = useCallback((patch: VoicePreferencesPatch) => writeVoicePreferences(patch), []);
  return { ...preferences.voice, update };
}

/** The cached chosen voice (null until one was saved in this browser). */
export function useVoiceCache(): VoiceCache | null {
  const raw = useSyncExternalStore(subscribe, voiceCacheSnapshot, serverSnapshot);
  return useMemo(() => readVoiceCache(fromRaw(raw)), [raw]);
}

/** A read-only storage holding one snapshot, so parsing reuses the readers above. */
function fromRaw(raw: string | null): PrefsStorage {
  return { getItem: () => raw, setItem: () => {} };
}
