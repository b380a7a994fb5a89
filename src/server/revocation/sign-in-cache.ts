import { hash } from "node:crypto";
import type { Logger } from "pino";
import { connectRedis } from "../redis";
import { SESSION_CHECK_INTERVAL_MS } from "./session-watch";

/**
 * How long a resolved sign-in answers for its credentials without asking the
 * database again: the session watch's period, so a sign-in revoked where this
 * process cannot hear of it (another replica without Redis, a row deleted by
 * hand) is refused here within the same promise as the work it opened.
 */
export const SIGN_IN_CACHE_TTL_MS = SESSION_CHECK_INTERVAL_MS;
/** Enough for every active person of a busy replica; the oldest go first beyond it. */
const MAX_ENTRIES = 10_000;
const CHANNEL = "verba:sign-ins-ended";

/** What the cache reads of a resolved caller: who, which sign-in, and until when it holds. */
export interface SignedIn {
  id: string;
  sessionId: string;
  expiresAt: Date;
}

interface Entry<User extends SignedIn> {
  user: User;
  until: number;
}

/** What ended: one sign-in session, or every sign-in of a user (the account is gone). */
type Ended = { sessionId: string } | { userId: string };

export interface SignInCache<User extends SignedIn = SignedIn> {
  /** The caller behind these headers, from a recent lookup or from `lookup` now. */
  resolve(headers: Pick<Headers, "get">, lookup: () => Promise<User | null>): Promise<User | null>;
  /** A sign-in session ended: refused at once here, and on every replica told through Redis. */
  forgetSession(sessionId: string): void;
  /** Every sign-in of a user ended (the account was deleted). */
  forgetUser(userId: string): void;
  close(): Promise<void>;
}

/**
 * Resolving a caller through better-auth costs a signature check and two
 * queries, about as much as the rest of a typical API call together; the
 * same person calls many times a second. Only sign-ins are kept (an unknown
 * token asks again each time, so guessing fills nothing), under a hash of the
 * credentials, never the credentials themselves.
 */
export function createSignInCache<User extends SignedIn>(options: {
  logger: Logger;
  redisUrl?: string;
  ttlMs?: number;
}): SignInCache<User> {
  const ttlMs = options.ttlMs ?? SIGN_IN_CACHE_TTL_MS;
  const entries = new Map<string, Entry<User>>();
  const pending = new Map<string, Promise<User | null>>();
  // A lookup that began before a sign-in ended may have read it still alive: bumped on
  // every ending, it tells such a lookup not to keep what it found.
  let generation = 0;
  const broadcast = options.redisUrl ? redisBroadcast(options.redisUrl, options.logger) : undefined;

  function forgetLocally(ended: Ended) {
    generation += 1;
    pending.clear();
    for (const [key, entry] of entries) {
      const matches =
        "sessionId" in ended
          ? entry.user.sessionId === ended.sessionId
          : entry.user.id === ended.userId;
      if (matches) entries.delete(key);
    }
  }
  broadcast?.listen(forgetLocally);

  function forget(ended: Ended) {
    forgetLocally(ended);
    broadcast?.publish(ended);
  }

  async function lookUpAndKeep(key: string, lookup: () => Promise<User | null>) {
    const started = generation;
    const user = await lookup();
    if (user && started === generation) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      const until = Math.min(Date.now() + ttlMs, user.expiresAt.getTime());
      entries.set(key, { user, until });
    }
    return user;
  }

  return {
    async resolve(headers, lookup) {
      const authorization = headers.get("authorization");
      const cookie = headers.get("cookie");
      // A sign-in travels in one of these two headers: with neither, there is nobody to look up.
      if (!authorization && !cookie) return null;
      const key = hash("sha256", `${authorization ?? ""}\n${cookie ?? ""}`, "base64");
      const entry = entries.get(key);
      if (entry && entry.until > Date.now()) return entry.user;
      if (entry) entries.delete(key);
      // Callers that arrive together share one lookup.
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const looking = lookUpAndKeep(key, lookup).finally(() => {
        if (pending.get(key) === looking) pending.delete(key);
      });
      pending.set(key, looking);
      return looking;
    },
    forgetSession: (sessionId) => forget({ sessionId }),
    forgetUser: (userId) => forget({ userId }),
    async close() {
      entries.clear();
      await broadcast?.close();
    },
  };
}

/** Endings told to and heard from the other replicas sharing the Redis at REDIS_URL. */
function redisBroadcast(url: string, logger: Logger) {
  const whileDown = "ended sign-ins reach other replicas when their cached entry expires";
  const publisher = connectRedis(url, logger, { purpose: "ended sign-ins", whileDown });
  // A subscribed connection can do nothing else, so it is a second one.
  const subscriber = connectRedis(url, logger, { purpose: "ended sign-ins (heard)", whileDown });
  return {
    listen(onEnded: (ended: Ended) => void) {
      // On the first connection and after every reconnection.
      subscriber.client.on("ready", () => {
        subscriber.client.subscribe(CHANNEL).catch((error) => subscriber.failed(error));
      });
      subscriber.client.on("message", (_channel: string, message: string) => {
        try {
          onEnded(JSON.parse(message) as Ended);
        } catch {
          logger.warn("ignored a malformed ended sign-in message");
        }
      });
    },
    publish(ended: Ended) {
      // Unheard (Redis away: its outage is logged once), the other replicas still refuse
      // the sign-in once their entry expires.
      if (!publisher.available) return;
      publisher.client.publish(CHANNEL, JSON.stringify(ended)).then(
        () => publisher.succeeded(),
        (error) => publisher.failed(error),
      );
    },
    async close() {
      await Promise.allSettled([subscriber.close(), publisher.close()]);
    },
  };
}
