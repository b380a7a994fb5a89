import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { Logger } from "pino";
import type { WebSocket } from "ws";
import { MESSAGES } from "../../../shared";
import {
  VOICE_CLOSE_CODES,
  VOICE_CLOSE_REASONS,
  VOICE_ERROR_CODES,
} from "../../../shared/voice-protocol";
import type { Config } from "../../config";
import type { DB } from "../../db";
import type { DictationAudio } from "../../services/dictation/dictation-audio";
import { sessionListChanged } from "../../services/sessions/session-list-cache";
import type { VoiceAdmission } from "../admission";
import type { Caller } from "../socket/caller";
import { encodeServerMessage, SHUTDOWN_REASON } from "../socket/protocol";
import { databaseRelay } from "./relayed-database";
import { copyOf, RelayedSocket } from "./relayed-socket";
import { isRpcMessage, Rpc } from "./rpc";
import type { FromHost, HostData, ProvidersFrom, ToHost } from "./wire";

/** A socket handed to a host, once the API thread has checked its caller. */
export interface HostedSocket {
  open(caller: Caller): void;
}

/**
 * The voice hosts: worker threads, one per core by default, that run the
 * voice sessions and dictations' audio. The API thread keeps the HTTP
 * upgrade, the caller check and the process's capacity, and relays each
 * socket's messages to and from its host.
 */
export interface VoiceHosts {
  /** Gives a new socket to the least busy host; its messages are relayed from now on. */
  attach(socket: WebSocket): HostedSocket;
  /** Dictations' decoding and recognition, done in a host. */
  readonly dictationAudio: DictationAudio;
  /**
   * Starts every host now, not on first use, and settles once each has loaded
   * its modules and made its providers: a host thread starts cold (seconds of
   * module loading), which the first voice session would otherwise wait for.
   * From then on a host that stops is replaced at once. Called again, answers
   * the same start.
   */
  warm(): Promise<void>;
  /** A warm start is under way: the hosts are not yet all ready. */
  readonly warming: boolean;
  /** What each host (started on first use, or by warm) has carried: its thread, sessions and dictations' audio. */
  usage(): Promise<HostUsage[]>;
  /** Ends a host as a crash would (its sessions get the server error); another takes its place. */
  stop(threadId: number): Promise<void>;
  /** Every open session stores what was said and says goodbye. */
  shutdown(): Promise<void>;
  /**
   * The hosts take these providers in place of the configured ones: the ones
   * already started (at boot) are replaced, and the promise waits for their
   * successors to be ready when the hosts were warmed.
   */
  setProviders(providers: ProvidersFrom): Promise<void>;
  /** Stops the hosts. */
  close(): Promise<void>;
}

export interface VoiceHostsOptions {
  config: Config;
  logger: Logger;
  db: DB;
  admission: VoiceAdmission;
  count?: number;
  providers?: ProvidersFrom;
}

export interface HostUsage {
  threadId: number;
  /** Sessions it carries now, and since it started. */
  open: number;
  sessions: number;
  decoded: number;
  recognized: number;
  /** The thread the host's built-in writer runs in, once started. */
  writerThreadId: number | undefined;
  /** Bytes of the host's own V8 heap in use (after a collection when the process exposes one). */
  heapUsed: number;
  /** Listeners on the host's shared models (sessions add theirs and take them off when they close). */
  modelListeners: number;
}

let nextConn = 1;

/**
 * How long a host asked to end may take before it is terminated. Ending
 * stores what its sessions heard (a few relayed writes); its thread then
 * waits out the inference in flight (milliseconds), the recognizer
 * processes' last words (3 s at most) and the cancellation timers the agents
 * framework leaves running for 5 s after a session closes: about 5 s after a
 * busy host's last session, next to nothing for an idle one. A host still
 * loading hears the request once loaded; one stuck in a loop never does.
 * Terminating is the fallback, not the way: a thread torn down under native
 * async work aborts the whole process.
 */
export const HOST_END_DEADLINE_MS = 10_000;

/** One host thread and the sockets and calls it carries. */
class Host {
  readonly worker: Worker;
  readonly rpc: Rpc;
  readonly ready: Promise<number>;
  /** Settles once the thread has ended and what it carried is given back. */
  readonly stopped: Promise<void>;
  readonly sockets = new Map<number, RelayedSocket>();
  dictations = 0;
  gone = false;
  readonly #places = new Map<number, () => void>();
  readonly #relay;
  readonly #db: DB;
  readonly #logger: Logger;

