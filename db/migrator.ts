import { type Kysely, type Migration, Migrator } from "kysely";
import * as auth from "./migrations/2026-11-21_01_auth";
import * as app from "./migrations/2026-11-21_02_app";
import * as messageStatus from "./migrations/2026-11-23_01_message-status";
import * as dictionary from "./migrations/2026-11-23_02_dictionary";
import * as search from "./migrations/2026-11-23_03_search";
import * as turnMetrics from "./migrations/2026-11-23_04_turn-metrics";
import * as searchOrder from "./migrations/2026-11-23_05_search-order";
import * as messageTouchesSession from "./migrations/2026-11-24_01_message-touches-session";
import * as searchSecureDelete from "./migrations/2026-11-25_01_search-secure-delete";
import * as snippetsAndStyles from "./migrations/2026-11-26_01_snippets-and-styles";

/** Listed by hand so the same list runs under tsx, vitest and a bundled build. */
const migrations: Record<string, Migration> = {
  "2026-11-21_01_auth": auth,
  "2026-11-21_02_app": app,
  "2026-11-23_01_message-status": messageStatus,
  "2026-11-23_02_dictionary": dictionary,
  "2026-11-23_03_search": search,
  "2026-11-23_04_turn-metrics": turnMetrics,
  "2026-11-23_05_search-order": searchOrder,
  "2026-11-24_01_message-touches-session": messageTouchesSession,
  "2026-11-25_01_search-secure-delete": searchSecureDelete,
  "2026-11-26_01_snippets-and-styles": snippetsAndStyles,
};

// biome-ignore lint/suspicious/noExplicitAny: migrations run on any typed handle.
export async function migrateToLatest(db: Kysely<any>) {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error")?.migrationName;
    throw new Error(`Migration ${failed ?? ""} failed: ${String(error)}`, { cause: error });
  }
  return results ?? [];
}
