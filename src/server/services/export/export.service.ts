import type { ChatMessage, ExportFormat } from "../../../shared";
import { type DB, iso } from "../../db";
import { getProfile } from "../accounts/profile.service";
import { getTerms } from "../dictionary/dictionary.service";
import { listMessages, toMessage } from "../messages/messages.service";
import { getSession, listSessions } from "../sessions/sessions.service";
import { getSnippets } from "../snippets/snippets.service";
import { getStyles } from "../styles/styles.service";
import {
  accountOfUser,
  contactMessagesOfUser,
  feedbackOfUser,
  messagesOfUser,
  signInMethodsOfUser,
  signInsOfUser,
} from "./export.repository";
import { jsonFile, sessionFile } from "./export-formats";

/** One of the user's sessions as a file; another account's is "not found". */
export async function exportSession(
  db: DB,
  userId: string,
  sessionId: string,
  format: ExportFormat,
) {
  const session = await getSession(db, userId, sessionId);
  const { messages } = await listMessages(db, userId, sessionId);
  return sessionFile(session, messages, format);
}

/**
 * Everything kept about the user, table by table (db/schema.ts), never a
 * secret. Left out on purpose: `verification` (pending codes and links:
 * secrets, gone within the hour), `twoFactor`'s secret and backup codes (only
 * whether two-factor is on), `jwks` (the server's keys, about no one) and
 * PostgreSQL's `search_entries` (an index of the messages exported here).
 */
export async function exportAccount(db: DB, userId: string) {
  const [
    profile,
    account,
    signIns,
    methods,
    { sessions },
    rows,
    dictionary,
    snippets,
    styles,
    feedback,
    contact,
  ] = await Promise.all([
    getProfile(db, userId),
    accountOfUser(db, userId),
    signInsOfUser(db, userId),
    signInMethodsOfUser(db, userId),
    listSessions(db, userId),
    messagesOfUser(db, userId),
    getTerms(db, userId),
    getSnippets(db, userId),
    getStyles(db, userId),
    feedbackOfUser(db, userId),
    contactMessagesOfUser(db, userId),
  ]);
  const bySession = new Map<string, ChatMessage[]>();
  for (const row of rows) {
    const list = bySession.get(row.session_id) ?? [];
    list.push(toMessage(row));
    bySession.set(row.session_id, list);
  }
  const exportedAt = new Date().toISOString();
  return jsonFile(`verba-data-${exportedAt.slice(0, 10)}.json`, {
    exported_at: exportedAt,
    account: account && {
      email: account.email,
      name: account.name,
      email_verified: Boolean(account.emailVerified),
      image: account.image,
      created_at: iso(account.createdAt),
      updated_at: iso(account.updatedAt),
    },
    two_factor: { enabled: Boolean(account?.twoFactorEnabled) },
    sign_in_methods: methods.map((method) => ({
      provider: method.providerId,
      created_at: iso(method.createdAt),
      updated_at: iso(method.updatedAt),
    })),
    sign_ins: signIns.map((signIn) => ({
      created_at: iso(signIn.createdAt),
      last_used_at: iso(signIn.updatedAt),
      expires_at: iso(signIn.expiresAt),
      ip_address: signIn.ipAddress,
      user_agent: signIn.userAgent,
    })),
    profile,
    dictionary,
    snippets,
    styles,
    sessions: sessions.map((session) => ({
      ...session,
      messages: bySession.get(session.id) ?? [],
    })),
    feedback: feedback.map(({ user_id: _owner, metadata, allow_contact, created_at, ...row }) => ({
      ...row,
      allow_contact: Boolean(allow_contact),
      metadata: parsed(metadata),
      created_at: iso(created_at),
    })),
    contact_messages: contact.map(({ user_id: _owner, id: _id, metadata, created_at, ...row }) => ({
      ...row,
      metadata: parsed(metadata),
      created_at: iso(created_at),
    })),
  });
}

/** A submission's metadata as the client sent it (stored as JSON text). */
function parsed(json: string | null): unknown {
  if (!json) return null;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}
