/**
 * The PostgreSQL pool when the server goes away under it: every connection it
 * hands out, idle or in use, answers the loss as an error the request turns
 * into a 503, and the process lives on to use the database once it is back.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseHandle, isDatabaseUnavailable } from "../../../src/server/db";
import { type PostgresServer, startPostgres } from "../../helpers/postgres-server";

describe("the PostgreSQL pool losing its server", () => {
  let postgres: PostgresServer;
  let handle: DatabaseHandle;
  const reported: Error[] = [];

  beforeAll(async () => {
    postgres = await startPostgres();
    handle = createDatabase({ dialect: "postgres", url: postgres.url }, (error) =>
      reported.push(error),
    );
  }, 60_000);
  afterAll(async () => {
    await handle?.db.destroy();
    await postgres?.stop();
  });

  it("keeps the process alive when a connection in use between two queries is cut", async () => {
    const failure = await handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`select 1`.execute(trx);
        // Checked out and between queries: the server's farewell reaches no query.
        postgres.crash();
        await new Promise((resolve) => setTimeout(resolve, 500));
        await sql`select 1`.execute(trx);
      })
      .catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(reported).toHaveLength(1);

    postgres.start();
    await expect
      .poll(async () => (await sql<{ one: number }>`select 1 as one`.execute(handle.db)).rows, {
        timeout: 20_000,
      })
      .toEqual([{ one: 1 }]);
  });
});