  constructor(options: VoiceHostsOptions, onGone: (host: Host) => void) {
    this.#logger = options.logger;
    this.#db = options.db;
    this.#relay = databaseRelay(options.db);
    let nextPlace = 1;
    this.worker = new Worker(new URL("../../threads/boot.mjs", import.meta.url), {
      // The loader compiles in memory: a host writes nothing to the temp folder.
      env: { ...process.env, TSX_DISABLE_CACHE: "1" },
      workerData: {
        entry: new URL("./host.ts", import.meta.url).href,
        config: options.config,
        logLevel: options.logger.level as Config["logLevel"],
        providers: options.providers,
      } satisfies HostData & { entry: string },
    });
    this.rpc = new Rpc(this.worker, {
      ...this.#relay.handlers,
      admit: ({ account, room }: { account: string; room?: string }) => {
        const admitted = options.admission.admit(account, room);
        if ("refused" in admitted) return admitted;
        const place = nextPlace++;
        this.#places.set(place, admitted.release);
        return { place };
      },
      release: (place: number) => {
        this.#places.get(place)?.();
        this.#places.delete(place);
      },
    });
    this.ready = new Promise((resolve, reject) => {
      this.worker.on("message", (message: FromHost | Parameters<Rpc["receive"]>[0]) => {
        if (isRpcMessage(message)) return this.rpc.receive(message);
        if (message.type === "ready") return resolve(message.threadId);
        this.#fromHost(message);
      });
      this.worker.once("error", (error) => {
        this.#logger.error({ err: error }, "voice host failed");
        reject(error);
      });
      this.worker.once("exit", () => reject(new Error("voice host stopped")));
    });
    this.ready.catch(() => {});
    this.stopped = new Promise((resolve) => {
      this.worker.once("exit", () => {
        void this.#lost().finally(() => {
          onGone(this);
          resolve();
        });
      });
    });
  }

  /** Asks the host to end by itself and waits until it has; terminates it only at the deadline. */
  async end() {
    this.post({ type: "end" });
    const deadline = setTimeout(() => {
      this.#logger.warn({ threadId: this.worker.threadId }, "a voice host did not end: terminated");
      void this.worker.terminate();
    }, HOST_END_DEADLINE_MS);
    await this.stopped;
    clearTimeout(deadline);
  }

  get load() {
    return this.sockets.size + this.dictations;
  }

  post(message: ToHost, transfer?: ArrayBuffer[]) {
    if (!this.gone) this.worker.postMessage(message, transfer);
  }

  attach(socket: WebSocket): HostedSocket {
    const conn = nextConn++;
    const relayed = new RelayedSocket(socket);
    this.sockets.set(conn, relayed);
    this.post({ type: "connect", conn });
    socket.on("message", (data, isBinary) => {
      const bytes = copyOf(data);
      this.post({ type: "message", conn, data: bytes, isBinary }, [bytes.buffer as ArrayBuffer]);
      relayed.relayed();
    });
    socket.on("close", () => this.post({ type: "closed", conn }));
    socket.on("error", (error) => this.#logger.warn({ err: error }, "voice socket error"));
    return {
      open: (caller) => {
        relayed.sessionId = caller.sessionId;
        this.post({ type: "open", conn, caller });
      },
    };
  }

  async shutdown() {
    for (const [conn, { socket }] of this.sockets) {
      // Said here at once: the server's own closing of sockets does not wait for a host's answer.
      if (socket.readyState === socket.OPEN)
        socket.close(VOICE_CLOSE_CODES.serviceRestart, SHUTDOWN_REASON);
      this.post({ type: "shutdown", conn });
    }
    await Promise.all([...this.sockets.values()].map((relayed) => relayed.ended));
  }

  #fromHost(message: Exclude<FromHost, { type: "ready" }>) {
    if (message.type === "log") return this.#log(message.line);
    if (message.type === "session-list-changed")
      return sessionListChanged(this.#db, message.userId);
    const relayed = this.sockets.get(message.conn);
    if (!relayed) return;
    const { socket } = relayed;
    switch (message.type) {
      case "send": {
        if (socket.readyState !== socket.OPEN) return this.#written(message.conn, message.data);
        // Counted as buffered in the host until written here: the host's sending waits on a slow client.
        socket.send(message.data, () => this.#written(message.conn, message.data));
        return;
      }
      case "close":
        if (socket.readyState === socket.OPEN) socket.close(message.code, message.reason);
        return;
      case "pause":
        return relayed.hostPaused(true);
      case "resume":
        return relayed.hostPaused(false);
      case "taken":
        return relayed.taken(message.count);
      case "ended":
        this.sockets.delete(message.conn);
        return relayed.end();
    }
  }

  #written(conn: number, data: string) {
    this.post({ type: "sent", conn, bytes: Buffer.byteLength(data) });
  }

  /** A host's log lines go to the server's log as they are. */
  #log(line: string) {
    const { level, msg, time: _time, pid: _pid, hostname: _hostname, ...fields } = JSON.parse(line);
    const label = this.#logger.levels.labels[level] as "info";
    this.#logger[label]?.(fields, msg);
  }

  /**
   * The host stopped (it crashed, or the server is closing): its sessions end
   * with the protocol's server error, its places and database leases are
   * given back, and the API carries on.
   */
  async #lost() {
    this.gone = true;
    this.rpc.failAll(new Error("voice host stopped"));
    for (const release of this.#places.values()) release();
    this.#places.clear();
    await this.#relay.releaseAll();
    for (const relayed of this.sockets.values()) {
      const { socket } = relayed;
      if (socket.readyState === socket.OPEN) {
        socket.send(
          encodeServerMessage(
            { type: "error", code: VOICE_ERROR_CODES.server, message: MESSAGES.unexpected },
            relayed.sessionId,
          ),
        );
        socket.close(VOICE_CLOSE_CODES.serverError, VOICE_CLOSE_REASONS.serverError);
      }
      relayed.end();
    }
    this.sockets.clear();
  }
}

