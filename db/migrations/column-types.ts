import { type Kysely, PostgresAdapter } from "kysely";

/**
 * The portable column types of the migrations: one schema, two engines.
 * Types follow what better-auth's own schema check expects on each engine.
 */
export function columnTypes(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    postgres,
    timestamp: postgres ? ("timestamptz" as const) : ("date" as const),
    boolean: postgres ? ("boolean" as const) : ("integer" as const),
  };
}
