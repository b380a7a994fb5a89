/**
 * The extension's storage areas (`chrome.storage.local` and `.session`) held
 * in memory, for unit tests of the extension's code outside a browser: a
 * stand-in `chrome` global with only what they use.
 */

type Keys = string | string[] | null | undefined;

/** One storage area, and the map behind it for the test to read and seed. */
export function memoryArea() {
  const items = new Map<string, unknown>();
  return {
    items,
    area: {
      get: async (keys?: Keys) => {
        const wanted = keys === null || keys === undefined ? [...items.keys()] : [keys].flat();
        // Chrome answers a copy, never the values it keeps, and leaves missing keys out.
        return structuredClone(
          Object.fromEntries(
            wanted.filter((key) => items.has(key)).map((key) => [key, items.get(key)]),
          ),
        );
      },
      set: async (values: Record<string, unknown>) => {
        for (const [key, value] of Object.entries(values)) items.set(key, structuredClone(value));
      },
      remove: async (keys: string | string[]) => {
        for (const key of [keys].flat()) items.delete(key);
      },
    },
  };
}

/** Installs a `chrome` with local and session storage in memory; returns their maps. */
export function installChromeStorage() {
  const local = memoryArea();
  const session = memoryArea();
  (globalThis as { chrome?: unknown }).chrome = {
    storage: { local: local.area, session: session.area },
  };
  return { local: local.items, session: session.items };
}
