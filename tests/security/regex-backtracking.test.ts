/**
 * No regular expression written in the source backtracks catastrophically.
 * Most of them run over what people send (dictation up to 5,000 characters,
 * context up to 8,000, chat, search, dictionary terms, snippets, page text),
 * many on the server's event loop, where one slow match stalls every user.
 * Each distinct pattern goes through recheck once; a vulnerable one
 * (exponential or polynomial) fails the test with its file, line and an
 * attack, unless the allow-list bounds the text it runs on. The patterns
 * modules build as they load are checked in regex-backtracking-built.test.ts,
 * a file of its own so that the two run side by side.
 */
import { describe, expect, it } from "vitest";
import { backtrackingFindings } from "../helpers/recheck-patterns";
import { collectPatterns } from "../helpers/source-patterns";

const { patterns } = collectPatterns(["src", "extension/src"]);

describe("regular expressions written in src/ and extension/src/", () => {
  it("are found by the compiler, literal and built from constants alike", () => {
    expect(patterns.length).toBeGreaterThan(250);
  });

  it("the check itself names a polynomial and an exponential pattern", async () => {
    const place = { file: "example.ts", line: 1, flags: "" };
    const findings = await backtrackingFindings([
      { ...place, source: "\\s+$" },
      { ...place, source: "^(a|a)*$" },
    ]);
    expect(findings).toEqual([
      expect.stringMatching(/^example\.ts:1 \/\\s\+\$\/ is polynomial, degree 2/),
      expect.stringMatching(/^example\.ts:1 \/\^\(a\|a\)\*\$\/ is exponential/),
    ]);
  });

  it("none backtracks catastrophically on hostile text", { timeout: 600_000 }, async () => {
    expect(await backtrackingFindings(patterns)).toEqual([]);
  });
});
