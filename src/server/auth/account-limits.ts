import { createHash } from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { accountLockedMessage } from "../../shared";
import type { Config } from "../config";
import type { RateLimitStore } from "../rate-limit";

/** The calls that guess a secret of one account: its password, or a code mailed to it. */
const GUESSES: Record<string, string> = {
  "/sign-in/email": "password",
  "/sign-in/email-otp": "code",
  "/email-otp/check-verification-otp": "code",
  "/email-otp/verify-email": "code",
  "/email-otp/reset-password": "code",
};

/**
 * Sign-in attempts are counted per account as well as per address, so many
 * addresses with a guess each cannot try a password list on one person. Every
 * attempt counts before it is checked (so a burst cannot slip past the limit)
 * and a successful one clears the count: what is limited is failures in a row.
 * The count lives in the shared store (Redis when configured), so every replica
 * sees it; the address is hashed, so the store holds no email addresses.
 */
export function accountSignInLimits(
  config: Pick<Config, "rateLimit">,
  store: RateLimitStore,
): BetterAuthPlugin {
  const rule = {
    window: config.rateLimit.accountLockSeconds,
    max: config.rateLimit.accountFailuresMax,
  };
  const keyOf = (path: string | undefined, body: unknown) => {
    const method = path ? GUESSES[path] : undefined;
    const email = (body as { email?: unknown } | undefined)?.email;
    if (!method || typeof email !== "string") return undefined;
    const account = createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
    return `auth-account:${method}:${account}`;
  };
  const matcher = (ctx: { path?: string }) => Boolean(ctx.path && ctx.path in GUESSES);

  return {
    id: "verba-account-sign-in-limits",
    hooks: {
      before: [
        {
          matcher,
          handler: createAuthMiddleware(async (ctx) => {
            const key = keyOf(ctx.path, ctx.body);
            if (!key) return;
            const { allowed, retryAfter } = await store.consume(key, rule);
            if (allowed) return;
            const seconds = retryAfter ?? rule.window;
            throw new APIError(
              "TOO_MANY_REQUESTS",
              { message: accountLockedMessage(seconds), code: "ACCOUNT_LOCKED" },
              { "Retry-After": String(seconds) },
            );
          }),
        },
      ],
      after: [
        {
          matcher,
          handler: createAuthMiddleware(async (ctx) => {
            const key = keyOf(ctx.path, ctx.body);
            if (key && !isAPIError(ctx.context.returned)) await store.reset(key);
          }),
        },
      ],
    },
  };
}
