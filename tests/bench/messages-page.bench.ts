/**
 * How the newest page of a conversation scales with its length: the same
 * listing for a short session and for a very long one, through REST (auth,
 * tRPC, JSON) and through the service alone (just the queries).
 */
import { listMessages } from "../../src/server/services/messages/messages.service";
import {
  type Benchmark,
  formatNumber,
  insertSessionWithMessages,
  progress,
  REST_AND_SERVICE_COLUMNS,
  restAndServiceCells,
  settle,
  startServer,
  type Timing,
  time,
} from "./support";

const SIZES = [100, 100_000];
const PAGE = 50;
const RUNS = 100;
// Enough for the JIT and the connection pool to settle; 5 left the first size visibly slower.
const WARMUP = 20;

interface Page {
  messages: { content: string }[];
}

/** The page must be the newest PAGE messages, oldest first, or the timing means nothing. */
function checkPage(page: Page, size: number) {
  const first = page.messages[0]?.content ?? "";
  const last = page.messages.at(-1)?.content ?? "";
  if (
    page.messages.length !== PAGE ||
    !first.startsWith(`${size - PAGE + 1}. `) ||
    !last.startsWith(`${size}. `)
  ) {
    throw new Error(`wrong page for a session of ${size} messages`);
  }
}

/** The target for the REST answer's median. */
const TARGET_MEDIAN_MS = 2;

export const messagesPage: Benchmark = {
  name: "messages",
  title: `B. Newest ${PAGE} messages of a session (one request at a time; median and p95 of ${RUNS} runs after ${WARMUP} warm-up runs; target: REST median at most ${TARGET_MEDIAN_MS} ms)`,
  columns: ["engine", "messages in session", ...REST_AND_SERVICE_COLUMNS],

  async run(engine, env) {
    const server = await startServer(engine, env);
    try {
      const user = await server.signUp();
      const sessions: [size: number, id: string][] = [];
      for (const size of SIZES) {
        const started = performance.now();
        sessions.push([size, await insertSessionWithMessages(server.db, user.id, size)]);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        progress(`${engine}: inserted a session of ${formatNumber(size)} messages in ${seconds} s`);
      }
      await settle(engine, server.db);

      const rows = [];
      for (const [size, id] of sessions) {
        progress(`${engine}: newest ${PAGE} of ${formatNumber(size)}`);
        const path = `/api/v1/sessions/${id}/messages?limit=${PAGE}`;
        const rest: Timing = await time(
          async () => checkPage(await server.getJson<Page>(path, user.headers), size),
          { runs: RUNS, warmup: WARMUP },
        );
        const service: Timing = await time(
          async () => checkPage(await listMessages(server.db, user.id, id, { limit: PAGE }), size),
          { runs: RUNS, warmup: WARMUP },
        );
        rows.push([engine, formatNumber(size), ...restAndServiceCells(rest, service)]);
      }
      return rows;
    } finally {
      await server.close();
    }
  },
};
