/**
 * The data export is everything kept about the person (GDPR's right of
 * access): their profile, sign-ins, sessions and messages, dictionary,
 * snippets, styles,
 * feedback and contact messages, linked sign-in methods and whether
 * two-factor is on. It never holds a secret: no password hash, session token,
 * OAuth token, two-factor secret or backup code. Every table is accounted for,
 * so a table added later fails here until someone decides what it exports.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../helpers/test-instance";
import { secretFromTotpUri, totp } from "../helpers/totp";

/** Each table: the export key that holds its rows about the person, or why it holds none. */
const TABLES: Record<string, string> = {
  user: "account",
  session: "sign_ins",
  account: "sign_in_methods",
  twoFactor: "two_factor",
  profiles: "profile",
  chat_sessions: "sessions",
  messages: "sessions",
  dictionary_terms: "dictionary",
  snippets: "snippets",
  styles: "styles",
  feedback_submissions: "feedback",
  contact_submissions: "contact_messages",
  verification: "not exported: pending codes and links, secrets that expire within the hour",
  jwks: "not exported: the server's signing keys, about no one",
  search_entries: "not exported: PostgreSQL's search index of the messages exported above",
  kysely_migration: "not exported: the schema's history",
  kysely_migration_lock: "not exported: the schema's history",
};

const SNIPPET = { trigger: "office address", text: "Acme GmbH\nUlica Długa 5\n00-950 Warszawa" };
const BOB_SNIPPET = { trigger: "bobsig", text: "Bob B." };
const STYLES = {
  sites: [{ site: "mail.example.com", tone: "formal" }],
  recipients: [{ recipient: "Tomasz Nowak", tone: "friendly" }],
};

