import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, read } from "./markdown";

interface Rule {
  name: string;
}

/** The rules dependency-cruiser enforces, read from its configuration as it reads them. */
function layerRules(): string[] {
  const config = createRequire(import.meta.url)(join(ROOT, ".dependency-cruiser.cjs")) as {
    forbidden: Rule[];
  };
  return config.forbidden.map((rule) => rule.name);
}

describe("docs/architecture.md's layer rules", () => {
  it("names every rule .dependency-cruiser.cjs enforces, and no rule it does not", () => {
    const section = read("docs/architecture.md").split("## The layer rules")[1]?.split("\n## ")[0];
    expect(section).toBeDefined();
    const rules = layerRules();
    expect(rules.length).toBeGreaterThan(0);
    const named = [...(section ?? "").matchAll(/`([a-z]+(?:-[a-z]+)+)`/g)].map((match) => match[1]);
    expect({
      undocumented: rules.filter((rule) => !named.includes(rule)),
      stale: named.filter((name) => !rules.includes(name as string)),
    }).toEqual({ undocumented: [], stale: [] });
  });
});
