import type { SessionLease } from "../revocation/session-watch";
import { SignInEndedError } from "../services/errors";
import { EventQueue } from "../services/messages/event-queue";
import type { Context } from "./context";
import { asTRPCError } from "./init";

/**
 * Runs work that may outlive its sign-in (a reply being written) with a
 * lease on the caller's sign-in session, released when the work is done.
 * Anonymous callers have no sign-in to lose.
 */
export async function whileSignedIn<T>(
  ctx: Context,
  work: (signIn: SessionLease | undefined) => Promise<T>,
): Promise<T> {
  const signIn = ctx.user ? ctx.sessionWatch.watch(ctx.user.sessionId) : undefined;
  try {
    return await work(signIn);
  } finally {
    signIn?.release();
  }
}

/**
 * A subscription's events from work that runs while signed in: the events
 * as the work emits them, its failure as the stream's error, and an end with
 * UNAUTHORIZED as soon as the sign-in ends. The work starts at once, and the
 * reader leaving (`signal`) stops the reading; whether it stops the work is
 * the work's own choice. `done` is called once the work has ended.
 */
export function streamWhileSignedIn<T>(
  ctx: Context,
  signal: AbortSignal | undefined,
  work: (emit: (event: T) => void, signIn: SessionLease | undefined) => Promise<unknown>,
  done?: () => void,
): AsyncGenerator<T> {
  const queue = new EventQueue<T>();
  const cutOff = () => queue.end(asTRPCError(new SignInEndedError()));
  whileSignedIn(ctx, (signIn) => {
    signIn?.signal.addEventListener("abort", cutOff, { once: true });
    return work((event) => queue.push(event), signIn);
  })
    .then(() => queue.end())
    // Middleware has finished by the time a stream fails, so its errors are mapped here.
    .catch((error) => queue.end(asTRPCError(error)))
    .finally(done);
  return queue.iterate(signal);
}
