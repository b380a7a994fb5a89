import { MESSAGES } from "../../shared";
import { type AllowanceName, spendAllowance } from "../limits/allowances";
import type { Context } from "./context";
import { RateLimitError } from "./errors";
import { middleware } from "./init";

/**
 * A procedure one account may call only so often (src/server/limits/allowances.ts):
 * beyond it, 429 with the wait in `Retry-After`, for the tRPC call and its REST twin alike.
 */
export function limited(name: AllowanceName) {
  return middleware(async ({ ctx, next }) => {
    if (!ctx.user) return next();
    const spent = await spendAllowance(ctx, name, ctx.user.id);
    if (!spent.allowed) throw new RateLimitError(MESSAGES.tooManyRequests, spent.retryAfter);
    return next();
  });
}

/** How soon to ask again when an account's replies are all being written: a reply takes seconds. */
const REPLY_RETRY_AFTER_SECONDS = 5;

/**
 * A place for one reply among the few an account may have written at once
 * (CHAT_MAX_REPLIES_PER_ACCOUNT), taken before the message is stored and
 * given back when the reply ends, even if its reader left long before.
 */
export function takeReplySlot(ctx: Context, userId: string) {
  const release = ctx.capacity.replies.take(userId);
  if (!release) throw new RateLimitError(MESSAGES.repliesBusy, REPLY_RETRY_AFTER_SECONDS);
  return release;
}
