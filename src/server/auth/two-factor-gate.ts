import { APIError } from "better-auth/api";
import { MESSAGES } from "../../shared";
import type { DB } from "../db";
import { hasTwoFactor } from "../services/accounts/accounts.repository";

/** Where the web app tells a two-factor account to sign in with its password and code. */
const TWO_FACTOR_SIGN_IN_PAGE = "/signin?error=TWO_FACTOR_REQUIRED";

/** The steps that check the second factor: they make the session a challenge was waiting for. */
const SECOND_FACTOR_STEPS = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-otp",
  "/two-factor/verify-backup-code",
]);

/**
 * Sign-ins better-auth's two-factor plugin answers with its challenge: the session
 * their handler makes is deleted by the plugin before the answer goes out.
 */
const CHALLENGED_SIGN_INS = new Set([
  "/sign-in/email",
  "/sign-in/username",
  "/sign-in/phone-number",
]);

interface SessionCreation {
  path?: string;
  query?: { callbackURL?: unknown } | null;
  redirect?: (url: string) => Error;
  context?: { session?: { user?: { id?: string } } | null };
}

/**
 * Refuses, at the one place every sign-in passes (the new session row), a session
 * for an account with two-factor on unless the second factor was checked. Emailed
 * codes, confirmation links, Google and any endpoint a later plugin adds all end
 * in a session row, so none can skip the authenticator app. Replacing a session
 * the request is already signed in with (a changed password, two-factor switched
 * on) stays allowed: that sign-in passed the check when it was made.
 */
export async function refuseSessionWithoutSecondFactor(
  db: DB,
  session: { userId: string },
  ctx: SessionCreation | null | undefined,
) {
  if (!(await hasTwoFactor(db, session.userId))) return;
  const path = ctx?.path ?? "";
  if (SECOND_FACTOR_STEPS.has(path) || CHALLENGED_SIGN_INS.has(path)) return;
  if (ctx?.context?.session?.user?.id === session.userId) return;
  // A confirmation link followed in the browser (the address is confirmed by now) goes on
  // to the sign-in page, which says to use the password and code, rather than to a page of JSON.
  if (path === "/verify-email" && ctx?.query?.callbackURL && ctx.redirect)
    throw ctx.redirect(TWO_FACTOR_SIGN_IN_PAGE);
  throw new APIError("FORBIDDEN", {
    message: MESSAGES.twoFactorUsePassword,
    code: "TWO_FACTOR_REQUIRED",
  });
}
