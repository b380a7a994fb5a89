import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import { proseLines, read, tableCells, tables } from "./markdown";

/**
 * The rule: docs/configuration.md has one table per reader. Under "Read by the
 * server" stand exactly the variables config.ts reads (the app and the LiveKit
 * worker both load their configuration there); under "Read by Docker Compose"
 * exactly those docker-compose.yml takes from `.env` that the server does not.
 */
const SERVER_SECTION = "## Read by the server";
const COMPOSE_SECTION = "## Read by Docker Compose";

/** Every name config.ts asks its source for, found by handing it a source that notes each read. */
function variablesConfigReads(): Set<string> {
  const read = new Set<string>();
  const values: Record<string, string> = {
    BETTER_AUTH_SECRET: "a-secret-of-32-characters-at-least",
  };
  const source = new Proxy(values, {
    get(target, name) {
      if (typeof name === "string" && /^[A-Z][A-Z0-9_]*$/.test(name)) read.add(name);
      return typeof name === "string" ? target[name] : undefined;
    },
  });
  loadConfig(source);
  return read;
}

/** The `${NAME…}` substitutions compose takes from `.env` or the shell. */
function variablesComposeReads(): Set<string> {
  return new Set(
    [...read("docker-compose.yml").matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map(
      (match) => match[1] as string,
    ),
  );
}

/** The variables named in the first column of the tables under `heading`. */
function documentedVariables(markdown: string, heading: string): Set<string> {
  const start = markdown.indexOf(`\n${heading}`);
  if (start < 0) throw new Error(`docs/configuration.md has no section "${heading}"`);
  const end = markdown.indexOf("\n## ", start + 1);
  const section = markdown.slice(start, end < 0 ? undefined : end);
  const names = new Set<string>();
  for (const { rows } of tables(section)) {
    for (const row of rows) {
      const first = tableCells(row.text)[0] ?? "";
      for (const match of first.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(match[1] as string);
    }
  }
  return names;
}

const difference = (a: Set<string>, b: Set<string>) => [...a].filter((name) => !b.has(name)).sort();

describe("docs/configuration.md against the code", () => {
  const doc = read("docs/configuration.md");
  const server = variablesConfigReads();
  const compose = new Set(difference(variablesComposeReads(), server));

  it("finds what config.ts reads", () => {
    expect(server.size).toBeGreaterThan(50);
    expect(server).toContain("DATABASE_URL");
    expect(server).toContain("VOICE_MAX_SESSIONS_PER_ACCOUNT");
  });

  it("documents every variable config.ts reads, and none it does not", () => {
    const documented = documentedVariables(doc, SERVER_SECTION);
    expect({
      undocumented: difference(server, documented),
      stale: difference(documented, server),
    }).toEqual({
      undocumented: [],
      stale: [],
    });
  });

  it("documents every variable only compose reads, and none it does not", () => {
    const documented = documentedVariables(doc, COMPOSE_SECTION);
    expect(compose.size).toBeGreaterThan(0);
    expect({
      undocumented: difference(compose, documented),
      stale: difference(documented, compose),
    }).toEqual({
      undocumented: [],
      stale: [],
    });
  });

  it("names each variable in one row only", () => {
    const rows = tables(doc).flatMap((table) => table.rows);
    const named = rows.flatMap((row) =>
      [...(tableCells(row.text)[0] ?? "").matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map(
        (match) => match[1],
      ),
    );
    expect(named.filter((name, index) => named.indexOf(name) !== index)).toEqual([]);
  });

  it("keeps its tables where the rule looks for them", () => {
    const headings = proseLines(doc).map((line) => line.text);
    expect(headings).toContain(SERVER_SECTION);
    expect(headings).toContain(COMPOSE_SECTION);
  });
});
