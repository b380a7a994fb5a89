import type { Config } from "../config";
import type { RateLimitStore } from "../rate-limit";

/**
 * What one account may do per window (RATE_LIMIT_WINDOW_SECONDS), by name.
 * The tRPC procedures (and so their REST twins) and the voice socket count in
 * these same buckets, in the shared store: replicas with Redis count together.
 */
export const ACCOUNT_ALLOWANCES = {
  /** Chat messages sent, answered whole or streamed. */
  messages: (limits) => limits.messagesMax,
  sessions: (limits) => limits.sessionsMax,
  search: (limits) => limits.searchMax,
  /**
   * Changes to what the account keeps (profile, voice, dictionary, snippets,
   * styles, session titles and deletions): each rewrites rows, up to a
   * hundred snippets of 2,000 characters at once.
   */
  writes: (limits) => limits.writesMax,
  /** Exports: each reads every message of a session or of the whole account. */
  exports: (limits) => limits.exportsMax,
  /** LiveKit room tokens: each one may start an agent job. */
  "voice-tickets": (limits) => limits.voiceTicketsMax,
  /** Voice sockets opened: each may create a session row. */
  "voice-sockets": (limits) => limits.voiceSocketsMax,
  "voice-preview": (limits) => limits.previewMax,
} satisfies Record<string, (limits: Config["rateLimit"]) => number>;

export type AllowanceName = keyof typeof ACCOUNT_ALLOWANCES;

export interface AllowanceDeps {
  rateLimitStore: RateLimitStore;
  config: Pick<Config, "rateLimit">;
}

/** Counts one use of `name` against the account's allowance; when refused, the seconds to wait. */
export async function spendAllowance(
  { rateLimitStore, config }: AllowanceDeps,
  name: AllowanceName,
  userId: string,
): Promise<{ allowed: true } | { allowed: false; retryAfter: number }> {
  const window = config.rateLimit.windowSeconds;
  const max = ACCOUNT_ALLOWANCES[name](config.rateLimit);
  const { allowed, retryAfter } = await rateLimitStore.consume(`${name}:u:${userId}`, {
    window,
    max,
  });
  return allowed ? { allowed } : { allowed, retryAfter: retryAfter ?? window };
}
