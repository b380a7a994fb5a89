import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { EXTENSION_MESSAGES, INSTALLATION_HEADER, MESSAGES } from "../../shared";
import { BusyError } from "../services/errors";
import type { Context } from "./context";
import { RateLimitError } from "./errors";
import { asTRPCError, middleware, publicProcedure } from "./init";

const installationIdSchema = z.uuid();

/**
 * Who is calling, for the limits: a signed-in user by account; anyone else
 * by the installation id the extension sends and, as a second count, by
 * address, so that making up a fresh installation id does not reset the limit.
 */
const extensionLimits = middleware(async ({ ctx, next }) => {
  const { rateLimit } = ctx.config;
  const counts: [key: string, max: number][] = [];
  let installation: string | undefined;
  if (ctx.user) {
    counts.push([`extension:u:${ctx.user.id}`, rateLimit.extensionUserMax]);
  } else {
    installation = (ctx.headers().get(INSTALLATION_HEADER) ?? "").toLowerCase();
    if (!installationIdSchema.safeParse(installation).success) {
      throw new TRPCError({
        code: "BAD_REQUEST",
        message: EXTENSION_MESSAGES.installationRequired,
      });
    }
    counts.push(
      [`extension:i:${installation}`, rateLimit.extensionAnonMax],
      [`extension:ip:${ctx.ip}`, rateLimit.extensionIpMax],
    );
  }
  // One after the other: a call its installation refuses does not use up the address's allowance.
  for (const [key, max] of counts) {
    const { allowed, retryAfter } = await ctx.rateLimitStore.consume(key, {
      window: rateLimit.windowSeconds,
      max,
    });
    if (!allowed) {
      throw new RateLimitError(
        ctx.user ? EXTENSION_MESSAGES.rateLimitedSignedIn : EXTENSION_MESSAGES.rateLimited,
        retryAfter ?? rateLimit.windowSeconds,
      );
    }
  }
  return next({ ctx: { installation } });
});

/**
 * A full server says so before any work starts, and the caller's allowance is
 * not spent on it: 503 with the wait in `Retry-After` (a stream gets the same
 * error as its one event).
 */
const dictationRoom = middleware(({ ctx, next }) => {
  const queue = ctx.capacity.dictation;
  if (queue.full) throw asTRPCError(new BusyError(MESSAGES.dictationBusy, queue.retryAfter));
  return next();
});

export const extensionProcedure = publicProcedure.use(dictationRoom).use(extensionLimits);

export type ExtensionContext = Context & { installation: string | undefined };

/**
 * Recordings count in seconds, a signed-in account's per account, an
 * anonymous caller's per installation and per address: a minute of speech
 * costs the server far more than a typed line.
 */
export function audioAllowance(ctx: ExtensionContext) {
  const { installation } = ctx;
  const { rateLimit } = ctx.config;
  let counts: [key: string, max: number][];
  const refusal = ctx.user
    ? EXTENSION_MESSAGES.audioLimitedSignedIn
    : EXTENSION_MESSAGES.audioLimited;
  if (ctx.user) {
    counts = [[`extension:audio:u:${ctx.user.id}`, rateLimit.extensionUserAudioSeconds]];
  } else if (installation) {
    counts = [
      [`extension:audio:i:${installation}`, rateLimit.extensionAnonAudioSeconds],
      [`extension:audio:ip:${ctx.ip}`, rateLimit.extensionIpAudioSeconds],
    ];
  } else {
    return undefined;
  }
  return async (seconds: number) => {
    for (const [key, max] of counts) {
      const rule = { window: rateLimit.windowSeconds, max };
      const { allowed, retryAfter } = await ctx.rateLimitStore.consume(
        key,
        rule,
        Math.ceil(seconds),
      );
      if (!allowed) throw new RateLimitError(refusal, retryAfter ?? rule.window);
    }
  };
}
