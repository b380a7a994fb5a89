import { describe, expect, it } from "vitest";
import {
  DEFAULT_PREFERENCES,
  PREFERENCES_KEY,
  type PrefsStorage,
  readPreferences,
  readVoiceCache,
  VOICE_CACHE_KEY,
  writeVoiceCache,
  writeVoicePreferences,
} from "../../../../src/web/lib/prefs";

/** A tiny in-memory Storage stand-in. */
function memoryStorage(initial: Record<string, string> = {}): PrefsStorage & {
  data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, String(value));
    },
  };
}

const birch = {
  id: "local-slt",
  name: "Birch",
  gender: "female",
  language: "en-US",
  quality: "standard",
  description: "American English, the default.",
};

describe("local preferences", () => {
  it("defaults to full volume and an unmuted microphone", () => {
    expect(readPreferences(memoryStorage())).toEqual({
      voice: { agentVolume: 100, microphoneMuted: false },
    });
    expect(DEFAULT_PREFERENCES.voice).toEqual({ agentVolume: 100, microphoneMuted: false });
  });

  it("keeps both preferences in one stored entry", () => {
    const storage = memoryStorage();
    writeVoicePreferences({ agentVolume: 40 }, storage);
    writeVoicePreferences({ microphoneMuted: true }, storage);
    expect([...storage.data.keys()]).toEqual([PREFERENCES_KEY]);
    expect(JSON.parse(storage.data.get(PREFERENCES_KEY) ?? "")).toEqual({
      voice: { agentVolume: 40, microphoneMuted: true },
    });
    expect(readPreferences(storage).voice).toEqual({ agentVolume: 40, microphoneMuted: true });
  });

  it("rounds the volume and keeps it between 0 and 100", () => {
    const storage = memoryStorage();
    expect(writeVoicePreferences({ agentVolume: 150 }, storage).voice.agentVolume).toBe(100);
    expect(writeVoicePreferences({ agentVolume: -5 }, storage).voice.agentVolume).toBe(0);
    expect(writeVoicePreferences({ agentVolume: 33.6 }, storage).voice.agentVolume).toBe(34);
    expect(writeVoicePreferences({ agentVolume: Number.NaN }, storage).voice.agentVolume).toBe(34);
  });

  it.each([
    ["not JSON", "{oops"],
    ["a number", "42"],
    ["null", "null"],
    ["a wrong shape", JSON.stringify({ voice: "loud" })],
  ])("falls back to the defaults when the stored entry is %s", (_name, raw) => {
    expect(readPreferences(memoryStorage({ [PREFERENCES_KEY]: raw }))).toEqual(DEFAULT_PREFERENCES);
  });

  it("replaces only the bad field of an otherwise good entry", () => {
    const storage = memoryStorage({
      [PREFERENCES_KEY]: JSON.stringify({ voice: { agentVolume: 250, microphoneMuted: true } }),
    });
    expect(readPreferences(storage).voice).toEqual({ agentVolume: 100, microphoneMuted: true });
    storage.data.set(
      PREFERENCES_KEY,
      JSON.stringify({ voice: { agentVolume: 12.5, microphoneMuted: "yes" } }),
    );
    expect(readPreferences(storage).voice).toEqual({ agentVolume: 100, microphoneMuted: false });
  });

  it("survives a storage that throws", () => {
    const broken: PrefsStorage = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("full");
      },
    };
    expect(readPreferences(broken)).toEqual(DEFAULT_PREFERENCES);
    expect(writeVoicePreferences({ agentVolume: 10 }, broken).voice.agentVolume).toBe(10);
    expect(readVoiceCache(broken)).toBeNull();
  });
});

describe("the chosen-voice cache", () => {
  it("is empty at first and stores the voice with its updatedAt time", () => {
    const storage = memoryStorage();
    expect(readVoiceCache(storage)).toBeNull();
    const now = new Date("2026-11-21T12:00:00.000Z");
    writeVoiceCache(birch, storage, now);
    expect(readVoiceCache(storage)).toEqual({ voice: birch, updatedAt: now.toISOString() });
    // A separate entry from the preferences.
    expect([...storage.data.keys()]).toEqual([VOICE_CACHE_KEY]);
    expect(readPreferences(storage)).toEqual(DEFAULT_PREFERENCES);
  });

  it("ignores a malformed cache", () => {
    const storage = memoryStorage({ [VOICE_CACHE_KEY]: JSON.stringify({ voice: { id: 1 } }) });
    expect(readVoiceCache(storage)).toBeNull();
  });
});
