import { initTRPC, TRPCError } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";
import { ZodError } from "zod";
import { MESSAGES } from "../../shared";
import { ProviderError } from "../ai/types";
import {
  NotFoundError,
  SignInEndedError,
  UnavailableError,
  ValidationError,
} from "../services/errors";
import type { Context } from "./context";

/** The one human sentence an error carries: a validation error's first message, else its own. */
export function errorDetail(error: TRPCError) {
  if (error.cause instanceof ZodError)
    return error.cause.issues[0]?.message ?? MESSAGES.invalidInput;
  if (error.code === "INTERNAL_SERVER_ERROR") return MESSAGES.unexpected;
  return error.message;
}

/** A validation error's issues, each with its field's path: what a form marks. */
export function errorIssues(error: TRPCError) {
  if (!(error.cause instanceof ZodError)) return undefined;
  return error.cause.issues.map((issue) => ({
    path: issue.path.map(String),
    message: issue.message,
  }));
}

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const detail = errorDetail(error);
      const issues = errorIssues(error);
      return {
        ...shape,
        message: detail,
        data: { ...shape.data, stack: undefined, detail, issues },
      };
    },
  });

/**
 * Services speak in domain errors; here they become the transport's codes. A
 * model that is configured but failing is a bad gateway, with the provider named.
 */
export function asTRPCError(error: unknown): unknown {
  const cause = error instanceof TRPCError && error.cause ? error.cause : error;
  if (cause instanceof NotFoundError)
    return new TRPCError({ code: "NOT_FOUND", message: cause.message, cause });
  if (cause instanceof ValidationError)
    return new TRPCError({ code: "BAD_REQUEST", message: cause.message, cause });
  if (cause instanceof SignInEndedError)
    return new TRPCError({ code: "UNAUTHORIZED", message: cause.message, cause });
  if (cause instanceof UnavailableError)
    return new TRPCError({ code: "SERVICE_UNAVAILABLE", message: cause.message, cause });
  if (cause instanceof ProviderError)
    return new TRPCError({ code: "BAD_GATEWAY", message: cause.message, cause });
  return error;
}

const domainErrors = t.middleware(async ({ next, ctx, path }) => {
  const result = await next();
  if (!result.ok) {
    const mapped = asTRPCError(result.error);
    if (mapped !== result.error) throw mapped;
    if (result.error.code === "INTERNAL_SERVER_ERROR") {
      ctx.logger.error({ err: result.error.cause ?? result.error, path }, "procedure failed");
    }
  }
  return result;
});

export const router = t.router;
export const middleware = t.middleware;
export const publicProcedure = t.procedure.use(domainErrors);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: "UNAUTHORIZED", message: MESSAGES.authRequired });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** A refusal by a rate limit; the transports send its wait as `Retry-After`. */
export class RateLimitError extends TRPCError {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super({ code: "TOO_MANY_REQUESTS", message });
  }
}

/** The `Retry-After` header for an answer that holds a rate-limit refusal. */
export function retryAfterHeaders(errors: readonly unknown[]): Record<string, string> {
  const refusal = errors.find((error) => error instanceof RateLimitError);
  return refusal ? { "retry-after": String(refusal.retryAfter) } : {};
}

/**
 * Counts calls per user (or per address when anonymous) in the shared store,
 * so replicas behind a load balancer enforce one limit together.
 */
export function rateLimited(bucket: string, max: (ctx: Context) => number) {
  return middleware(async ({ ctx, next }) => {
    const who = ctx.user ? `u:${ctx.user.id}` : `ip:${ctx.ip}`;
    const window = ctx.config.rateLimit.windowSeconds;
    const { allowed, retryAfter } = await ctx.rateLimitStore.consume(`${bucket}:${who}`, {
      window,
      max: max(ctx),
    });
    if (!allowed) throw new RateLimitError(MESSAGES.tooManyRequests, retryAfter ?? window);
    return next();
  });
}

/** The public forms: open to everyone, rate-limited, tied to the account when signed in. */
export const formProcedure = (bucket: string) =>
  publicProcedure.use(rateLimited(bucket, (ctx) => ctx.config.rateLimit.formsMax));
