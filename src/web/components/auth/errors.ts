import { MESSAGES } from "../../../shared";

/**
 * The accounts provider's own message when it gave one (spec §8: shown as
 * is in the red box); anything else is 'An unexpected error occurred'.
 */
export function authErrorMessage(error: { message?: string | null } | null | undefined): string {
  const message = error?.message?.trim();
  return message ? message : MESSAGES.unexpected;
}
