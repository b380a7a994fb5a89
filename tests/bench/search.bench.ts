/**
 * Search over a large account: 100,000 messages in 1,000 sessions, queried
 * for words as rare as one message and as common as every one, through REST
 * (auth, tRPC, JSON) and through the service alone.
 */
import type { NewMessage } from "../../db/schema";
import { newId } from "../../src/server/ids";
import { search } from "../../src/server/services/search/search.service";
import {
  type Benchmark,
  formatNumber,
  progress,
  REST_AND_SERVICE_COLUMNS,
  restAndServiceCells,
  settle,
  startServer,
  type Timing,
  time,
} from "./support";

const SESSIONS = 1_000;
const PER_SESSION = 100;
const RUNS = 100;
const WARMUP = 20;
const TARGET_P95_MS = 50;
const TOPICS = [
  "invoice",
  "meeting",
  "holiday",
  "contract",
  "budget",
  "hiring",
  "launch",
  "travel",
];

/**
 * Query, and how many messages hold it: from one to all; "archived" is in
 * every message of the older half and none of the newer one, so the newest
 * rows hold no page of it.
 */
const QUERIES = ["zeppelin", "invoice", "contract budget", "delivery", "cl", "archived"];
const ARCHIVED_BEFORE = (SESSIONS * PER_SESSION) / 2;

function content(n: number) {
  const topic = TOPICS[n % TOPICS.length];
  const rare = n === 31_337 ? " The zeppelin tour is booked." : "";
  const archived = n < ARCHIVED_BEFORE ? " (archived)" : "";
  return `${n}. Could you rewrite the note about the ${topic}? The client expects the delivery by Friday, and the ${TOPICS[Math.floor(n / TOPICS.length) % TOPICS.length]} review follows.${rare}${archived}`;
}

async function seed(db: Parameters<typeof search>[0], userId: string) {
  const start = Date.now() - SESSIONS * PER_SESSION * 1_000;
  for (let s = 0; s < SESSIONS; s += 1) {
    const sessionId = newId();
    const at = (k: number) => new Date(start + k * 1_000).toISOString();
    const first = s * PER_SESSION;
    await db
      .insertInto("chat_sessions")
      .values({
        id: sessionId,
        user_id: userId,
        title: `Draft ${s + 1}: ${TOPICS[s % TOPICS.length]} notes`,
        created_at: at(first),
        updated_at: at(first + PER_SESSION - 1),
      })
      .execute();
    const rows: NewMessage[] = Array.from({ length: PER_SESSION }, (_, i) => ({
      id: newId(),
      session_id: sessionId,
      role: i % 2 === 0 ? "user" : "assistant",
      content: content(first + i),
      created_at: at(first + i),
    }));
    await db.insertInto("messages").values(rows).execute();
    if ((s + 1) % 200 === 0) progress(`inserted ${formatNumber((s + 1) * PER_SESSION)} messages`);
  }
}

export const searchBench: Benchmark = {
  name: "search",
  title: `E. Search over ${formatNumber(SESSIONS * PER_SESSION)} messages in ${formatNumber(SESSIONS)} sessions, first page of 20 (median and p95 of ${RUNS} runs; target p95 under ${TARGET_P95_MS} ms)`,
  columns: ["engine", "query", "hits (first page)", ...REST_AND_SERVICE_COLUMNS],

  async run(engine, env) {
    const server = await startServer(engine, env);
    try {
      const user = await server.signUp();
      await seed(server.db, user.id);
      await settle(engine, server.db);
      const rows = [];
      for (const query of QUERIES) {
        progress(`${engine}: searching for "${query}"`);
        const path = `/api/v1/search?q=${encodeURIComponent(query)}`;
        let hits = 0;
        const rest: Timing = await time(
          async () => {
            hits = (await server.getJson<{ results: unknown[] }>(path, user.headers)).results
              .length;
          },
          { runs: RUNS, warmup: WARMUP },
        );
        const service: Timing = await time(() => search(server.db, user.id, query), {
          runs: RUNS,
          warmup: WARMUP,
        });
        rows.push([engine, query, hits, ...restAndServiceCells(rest, service)]);
      }
      return rows;
    } finally {
      await server.close();
    }
  },
};
