import { describe, expect, it } from "vitest";
import { documentationFiles, proseLines, read, tableCells, tables } from "./markdown";

/** What is wrong with each table row of `markdown`: its pipes and its cell count. */
function malformedRows(markdown: string): string[] {
  const problems: string[] = [];
  const inTables = new Set<number>();
  for (const { header, rows } of tables(markdown)) {
    const width = tableCells(header.text).length;
    inTables.add(header.number);
    for (const row of [header, ...rows]) {
      inTables.add(row.number);
      const text = row.text.trim();
      if (!text.startsWith("|")) problems.push(`line ${row.number}: no leading pipe`);
      if (!text.endsWith("|") || text.endsWith("\\|"))
        problems.push(`line ${row.number}: no trailing pipe`);
      const cells = tableCells(text).length;
      if (cells !== width)
        problems.push(`line ${row.number}: ${cells} cells under a header of ${width}`);
    }
  }
  for (const { number, text } of proseLines(markdown)) {
    const delimiter = tables(markdown).some((table) => table.header.number + 1 === number);
    if (text.trim().startsWith("|") && !inTables.has(number) && !delimiter)
      problems.push(`line ${number}: a table row outside any table`);
  }
  return problems;
}

describe("Markdown tables in the documentation", () => {
  it.each(documentationFiles())("every table row of %s is well formed", (file) => {
    expect(malformedRows(read(file))).toEqual([]);
  });

  it("tells a row without its leading pipe, a short row and a stray row", () => {
    const table = "| a | b |\n|---|---|\n| 1 | 2 |\n 3 | 4 |\n| 5 |\n\n| 6 | 7 |\n";
    expect(malformedRows(table)).toEqual([
      "line 4: no leading pipe",
      "line 5: 1 cells under a header of 2",
      "line 7: a table row outside any table",
    ]);
    expect(malformedRows("| `a\\|b` | c |\n|---|---|\n| 1 | 2 |\n")).toEqual([]);
  });
});
