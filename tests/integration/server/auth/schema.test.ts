import { getMigrations } from "better-auth/db/migration";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DIALECTS,
  type Dialect,
  getTestInstance,
  type TestInstance,
} from "../../../helpers/test-instance";

/** The primary-key columns of a SQLite table. */
async function sqlitePrimaryKey(t: TestInstance, table: string) {
  const { rows } = await sql<{ name: string; pk: number }>`
    select name, pk from pragma_table_info(${table})`.execute(t.db);
  return new Set(rows.filter((row) => row.pk > 0).map((row) => row.name));
}

/** Table name to its columns (name and nullability), as the engine reports them. */
/**
 * SQLite's full-text search lives in FTS5 virtual tables and their shadow tables;
 * PostgreSQL's in `search_entries`, a tsvector per title and message that triggers
 * keep. They are each engine's own search machinery, derived from the rows, not
 * data tables, so they are left out of the comparison.
 */
const SEARCH_TABLE =
  /^((messages|chat_sessions)_fts(_(config|data|docsize|idx|content))?|search_entries)$/;

async function schemaOf(t: TestInstance) {
  const tables = (await t.db.introspection.getTables()).filter(
    (table) => !table.isView && !SEARCH_TABLE.test(table.name),
  );
  const schema: Record<string, Record<string, { nullable: boolean }>> = {};
  for (const table of tables.sort((a, b) => a.name.localeCompare(b.name))) {
    // SQLite, unlike every other engine, lets a non-integer primary key hold NULL unless
    // the column also says NOT NULL; introspection reports that, PostgreSQL never can.
    const primaryKey =
      t.config.database.dialect === "sqlite" ? await sqlitePrimaryKey(t, table.name) : new Set();
    schema[table.name] = Object.fromEntries(
      table.columns
        .map((column) => {
          const nullable = column.isNullable && !primaryKey.has(column.name);
          return [column.name, { nullable }] as const;
        })
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  }
  return schema;
}

const instances = new Map<Dialect, TestInstance>();

beforeAll(async () => {
  for (const dialect of DIALECTS) instances.set(dialect, await getTestInstance(dialect));
});
afterAll(async () => {
  for (const t of instances.values()) await t.close();
});

function instance(dialect: Dialect) {
  const t = instances.get(dialect);
  if (!t) throw new Error(`no ${dialect} instance`);
  return t;
}

describe.each(DIALECTS)("better-auth's schema check after our migrations (%s)", (dialect) => {
  it("finds no table, column or index to create", async () => {
    const t = instance(dialect);
    const linesBefore = t.logLines.length;
    const plan = await getMigrations(t.services.auth.options, { throwOnUnsafe: false });
    expect(plan.toBeCreated.map((table) => table.table)).toEqual([]);
    expect(
      plan.toBeAdded.map((table) => ({ table: table.table, fields: Object.keys(table.fields) })),
    ).toEqual([]);
    expect(plan.toBeAddedIndexes.map((index) => index.name)).toEqual([]);
    expect(plan.unsafeChanges).toEqual([]);
    expect(plan.schemaProblems).toEqual([]);
    expect(await plan.compileMigrations()).toBe(";");

    // Nor does it warn about a column of the wrong type or nullability.
    const warnings = t.logLines
      .slice(linesBefore)
      .filter((line) => /different type|stays nullable/.test(line));
    expect(warnings).toEqual([]);
  });

  it("has every table better-auth's plugins use, beside the product's own", async () => {
    const tables = Object.keys(await schemaOf(instance(dialect)));
    expect(tables).toEqual(
      expect.arrayContaining([
        "user",
        "session",
        "account",
        "verification",
        "jwks",
        "twoFactor",
        "profiles",
        "chat_sessions",
        "messages",
        "feedback_submissions",
        "contact_submissions",
      ]),
    );
  });
});

describe("SQLite and PostgreSQL", () => {
  it("end up with the same tables, the same columns and the same nullability", async () => {
    const sqlite = await schemaOf(instance("sqlite"));
    const postgres = await schemaOf(instance("postgres"));
    expect(Object.keys(sqlite).length).toBeGreaterThanOrEqual(11);
    expect(Object.keys(postgres)).toEqual(Object.keys(sqlite));
    for (const table of Object.keys(sqlite)) {
      expect(Object.keys(postgres[table] ?? {}), table).toEqual(Object.keys(sqlite[table] ?? {}));
    }
    expect(postgres).toEqual(sqlite);
  });
});