export function createVoiceHosts(given: VoiceHostsOptions): VoiceHosts {
  const options = { ...given };
  const count = Math.max(1, options.count ?? availableParallelism());
  let hosts: Host[] = [];
  let closing = false;
  let warmed: Promise<void> | undefined;
  let warming = false;

  /** The hosts, started on first use (or at once, once warmed); one that stopped is replaced. */
  function running() {
    if (closing) throw new Error("the voice hosts are closing");
    while (hosts.length < count) {
      hosts.push(
        new Host(options, (gone) => {
          hosts = hosts.filter((host) => host !== gone);
          if (warmed && !closing) running();
        }),
      );
    }
    return hosts;
  }

  function leastBusy() {
    return running().reduce((best, host) => (host.load < best.load ? host : best));
  }

  async function onHost<T>(work: (host: Host) => Promise<T>) {
    const host = leastBusy();
    host.dictations++;
    try {
      await host.ready;
      return await work(host);
    } finally {
      host.dictations--;
    }
  }

  return {
    warm() {
      if (!warmed) {
        warming = true;
        const done = () => {
          warming = false;
        };
        warmed = Promise.all(running().map((host) => host.ready)).then(done);
        warmed.catch(done);
      }
      return warmed;
    },
    get warming() {
      return warming;
    },
    attach: (socket) => leastBusy().attach(socket),
    dictationAudio: {
      decode: (audio, format) =>
        onHost((host) => host.rpc.call<Int16Array>("decode", { audio, format })),
      recognize: (pcm, dictionary, signal) =>
        onHost((host) =>
          host.rpc.call<string>(
            "recognize",
            { pcm, dictionary },
            { signal, transfer: [pcm.buffer as ArrayBuffer] },
          ),
        ),
    },
    usage: () =>
      Promise.all(
        running().map(async (host) => {
          await host.ready;
          return host.rpc.call<HostUsage>("usage", null);
        }),
      ),
    async stop(threadId) {
      for (const host of hosts) {
        if ((await host.ready.catch(() => 0)) !== threadId) continue;
        // Out of the running at once: no new session or dictation goes to a host that is ending.
        hosts = hosts.filter((other) => other !== host);
        if (warmed && !closing) running();
        await host.end();
      }
    },
    async shutdown() {
      await Promise.all(hosts.map((host) => host.shutdown()));
    },
    async setProviders(providers) {
      options.providers = providers;
      // A host keeps the providers it was made with, so the running ones make way.
      const started = hosts;
      hosts = [];
      await Promise.all(started.map((host) => host.end()));
      if (warmed) await Promise.all(running().map((host) => host.ready));
    },
    async close() {
      closing = true;
      const stopping = hosts;
      hosts = [];
      await Promise.all(stopping.map((host) => host.end()));
    },
  };
}
