import { createHash } from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getIP, isAPIError } from "better-auth/api";
import { accountBusyMessage, accountLockedMessage } from "../../shared";
import type { Config } from "../config";
import type { RateLimitRule, RateLimitStore } from "../rate-limit";

/** The calls that guess a secret of one account: its password, or a code mailed to it. */
const GUESSES: Record<string, string> = {
  "/sign-in/email": "password",
  "/sign-in/email-otp": "code",
  "/email-otp/check-verification-otp": "code",
  "/email-otp/verify-email": "code",
  "/email-otp/reset-password": "code",
};

const digest = (value: string) => createHash("sha256").update(value).digest("hex");

type GuessContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

function refusal(seconds: number, message: string, code: string) {
  return new APIError("TOO_MANY_REQUESTS", { message, code }, { "Retry-After": String(seconds) });
}

/**
 * Sign-in guesses are limited twice. Failures in a row are counted per account and
 * client address: the address guessing is locked out of that account, while its
 * owner, elsewhere, still signs in. Attempts at the account from every address
 * together are held to a rate, so many addresses with a few guesses each cannot
 * try a password list quickly: past it, everyone waits for the rest of a short
 * window rather than a long lock. Every attempt counts before it is checked (a
 * burst cannot slip past a limit), and a success clears its address's failures.
 * The counts live in the shared store (Redis when configured), so every replica
 * sees them; the email and the address are hashed, so the store holds neither.
 */
export function accountSignInLimits(
  config: Pick<Config, "rateLimit">,
  store: RateLimitStore,
): BetterAuthPlugin {
  const perAddress: RateLimitRule = {
    window: config.rateLimit.accountLockSeconds,
    max: config.rateLimit.accountFailuresMax,
  };
  const perAccount: RateLimitRule = {
    window: config.rateLimit.accountAttemptsSeconds,
    max: config.rateLimit.accountAttemptsMax,
  };
  const keysOf = (ctx: GuessContext) => {
    const method = ctx.path ? GUESSES[ctx.path] : undefined;
    const email = (ctx.body as { email?: unknown } | undefined)?.email;
    if (!method || typeof email !== "string") return undefined;
    const account = digest(email.trim().toLowerCase());
    const headers = ctx.request?.headers ?? ctx.headers;
    const address = (headers && getIP(headers, ctx.context.options)) || "unknown";
    return {
      guesser: `auth-account:${method}:${account}:${digest(address).slice(0, 32)}`,
      account: `auth-account-all:${method}:${account}`,
    };
  };
  const matcher = (ctx: { path?: string }) => Boolean(ctx.path && ctx.path in GUESSES);

  return {
    id: "verba-account-sign-in-limits",
    hooks: {
      before: [
        {
          matcher,
          handler: createAuthMiddleware(async (ctx) => {
            const keys = keysOf(ctx);
            if (!keys) return;
            const guesser = await store.consume(keys.guesser, perAddress);
            if (!guesser.allowed) {
              const seconds = guesser.retryAfter ?? perAddress.window;
              throw refusal(seconds, accountLockedMessage(seconds), "ACCOUNT_LOCKED");
            }
            // An address already locked out above adds nothing to the account's rate.
            const everyone = await store.consume(keys.account, perAccount);
            if (!everyone.allowed) {
              const seconds = everyone.retryAfter ?? perAccount.window;
              throw refusal(seconds, accountBusyMessage(seconds), "ACCOUNT_BUSY");
            }
          }),
        },
      ],
      after: [
        {
          matcher,
          handler: createAuthMiddleware(async (ctx) => {
            const keys = keysOf(ctx);
            if (keys && !isAPIError(ctx.context.returned)) await store.reset(keys.guesser);
          }),
        },
      ],
    },
  };
}
