import type { Logger } from "pino";
import type { DB } from "../db";
import { signInSessions } from "../services/accounts/accounts.repository";
import type { SignInLease } from "../services/sign-in-lease";

/** Revocation reaches what a session opened within this and one query's time. */
export const SESSION_CHECK_INTERVAL_MS = 2_000;
/** Session ids per query: far below what either engine takes as parameters. */
const BATCH_SIZE = 500;

/**
 * A sign-in session watched for some work. Its `confirm` asks the database
 * now: for a write that failed, because an account deleted a moment ago takes
 * its rows along.
 */
export interface SessionLease extends SignInLease {
  /** The work it guarded is over: the session is no longer watched for it. */
  release(): void;
}

export interface SessionWatch {
  /** Watches a sign-in session (better-auth's session id) for as long as the lease is held. */
  watch(authSessionId: string): SessionLease;
  close(): void;
}

/**
 * Long-lived work (voice sockets, streamed replies, LiveKit jobs) outlives
 * the request that opened it, so it must learn when its sign-in ends. The
 * truth is the database's session table, which every replica and the LiveKit
 * worker share: one batched query a period for all the sessions this process
 * watches, whoever revoked them and wherever.
 */
export function createSessionWatch(
  db: DB,
  logger: Logger,
  intervalMs = SESSION_CHECK_INTERVAL_MS,
): SessionWatch {
  const watched = new Map<string, Set<AbortController>>();
  let timer: NodeJS.Timeout | undefined;
  let checking = false;

  async function activeAmong(ids: string[]) {
    const active = new Set<string>();
    const now = Date.now();
    for (let at = 0; at < ids.length; at += BATCH_SIZE) {
      const rows = await signInSessions(db, ids.slice(at, at + BATCH_SIZE));
      for (const row of rows) if (new Date(row.expiresAt).getTime() > now) active.add(row.id);
    }
    return active;
  }

  async function check() {
    if (checking || watched.size === 0) return;
    checking = true;
    try {
      // Only the sessions asked about: one watched meanwhile waits for the next check.
      const asked = [...watched.keys()];
      const active = await activeAmong(asked);
      for (const id of asked) if (!active.has(id)) revoke(id);
    } catch (error) {
      // An unreachable database revokes nothing: the next check asks again.
      logger.warn({ err: error }, "could not check sign-in sessions");
    } finally {
      checking = false;
      if (watched.size === 0) stop();
    }
  }

  function revoke(id: string) {
    const leases = watched.get(id);
    watched.delete(id);
    for (const lease of leases ?? []) lease.abort();
    if (watched.size === 0) stop();
  }

  async function isActive(id: string) {
    return (await activeAmong([id])).has(id);
  }

  function stop() {
    clearInterval(timer);
    timer = undefined;
  }

  return {
    watch(authSessionId) {
      const controller = new AbortController();
      let leases = watched.get(authSessionId);
      if (!leases) {
        leases = new Set();
        watched.set(authSessionId, leases);
      }
      leases.add(controller);
      if (!timer) {
        timer = setInterval(() => void check(), intervalMs);
        // Watching never keeps a process alive by itself.
        timer.unref();
      }
      return {
        signal: controller.signal,
        async confirm() {
          if (controller.signal.aborted) return false;
          if (await isActive(authSessionId)) return true;
          revoke(authSessionId);
          controller.abort();
          return false;
        },
        release() {
          const current = watched.get(authSessionId);
          current?.delete(controller);
          if (current?.size === 0) watched.delete(authSessionId);
          if (watched.size === 0) stop();
        },
      };
    },
    close() {
      stop();
      watched.clear();
    },
  };
}
