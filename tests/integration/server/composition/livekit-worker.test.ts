/**
 * The LiveKit worker's composition: what a job process is built from, out of
 * the same parts as the API (providers by configuration, a pool on the app's
 * database, the watch on sign-ins).
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../../../db/migrator";
import {
  composeLiveKitWorker,
  workerCapacity,
} from "../../../../src/server/composition/livekit-worker";
import { workerConfig } from "../../../../src/server/composition/worker-config";
import { ConfigError } from "../../../../src/server/config";

const LIVEKIT_ENV = {
  LIVEKIT_URL: "ws://livekit:7880",
  LIVEKIT_API_KEY: "APIverba",
  LIVEKIT_API_SECRET: "a-livekit-secret-of-at-least-32-chars",
};

describe("the LiveKit worker's composition", () => {
  let dir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "verba-worker-"));
    env = {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
      SQLITE_PATH: join(dir, "app.db"),
      LLM_PROVIDER: "local",
      STT_PROVIDER: "local",
      TTS_PROVIDER: "local",
    };
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("refuses to start without LiveKit, naming the three variables", () => {
    expect(() => workerConfig(env)).toThrow(ConfigError);
    expect(() => workerConfig(env)).toThrow(
      "LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET: required by the agent worker",
    );
  });

  it("builds a job process's services on the app's database, with the configured providers", async () => {
    const config = workerConfig({ ...env, ...LIVEKIT_ENV, VOICE_MAX_SESSIONS: "3" });
    expect(config.livekit).toMatchObject({ url: LIVEKIT_ENV.LIVEKIT_URL, apiKey: "APIverba" });
    expect(workerCapacity(config)).toBe(3);

    const services = composeLiveKitWorker(config);
    try {
      expect(services.providers.llm.name).toBe("local");
      expect(services.providers.stt?.name).toBe("local");
      await migrateToLatest(services.database.db);
      // A sign-in the database does not hold is no sign-in: the watch says so at once.
      const lease = services.sessionWatch.watch("no-such-sign-in");
      expect(await lease.confirm()).toBe(false);
      expect(lease.signal.aborted).toBe(true);
      lease.release();
    } finally {
      services.sessionWatch.close();
      await services.database.db.destroy();
    }
  });
});
