import { TRPCError } from "@trpc/server";
import { MESSAGES } from "../../shared";

/** How long a client waits before asking again while the database is away. */
export const DATABASE_RETRY_SECONDS = 5;

/** A refusal for now (a limit, or a full server); the transports send its wait as `Retry-After`. */
export class RetryLaterError extends TRPCError {
  constructor(
    code: "TOO_MANY_REQUESTS" | "SERVICE_UNAVAILABLE",
    message: string,
    readonly retryAfter: number,
    cause?: unknown,
  ) {
    super({ code, message, cause });
  }
}

/** A refusal by a rate limit. */
export class RateLimitError extends RetryLaterError {
  constructor(message: string, retryAfter: number) {
    super("TOO_MANY_REQUESTS", message, retryAfter);
  }
}

/** The refusal every transport gives while the database cannot be reached: 503, try again soon. */
export function databaseUnavailableError(cause?: unknown) {
  return new RetryLaterError(
    "SERVICE_UNAVAILABLE",
    MESSAGES.databaseUnavailable,
    DATABASE_RETRY_SECONDS,
    cause,
  );
}

/** The `Retry-After` header for an answer that holds a refusal for now. */
export function retryAfterHeaders(errors: readonly unknown[]): Record<string, string> {
  const refusal = errors.find((error) => error instanceof RetryLaterError);
  return refusal ? { "retry-after": String(refusal.retryAfter) } : {};
}
