import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";

const ROOT = resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

interface Port {
  published: number | string;
  target: number;
  protocol?: string;
}
interface Service {
  image?: string;
  build?: { context: string };
  command?: string | string[];
  environment?: Record<string, string>;
  ports?: Port[];
  profiles?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
}
interface ComposeFile {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
}

/**
 * The compose file as Debian's docker-compose resolves it, from an empty
 * environment and an empty env file, so nothing on this machine leaks in.
 */
async function composeConfig(env: Record<string, string>, ...args: string[]) {
  const { stdout } = await run(
    "docker-compose",
    ["--project-directory", ROOT, "-f", join(ROOT, "docker-compose.yml"), "--env-file", envFile]
      .concat(args)
      .concat(["config"]),
    { env: { PATH: process.env.PATH ?? "", ...env } },
  );
  return parse(stdout) as ComposeFile;
}

function portsOf(service: Service | undefined) {
  return (service?.ports ?? []).map(
    (port) => `${port.published}:${port.target}/${port.protocol ?? "tcp"}`,
  );
}

let dir: string;
let envFile: string;
let compose: ComposeFile;
const SECRET = "a-better-auth-secret-of-32-characters-or-more";

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "verba-compose-"));
  envFile = join(dir, "empty.env");
  writeFileSync(envFile, "");
  compose = await composeConfig({ BETTER_AUTH_SECRET: SECRET });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("docker-compose.yml", () => {
  it("runs the app, the agent, LiveKit, Redis, PostgreSQL and Mailpit, and Ollama on request", () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ["agent", "app", "livekit", "mailpit", "ollama", "postgres", "redis"].sort(),
    );
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.profiles ?? [], name).toEqual(name === "ollama" ? ["ollama"] : []);
      expect(service.healthcheck?.test.length ?? 0, `${name} has a health check`).toBeGreaterThan(
        0,
      );
    }
    expect(Object.keys(compose.volumes).sort()).toEqual(
      ["ollama-data", "postgres-data", "redis-data"].sort(),
    );
  });

  it("lists ollama as the one optional profile", async () => {
    const { stdout } = await run(
      "docker-compose",
      ["--project-directory", ROOT, "--env-file", envFile, "config", "--profiles"],
      { env: { PATH: process.env.PATH ?? "", BETTER_AUTH_SECRET: SECRET } },
    );
    expect(stdout.trim().split("\n")).toEqual(["ollama"]);
  });

  it("publishes the documented ports", () => {
    expect(portsOf(compose.services.app)).toEqual(["3000:3000/tcp"]);
    expect(portsOf(compose.services.mailpit)).toEqual(["8025:8025/tcp"]);
    expect(portsOf(compose.services.ollama)).toEqual(["11434:11434/tcp"]);
    const livekit = portsOf(compose.services.livekit);
    expect(livekit).toContain("7880:7880/tcp");
    expect(livekit).toContain("7881:7881/tcp");
    // The UDP range LiveKit is told to use, all of it and nothing else.
    const config = parse(readFileSync(join(ROOT, "livekit.yaml"), "utf8"));
    const { port_range_start: start, port_range_end: end, tcp_port: tcp } = config.rtc;
    expect(tcp).toBe(7881);
    expect(config.port).toBe(7880);
    const udp = livekit.filter((port) => port.endsWith("/udp"));
    expect(udp).toHaveLength(end - start + 1);
    for (let port = start; port <= end; port += 1) expect(udp).toContain(`${port}:${port}/udp`);
    for (const name of ["postgres", "redis", "agent"])
      expect(portsOf(compose.services[name]), `${name} stays internal`).toEqual([]);
  });

  it("runs the app and the agent from one image with their own commands", () => {
    const { app, agent } = compose.services;
    expect(app?.image).toBe("verba:latest");
    expect(agent?.image).toBe(app?.image);
    expect(app?.build?.context).toBe(ROOT);
    expect(agent?.build).toEqual(app?.build);
    expect(app?.command).toBeUndefined();
    expect(agent?.command).toEqual(["node", "--import", "tsx", "agent/main.ts", "start"]);
    expect(agent?.depends_on?.app?.condition).toBe("service_healthy");
    expect(agent?.depends_on?.livekit?.condition).toBe("service_healthy");
  });

  it("wires the app and the agent to the same database, Redis, mail and LiveKit", () => {
    const { app, agent, livekit } = compose.services;
    const shared = [
      "DATABASE_URL",
      "REDIS_URL",
      "SMTP_URL",
      "BETTER_AUTH_SECRET",
      "LIVEKIT_URL",
      "LIVEKIT_PUBLIC_URL",
      "LIVEKIT_API_KEY",
      "LIVEKIT_API_SECRET",
      "LIVEKIT_AGENT_NAME",
    ];
    for (const name of shared) {
      expect(app?.environment?.[name], name).toBeTruthy();
      expect(agent?.environment?.[name], name).toBe(app?.environment?.[name]);
    }
    expect(app?.environment).toMatchObject({
      DATABASE_URL: "postgres://verba:verba@postgres:5432/verba",
      REDIS_URL: "redis://redis:6379",
      SMTP_URL: "smtp://mailpit:1025",
      BETTER_AUTH_SECRET: SECRET,
      LIVEKIT_URL: "ws://livekit:7880",
      LIVEKIT_PUBLIC_URL: "ws://localhost:7880",
      LIVEKIT_AGENT_NAME: "verba-agent",
    });
    // LiveKit holds the same key pair and signs its webhooks with that key.
    const key = app?.environment?.LIVEKIT_API_KEY;
    const secret = app?.environment?.LIVEKIT_API_SECRET;
    expect(livekit?.environment).toEqual({
      LIVEKIT_KEYS: `${key}: ${secret}`,
      LIVEKIT_WEBHOOK_API_KEY: key,
    });
    expect(livekit?.volumes).toContain(`${join(ROOT, "livekit.yaml")}:/etc/livekit.yaml:ro`);
  });

  it("takes the settings from the environment", async () => {
    const custom = await composeConfig({
      BETTER_AUTH_SECRET: SECRET,
      LIVEKIT_API_KEY: "prodkey",
      LIVEKIT_API_SECRET: "a-production-secret-of-32-characters",
      LIVEKIT_PUBLIC_URL: "wss://rtc.example.com",
      POSTGRES_PASSWORD: "pw",
    });
    const { app, agent, livekit, postgres } = custom.services;
    expect(agent?.environment?.LIVEKIT_API_KEY).toBe("prodkey");
    expect(app?.environment?.LIVEKIT_PUBLIC_URL).toBe("wss://rtc.example.com");
    expect(livekit?.environment?.LIVEKIT_KEYS).toBe(
      "prodkey: a-production-secret-of-32-characters",
    );
    expect(postgres?.environment?.POSTGRES_PASSWORD).toBe("pw");
    expect(app?.environment?.DATABASE_URL).toBe("postgres://verba:pw@postgres:5432/verba");
  });

  it("refuses to start without BETTER_AUTH_SECRET", async () => {
    await expect(composeConfig({})).rejects.toThrow(/BETTER_AUTH_SECRET/);
  });
});

describe("livekit.yaml", () => {
  it("shares rooms across nodes through Redis and sends webhooks to the app", () => {
    const config = parse(readFileSync(join(ROOT, "livekit.yaml"), "utf8"));
    expect(config.redis.address).toBe("redis:6379");
    expect(config.webhook.urls).toEqual(["http://app:3000/api/livekit/webhook"]);
    // The keys come from the environment, never from the committed file.
    expect(config.keys).toBeUndefined();
    expect(config.webhook.api_key).toBeUndefined();
  });
});
