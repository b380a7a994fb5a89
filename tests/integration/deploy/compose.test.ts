import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";

const ROOT = resolve(import.meta.dirname, "../../..");
const run = promisify(execFile);

/** A published port: the long form, or the short `host_ip:published:target/protocol` text. */
type Port = string | { published: number | string; target: number; protocol?: string };
interface Service {
  image?: string;
  container_name?: string;
  expose?: string[];
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

/** Each published port as `host address:published:target/protocol`, `*` for every address. */
function portsOf(service: Service | undefined) {
  return (service?.ports ?? []).map((port) => {
    if (typeof port !== "string")
      return `*:${port.published}:${port.target}/${port.protocol ?? "tcp"}`;
    return port.split(":").length === 3 ? port : `*:${port}`;
  });
}

let dir: string;
let envFile: string;
let compose: ComposeFile;
const SECRET = "a-better-auth-secret-of-32-characters-or-more";
const LIVEKIT_SECRET = "a-livekit-api-secret-of-32-characters-or-more";
/** Every way to start the file: no profile, and each optional one. */
const PROFILES: [string, string[]][] = [
  ["no profile", []],
  ["ollama", ["--profile", "ollama"]],
  ["local-ai", ["--profile", "local-ai"]],
];
const POSTGRES_PASSWORD = "a-database-password-of-32-characters";
/** The secrets compose refuses to start without. */
const SECRETS = {
  BETTER_AUTH_SECRET: SECRET,
  LIVEKIT_API_KEY: "verba-test",
  LIVEKIT_API_SECRET: LIVEKIT_SECRET,
  POSTGRES_PASSWORD,
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "verba-compose-"));
  envFile = join(dir, "empty.env");
  writeFileSync(envFile, "");
  compose = await composeConfig(SECRETS);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("docker-compose.yml", () => {
  it("runs the app behind a proxy, the agent, LiveKit, Redis, PostgreSQL and Mailpit, and local AI on request", () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      [
        "agent",
        "app",
        "livekit",
        "mailpit",
        "ollama",
        "postgres",
        "proxy",
        "redis",
        "speaches",
      ].sort(),
    );
    const optional: Record<string, string[]> = {
      ollama: ["ollama", "local-ai"],
      speaches: ["local-ai"],
    };
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.profiles ?? [], name).toEqual(optional[name] ?? []);
      expect(service.healthcheck?.test.length ?? 0, `${name} has a health check`).toBeGreaterThan(
        0,
      );
    }
    expect(Object.keys(compose.volumes).sort()).toEqual(
      ["ollama-data", "postgres-data", "redis-data", "speaches-models"].sort(),
    );
  });

  it("lists local-ai and ollama as the optional profiles", async () => {
    const { stdout } = await run(
      "docker-compose",
      ["--project-directory", ROOT, "--env-file", envFile, "config", "--profiles"],
      { env: { PATH: process.env.PATH ?? "", ...SECRETS } },
    );
    expect(stdout.trim().split("\n").sort()).toEqual(["local-ai", "ollama"]);
  });

  it.each(PROFILES)(
    "publishes nothing but the proxy, LiveKit and, on 127.0.0.1 only, the dev tools (%s)",
    async (_name, profile) => {
      const { services } = await composeConfig(SECRETS, ...profile);
      const published = Object.entries(services).filter(([, service]) => service.ports?.length);
      expect(published.map(([name]) => name).sort()).toEqual(
        ["livekit", "mailpit", "ollama", "proxy"].sort(),
      );
      expect(portsOf(services.proxy)).toEqual(["*:3000:3000/tcp"]);
      // Mailpit shows every sign-in code and reset link; Ollama answers anyone: loopback only.
      expect(portsOf(services.mailpit)).toEqual(["127.0.0.1:8025:8025/tcp"]);
      expect(portsOf(services.ollama)).toEqual(["127.0.0.1:11434:11434/tcp"]);
      // Browsers reach LiveKit itself: signalling, media over TCP, and the UDP range it is told to use.
      const livekit = portsOf(services.livekit);
      const config = parse(readFileSync(join(ROOT, "livekit.yaml"), "utf8"));
      const { port_range_start: start, port_range_end: end, tcp_port: tcp } = config.rtc;
      expect(tcp).toBe(7881);
      expect(config.port).toBe(7880);
      const udp = Array.from(
        { length: end - start + 1 },
        (_, i) => `*:${start + i}:${start + i}/udp`,
      );
      expect(livekit).toEqual(["*:7880:7880/tcp", "*:7881:7881/tcp", ...udp]);
    },
  );

  it("puts the proxy on loopback alone when APP_PORT says so, for a TLS front end on this machine", async () => {
    const behind = await composeConfig({ ...SECRETS, APP_PORT: "127.0.0.1:3000" });
    expect(portsOf(behind.services.proxy)).toEqual(["127.0.0.1:3000:3000/tcp"]);
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
      DATABASE_URL: `postgres://verba:${POSTGRES_PASSWORD}@postgres:5432/verba`,
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
      SMTP_URL: "smtp://verba:pw@mail.example.com:587",
      TRUST_PROXY: "2",
      PROXY_TRUSTED_PROXIES: "private_ranges",
    });
    const { app, agent, livekit, postgres } = custom.services;
    expect(agent?.environment?.LIVEKIT_API_KEY).toBe("prodkey");
    expect(app?.environment?.LIVEKIT_PUBLIC_URL).toBe("wss://rtc.example.com");
    expect(livekit?.environment?.LIVEKIT_KEYS).toBe(
      "prodkey: a-production-secret-of-32-characters",
    );
    expect(postgres?.environment?.POSTGRES_PASSWORD).toBe("pw");
    expect(app?.environment?.DATABASE_URL).toBe("postgres://verba:pw@postgres:5432/verba");
    for (const service of [app, agent])
      expect(service?.environment?.SMTP_URL).toBe("smtp://verba:pw@mail.example.com:587");
    expect(app?.environment?.TRUST_PROXY).toBe("2");
    expect(custom.services.proxy?.environment?.PROXY_TRUSTED_PROXIES).toBe("private_ranges");
  });

  it("scales the app behind the proxy: no host port or fixed name on app, the proxy owns 3000", async () => {
    const { app, proxy } = compose.services;
    // `--scale app=3` starts three containers: a fixed host port or name would clash.
    expect(app?.ports).toBeUndefined();
    expect(app?.container_name).toBeUndefined();
    expect(app?.expose).toEqual(["3000"]);
    // One proxy (Caddy) in front: the last address it appends is the client's.
    expect(app?.environment?.TRUST_PROXY).toBe("1");
    expect(proxy?.image).toMatch(/^caddy:2/);
    expect(proxy?.volumes).toContain(`${join(ROOT, "Caddyfile")}:/etc/caddy/Caddyfile:ro`);
    expect(proxy?.depends_on?.app?.condition).toBe("service_healthy");
    for (const service of Object.values(compose.services))
      expect(service.container_name).toBeUndefined();
    const moved = await composeConfig({ ...SECRETS, APP_PORT: "8080" });
    expect(portsOf(moved.services.proxy)).toEqual(["*:8080:3000/tcp"]);
  });

  it("has the proxy find every app replica by name and keep streams and sockets flowing", () => {
    const caddyfile = readFileSync(join(ROOT, "Caddyfile"), "utf8");
    const proxy = caddyfile.match(/:3000 \{[\s\S]*reverse_proxy \{([\s\S]*)\n\t\}/)?.[1] ?? "";
    // Resolved again every few seconds, so replicas added by --scale get requests.
    expect(proxy).toMatch(/dynamic a \{\s*name app\s*port 3000\s*refresh \d+s/);
    expect(proxy).toMatch(/lb_policy least_conn/);
    expect(proxy).toMatch(/flush_interval -1/);
    // Caddy keeps the X-Forwarded-For of the proxies named in PROXY_TRUSTED_PROXIES alone
    // (none by default) and replaces anyone else's with the address it saw.
    expect(proxy).toMatch(/^\t\ttrusted_proxies \{\$PROXY_TRUSTED_PROXIES\}$/m);
  });

  it("gives the local-ai profile a speech server and Ollama, reached through their own base URLs", async () => {
    const { stdout } = await run(
      "docker-compose",
      [
        "--project-directory",
        ROOT,
        "--env-file",
        envFile,
        "--profile",
        "local-ai",
        "config",
        "--services",
      ],
      { env: { PATH: process.env.PATH ?? "", ...SECRETS } },
    );
    expect(stdout.trim().split("\n")).toEqual(expect.arrayContaining(["speaches", "ollama"]));
    const local = await composeConfig(
      {
        ...SECRETS,
        OPENAI_BASE_URL: "http://ollama:11434/v1",
        OPENAI_STT_BASE_URL: "http://speaches:8000/v1",
        OPENAI_TTS_BASE_URL: "http://speaches:8000/v1",
        OPENAI_STT_MODEL: "Systran/faster-whisper-small",
        OPENAI_TTS_MODEL: "speaches-ai/Kokoro-82M-v1.0-ONNX",
      },
      "--profile",
      "local-ai",
    );
    const { app, agent, speaches } = local.services;
    for (const service of [app, agent])
      expect(service?.environment).toMatchObject({
        OPENAI_BASE_URL: "http://ollama:11434/v1",
        OPENAI_STT_BASE_URL: "http://speaches:8000/v1",
        OPENAI_TTS_BASE_URL: "http://speaches:8000/v1",
        OPENAI_STT_MODEL: "Systran/faster-whisper-small",
        OPENAI_TTS_MODEL: "speaches-ai/Kokoro-82M-v1.0-ONNX",
      });
    expect(speaches?.image).toMatch(/^ghcr\.io\/speaches-ai\/speaches:/);
    expect(speaches?.volumes?.[0]).toMatch(/^speaches-models:/);
    // Without them set, the app reads empty values as unset and keeps its defaults.
    expect(compose.services.app?.environment).toMatchObject({
      OPENAI_STT_BASE_URL: "",
      OPENAI_TTS_BASE_URL: "",
      OPENAI_STT_MODEL: "whisper-1",
      OPENAI_TTS_MODEL: "tts-1",
      VOICE_MAX_SESSIONS: "",
      VOICE_HOSTS: "",
      DICTATION_QUEUE_MAX: "16",
    });
  });

  it.each([
    ["BETTER_AUTH_SECRET", /set BETTER_AUTH_SECRET \(32\+ random characters\) in \.env/],
    ["LIVEKIT_API_SECRET", /set LIVEKIT_API_SECRET \(32\+ random characters\) in \.env/],
    ["POSTGRES_PASSWORD", /set POSTGRES_PASSWORD \(32\+ random characters\) in \.env/],
    [
      "LIVEKIT_API_KEY",
      /set LIVEKIT_API_KEY \(a key name of your own, e\.g\. verba-prod\) in \.env/,
    ],
  ] as const)("refuses to start without %s, in every profile", async (name, message) => {
    const env: Record<string, string> = { ...SECRETS };
    delete env[name];
    for (const [, profile] of PROFILES)
      await expect(composeConfig(env, ...profile)).rejects.toThrow(message);
  });

  it("ships no fallback for a secret: a value written here would be everyone's", () => {
    const file = readFileSync(join(ROOT, "docker-compose.yml"), "utf8");
    expect(file).not.toMatch(/(SECRET|PASSWORD|LIVEKIT_API_KEY):-/);
    expect(file).not.toMatch(/change-this/);
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
