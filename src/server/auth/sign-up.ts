import { APIError } from "better-auth/api";
import type { Logger } from "pino";
import { MESSAGES } from "../../shared";
import type { DB } from "../db";
import { deleteUser } from "../services/accounts/accounts.repository";
import { createProfile } from "../services/accounts/profile.service";

/** PostgreSQL's and SQLite's codes for a value a unique index already holds. */
const UNIQUE_VIOLATIONS = new Set([
  "23505",
  "SQLITE_CONSTRAINT_UNIQUE",
  "SQLITE_CONSTRAINT_PRIMARYKEY",
]);

function errorCode(error: unknown) {
  return typeof error === "object" && error !== null && "code" in error
    ? String(error.code)
    : undefined;
}

/**
 * Makes the profile of a new user. better-auth runs this after its own writes are
 * committed, so a profile the database refuses (a username taken a moment ago, text
 * it cannot store) takes the new user with it, through the foreign keys its accounts
 * and sessions too: the person is told what went wrong and can simply sign up again.
 */
export async function createProfileOrUndoSignUp(
  { db, logger }: { db: DB; logger: Logger },
  userId: string,
  fields: Parameters<typeof createProfile>[2],
) {
  try {
    await createProfile(db, userId, fields);
  } catch (error) {
    await deleteUser(db, userId);
    const code = errorCode(error);
    logger.error({ code }, "sign-up undone: the new profile could not be stored");
    if (code && UNIQUE_VIOLATIONS.has(code)) {
      throw new APIError("BAD_REQUEST", { message: MESSAGES.usernameTaken });
    }
    throw new APIError("INTERNAL_SERVER_ERROR", { message: MESSAGES.signUpFailed });
  }
}
