import type { Logger } from "pino";
import type { ChatSession } from "../../../shared";
import type { DB } from "../../db";
import { jsonBodyOf, type WithJsonBody, withJsonBody } from "../../json-body";
import { connectRedis } from "../../redis";

export interface SessionList {
  sessions: ChatSession[];
  next_cursor: string | null;
}

/** A list answer with its JSON body, shared by every caller it is served to: never changed. */
export type CachedSessionList = WithJsonBody<SessionList>;

/** Hears that a user's session list changed: their sessions, titles or message times. */
export interface SessionListWatcher {
  changed(userId: string): void;
}

export interface SessionListCache extends SessionListWatcher {
  /** The user's answer for this page, from memory while nothing changed it, else from `read`. */
  answer(
    userId: string,
    page: { limit?: number; before?: string },
    read: () => Promise<SessionList>,
  ): Promise<CachedSessionList>;
  close(): Promise<void>;
}

/** Enough for the active people of a busy replica; the least recently served go first. */
const MAX_ENTRIES = 10_000;
/** As counted below: about 120 lists of 1,000 sessions, or 2,500 pages of 50. */
const MAX_BYTES = 64 * 1024 * 1024;
/** Users whose last change is remembered one by one; beyond them, reads in flight keep nothing. */
const MAX_STAMPS = 10_000;
const CHANNEL = "verba:session-lists-changed";

interface Entry {
  userId: string;
  list: CachedSessionList;
  bytes: number;
  until: number;
}

/**
 * Writes find the watcher of the database they write to, whatever it is in
 * this thread: the API's cache, a voice host's line to the API thread, or the
 * LiveKit worker's Redis announcer. Keyed by the handle the writers already
 * take, so the services keep their (db, userId, …) shape; a write inside a
 * transaction names the outer handle once it has committed.
 */
const watchers = new WeakMap<DB, SessionListWatcher>();

export function watchSessionLists(db: DB, watcher: SessionListWatcher) {
  watchers.set(db, watcher);
}

/** A write to this database changed the user's session list: whoever keeps it hears now. */
export function sessionListChanged(db: DB, userId: string) {
  watchers.get(db)?.changed(userId);
}

/** The cache serving this database's lists, when this thread keeps one. */
export function sessionListCacheOf(db: DB): SessionListCache | undefined {
  const watcher = watchers.get(db);
  return watcher && "answer" in watcher ? (watcher as SessionListCache) : undefined;
}

/**
 * The session list's answers, per user and page, as objects for tRPC and as
 * encoded JSON for REST: reading 50 rows into objects and serializing them cost
 * three times the whole of a bare request. Correct as long as every change is
 * heard: writes in this thread call `changed`, voice hosts tell the API
 * thread, other processes announce theirs through Redis (`redisUrl`). What
 * cannot be heard is bounded otherwise: `sharedVersion` (SQLite's
 * data_version, which moves when another connection commits) empties the
 * cache when it moves, and `ttlMs` limits how long an answer is served.
 */
