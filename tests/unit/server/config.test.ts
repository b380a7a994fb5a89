import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/server/config";
import { configError, SECRET } from "../../helpers/config-error";

describe("loadConfig", () => {
  it("starts with the documented defaults: port 3000 and SQLite under ./data", () => {
    const config = loadConfig({ BETTER_AUTH_SECRET: SECRET });
    expect(config).toMatchObject({
      env: "development",
      port: 3000,
      host: "0.0.0.0",
      publicUrl: "http://localhost:3000",
      logLevel: "info",
      trustProxy: false,
      bodyLimit: 1024 * 1024,
      database: { dialect: "sqlite", path: "./data/app.db" },
      authSecret: SECRET,
      emailFrom: "Verba <no-reply@localhost>",
      rateLimit: {
        windowSeconds: 60,
        authMax: 100,
        signInMax: 10,
        formsMax: 10,
        accountFailuresMax: 10,
        accountLockSeconds: 900,
        accountAttemptsMax: 20,
        accountAttemptsSeconds: 60,
      },
      freshSessionSeconds: 300,
      trustLocalOrigins: true,
    });
    expect(config.redisUrl).toBeUndefined();
    expect(config.google).toBeUndefined();
    expect(config.smtp).toBeUndefined();
  });

  it("reads numbers, flags and URLs from their text", () => {
    const config = loadConfig({
      BETTER_AUTH_SECRET: SECRET,
      NODE_ENV: "test",
      PORT: "8080",
      HOST: "127.0.0.1",
      PUBLIC_URL: "https://verba.example.com/",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "true",
      BODY_LIMIT_BYTES: "2048",
      REDIS_URL: "redis://cache:6379",
      SMTP_URL: "smtps://u:p@mail.example.com:465",
      EMAIL_FROM: "Verba <hello@example.com>",
      RATE_LIMIT_WINDOW_SECONDS: "30",
      RATE_LIMIT_AUTH_MAX: "50",
      RATE_LIMIT_SIGN_IN_MAX: "5",
      RATE_LIMIT_FORMS_MAX: "3",
      RATE_LIMIT_ACCOUNT_FAILURES_MAX: "4",
      RATE_LIMIT_ACCOUNT_LOCK_SECONDS: "120",
      RATE_LIMIT_ACCOUNT_ATTEMPTS_MAX: "40",
      RATE_LIMIT_ACCOUNT_ATTEMPTS_SECONDS: "30",
      AUTH_FRESH_SESSION_SECONDS: "600",
    });
    expect(config).toMatchObject({
      env: "test",
      port: 8080,
      host: "127.0.0.1",
      publicUrl: "https://verba.example.com",
      logLevel: "warn",
      trustProxy: 1,
      bodyLimit: 2048,
      redisUrl: "redis://cache:6379",
      smtp: { url: "smtps://u:p@mail.example.com:465", from: "Verba <hello@example.com>" },
      rateLimit: {
        windowSeconds: 30,
        authMax: 50,
        signInMax: 5,
        formsMax: 3,
        accountFailuresMax: 4,
        accountLockSeconds: 120,
        accountAttemptsMax: 40,
        accountAttemptsSeconds: 30,
      },
      freshSessionSeconds: 600,
      // A PUBLIC_URL names the one address pages are opened at.
      trustLocalOrigins: false,
    });
    expect(loadConfig({ BETTER_AUTH_SECRET: SECRET, TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ BETTER_AUTH_SECRET: SECRET, TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ BETTER_AUTH_SECRET: SECRET, PORT: "4123" }).publicUrl).toBe(
      "http://localhost:4123",
    );
  });

  it("uses PostgreSQL when DATABASE_URL is a postgres:// or postgresql:// address", () => {
    for (const url of ["postgres://verba:pw@db:5432/verba", "postgresql://db/verba"]) {
      const config = loadConfig({ BETTER_AUTH_SECRET: SECRET, DATABASE_URL: url });
      expect(config.database).toEqual({ dialect: "postgres", url });
    }
    const sqlite = loadConfig({ BETTER_AUTH_SECRET: SECRET, SQLITE_PATH: "/tmp/x/app.db" });
    expect(sqlite.database).toEqual({ dialect: "sqlite", path: "/tmp/x/app.db" });
  });

  it("treats an empty optional variable as unset", () => {
    const config = loadConfig({
      BETTER_AUTH_SECRET: SECRET,
      DATABASE_URL: "",
      REDIS_URL: "",
      SMTP_URL: "",
      PUBLIC_URL: "",
      GOOGLE_CLIENT_ID: "",
      GOOGLE_CLIENT_SECRET: "",
      TRUST_PROXY: "",
    });
    expect(config.database.dialect).toBe("sqlite");
    expect(config.redisUrl).toBeUndefined();
    expect(config.smtp).toBeUndefined();
    expect(config.google).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.publicUrl).toBe("http://localhost:3000");
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["PORT", "-1"],
    ["PORT", "80.5"],
    ["DATABASE_URL", "mysql://x"],
    ["REDIS_URL", "http://cache:6379"],
    ["SMTP_URL", "mail.example.com"],
    ["PUBLIC_URL", "ftp://verba.example.com"],
    ["NODE_ENV", "staging"],
    ["LOG_LEVEL", "verbose"],
    ["TRUST_PROXY", "yes"],
    ["TRUST_PROXY", "-1"],
    ["TRUST_PROXY", "1.5"],
    ["TRUST_PROXY", "10.0.0.0/33"],
    ["TRUST_PROXY", "proxy.example.com"],
    ["TRUST_PROXY", "127.0.0.1, everyone"],
    ["BODY_LIMIT_BYTES", "100"],
    ["BODY_LIMIT_BYTES", "lots"],
    ["RATE_LIMIT_WINDOW_SECONDS", "0"],
    ["RATE_LIMIT_FORMS_MAX", "ten"],
    ["BETTER_AUTH_SECRET", "too-short"],
  ])("refuses %s=%s with a message naming the variable", (name, value) => {
    const message = configError({ BETTER_AUTH_SECRET: SECRET, [name]: value });
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain(`${name}:`);
  });

  it("gives a model 30 s of silence mid-reply by default, LLM_STREAM_IDLE_TIMEOUT_MS otherwise", () => {
    expect(loadConfig({ BETTER_AUTH_SECRET: SECRET }).ai.llmStreamIdleTimeoutMs).toBe(30_000);
    const config = loadConfig({ BETTER_AUTH_SECRET: SECRET, LLM_STREAM_IDLE_TIMEOUT_MS: "5000" });
    expect(config.ai.llmStreamIdleTimeoutMs).toBe(5_000);
    expect(
      configError({ BETTER_AUTH_SECRET: SECRET, LLM_STREAM_IDLE_TIMEOUT_MS: "soon" }),
    ).toContain("LLM_STREAM_IDLE_TIMEOUT_MS");
  });

  it("takes turns adaptively unless VOICE_TURN_TAKING says fixed, and refuses other values", () => {
    expect(loadConfig({ BETTER_AUTH_SECRET: SECRET }).voice.turnTaking).toBe("adaptive");
    expect(
      loadConfig({ BETTER_AUTH_SECRET: SECRET, VOICE_TURN_TAKING: "fixed" }).voice.turnTaking,
    ).toBe("fixed");
    expect(configError({ BETTER_AUTH_SECRET: SECRET, VOICE_TURN_TAKING: "fast" })).toContain(
      "VOICE_TURN_TAKING:",
    );
  });

  it("reads the capacity settings, leaving voice sessions and dictation slots to the defaults when unset", () => {
    const defaults = loadConfig({
      BETTER_AUTH_SECRET: SECRET,
      VOICE_MAX_SESSIONS: "",
      VOICE_HOSTS: "",
    });
    expect(defaults.voice.maxSessions).toBeUndefined();
    expect(defaults.voice.hosts).toBeUndefined();
    expect(defaults.dictation).toEqual({ concurrency: undefined, queueMax: 16 });
    expect(defaults.rateLimit).toMatchObject({
      extensionAnonAudioSeconds: 120,
      extensionIpAudioSeconds: 300,
    });
    const set = loadConfig({
      BETTER_AUTH_SECRET: SECRET,
      VOICE_MAX_SESSIONS: "12",
      VOICE_HOSTS: "3",
      DICTATION_CONCURRENCY: "3",
      DICTATION_QUEUE_MAX: "0",
      OPENAI_STT_BASE_URL: "http://speaches:8000/v1",
    });
    expect(set.voice.maxSessions).toBe(12);
    expect(set.voice.hosts).toBe(3);
    expect(set.dictation).toEqual({ concurrency: 3, queueMax: 0 });
    expect(set.ai.openai.sttBaseUrl).toBe("http://speaches:8000/v1");
    for (const [name, value] of [
      ["VOICE_MAX_SESSIONS", "0"],
      ["VOICE_MAX_SESSIONS", "many"],
      ["VOICE_HOSTS", "0"],
      ["DICTATION_CONCURRENCY", "0"],
      ["OPENAI_TTS_BASE_URL", "speaches:8000"],
    ] as const)
      expect(configError({ BETTER_AUTH_SECRET: SECRET, [name]: value })).toContain(`${name}:`);
  });

  it("reads each account's shares, with a few of each by default", () => {
    const defaults = loadConfig({ BETTER_AUTH_SECRET: SECRET });
    expect(defaults.rateLimit).toMatchObject({
      messagesMax: 30,
      sessionsMax: 30,
      searchMax: 60,
      voiceTicketsMax: 20,
      voiceSocketsMax: 20,
      extensionUserAudioSeconds: 600,
    });
    expect(defaults.chat).toEqual({ maxRepliesPerAccount: 3 });
    expect(defaults.voice.maxSessionsPerAccount).toBe(3);
    const shares = {
      RATE_LIMIT_MESSAGES_MAX: "5",
      RATE_LIMIT_SESSIONS_MAX: "6",
      RATE_LIMIT_SEARCH_MAX: "7",
      RATE_LIMIT_VOICE_TICKETS_MAX: "8",
      RATE_LIMIT_VOICE_SOCKETS_MAX: "9",
      RATE_LIMIT_EXTENSION_USER_AUDIO_SECONDS: "90",
      CHAT_MAX_REPLIES_PER_ACCOUNT: "1",
      VOICE_MAX_SESSIONS_PER_ACCOUNT: "2",
    };
    const set = loadConfig({ BETTER_AUTH_SECRET: SECRET, ...shares });
    expect(set.rateLimit).toMatchObject({
      messagesMax: 5,
      sessionsMax: 6,
      searchMax: 7,
      voiceTicketsMax: 8,
      voiceSocketsMax: 9,
      extensionUserAudioSeconds: 90,
    });
    expect(set.chat.maxRepliesPerAccount).toBe(1);
    expect(set.voice.maxSessionsPerAccount).toBe(2);
    for (const name of Object.keys(shares))
      expect(configError({ BETTER_AUTH_SECRET: SECRET, [name]: "0" })).toContain(`${name}:`);
  });

  it("names every wrong variable at once", () => {
    const message = configError({ PORT: "abc", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" });
    expect(message).toContain("PORT:");
    expect(message).toContain("DATABASE_URL:");
    expect(message).toContain("LOG_LEVEL:");
  });

  it("says what a short secret lacks", () => {
    expect(configError({ BETTER_AUTH_SECRET: "x".repeat(31) })).toContain(
      "BETTER_AUTH_SECRET: must be at least 32 characters",
    );
    expect(loadConfig({ BETTER_AUTH_SECRET: "x".repeat(32) }).authSecret).toBe("x".repeat(32));
  });

  it("requires GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET together", () => {
    for (const half of [{ GOOGLE_CLIENT_ID: "id" }, { GOOGLE_CLIENT_SECRET: "secret" }]) {
      const message = configError({ BETTER_AUTH_SECRET: SECRET, ...half });
      expect(message).toContain("GOOGLE_CLIENT_ID");
      expect(message).toContain("GOOGLE_CLIENT_SECRET");
    }
    const config = loadConfig({
      BETTER_AUTH_SECRET: SECRET,
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
    });
    expect(config.google).toEqual({ clientId: "id", clientSecret: "secret" });
  });

  it("takes LiveKit's URL, key and secret all together, naming what is missing", () => {
    expect(loadConfig({ BETTER_AUTH_SECRET: SECRET }).livekit).toBeUndefined();
    const all = {
      LIVEKIT_URL: "ws://livekit:7880",
      LIVEKIT_API_KEY: "key",
      LIVEKIT_API_SECRET: "secret",
    };
    for (const name of Object.keys(all) as (keyof typeof all)[]) {
      const message = configError({ BETTER_AUTH_SECRET: SECRET, ...all, [name]: "" });
      expect(message).toContain(`${name}: required when any of`);
      for (const other of Object.keys(all).filter((key) => key !== name))
        expect(message).not.toContain(`${other}: required`);
    }
    expect(configError({ BETTER_AUTH_SECRET: SECRET, LIVEKIT_URL: "livekit:7880" })).toContain(
      "LIVEKIT_URL",
    );
    expect(loadConfig({ BETTER_AUTH_SECRET: SECRET, ...all }).livekit).toEqual({
      url: "ws://livekit:7880",
      publicUrl: "ws://livekit:7880",
      apiKey: "key",
      apiSecret: "secret",
      agentName: "verba-agent",
    });
    const custom = loadConfig({
      BETTER_AUTH_SECRET: SECRET,
      ...all,
      LIVEKIT_PUBLIC_URL: "wss://rtc.example.com",
      LIVEKIT_AGENT_NAME: "other-agent",
    });
    expect(custom.livekit).toMatchObject({
      publicUrl: "wss://rtc.example.com",
      agentName: "other-agent",
    });
  });

  it("reads TRUST_PROXY as a hop count or a list of proxy addresses; true is one hop", () => {
    const trust = (value: string) =>
      loadConfig({ BETTER_AUTH_SECRET: SECRET, TRUST_PROXY: value }).trustProxy;
    expect(trust("false")).toBe(false);
    expect(trust("true")).toBe(1);
    expect(trust("2")).toBe(2);
    expect(trust(" 10.0.0.0/8 , 192.168.1.7,loopback, fd00::/8, ::1 ")).toEqual([
      "10.0.0.0/8",
      "192.168.1.7",
      "loopback",
      "fd00::/8",
      "::1",
    ]);
    expect(trust("uniquelocal")).toEqual(["uniquelocal"]);
    expect(configError({ BETTER_AUTH_SECRET: SECRET, TRUST_PROXY: "all" })).toContain(
      "TRUST_PROXY: must be false, a number of proxies",
    );
  });

  it.each([
    ["LIVEKIT_API_SECRET", "change-this-livekit-secret-32-chars", "placeholder"],
    ["LIVEKIT_API_SECRET", "secret", "placeholder"],
    ["LIVEKIT_API_SECRET", "x".repeat(31), "at least 32 characters"],
    ["BETTER_AUTH_SECRET", "better-auth-secret-12345678901234567890", "placeholder"],
  ])("refuses %s=%s in production, naming the variable", (name, value, problem) => {
    const env = {
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: SECRET,
      LIVEKIT_URL: "ws://livekit:7880",
      LIVEKIT_API_KEY: "verba",
      LIVEKIT_API_SECRET: "l".repeat(32),
      [name]: value,
    };
    const message = configError(env);
    expect(message).toMatch(new RegExp(`^Invalid configuration:\\n  ${name}: .*${problem}`));
    // The same values are fine on a developer's machine, where LiveKit runs with --dev.
    expect(() => loadConfig({ ...env, NODE_ENV: "development" })).not.toThrow();
  });
});
