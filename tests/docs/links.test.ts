import { existsSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import {
  documentationFiles,
  headingAnchors,
  proseLines,
  ROOT,
  read,
  withoutCodeSpans,
} from "./markdown";

/** `[text](target)`, `![alt](target)` and `[label]: target`. */
function linkTargets(line: string): string[] {
  const text = withoutCodeSpans(line);
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)];
  const reference = [...text.matchAll(/^\s*\[[^\]]+\]:\s+<?(\S+?)>?(?:\s|$)/g)];
  return [...inline, ...reference].map((match) => match[1] as string);
}

const isRelative = (target: string) => !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(target);

/** What is wrong with one relative link of `file`, or undefined when it resolves. */
function brokenLink(file: string, target: string): string | undefined {
  const [path = "", anchor] = target.split("#", 2);
  const resolved = path ? join(dirname(join(ROOT, file)), decodeURI(path)) : join(ROOT, file);
  if (!existsSync(resolved)) return `${target}: no file ${relative(ROOT, resolved)}`;
  if (anchor === undefined) return undefined;
  if (statSync(resolved).isDirectory() || !resolved.endsWith(".md"))
    return `${target}: an anchor into something that is not a Markdown file`;
  const anchors = headingAnchors(read(relative(ROOT, resolved)));
  if (!anchors.has(decodeURIComponent(anchor).toLowerCase()))
    return `${target}: no heading with the anchor #${anchor} in ${relative(ROOT, resolved)}`;
  return undefined;
}

describe("relative links in the documentation", () => {
  it.each(documentationFiles())("every relative link in %s resolves", (file) => {
    const broken: string[] = [];
    for (const { number, text } of proseLines(read(file))) {
      for (const target of linkTargets(text).filter(isRelative)) {
        const problem = brokenLink(file, target);
        if (problem) broken.push(`${file}:${number}: ${problem}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("finds links, anchors and broken ones where they are", () => {
    expect(linkTargets("see [Voice](docs/voice.md#turn-taking) and `[not](a-link)`")).toEqual([
      "docs/voice.md#turn-taking",
    ]);
    expect(
      headingAnchors("# Security: what the server promises\n## On `REDIS_URL`\n## On `REDIS_URL`"),
    ).toEqual(new Set(["security-what-the-server-promises", "on-redis_url", "on-redis_url-1"]));
    expect(brokenLink("README.md", "docs/no-such-room.md")).toMatch(/no file/);
    expect(brokenLink("README.md", "#no-such-heading")).toMatch(/no heading/);
  });
});
