import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

/** Postgres answers timestamps as Date, SQLite as ISO text; both take ISO text on write. */
export type Timestamp = ColumnType<Date | string, string, string>;
/** Postgres answers booleans as boolean, SQLite as 0/1. */
export type Bool = ColumnType<boolean | number, boolean | number, boolean | number>;

/** better-auth's user table, with the columns this project reads. */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Bool;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  twoFactorEnabled: Bool | null;
}

export interface AuthSessionTable {
  id: string;
  token: string;
  userId: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
}

/**
 * better-auth's linked sign-in methods (a password, Google), with the columns
 * this project reads; the password hash and the provider's tokens are left out.
 */
export interface AccountTable {
  id: string;
  userId: string;
  providerId: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ProfileTable {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  full_name: string | null;
  username: string | null;
  voice_preference: string;
  voice_language: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ChatSessionTable {
  id: string;
  user_id: string;
  title: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One term of a person's dictionary, written as they want it ("Tomasz", "SharePoint"). */
export interface DictionaryTermTable {
  user_id: string;
  term: string;
  created_at: Timestamp;
}

/** A phrase the person says or types and the exact text it becomes, in the order they were given. */
export interface SnippetTable {
  user_id: string;
  trigger: string;
  text: string;
  position: number;
  updated_at: Timestamp;
}

/** The tone for one site (a host) or one recipient (a thread's sender), in the order given. */
export interface StyleTable {
  user_id: string;
  kind: "site" | "recipient";
  key: string;
  tone: "professional" | "formal" | "friendly" | "concise" | "confident";
  position: number;
  updated_at: Timestamp;
}

export interface MessageTable {
  id: string;
  session_id: string;
  role: "user" | "assistant";
  content: string;
  /** 'cut_short': the reply stopped before its end (a failing model, or the person stopped it). */
  status: Generated<"complete" | "cut_short">;
  created_at: Timestamp;
  /** A spoken reply's TurnMetrics as JSON; null for typed turns and the person's own messages. */
  turn_metrics: string | null;
}

export interface FeedbackSubmissionTable {
  id: string;
  user_id: string | null;
  name: string;
  email: string;
  feedback_type: string;
  rating: number;
  message: string;
  subject: string | null;
  how_did_you_hear: string | null;
  recommend: string | null;
  /** 0 or 1: an integer on both engines. */
  allow_contact: number;
  session_id: string | null;
  metadata: string | null;
  created_at: Timestamp;
}

export interface ContactSubmissionTable {
  id: string;
  reference_number: string;
  user_id: string | null;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string;
  message: string;
  metadata: string | null;
  created_at: Timestamp;
}

export interface Database {
  user: UserTable;
  session: AuthSessionTable;
  account: AccountTable;
  verification: VerificationTable;
  profiles: ProfileTable;
  chat_sessions: ChatSessionTable;
  messages: MessageTable;
  feedback_submissions: FeedbackSubmissionTable;
  contact_submissions: ContactSubmissionTable;
  dictionary_terms: DictionaryTermTable;
  snippets: SnippetTable;
  styles: StyleTable;
}

export type ProfileRow = Selectable<ProfileTable>;
export type NewProfile = Insertable<ProfileTable>;
export type ChatSessionRow = Selectable<ChatSessionTable>;
export type NewChatSession = Insertable<ChatSessionTable>;
export type MessageRow = Selectable<MessageTable>;
export type NewMessage = Insertable<MessageTable>;
