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
  sql: string;
  parameters: readonly unknown[];
  /** Only inside a transaction: the API thread's connection, held from begin to commit. */
  lease?: number;
}

/**
 * A host's SQLite: the API thread holds the database (an in-memory one
 * cannot be opened twice, and SQLite writes one at a time anyway), so each
 * query is sent there to run. A query on its own is one message and holds
 * the API thread's single connection only while it runs there: a busy host
 * (speech inference between its messages) never makes the API's own queries
 * wait. Only a transaction leases the connection from begin to commit, so
 * the voice path runs none (a message touches its session by trigger).
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

class RelayedConnection implements DatabaseConnection {
  readonly #rpc: Rpc;
  lease: number | undefined;

  constructor(rpc: Rpc) {
    this.#rpc = rpc;
  }

  executeQuery<R>(query: CompiledQuery) {
    return this.#rpc.call<QueryResult<R>>("db.query", {
      sql: query.sql,
      parameters: query.parameters,
      lease: this.lease,
    } satisfies RelayedQuery);
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered over the relay
  async *streamQuery(): AsyncIterableIterator<QueryResult<never>> {
    throw new Error("streaming queries are not relayed");
  }
}

class RelayedDriver implements Driver {
  readonly #rpc: Rpc;

  constructor(rpc: Rpc) {
    this.#rpc = rpc;
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RelayedConnection(this.#rpc);
  }

  async beginTransaction(connection: RelayedConnection) {
    connection.lease = await this.#rpc.call<number>("db.acquire", null);
    await connection.executeQuery(CompiledQuery.raw("begin"));
  }

  async commitTransaction(connection: RelayedConnection) {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: RelayedConnection) {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async releaseConnection(connection: RelayedConnection) {
    if (connection.lease === undefined) return;
    const { lease } = connection;
    connection.lease = undefined;
    await this.#rpc.call("db.release", lease);
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
        const query = CompiledQuery.raw(sql, [...parameters]);
        if (lease === undefined) return db.executeQuery(query);
        const held = leases.get(lease);
        if (!held) throw new Error("the database connection was given back");
        return held.connection.executeQuery(query);
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
