import { randomBytes } from "node:crypto";
import { createTRPCClient, httpLink } from "@trpc/client";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../../src/server/app";
import { composeApi } from "../../src/server/composition/api";
import { type Config, loadConfig } from "../../src/server/config";
import type { Mail } from "../../src/server/email";
import { createLogger } from "../../src/server/logger";
import type { AppRouter } from "../../src/server/trpc/app-router";

export type Dialect = "sqlite" | "postgres";
export const DIALECTS: Dialect[] = ["sqlite", "postgres"];

/** A fresh database on the real server engine: one per test instance, dropped at close. */
async function createPostgresDatabase() {
  const adminUrl = inject("postgresUrl");
  const name = `verba_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestUser {
  token: string;
  id: string;
  email: string;
  password: string;
  headers: Record<string, string>;
}

/**
 * The whole server, listening on a free port, on a fresh database of the
 * chosen engine. Mails are captured instead of sent. Its voice hosts start on
 * first use, as most tests open no voice session: `warmVoiceHosts` starts
 * them at boot as production does.
 */
export async function getTestInstance(
  dialect: Dialect = "sqlite",
  env: Record<string, string> = {},
  options: { warmVoiceHosts?: boolean } = {},
) {
  const postgres = dialect === "postgres" ? await createPostgresDatabase() : undefined;
  const config: Config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    LOG_LEVEL: "silent",
    BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
    SQLITE_PATH: ":memory:",
    RATE_LIMIT_AUTH_MAX: "10000",
    RATE_LIMIT_SIGN_IN_MAX: "10000",
    RATE_LIMIT_FORMS_MAX: "10000",
    // Tests act as one busy account; tests/security/fair-shares.test.ts sets the shares it checks.
    RATE_LIMIT_MESSAGES_MAX: "10000",
    RATE_LIMIT_SESSIONS_MAX: "10000",
    RATE_LIMIT_SEARCH_MAX: "10000",
    RATE_LIMIT_WRITES_MAX: "10000",
    RATE_LIMIT_EXPORTS_MAX: "10000",
    RATE_LIMIT_VOICE_TICKETS_MAX: "10000",
    RATE_LIMIT_VOICE_SOCKETS_MAX: "10000",
    CHAT_MAX_REPLIES_PER_ACCOUNT: "100",
    VOICE_MAX_SESSIONS_PER_ACCOUNT: "100",
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const mails: Mail[] = [];
  // Everything the server logs is kept, so tests can check nothing sensitive reaches it.
  const logLines: string[] = [];
  const services = await composeApi(config, {
    logger: createLogger({ logLevel: "info" }, { write: (line: string) => logLines.push(line) }),
    observeMail: (mail) => mails.push(mail),
    warmVoiceHosts: options.warmVoiceHosts ?? false,
  });
  const app = await buildApp(services);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;

  async function request(method: string, path: string, body?: unknown, token?: string) {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers["content-type"] = "application/json";
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(baseUrl + path, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers.
    return { status: response.status, headers: response.headers, body: json as any, text };
  }

  let userCount = 0;
  async function signUp(fields: Record<string, unknown> = {}): Promise<TestUser> {
    userCount += 1;
    const email = `user${userCount}-${randomBytes(3).toString("hex")}@example.com`;
    const password = "correct-horse-battery";
    const response = await request("POST", "/api/auth/sign-up/email", {
      email,
      password,
      first_name: "Test",
      last_name: `User${userCount}`,
      ...fields,
    });
    if (response.status !== 200) throw new Error(`sign-up failed: ${response.text}`);
    const token = response.headers.get("set-auth-token") ?? "";
    return {
      token,
      id: response.body.user.id,
      email: String(fields.email ?? email),
      password,
      headers: { authorization: `Bearer ${token}` },
    };
  }

  function trpc(token?: string) {
    return createTRPCClient<AppRouter>({
      links: [
        httpLink({
          url: `${baseUrl}/trpc`,
          headers: () => (token ? { authorization: `Bearer ${token}` } : {}),
        }),
      ],
    });
  }

  return {
    app,
    services,
    db: services.database.db,
    config,
    baseUrl,
    mails,
    logLines,
    request,
    signUp,
    trpc,
    async close() {
      await app.close();
      await services.close();
      await postgres?.drop();
    },
  };
}

export type TestInstance = Awaited<ReturnType<typeof getTestInstance>>;
