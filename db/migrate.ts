import { loadConfig } from "../src/server/config";
import { createDatabase } from "../src/server/db";
import { migrateToLatest } from "./migrator";

const config = loadConfig();
const { db } = createDatabase(config.database);
try {
  const results = await migrateToLatest(db);
  for (const result of results) console.log(`${result.status}: ${result.migrationName}`);
  console.log(`Database (${config.database.dialect}) is up to date.`);
} finally {
  await db.destroy();
}
