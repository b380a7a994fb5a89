import { MESSAGES } from "../../../shared";

/** Error codes a sign-in that left the page (Google) may come back with, as better-auth writes them. */
const REDIRECT_CODE = /^[A-Za-z0-9_]{1,64}$/;

/**
 * The words for `?error=` on /signin, where a refused Google sign-in comes back:
 * two-factor accounts are sent to their password and authenticator code.
 */
export function redirectErrorMessage(code: string): string {
  if (code.toUpperCase() === "TWO_FACTOR_REQUIRED") return MESSAGES.twoFactorUsePassword;
  return MESSAGES.googleSignInFailed(REDIRECT_CODE.test(code) ? code : "unknown_error");
}

/**
 * The accounts provider's own message when it gave one (spec §8: shown as
 * is in the red box); anything else is 'An unexpected error occurred'.
 */
export function authErrorMessage(error: { message?: string | null } | null | undefined): string {
  const message = error?.message?.trim();
  return message ? message : MESSAGES.unexpected;
}
