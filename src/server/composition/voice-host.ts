import { ensureAgentsRuntime } from "../ai/agents-runtime";
import { createWriterThread, type WriterThread } from "../ai/llm/writer-thread/pool";
import type { Providers } from "../ai/providers";
import { createLogger } from "../logger";
import { watchSessionLists } from "../services/sessions/session-list-cache";
import type { Admission } from "../voice/admission";
import { relayedDatabase } from "../voice/host/relayed-database";
import type { Rpc } from "../voice/host/rpc";
import type { FromHost, HostData } from "../voice/host/wire";
import type { VoiceSocketPorts } from "../voice/socket/ports";
import * as parts from "./parts";

/**
 * A voice host thread's parts: what its sessions use, with the providers its
 * dictations use too, and the thread its built-in writer runs in.
 */
export type VoiceHostServices = VoiceSocketPorts & {
  ai: Providers;
  writer: WriterThread;
  /** Lets go of what would keep the host's thread alive once its work is done. */
  close(): Promise<void>;
};

/**
 * What a voice host thread runs its sessions with: its own logger (relayed to
 * the API thread's log), its own providers, and a database handle (SQLite's
 * queries go through the API thread, which holds the one file; PostgreSQL
 * gets a pool of the thread's own). A place in the process's voice capacity
 * is asked of the API thread.
 */
export async function composeVoiceHost(
  data: HostData,
  line: { post(message: FromHost): void; rpc: Rpc },
): Promise<VoiceHostServices> {
  const { config, logLevel } = data;
  const { post, rpc } = line;
  const logRelay = { write: (text: string) => post({ type: "log", line: text }) };
  const logger = createLogger({ logLevel }, logRelay);
  ensureAgentsRuntime(logLevel, logRelay);
  // The built-in writer's rules are CPU work: in a thread of the host's own, so one session's
  // reply never holds up the audio of the others on this host. It ends with the host's thread.
  const writer = createWriterThread({ logger });
  const ai = parts.providers(config, logger, writer);
  if (data.providers) {
    const { module, name, args } = data.providers;
    Object.assign(ai, (await import(module))[name](...args));
  }
  if (ai.llm.name === "local") writer.warm();
  const db =
    config.database.dialect === "postgres"
      ? parts.database(config, logger).db
      : relayedDatabase(rpc);
  // Posted after the write's own relayed query is answered, and before anything this host then
  // sends the person on the same port, so their next list call already misses the old answer.
  watchSessionLists(db, { changed: (userId) => post({ type: "session-list-changed", userId }) });
  const sessionWatch = parts.sessionWatch(db, logger);
  return {
    config,
    database: { db },
    logger,
    ai,
    writer,
    sessionWatch,
    capacity: {
      voice: {
        async admit(account, room) {
          const admitted = await rpc.call<
            { place: number } | Exclude<Admission, { release: unknown }>
          >("admit", { account, room });
          if ("refused" in admitted) return admitted;
          return { release: () => void rpc.call("release", admitted.place).catch(() => {}) };
        },
      },
    },
    async close() {
      sessionWatch.close();
      await writer.close();
      await db.destroy();
    },
  };
}
