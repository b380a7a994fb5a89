/**
 * Throughput of the session list for a heavy user, against a route that does
 * nothing, on the same server in the same run: the ratio is what the list
 * costs over Fastify itself, whatever the machine.
 */
import {
  type Benchmark,
  formatNumber,
  insertSessions,
  type LoadResult,
  progress,
  startServer,
} from "./support";

const SESSIONS = 1_000;
/** The target: a page of 50 serves at least half the bare route's requests a second. */
const TARGET_RATIO = 2;
const notes: string[] = [];

export const sessionsList: Benchmark = {
  name: "sessions",
  title: `A. Load on GET /api/v1/sessions for a user with ${formatNumber(SESSIONS)} sessions (10 connections, 5 s each after a 2 s warm-up; target: ?limit=50 at most ${TARGET_RATIO}.0× the bare route)`,
  columns: ["engine", "route", "req/s", "p50 ms", "p99 ms", "bare / route"],

  async run(engine, env) {
    const server = await startServer(engine, env, (app) => {
      app.get("/bench/bare", async () => ({ ok: true }));
    });
    try {
      const user = await server.signUp();
      await insertSessions(server.db, user.id, SESSIONS);

      // The unpaged list is what the spec's client asks for; check it really is the whole list.
      const list = await server.getJson<{ sessions: unknown[] }>("/api/v1/sessions", user.headers);
      if (list.sessions.length !== SESSIONS) {
        throw new Error(`expected ${SESSIONS} sessions, got ${list.sessions.length}`);
      }

      const routes: [label: string, path: string, headers: Record<string, string>][] = [
        ["GET /bench/bare", "/bench/bare", {}],
        [`GET /api/v1/sessions (all ${formatNumber(SESSIONS)})`, "/api/v1/sessions", user.headers],
        // Same request cost minus most of the rows: separates per-request overhead from list size.
        ["GET /api/v1/sessions?limit=50", "/api/v1/sessions?limit=50", user.headers],
      ];
      const results: LoadResult[] = [];
      for (const [label, path, headers] of routes) {
        progress(`${engine}: ${label}`);
        results.push(await server.load(path, headers));
      }

      const bare = results[0]?.rps ?? Number.NaN;
      const page = bare / (results[2]?.rps ?? Number.NaN);
      notes.push(
        `${engine}: ?limit=50 at ${formatNumber(page, 1)}× the bare route ${page <= TARGET_RATIO ? "meets" : "misses"} the target (at most ${TARGET_RATIO}.0×).`,
      );
      return routes.map(([label], i) => {
        const result = results[i] as LoadResult;
        return [
          engine,
          label,
          formatNumber(result.rps),
          formatNumber(result.p50),
          formatNumber(result.p99),
          `${formatNumber(bare / result.rps, 1)}×`,
        ];
      });
    } finally {
      await server.close();
    }
  },
  notes: () => notes,
};
