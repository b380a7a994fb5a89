import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/server/config";
import { configError, SECRET } from "../../helpers/config-error";

describe("loadConfig in production, and the secrets it keeps or refuses", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("takes a production LiveKit secret of 32+ characters that was never published", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: SECRET,
      LIVEKIT_URL: "ws://livekit:7880",
      LIVEKIT_API_KEY: "verba",
      LIVEKIT_API_SECRET: "l".repeat(32),
    });
    expect(config.livekit?.apiSecret).toBe("l".repeat(32));
  });

  it("requires BETTER_AUTH_SECRET in production only", () => {
    const message = configError({ NODE_ENV: "production", SQLITE_PATH: ":memory:" });
    expect(message).toContain("BETTER_AUTH_SECRET");
    expect(message).toContain("required in production");
    expect(configError({ NODE_ENV: "production", BETTER_AUTH_SECRET: "" })).toContain(
      "BETTER_AUTH_SECRET",
    );
    const production = loadConfig({ NODE_ENV: "production", BETTER_AUTH_SECRET: SECRET });
    expect(production.env).toBe("production");
    expect(production.authSecret).toBe(SECRET);
    const development = loadConfig({ NODE_ENV: "development", SQLITE_PATH: ":memory:" });
    expect(development.authSecret).toMatch(/^[0-9a-f]{64}$/);
  });

  it("writes mail to the log without SMTP outside production, and in production only with MAIL_LOG=true", () => {
    const mailLog = (env: Record<string, string>) =>
      loadConfig({ BETTER_AUTH_SECRET: SECRET, ...env }).mailLog;
    expect(mailLog({})).toBe(true);
    expect(mailLog({ NODE_ENV: "test" })).toBe(true);
    expect(mailLog({ MAIL_LOG: "false" })).toBe(false);
    expect(mailLog({ MAIL_LOG: "0" })).toBe(false);
    expect(mailLog({ NODE_ENV: "production" })).toBe(false);
    expect(mailLog({ NODE_ENV: "production", MAIL_LOG: "" })).toBe(false);
    expect(mailLog({ NODE_ENV: "production", MAIL_LOG: "true" })).toBe(true);
    expect(mailLog({ NODE_ENV: "production", MAIL_LOG: "1" })).toBe(true);
    expect(configError({ BETTER_AUTH_SECRET: SECRET, MAIL_LOG: "yes" })).toContain("MAIL_LOG");
  });

  it("trusts this machine's own addresses for sign-in only without PUBLIC_URL outside production", () => {
    const production = loadConfig({ NODE_ENV: "production", BETTER_AUTH_SECRET: SECRET });
    expect(production.trustLocalOrigins).toBe(false);
    const test = loadConfig({ NODE_ENV: "test", BETTER_AUTH_SECRET: SECRET });
    expect(test.trustLocalOrigins).toBe(true);
  });

  it("outside production keeps one generated secret beside the SQLite file", () => {
    const dir = mkdtempSync(join(tmpdir(), "verba-config-"));
    dirs.push(dir);
    const env = { SQLITE_PATH: join(dir, "nested", "app.db") };
    const first = loadConfig(env).authSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = join(dir, "nested", ".auth-secret");
    expect(readFileSync(file, "utf8")).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig(env).authSecret).toBe(first);
  });

  it("makes a fresh secret for an in-memory or PostgreSQL database", () => {
    const a = loadConfig({ SQLITE_PATH: ":memory:" }).authSecret;
    const b = loadConfig({ SQLITE_PATH: ":memory:" }).authSecret;
    const c = loadConfig({ DATABASE_URL: "postgres://db/verba" }).authSecret;
    expect(new Set([a, b, c]).size).toBe(3);
  });
});
