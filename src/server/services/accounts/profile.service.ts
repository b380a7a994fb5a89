import {
  DEFAULT_VOICE_ID,
  DEFAULT_VOICE_LANGUAGE,
  fullName,
  MESSAGES,
  type Profile,
} from "../../../shared";
import { type DB, iso, scrubDeletedText } from "../../db";
import { NotFoundError, ValidationError } from "../errors";
import { sessionListChanged } from "../sessions/session-list-cache";
import * as accounts from "./accounts.repository";
import * as repository from "./profiles.repository";

/** Whether someone other than `ownerId` holds the username. */
export async function isUsernameTaken(db: DB, username: string, ownerId?: string) {
  const owner = await repository.usernameOwner(db, username);
  return owner !== undefined && owner !== ownerId;
}

export async function createProfile(
  db: DB,
  userId: string,
  fields: { first_name?: string; last_name?: string; username?: string },
) {
  const now = new Date().toISOString();
  const first = fields.first_name?.trim() || null;
  const last = fields.last_name?.trim() || null;
  await repository.insertProfileIfMissing(db, {
    user_id: userId,
    first_name: first,
    last_name: last,
    full_name: fullName(first, last),
    username: fields.username?.trim() || null,
    voice_preference: DEFAULT_VOICE_ID,
    voice_language: DEFAULT_VOICE_LANGUAGE,
    created_at: now,
    updated_at: now,
  });
}

export async function getProfile(db: DB, userId: string): Promise<Profile> {
  const row = await repository.profileOfUser(db, userId);
  if (!row) throw new NotFoundError(MESSAGES.userNotAuthenticated);
  return {
    user_id: row.user_id,
    email: row.email,
    first_name: row.first_name ?? null,
    last_name: row.last_name ?? null,
    full_name: row.full_name ?? null,
    username: row.username ?? null,
    voice_preference: row.voice_preference ?? DEFAULT_VOICE_ID,
    voice_language: row.voice_language ?? DEFAULT_VOICE_LANGUAGE,
    updated_at: iso(row.updated_at ?? row.createdAt),
  };
}

/**
 * Saves the names given (null clears one, undefined keeps it) and recomputes
 * full_name from the new and existing values, as the spec's profile save does.
 * A username given is saved too, when nobody else has it.
 */
export async function updateProfile(
  db: DB,
  userId: string,
  fields: { first_name?: string | null; last_name?: string | null; username?: string },
) {
  const current = await getProfile(db, userId);
  const first = fields.first_name === undefined ? current.first_name : fields.first_name;
  const last = fields.last_name === undefined ? current.last_name : fields.last_name;
  const username = fields.username ?? current.username;
  if (fields.username && (await isUsernameTaken(db, fields.username, userId))) {
    throw new ValidationError(MESSAGES.usernameTaken);
  }
  const now = new Date().toISOString();
  await createProfile(db, userId, {});
  await repository.updateProfileRow(db, userId, {
    first_name: first,
    last_name: last,
    full_name: fullName(first, last),
    username,
    updated_at: now,
  });
  const name = fullName(first, last);
  if (name) await accounts.renameUser(db, userId, name, now);
  return getProfile(db, userId);
}

export async function getVoicePreference(db: DB, userId: string) {
  const { voice_preference, voice_language } = await getProfile(db, userId);
  return { voice_preference, voice_language };
}

export async function setVoicePreference(
  db: DB,
  userId: string,
  voice: { id: string; language: string },
) {
  await createProfile(db, userId, {});
  await repository.updateProfileRow(db, userId, {
    voice_preference: voice.id,
    voice_language: voice.language,
    updated_at: new Date().toISOString(),
  });
  return { voice_preference: voice.id, voice_language: voice.language };
}

/**
 * Deletes the account and, through the foreign keys, every row that hangs off
 * it: auth sessions, accounts, profile, chat sessions, messages, submissions.
 * Verification rows have no foreign key, so they go by hand: pending email
 * codes are keyed by address (`<type>-otp-<email>`), reset links and
 * two-factor challenges hold the user id as their value.
 */
export async function deleteAccount(db: DB, userId: string) {
  await db.transaction().execute(async (trx) => {
    const email = await accounts.userEmail(trx, userId);
    if (email === undefined) throw new NotFoundError(MESSAGES.userNotAuthenticated);
    // LIKE only narrows the search: its wildcards (and an address that ends another
    // address) would reach other people's codes, so the exact match is made here.
    const candidates = await accounts.verificationsMentioning(trx, email, userId);
    const ids = candidates
      .filter(
        (row) =>
          row.value === userId ||
          row.identifier.endsWith(`-otp-${email}`) ||
          row.identifier.startsWith(`change-email-otp-${email}-`),
      )
      .map((row) => row.id);
    await accounts.deleteVerifications(trx, ids);
    await accounts.deleteUser(trx, userId);
  });
  // The sessions went with the account; a list kept of them must go too.
  sessionListChanged(db, userId);
  scrubDeletedText(db);
  return { success: true as const };
}
