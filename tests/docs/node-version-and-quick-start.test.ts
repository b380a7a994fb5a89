import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), "utf8");

/** The engines field uses only `^a.b.c` and `>=a.b.c` alternatives; that is all this reads. */
function satisfies(version: string, range: string) {
  const [major = 0, minor = 0] = version.replace(/^v/, "").split(".").map(Number);
  return range.split("||").some((alternative) => {
    const match = /^\s*(\^|>=)(\d+)\.(\d+)\.\d+\s*$/.exec(alternative);
    if (!match) throw new Error(`unexpected engines alternative: ${alternative}`);
    const [, operator, wantMajor, wantMinor] = match;
    const atLeast =
      major > Number(wantMajor) || (major === Number(wantMajor) && minor >= Number(wantMinor));
    return operator === ">=" ? atLeast : atLeast && major === Number(wantMajor);
  });
}

describe("the Node version the project states", () => {
  const engines: string = JSON.parse(read("package.json")).engines.node;

  it("is one range that the test runner's Node satisfies", () => {
    expect(satisfies(process.version, engines)).toBe(true);
  });

  it("covers every Node image the Dockerfile builds and runs on", () => {
    const images = [...read("Dockerfile").matchAll(/^FROM node:(\d+)/gm)].map((match) => match[1]);
    expect(images.length).toBeGreaterThan(0);
    for (const major of images) expect(satisfies(`${major}.99.0`, engines)).toBe(true);
  });

  it("is the one the README gives, with what works on Node 20", () => {
    const readme = read("README.md");
    const minimums = [...engines.matchAll(/(\d+\.\d+)\.\d+/g)].map((match) => match[1]);
    for (const minimum of minimums) expect(readme).toContain(minimum);
    expect(readme).toContain("Everything works on Node 20");
  });
});

describe("the README's quick start", () => {
  const readme = read("README.md");
  const start = readme.indexOf("## Quick start");
  const quickStart = readme.slice(start, readme.indexOf("\n## ", start + 1));

  it("no longer says the product is being built", () => {
    expect(readme).not.toMatch(/are being\s+built/);
  });

  it("says what voice needs on the machine and what the built-in engines can do", () => {
    expect(quickStart).toContain("apt-get install pocketsphinx pocketsphinx-en-us");
    expect(quickStart).toContain("What the built-in engines can and cannot do");
  });
});