describe.each(DIALECTS)("the data export on %s", (dialect) => {
  let t: TestInstance;
  let ann: TestUser;
  let token: string;
  let backupCodes: string[];
  let voiceId: string;
  // biome-ignore lint/suspicious/noExplicitAny: the test reads the exported JSON as it is.
  let data: Record<string, any>;
  let content: string;

  beforeAll(async () => {
    t = await getTestInstance(dialect);
    ann = await t.signUp({ first_name: "Ann", last_name: "Lee" });
    token = ann.token;
    const enabled = await t.request(
      "POST",
      "/api/auth/two-factor/enable",
      { password: ann.password },
      token,
    );
    backupCodes = enabled.body.backupCodes;
    const { secret, digits, period } = secretFromTotpUri(enabled.body.totpURI);
    const verified = await t.request(
      "POST",
      "/api/auth/two-factor/verify-totp",
      { code: totp(secret, { digits, period }) },
      token,
    );
    expect(verified.status).toBe(200);
    token = verified.headers.get("set-auth-token") || token;

    const session = await t.request("POST", "/api/v1/sessions", { title: "Ann's plans" }, token);
    await t.request(
      "POST",
      `/api/v1/sessions/${session.body.id}/messages`,
      { message: "Plan the offsite." },
      token,
    );
    await t.request("PUT", "/api/v1/dictionary", { terms: ["Tomasz", "Kraków"] }, token);
    await t.request("PUT", "/api/v1/snippets", { snippets: [SNIPPET] }, token);
    await t.request("PUT", "/api/v1/styles", STYLES, token);
    const voices = await t.request(
      "GET",
      "/api/v1/profile/voice-preference/available-voices",
      undefined,
      token,
    );
    voiceId = voices.body.voices.at(-1).id;
    const chosen = await t.request(
      "PUT",
      "/api/v1/profile/voice-preference",
      { voice_id: voiceId },
      token,
    );
    expect(chosen.status).toBe(200);
    const feedback = await t.request(
      "POST",
      "/api/v1/feedback",
      {
        name: "Ann Lee",
        email: ann.email,
        feedback_type: "general",
        rating: 5,
        message: "Ann's own feedback about dictation.",
      },
      token,
    );
    expect(feedback.status).toBe(200);
    const contact = await t.request(
      "POST",
      "/api/v1/contact",
      {
        name: "Ann Lee",
        email: ann.email,
        subject: "Ann's question",
        message: "Ann asks about teams.",
      },
      token,
    );
    expect(contact.status).toBe(200);
    // Someone else's words, even under Ann's address, are not Ann's to download.
    const bob = await t.signUp();
    await t.request("PUT", "/api/v1/dictionary", { terms: ["Bobterm"] }, bob.token);
    await t.request("PUT", "/api/v1/snippets", { snippets: [BOB_SNIPPET] }, bob.token);
    await t.request(
      "POST",
      "/api/v1/contact",
      { name: "Bob", email: ann.email, subject: "Bob's subject", message: "Bob writes this." },
      bob.token,
    );

    const exported = await t.request("GET", "/api/v1/profile/export", undefined, token);
    expect(exported.status).toBe(200);
    content = exported.text;
    data = JSON.parse(content);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("holds the account, its sign-ins and its sign-in methods, with dates", () => {
    expect(data.account).toMatchObject({ email: ann.email, email_verified: expect.any(Boolean) });
    expect(data.account.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(data.sign_ins.length).toBeGreaterThan(0);
    expect(data.sign_ins[0]).toMatchObject({
      created_at: expect.any(String),
      expires_at: expect.any(String),
    });
    expect(data.sign_in_methods).toEqual([
      { provider: "credential", created_at: expect.any(String), updated_at: expect.any(String) },
    ]);
    expect(data.two_factor).toEqual({ enabled: true });
  });

  it("holds the profile with the voice preference, the sessions and messages, and the dictionary", () => {
    expect(data.profile).toMatchObject({ first_name: "Ann", voice_preference: voiceId });
    expect(data.sessions[0].title).toBe("Ann's plans");
    expect(data.sessions[0].messages[0].content).toBe("Plan the offsite.");
    expect(data.dictionary).toEqual(["Tomasz", "Kraków"]);
  });

  it("holds the snippets byte for byte and the styles", () => {
    expect(data.snippets).toEqual([SNIPPET]);
    expect(data.styles).toEqual(STYLES);
  });

  it("holds the person's feedback and contact messages, and nobody else's", () => {
    expect(data.feedback).toHaveLength(1);
    expect(data.feedback[0]).toMatchObject({
      message: "Ann's own feedback about dictation.",
      rating: 5,
    });
    expect(data.contact_messages).toHaveLength(1);
    expect(data.contact_messages[0]).toMatchObject({ subject: "Ann's question" });
    expect(data.contact_messages[0].reference_number).toEqual(expect.any(String));
    expect(content).not.toContain("Bob");
  });

  it("holds no secret: no hash, token, two-factor secret or backup code", async () => {
    const secrets = [
      ...(
        await t.db.selectFrom("session").select("token").where("userId", "=", ann.id).execute()
      ).map((row) => row.token),
      token.split(".")[0] ?? token,
      ...backupCodes,
    ];
    const rows = await sql<{ password: string | null; secret: string; backupCodes: string }>`
      select a."password", f."secret", f."backupCodes" from "account" a
      join "twoFactor" f on f."userId" = a."userId" where a."userId" = ${ann.id}`.execute(t.db);
    for (const row of rows.rows) secrets.push(row.password ?? "", row.secret, row.backupCodes);
    expect(secrets.filter(Boolean).length).toBeGreaterThan(backupCodes.length + 2);
    for (const secret of secrets.filter(Boolean)) expect(content).not.toContain(secret);
    expect(content).not.toMatch(/password|secret|backup|token/i);
  });

  it("accounts for every table in the database", async () => {
    const tables =
      dialect === "sqlite"
        ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'
            and name not like 'sqlite_%' and name not like '%_fts%'`.execute(t.db)
        : await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = 'public'`.execute(t.db);
    for (const { name } of tables.rows) {
      expect(TABLES[name], `the table ${name} is not accounted for in the export`).toBeDefined();
      const key = TABLES[name] ?? "";
      if (!key.startsWith("not exported")) expect(data[key], `export key ${key}`).toBeDefined();
    }
  });
});
