import { initTRPC, TRPCError } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";
import { ZodError, type z } from "zod";
import { describeIssue, issueMessage, MESSAGES } from "../../shared";
import { ProviderError } from "../ai/types";
import { isDatabaseUnavailable } from "../db";
import {
  AccountLimitError,
  BusyError,
  NotFoundError,
  SignInEndedError,
  UnavailableError,
  ValidationError,
} from "../services/errors";
import type { Context } from "./context";
import { databaseUnavailableError, RateLimitError, RetryLaterError } from "./errors";

/** The one sentence an error carries: a validation error's first issue with its field, else its own. */
export function errorDetail(error: TRPCError) {
  if (error.cause instanceof ZodError) return describeIssue(error.cause.issues[0]);
  if (error.code === "INTERNAL_SERVER_ERROR") return MESSAGES.unexpected;
  return error.message;
}

/** The person's sentence alone: a validation error's first message, without its field. */
export function errorMessage(error: TRPCError) {
  return error.cause instanceof ZodError ? issueMessage(error.cause.issues[0]) : errorDetail(error);
}

/** A validation error's issues, each with its field's path: what a form marks. */
export function errorIssues(error: TRPCError) {
  if (!(error.cause instanceof ZodError)) return undefined;
  return error.cause.issues.map((issue) => ({
    path: issue.path.map(String),
    message: issueMessage(issue),
  }));
}

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const detail = errorDetail(error);
      const issues = errorIssues(error);
      const message = errorMessage(error);
      return {
        ...shape,
        message,
        // trpc-to-openapi puts its own words in the top-level message; REST reads these.
        // A stream refused for now answers 200 with this as its one event: the wait rides along.
        data: {
          ...shape.data,
          stack: undefined,
          detail,
          message,
          issues,
          retryAfter: waitOf(error),
        },
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
  if (cause instanceof BusyError)
    return new RetryLaterError("SERVICE_UNAVAILABLE", cause.message, cause.retryAfter, cause);
  if (cause instanceof AccountLimitError)
    return new RetryLaterError("TOO_MANY_REQUESTS", cause.message, cause.retryAfter, cause);
  if (cause instanceof UnavailableError)
    return new TRPCError({ code: "SERVICE_UNAVAILABLE", message: cause.message, cause });
  if (cause instanceof ProviderError)
    return new TRPCError({ code: "BAD_GATEWAY", message: cause.message, cause });
  if (isDatabaseUnavailable(cause)) return databaseUnavailableError(cause);
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
  // tRPC lays this over the context it has: only what changes is given.
  return next({ ctx: { user: ctx.user } });
});

/**
 * An answer's schema for the OpenAPI document and the clients' types, not
 * parsed again at run time: for answers a service builds field by field from
 * typed rows, where checking a page of fifty again cost more than reading it.
 */
export function builtOutput<Schema extends z.ZodType>(schema: Schema): Schema {
  // tRPC calls a schema's `parse` when it has one, and `parseAsync` only after a sync one threw.
  return Object.assign(Object.create(schema) as Schema, {
    parse: (value: unknown) => value,
    parseAsync: async (value: unknown) => value,
  });
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

/** Seconds to wait before asking again, for a refusal for now. */
function waitOf(error: TRPCError) {
  return error instanceof RetryLaterError ? error.retryAfter : undefined;
}
