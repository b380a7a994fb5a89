import type { EventEmitter } from "node:events";
import { getHeapStatistics } from "node:v8";
import { parentPort, threadId, workerData } from "node:worker_threads";
import { DEFAULT_VOICE_ID } from "../../../shared";
import { ensureAgentsRuntime } from "../../ai/agents-runtime";
import { createProviders } from "../../ai/providers";
import { createDatabase } from "../../db";
import { createLogger } from "../../logger";
import { createSessionWatch } from "../../revocation/session-watch";
import {
  decodeForDictation,
  recognizeForDictation,
} from "../../services/dictation/dictation-audio";
import { watchSessionLists } from "../../services/sessions/session-list-cache";
import type { Admission } from "../admission";
import { VoiceSocket, type VoiceSocketServices } from "../socket/voice-socket";
import { relayedDatabase } from "./relayed-database";
import { isRpcMessage, Rpc } from "./rpc";
import { SocketPort } from "./socket-port";
import type { FromHost, HostData, ToHost } from "./wire";

/**
 * A voice host: a thread of its own that runs voice sessions (decoding,
 * voice activity detection, the speech engines, the agent) and dictations'
 * audio, so the API thread's event loop only relays. It has its own
 * providers, logger and database handle; it asks the API thread for a place
 * in the process's voice capacity.
 */
const port = parentPort;
if (!port) throw new Error("a voice host runs in a worker thread");
const { config, logLevel, providers } = workerData as HostData;
const post = (message: FromHost) => port.postMessage(message);

const logRelay = { write: (line: string) => post({ type: "log", line }) };
const logger = createLogger({ logLevel }, logRelay);
ensureAgentsRuntime(logLevel, logRelay);
const ai = createProviders(config.ai, logger);
if (providers) {
  const made = (await import(providers.module))[providers.name](...providers.args);
  Object.assign(ai, made);
}
// A thread's warnings (a listener leak among them) go to the server's log, not only to stderr.
process.on("warning", (warning) =>
  logger.warn({ warning: warning.name, reason: warning.message }, "voice host warning"),
);

/** Listeners on the models every session of this host shares: where they started once sessions close. */
function modelListeners() {
  const shared = [ai.llm.llm, ai.stt?.stt, ai.tts.forVoice(DEFAULT_VOICE_ID)] as EventEmitter[];
  return shared.reduce(
    (sum, emitter) =>
      sum + (emitter?.eventNames().reduce((n, name) => n + emitter.listenerCount(name), 0) ?? 0),
    0,
  );
}

const sockets = new Map<number, { port: SocketPort; session: VoiceSocket }>();
/** What this host has carried since it started. */
const usage = { threadId, sessions: 0, decoded: 0, recognized: 0 };

const rpc = new Rpc(port, {
  decode: ({ audio, format }: { audio: Uint8Array; format: string }) => {
    usage.decoded++;
    return decodeForDictation(audio, format);
  },
  recognize: (
    { pcm, dictionary }: { pcm: Int16Array; dictionary: string[] },
    signal: AbortSignal,
  ) => {
    if (!ai.stt) throw new Error("no speech recognizer");
    usage.recognized++;
    return recognizeForDictation(ai.stt, pcm, dictionary, signal);
  },
  usage: () => {
    // Live memory only when the process lets us collect first (benchmarks run with --expose-gc).
    (globalThis as { gc?: () => void }).gc?.();
    return {
      ...usage,
      open: sockets.size,
      heapUsed: getHeapStatistics().used_heap_size,
      modelListeners: modelListeners(),
    };
  },
});

// SQLite is one file (or one in-memory database) the API thread holds: queries go through it.
// Postgres gets a pool of this host's own.
const database =
  config.database.dialect === "postgres"
    ? createDatabase(config.database, (error) =>
        logger.warn({ reason: error.message }, "database connection lost"),
      ).db
    : relayedDatabase(rpc);
// Posted after the write's own relayed query is answered, and before anything this host then
// sends the person on the same port, so their next list call already misses the old answer.
watchSessionLists(database, {
  changed: (userId) => post({ type: "session-list-changed", userId }),
});

const services: VoiceSocketServices = {
  config,
  database: { db: database },
  logger,
  ai,
  sessionWatch: createSessionWatch(database, logger),
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
};

port.on("message", (message: ToHost | Parameters<Rpc["receive"]>[0]) => {
  if (isRpcMessage(message)) return rpc.receive(message);
  const socket = sockets.get(message.conn);
  switch (message.type) {
    case "connect": {
      const socketPort = new SocketPort(message.conn, post);
      const session = new VoiceSocket(socketPort, services);
      socketPort.on("close", () => {
        // Ended once stored: the API thread waits for it at shutdown.
        void session.ended().then(() => {
          sockets.delete(message.conn);
          post({ type: "ended", conn: message.conn });
        });
      });
      sockets.set(message.conn, { port: socketPort, session });
      usage.sessions++;
      return;
    }
    case "open":
      return socket?.session.open(message.caller);
    case "message": {
      const { data } = message;
      socket?.port.emit(
        "message",
        Buffer.from(data.buffer, data.byteOffset, data.byteLength),
        message.isBinary,
      );
      return;
    }
    case "sent":
      return socket?.port.written(message.bytes);
    case "closed":
      return socket?.port.closed();
    case "shutdown":
      return void socket?.session.shutdown();
  }
});

post({ type: "ready", threadId });
