import { z } from "zod";
import { LIMITS } from "../limits";
import { MESSAGES } from "../messages";
import { text } from "./text";

/** A username as sign-up and the profile save accept it (unique, checked by the server). */
export const usernameSchema = text()
  .trim()
  .regex(
    new RegExp(`^[A-Za-z0-9._-]{${LIMITS.usernameMin},${LIMITS.usernameMax}}$`),
    MESSAGES.usernameInvalid,
  );

/** The profile fields that travel with a sign-up, beside better-auth's own email and password. */
export const signUpProfileSchema = z.object({
  first_name: text().trim().max(100, MESSAGES.nameTooLong).optional(),
  last_name: text().trim().max(100, MESSAGES.nameTooLong).optional(),
  username: usernameSchema.optional(),
  /** better-auth's own display name, when a client sends one instead of the two names. */
  name: text().max(LIMITS.nameMax, MESSAGES.nameTooLong).optional(),
});
export type SignUpProfile = z.infer<typeof signUpProfileSchema>;

/** First and last name joined and trimmed; null when both are empty. */
export function fullName(first: string | null | undefined, last: string | null | undefined) {
  const joined = `${first ?? ""} ${last ?? ""}`.trim();
  return joined === "" ? null : joined;
}
