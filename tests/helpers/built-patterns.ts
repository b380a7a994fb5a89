/**
 * The regular expressions a module builds as it loads: rule tables compiled
 * into patterns (the writer's actions, rewordings), patterns joined from
 * lists. The compiler cannot work their source out (source-patterns.ts
 * returns them as dynamic), so the modules are loaded with `RegExp` watched
 * and each pattern is named by the line of src/ or extension/src/ that built
 * it. Patterns built later, from what a person sends or from configuration,
 * are not seen here.
 */
import { resolve, sep } from "node:path";
import type { SourcePattern } from "./source-patterns";

const ROOT = resolve(import.meta.dirname, "../..");
const SOURCE_FOLDERS = [`${ROOT}${sep}src${sep}`, `${ROOT}${sep}extension${sep}src${sep}`];

/** "    at compile (/repo/src/x.ts:24:19)" → the file and line, when it is in the source folders. */
function placeIn(frame: string): { file: string; line: number } | undefined {
  const match = frame.match(/\(?((?:file:\/\/)?\/[^()]+?):(\d+):\d+\)?$/);
  const path = match?.[1]?.replace(/^file:\/\//, "");
  if (!path || !SOURCE_FOLDERS.some((folder) => path.startsWith(folder))) return undefined;
  return { file: path.slice(ROOT.length + 1), line: Number(match?.[2]) };
}

/** Every pattern built while `load` runs, by the line that built it (patterns built elsewhere, such as in a library, are left out). */
export async function patternsBuiltWhile(load: () => Promise<unknown>): Promise<SourcePattern[]> {
  const found: SourcePattern[] = [];
  const original = globalThis.RegExp;
  const seen = (made: RegExp) => {
    const place = (new Error().stack ?? "").split("\n").slice(2).map(placeIn).find(Boolean);
    if (place) found.push({ ...place, source: made.source, flags: made.flags });
    return made;
  };
  globalThis.RegExp = new Proxy(original, {
    construct: (target, args) => seen(Reflect.construct(target, args, target) as RegExp),
    apply: (target, self, args) => seen(Reflect.apply(target, self, args) as RegExp),
  });
  try {
    await load();
  } finally {
    globalThis.RegExp = original;
  }
  return found;
}