export function createSessionListCache(options: {
  logger: Logger;
  redisUrl?: string;
  sharedVersion?: () => unknown;
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
}): SessionListCache {
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const maxBytes = options.maxBytes ?? MAX_BYTES;
  const ttlMs = options.ttlMs ?? Number.POSITIVE_INFINITY;
  const entries = new Map<string, Entry>();
  const keysOfUser = new Map<string, Set<string>>();
  const reads = new Map<string, { started: number; list: Promise<CachedSessionList> }>();
  let bytes = 0;
  // A read that began before a change may hold the old list: it keeps nothing when the
  // user's stamp (or the floor, for changes no longer stamped one by one) is past its start.
  let clock = 0;
  let floor = 0;
  const stamps = new Map<string, number>();
  let version = options.sharedVersion?.();
  const publisher = options.redisUrl ? redisPublisher(options.redisUrl, options.logger) : undefined;
  // With Redis, an answer is kept only while announcements can be heard: one missed while
  // the subscription was down could leave a changed list served for good.
  let listening = !options.redisUrl;
  const subscriber = options.redisUrl
    ? redisSubscriber(options.redisUrl, options.logger, {
        onChanged: (userId) => forgetUser(userId),
        onListening: (now) => {
          listening = now;
          forgetAll();
        },
      })
    : undefined;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    const keys = keysOfUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) keysOfUser.delete(entry.userId);
  }

  function forgetUser(userId: string) {
    clock += 1;
    stamps.set(userId, clock);
    if (stamps.size > MAX_STAMPS) {
      stamps.clear();
      floor = clock;
    }
    for (const key of keysOfUser.get(userId) ?? []) drop(key);
  }

  function forgetAll() {
    clock += 1;
    floor = clock;
    stamps.clear();
    entries.clear();
    keysOfUser.clear();
    bytes = 0;
  }

  function unchangedSince(userId: string, started: number) {
    return started >= floor && (stamps.get(userId) ?? 0) <= started;
  }

  function keep(key: string, userId: string, list: CachedSessionList) {
    // The object is about as large as its body, counting its strings' characters as two bytes.
    const size = (jsonBodyOf(list)?.length ?? 0) * 3 + key.length * 2;
    if (size > maxBytes) return;
    drop(key);
    while (entries.size >= maxEntries || bytes + size > maxBytes) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      drop(oldest);
    }
    entries.set(key, { userId, list, bytes: size, until: Date.now() + ttlMs });
    bytes += size;
    const keys = keysOfUser.get(userId) ?? new Set<string>();
    keys.add(key);
    keysOfUser.set(userId, keys);
  }

  return {
    async answer(userId, page, read) {
      if (options.sharedVersion) {
        const now = options.sharedVersion();
        if (now !== version) {
          version = now;
          forgetAll();
        }
      }
      const key = `${userId}\n${page.limit ?? ""}\n${page.before ?? ""}`;
      const entry = entries.get(key);
      if (entry && entry.until > Date.now()) {
        // Served again: to the back of the line for eviction.
        entries.delete(key);
        entries.set(key, entry);
        return entry.list;
      }
      if (entry) drop(key);
      // Callers that miss together share one read (an expired answer is asked for by every
      // connection at once), unless the list changed since that read began.
      const inFlight = reads.get(key);
      if (inFlight && unchangedSince(userId, inFlight.started)) return inFlight.list;
      const started = clock;
      const list = read().then(withJsonBody);
      reads.set(key, { started, list });
      try {
        const answer = await list;
        if (listening && unchangedSince(userId, started)) keep(key, userId, answer);
        return answer;
      } finally {
        if (reads.get(key)?.list === list) reads.delete(key);
      }
    },
    changed(userId) {
      forgetUser(userId);
      publisher?.publish(userId);
    },
    async close() {
      forgetAll();
      await Promise.allSettled([subscriber?.close(), publisher?.close()]);
    },
  };
}

/**
 * For a process that writes but serves no lists (the LiveKit worker): its
 * changes are announced to the app's processes through Redis when REDIS_URL is set.
 */
export function createSessionListAnnouncer(options: {
  logger: Logger;
  redisUrl?: string;
}): SessionListWatcher & { close(): Promise<void> } {
  const publisher = options.redisUrl ? redisPublisher(options.redisUrl, options.logger) : undefined;
  return {
    changed: (userId) => publisher?.publish(userId),
    close: async () => publisher?.close(),
  };
}

const WHILE_DOWN = "session lists are kept by no process, and each is read from the database";

function redisPublisher(url: string, logger: Logger) {
  const link = connectRedis(url, logger, {
    purpose: "session list changes",
    whileDown: WHILE_DOWN,
  });
  return {
    publish(userId: string) {
      // While Redis is away (its outage logged once) no process keeps lists, so none is missed.
      if (!link.available) return;
      link.client.publish(CHANNEL, userId).then(
        () => link.succeeded(),
        (error) => link.failed(error),
      );
    },
    close: () => link.close(),
  };
}

/** Changes heard from the other processes sharing the Redis at REDIS_URL. */
function redisSubscriber(
  url: string,
  logger: Logger,
  on: { onChanged: (userId: string) => void; onListening: (listening: boolean) => void },
) {
  // A subscribed connection can do nothing else, so it is one of its own.
  const link = connectRedis(url, logger, {
    purpose: "session list changes (heard)",
    whileDown: WHILE_DOWN,
  });
  const subscriber = link.client;
  // On the first connection and after every reconnection, which may have lost announcements.
  subscriber.on("ready", () => {
    subscriber.subscribe(CHANNEL).then(
      () => on.onListening(true),
      (error) => link.failed(error),
    );
  });
  subscriber.on("close", () => on.onListening(false));
  subscriber.on("message", (_channel: string, userId: string) => on.onChanged(userId));
  return { close: () => link.close() };
}
