import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../helpers/redis-server";
import { startServer, waitForHealthy } from "../../helpers/server-process";
import { DIALECTS, getTestInstance, type TestInstance } from "../../helpers/test-instance";

/** Every call of the spec's tables, as the OpenAPI document names them under /api/v1. */
const SPEC_OPERATIONS: [string, string][] = [
  ["get", "/sessions"],
  ["post", "/sessions"],
  ["put", "/sessions/{id}/title"],
  ["delete", "/sessions/{id}"],
  ["get", "/sessions/{id}/messages"],
  ["post", "/sessions/{id}/messages"],
  ["get", "/profile"],
  ["put", "/profile"],
  ["delete", "/profile"],
  ["get", "/profile/voice-preference/available-voices"],
  ["get", "/profile/voice-preference"],
  ["put", "/profile/voice-preference"],
  ["post", "/feedback"],
  ["post", "/contact"],
  ["post", "/voice/preview"],
];

describe.each(DIALECTS)("operations (%s)", (dialect) => {
  let t: TestInstance;

  beforeAll(async () => {
    t = await getTestInstance(dialect);
  });
  afterAll(() => t.close());

  it("answers /healthz with 200, status ok, the database engine and the active providers", async () => {
    const response = await t.request("GET", "/healthz");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: "ok",
      database: dialect,
      providers: { llm: "local", stt: "local", tts: "local" },
    });
    // How to configure a model is told to whoever runs the server, never in a chat.
    expect(response.body.llm_hint).toMatch(/GEMINI_API_KEY.*OPENAI_BASE_URL/);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("publishes an OpenAPI 3 document with every call of the spec", async () => {
    const response = await t.request("GET", "/api/v1/openapi.json");
    expect(response.status).toBe(200);
    const document = response.body as {
      openapi: string;
      info: { title: string; version: string };
      servers?: { url: string }[];
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info.title).toBe("Verba API");
    expect(document.servers?.[0]?.url).toBe(`${t.config.publicUrl}/api/v1`);
    for (const [method, path] of SPEC_OPERATIONS) {
      expect(document.paths[path], path).toBeDefined();
      expect(document.paths[path]?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
    }
    // The signed-in calls say so; the two public forms do not demand a token.
    expect(document.paths["/profile"]?.get?.security).toBeDefined();
    expect(document.paths["/feedback"]?.post?.security).toBeUndefined();
    expect(document.paths["/contact"]?.post?.security).toBeUndefined();
  });

  it("sends helmet's security headers on every kind of answer", async () => {
    const user = await t.signUp();
    const answers = [
      await t.request("GET", "/healthz"),
      await t.request("GET", "/api/v1/openapi.json"),
      await t.request("GET", "/api/v1/profile", undefined, user.token),
      await t.request("GET", "/api/v1/profile"),
      await t.request("GET", "/api/v1/no-such-thing"),
      await t.request("GET", "/no-such-page"),
      await t.request("POST", "/api/v1/feedback", "{broken"),
    ];
    for (const response of answers) {
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
      expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
      expect(response.headers.get("x-powered-by")).toBeNull();
    }
  });

  it("answers an unknown path with a 404 JSON error body", async () => {
    for (const [method, path] of [
      ["GET", "/api/v1/no-such-thing"],
      ["POST", "/api/v1/sessions/x/unknown"],
      ["PATCH", "/api/v1/profile"],
      ["GET", "/api/v2/sessions"],
      ["GET", "/definitely/not/here"],
    ] as const) {
      const response = await t.request(method, path, method === "GET" ? undefined : {});
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(typeof response.body.detail).toBe("string");
      expect(response.body.detail).not.toBe("");
      expect(response.body.message).toBe(response.body.detail);
    }
  });

  it("keeps a token in the query string out of a 404 body and the log", async () => {
    const secret = "query-secret-token-value";
    const response = await t.request("GET", `/no-such-page?token=${secret}`);
    expect(response.status).toBe(404);
    expect(response.text).not.toContain(secret);
    expect(t.logLines.join("\n")).not.toContain(secret);
  });

  it("never logs a password, token, email or user id", async () => {
    const password = "Sup3r-Secret-Passw0rd!";
    const email = `log-check-${Date.now()}@example.com`;
    const signUp = await t.request("POST", "/api/auth/sign-up/email", {
      email,
      password,
      first_name: "Logan",
      last_name: "Check",
    });
    expect(signUp.status).toBe(200);
    const userId: string = signUp.body.user.id;
    const signUpToken = signUp.headers.get("set-auth-token") ?? "";
    expect(signUpToken).not.toBe("");

    const signIn = await t.request("POST", "/api/auth/sign-in/email", { email, password });
    expect(signIn.status).toBe(200);
    const token = signIn.headers.get("set-auth-token") ?? "";
    expect(token).not.toBe("");
    const wrongPassword = await t.request("POST", "/api/auth/sign-in/email", {
      email,
      password: `${password}-wrong`,
    });
    expect(wrongPassword.status).toBe(401);
    const again = await t.request("POST", "/api/auth/sign-up/email", { email, password });
    expect(again.status).toBeGreaterThanOrEqual(400);

    const mailsBefore = t.mails.length;
    const otp = await t.request("POST", "/api/auth/email-otp/send-verification-otp", {
      email,
      type: "sign-in",
    });
    expect(otp.status).toBe(200);
    expect(t.mails.length).toBe(mailsBefore + 1);

    const profile = await t.request("PUT", "/api/v1/profile", { first_name: "Logged" }, token);
    expect(profile.status).toBe(200);
    const feedback = await t.request(
      "POST",
      "/api/v1/feedback",
      {
        name: "Logan Check",
        email,
        feedback_type: "general",
        rating: 5,
        message: "Checking what reaches the log.",
      },
      token,
    );
    expect(feedback.status).toBe(200);
    const contact = await t.request("POST", "/api/v1/contact", {
      name: "Logan Check",
      email,
      subject: "Log check",
      message: "Checking what reaches the log.",
    });
    expect(contact.status).toBe(200);
    await t.request("GET", `/api/v1/sessions?token=${token}`, undefined, token);
    await t.request("GET", "/api/v1/profile", undefined, `${token}-tampered`);

    const log = t.logLines.join("\n");
    // The log is really being written: the requests above are in it.
    expect(log).toContain("/api/auth/sign-up/email");
    expect(log).toContain("/api/v1/feedback");
    for (const [what, value] of [
      ["password", password],
      ["email", email],
      ["email's local part", email.split("@")[0] ?? email],
      ["user id", userId],
      ["sign-up token", signUpToken],
      ["sign-in token", token],
      ["sign-in token's session part", token.split(".")[0] ?? token],
    ] as const) {
      expect(log.includes(value), `the log holds the ${what}`).toBe(false);
    }
  });
});

describe("PostgreSQL dropping connections", () => {
  let t: TestInstance;

  beforeAll(async () => {
    t = await getTestInstance("postgres");
  });
  afterAll(() => t.close());

  it("keeps serving when the database ends the pool's idle connections", async () => {
    // Several connections, left idle in the pool.
    await Promise.all(Array.from({ length: 5 }, () => sql`select pg_sleep(0.05)`.execute(t.db)));
    const ended = await sql<{ ended: boolean }>`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`.execute(t.db);
    expect(ended.rows.length).toBeGreaterThan(0);
    await new Promise((done) => setTimeout(done, 100));
    for (let i = 0; i < 3; i++) {
      const health = await t.request("GET", "/healthz");
      expect(health.status).toBe(200);
    }
    const user = await t.signUp();
    expect((await t.request("GET", "/api/v1/profile", undefined, user.token)).status).toBe(200);
    const lost = t.logLines.filter((line) => line.includes("database connection lost"));
    expect(lost.length).toBeGreaterThan(0);
    expect(lost.join("\n")).not.toContain("connectionParameters");
  });
});

/** A port nobody listens on right now. */
describe("the server process", () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];

  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  function tempDir() {
    const dir = mkdtempSync(join(tmpdir(), "verba-ops-"));
    dirs.push(dir);
    return dir;
  }

  it("starts, serves, and on SIGTERM finishes the request in flight and exits 0", async () => {
    const port = await freePort();
    const started = startServer({
      PORT: String(port),
      HOST: "127.0.0.1",
      SQLITE_PATH: join(tempDir(), "app.db"),
      LOG_LEVEL: "info",
    });
    children.push(started.child);
    const url = `http://127.0.0.1:${port}`;
    const health = await waitForHealthy(url, started);
    expect(await health.json()).toMatchObject({ status: "ok", database: "sqlite" });

    // A sign-up spends a while hashing the password; SIGTERM arrives while it runs.
    const inFlight = fetch(`${url}/api/auth/sign-up/email`, {
      method: "POST",
      // As a browser on the app's own address sends it (better-auth checks the origin).
      headers: { "content-type": "application/json", origin: `http://localhost:${port}` },
      body: JSON.stringify({
        email: "shutdown@example.com",
        password: "correct-horse-battery",
        first_name: "Shut",
        last_name: "Down",
      }),
    });
    await new Promise((done) => setTimeout(done, 30));
    expect(started.child.kill("SIGTERM")).toBe(true);
    const response = await inFlight;
    expect(response.status).toBe(200);
    const { code, signal } = await started.exit;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(started.output()).toContain("shutting down");
    expect(started.output()).not.toContain("correct-horse-battery");
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  }, 60_000);

  it.concurrent.each([
    ["PORT", "abc"],
    ["DATABASE_URL", "mysql://x"],
    ["LOG_LEVEL", "chatty"],
  ])(
    "exits non-zero when %s=%s, naming the variable",
    async (name, value) => {
      const started = startServer({
        SQLITE_PATH: join(tempDir(), "app.db"),
        PORT: String(await freePort()),
        [name]: value,
      });
      children.push(started.child);
      const { code } = await started.exit;
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(started.output()).toContain("Invalid configuration");
      expect(started.output()).toContain(`${name}:`);
    },
    60_000,
  );

  it.concurrent("exits non-zero in production without BETTER_AUTH_SECRET", async () => {
    const started = startServer({
      NODE_ENV: "production",
      SQLITE_PATH: join(tempDir(), "app.db"),
      PORT: String(await freePort()),
    });
    children.push(started.child);
    const { code } = await started.exit;
    expect(code).toBe(1);
    expect(started.output()).toContain("BETTER_AUTH_SECRET");
  }, 60_000);
});
