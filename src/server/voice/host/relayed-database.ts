import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";
import type { Database } from "../../../../db/schema";
import type { DB } from "../../db";
import type { Rpc } from "./rpc";

interface RelayedQuery {
  lease: number;
  sql: string;
  parameters: readonly unknown[];
}

/**
 * A host's SQLite: the API thread holds the database (an in-memory one
 * cannot be opened twice, and SQLite writes one at a time anyway), so a
 * connection here is a lease on the API thread's, and each query is sent
 * there to run. Transactions hold the lease from begin to commit.
 */
export function relayedDatabase(rpc: Rpc): DB {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new RelayedDriver(rpc),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
}

class RelayedDriver implements Driver {
  readonly #rpc: Rpc;

  constructor(rpc: Rpc) {
    this.#rpc = rpc;
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const lease = await this.#rpc.call<number>("db.acquire", null);
    const rpc = this.#rpc;
    return {
      lease,
      executeQuery<R>(query: CompiledQuery) {
        return rpc.call<QueryResult<R>>("db.query", {
          lease,
          sql: query.sql,
          parameters: query.parameters,
        } satisfies RelayedQuery);
      },
      // biome-ignore lint/correctness/useYield: streaming is not offered over the relay
      async *streamQuery() {
        throw new Error("streaming queries are not relayed");
      },
    } as DatabaseConnection;
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("begin"));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async releaseConnection(connection: DatabaseConnection) {
    await this.#rpc.call("db.release", (connection as unknown as { lease: number }).lease);
  }

  async destroy() {}
}

/**
 * The API thread's side, one per host: leases its connection to a host and runs the
 * host's queries on it. A host that ends mid-transaction has it rolled back.
 */
export function databaseRelay(db: DB) {
  const leases = new Map<number, { connection: DatabaseConnection; release: () => void }>();
  let nextLease = 1;
  return {
    handlers: {
      "db.acquire": () =>
        new Promise<number>((leased, failed) => {
          db.getExecutor()
            .provideConnection(
              (connection) =>
                new Promise<void>((release) => {
                  const lease = nextLease++;
                  leases.set(lease, { connection, release });
                  leased(lease);
                }),
            )
            .catch(failed);
        }),
      "db.query": ({ lease, sql, parameters }: RelayedQuery) => {
        const held = leases.get(lease);
        if (!held) throw new Error("the database connection was given back");
        return held.connection.executeQuery(CompiledQuery.raw(sql, [...parameters]));
      },
      "db.release": (lease: number) => {
        leases.get(lease)?.release();
        leases.delete(lease);
      },
    },
    /** The host is gone: what it held is given back, any open transaction undone. */
    async releaseAll() {
      for (const [lease, held] of [...leases]) {
        leases.delete(lease);
        await held.connection.executeQuery(CompiledQuery.raw("rollback")).catch(() => {});
        held.release();
      }
    },
  };
}
