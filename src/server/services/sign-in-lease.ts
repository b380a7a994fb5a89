import { SignInEndedError } from "./errors";

/**
 * What a use case needs to know of the sign-in it works for, when its work
 * outlives the request (a streamed reply, a voice turn). Revocation hands out
 * leases that fit; the use cases never reach into how sign-ins are watched.
 */
export interface SignInLease {
  /** Aborted once the sign-in is signed out, revoked, expired or its user deleted. */
  readonly signal: AbortSignal;
  /**
   * Asks now, not at the next check: false (and the signal aborted) when the
   * sign-in is gone.
   */
  confirm(): Promise<boolean>;
}

/**
 * Runs a write for a sign-in. One for a sign-in that ended a moment ago (an
 * account deleted with its sessions) fails on the rows that went with it:
 * that is the revocation arriving before the next check, not a fault, and
 * it is answered as SignInEndedError.
 */
export async function storeWhileSignedIn<T>(
  signIn: SignInLease | undefined,
  write: () => Promise<T>,
): Promise<T> {
  if (signIn?.signal.aborted) throw new SignInEndedError();
  try {
    return await write();
  } catch (error) {
    // A database that cannot answer the question leaves the write's own failure to tell.
    const ended = signIn && !(await signIn.confirm().catch(() => true));
    if (ended) throw new SignInEndedError();
    throw error;
  }
}
