import { MESSAGES } from "../../shared";

/** Domain errors; the transports (tRPC, REST, the voice socket) map them to their own codes. */
export class NotFoundError extends Error {
  constructor(message = "Not found", options?: { cause?: unknown }) {
    super(message, options);
    this.name = "NotFoundError";
  }
}

export class ValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ValidationError";
  }
}

/** The sign-in that started the work was signed out, revoked, expired or its account deleted. */
export class SignInEndedError extends Error {
  constructor() {
    super(MESSAGES.signInEnded);
    this.name = "SignInEndedError";
  }
}

/** Something this server is not set up to do (voice without a speech recognizer, say). */
export class UnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnavailableError";
  }
}

/** Every place for this work is taken for now; `retryAfter` (seconds) says when to come back. */
export class BusyError extends Error {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super(message);
    this.name = "BusyError";
  }
}

/** The caller's account holds its share of this for now; `retryAfter` (seconds) says when to ask again. */
export class AccountLimitError extends Error {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super(message);
    this.name = "AccountLimitError";
  }
}
