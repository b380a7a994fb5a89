import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root folder, where README.md lives. */
export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

/** The Markdown a newcomer reads: the front door, the contributor's guide and every room of docs/. */
export function documentationFiles(): string[] {
  const rooms = readdirSync(join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`);
  return ["README.md", "CONTRIBUTING.md", ...rooms.sort()];
}

export interface Line {
  number: number;
  text: string;
}

/** The lines outside fenced code blocks, where headings, links and tables live. */
export function proseLines(markdown: string): Line[] {
  const lines: Line[] = [];
  let fence: string | undefined;
  markdown.split("\n").forEach((text, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) {
      fence = fence ? undefined : marker;
      return;
    }
    if (!fence) lines.push({ number: index + 1, text });
  });
  return lines;
}

/** Inline code spans hold examples, not links or table pipes. */
export const withoutCodeSpans = (text: string) =>
  text.replace(/`[^`]*`/g, (span) => " ".repeat(span.length));

/**
 * The anchors GitHub gives a file's headings: the text without its Markdown,
 * lower case, spaces to hyphens, anything but letters, digits, `-` and `_`
 * dropped, and `-1`, `-2`… after a repeated one.
 */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text)?.[1];
    if (heading === undefined) continue;
    const plain = heading
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/[`*~]/g, "")
      .replace(/<[^>]+>/g, "");
    const slug = plain
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Splits a table row on the pipes that are not escaped (`\|` stays inside its cell). */
export function tableCells(row: string): string[] {
  const trimmed = row
    .trim()
    .replace(/^\|/, "")
    .replace(/(?<!\\)\|$/, "");
  return trimmed.split(/(?<!\\)\|/).map((cell) => cell.trim());
}

const DELIMITER_ROW = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

export interface Table {
  header: Line;
  rows: Line[];
}

/** GitHub's tables: a header, a delimiter row, then every line up to the next blank one. */
export function tables(markdown: string): Table[] {
  const lines = proseLines(markdown);
  const found: Table[] = [];
  for (let index = 1; index < lines.length; index++) {
    const delimiter = lines[index];
    const header = lines[index - 1];
    if (!delimiter || !header || !DELIMITER_ROW.test(delimiter.text) || !header.text.includes("|"))
      continue;
    if (delimiter.number !== header.number + 1) continue;
    const rows: Line[] = [];
    let next = index + 1;
    while (lines[next]?.text.trim() && lines[next]?.number === (lines[next - 1]?.number ?? 0) + 1) {
      rows.push(lines[next] as Line);
      next++;
    }
    found.push({ header, rows });
    index = next;
  }
  return found;
}
