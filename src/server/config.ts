import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { z } from "zod";
import { type RateLimitConfig, rateLimitConfig, rateLimitEnv } from "./limits/rate-limit-config";
import { productionSecretProblem } from "./published-secrets";
import { type TrustProxy, trustProxySchema } from "./trust-proxy";

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === "" ? undefined : value));

const optionalUrl = (protocols: RegExp) =>
  optionalString.pipe(
    z
      .string()
      .refine((value) => protocols.test(value), { message: `must start with ${protocols.source}` })
      .optional(),
  );

const envSchema = z.object({
  ...rateLimitEnv,
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: optionalUrl(/^https?:\/\//),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: trustProxySchema,
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),

  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//),
  SQLITE_PATH: z.string().min(1).default("./data/app.db"),
  REDIS_URL: optionalUrl(/^rediss?:\/\//),

  BETTER_AUTH_SECRET: optionalString.pipe(
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  SMTP_URL: optionalUrl(/^smtps?:\/\//),
  EMAIL_FROM: z.string().default("Verba <no-reply@localhost>"),
  MAIL_LOG: z.enum(["true", "false", "1", "0", ""]).default(""),

  LLM_PROVIDER: z.enum(["auto", "local", "gemini", "openai"]).default("auto"),
  STT_PROVIDER: z.enum(["auto", "local", "google", "openai"]).default("auto"),
  TTS_PROVIDER: z.enum(["auto", "local", "google", "openai"]).default("auto"),
  GEMINI_API_KEY: optionalString,
  GEMINI_MODEL: z.string().min(1).default("gemini-2.5-flash"),
  GOOGLE_CLOUD_PROJECT: optionalString,
  GOOGLE_CLOUD_LOCATION: z.string().min(1).default("us-central1"),
  OPENAI_BASE_URL: optionalUrl(/^https?:\/\//),
  OPENAI_STT_BASE_URL: optionalUrl(/^https?:\/\//),
  OPENAI_TTS_BASE_URL: optionalUrl(/^https?:\/\//),
  OPENAI_API_KEY: optionalString,
  OPENAI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  OPENAI_STT_MODEL: z.string().min(1).default("whisper-1"),
  OPENAI_TTS_MODEL: z.string().min(1).default("tts-1"),
  POCKETSPHINX_BIN: z.string().min(1).default("pocketsphinx_continuous"),
  LLM_STREAM_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  VOICE_INACTIVITY_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  VOICE_MAX_SESSION_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(30 * 60_000),
  VOICE_MAX_SESSIONS: optionalString.pipe(z.coerce.number<string>().int().min(1).optional()),
  VOICE_TURN_TAKING: z.enum(["adaptive", "fixed"]).default("adaptive"),
  VOICE_HOSTS: optionalString.pipe(z.coerce.number<string>().int().min(1).optional()),
  DICTATION_CONCURRENCY: optionalString.pipe(z.coerce.number<string>().int().min(1).optional()),
  DICTATION_QUEUE_MAX: z.coerce.number().int().min(0).default(16),

  LIVEKIT_URL: optionalUrl(/^(wss?|https?):\/\//),
  LIVEKIT_PUBLIC_URL: optionalUrl(/^(wss?|https?):\/\//),
  LIVEKIT_API_KEY: optionalString,
  LIVEKIT_API_SECRET: optionalString,
  LIVEKIT_AGENT_NAME: z.string().min(1).default("verba-agent"),

  AUTH_FRESH_SESSION_SECONDS: z.coerce.number().int().min(0).default(300),
  CHAT_MAX_REPLIES_PER_ACCOUNT: z.coerce.number().int().min(1).default(3),
  VOICE_MAX_SESSIONS_PER_ACCOUNT: z.coerce.number().int().min(1).default(3),

  EXTENSION_ORIGINS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(/^chrome-extension:\/\/[a-p*]+$/, "must be chrome-extension://<extension id>"),
      ),
    ),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: string;
  /**
   * With no PUBLIC_URL outside production, pages opened at this machine's own
   * addresses (loopback, its network interfaces) on the listening port may sign in.
   */
  trustLocalOrigins: boolean;
  logLevel: z.output<typeof envSchema>["LOG_LEVEL"];
  /** Who may name the client's address (src/server/trust-proxy.ts): no one, the nearest hops, or these proxies. */
  trustProxy: TrustProxy;
  bodyLimit: number;
  database: { dialect: "postgres"; url: string } | { dialect: "sqlite"; path: string };
  redisUrl?: string;
  authSecret: string;
  /** Deleting the account needs a sign-in at most this many seconds old (0: any session). */
  freshSessionSeconds: number;
  google?: { clientId: string; clientSecret: string };
  smtp?: { url: string; from: string };
  emailFrom: string;
  /**
   * Without SMTP, whether mails (sign-in codes, reset links) are written to the log
   * instead: on by default outside production, so a newcomer's first sign-in works;
   * in production only when MAIL_LOG=true, as whoever reads the log could take over
   * any account. Neither SMTP nor this: no mail can be sent, and the server says so.
   */
  mailLog: boolean;
  rateLimit: RateLimitConfig;
  /** Chat replies one account has being written at once (a reply whose reader left still counts). */
  chat: { maxRepliesPerAccount: number };
  /** chrome-extension://<id> origins better-auth trusts, so the extension's options page can sign in. */
  extensionOrigins: string[];
  ai: AiConfig;
  livekit?: LiveKitConfig;
  /** spec/voice.md §9: 60 s without speech and 30 min in all end a voice session. */
  voice: {
    inactivityTimeoutMs: number;
    maxSessionDurationMs: number;
    /** Voice sessions this process holds at once; unset: the default for its providers and cores. */
    maxSessions?: number;
    /** Voice sessions one account holds at once, over both transports; always fewer than maxSessions, so others get in. */
    maxSessionsPerAccount: number;
    /** How turns are taken (src/server/voice/agent.ts TURN_TAKING): adaptive, or the fixed 500 ms wait. */
    turnTaking?: "adaptive" | "fixed";
    /** Voice host threads (src/server/voice/host/); unset: one a core. */
    hosts?: number;
  };
  /** Dictations worked on at once (unset: one a core), and how many may wait for a turn. */
  dictation: { concurrency?: number; queueMax: number };
}

/** Set when LiveKit serves voice; without it the browser uses the WebSocket bridge. */
export interface LiveKitConfig {
  /** Where the server and the agent worker reach LiveKit. */
  url: string;
  /** Where browsers reach it; differs when LiveKit sits on an internal network (Compose). */
  publicUrl: string;
  apiKey: string;
  apiSecret: string;
  /** The worker registers under this name and tokens dispatch it explicitly. */
  agentName: string;
}

/** What the AI providers are built from; see src/server/ai/providers.ts for the choice. */
export interface AiConfig {
  llmProvider: "auto" | "local" | "gemini" | "openai";
  sttProvider: "auto" | "local" | "google" | "openai";
  ttsProvider: "auto" | "local" | "google" | "openai";
  gemini: { apiKey?: string; project?: string; location: string; model: string };
  openai: {
    baseUrl?: string;
    /** Where speech recognition and synthesis go when not to baseUrl (a separate speech server). */
    sttBaseUrl?: string;
    ttsBaseUrl?: string;
    apiKey?: string;
    model: string;
    sttModel: string;
    ttsModel: string;
  };
  pocketsphinxBin: string;
  /** The longest silence of a model while it answers (first piece included) before the reply fails. */
  llmStreamIdleTimeoutMs: number;
}

export class ConfigError extends Error {}

/**
 * Reads the environment once, at boot. A wrong value stops the server with a
 * message naming the variable, rather than failing later in some request.
 */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      "Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
    );
  }
  if (env.NODE_ENV === "production") refuseWeakSecrets(env);
  const livekit = liveKitConfig(env);
  const database: Config["database"] = env.DATABASE_URL
    ? { dialect: "postgres", url: env.DATABASE_URL }
    : { dialect: "sqlite", path: env.SQLITE_PATH };

  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    trustLocalOrigins: !env.PUBLIC_URL && env.NODE_ENV !== "production",
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: env.BODY_LIMIT_BYTES,
    database,
    redisUrl: env.REDIS_URL,
    authSecret: env.BETTER_AUTH_SECRET ?? localSecret(database),
    freshSessionSeconds: env.AUTH_FRESH_SESSION_SECONDS,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined,
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.EMAIL_FROM } : undefined,
    emailFrom: env.EMAIL_FROM,
    mailLog:
      env.MAIL_LOG === "" ? env.NODE_ENV !== "production" : ["true", "1"].includes(env.MAIL_LOG),
    rateLimit: rateLimitConfig(env),
    chat: { maxRepliesPerAccount: env.CHAT_MAX_REPLIES_PER_ACCOUNT },
    extensionOrigins: env.EXTENSION_ORIGINS,
    ai: {
      llmProvider: env.LLM_PROVIDER,
      sttProvider: env.STT_PROVIDER,
      ttsProvider: env.TTS_PROVIDER,
      gemini: {
        apiKey: env.GEMINI_API_KEY,
        project: env.GOOGLE_CLOUD_PROJECT,
        location: env.GOOGLE_CLOUD_LOCATION,
        model: env.GEMINI_MODEL,
      },
      openai: {
        baseUrl: env.OPENAI_BASE_URL,
        sttBaseUrl: env.OPENAI_STT_BASE_URL,
        ttsBaseUrl: env.OPENAI_TTS_BASE_URL,
        apiKey: env.OPENAI_API_KEY,
        model: env.OPENAI_MODEL,
        sttModel: env.OPENAI_STT_MODEL,
        ttsModel: env.OPENAI_TTS_MODEL,
      },
      pocketsphinxBin: env.POCKETSPHINX_BIN,
      llmStreamIdleTimeoutMs: env.LLM_STREAM_IDLE_TIMEOUT_MS,
    },
    livekit,
    voice: {
      inactivityTimeoutMs: env.VOICE_INACTIVITY_TIMEOUT_MS,
      maxSessionDurationMs: env.VOICE_MAX_SESSION_MS,
      maxSessions: env.VOICE_MAX_SESSIONS,
      maxSessionsPerAccount: env.VOICE_MAX_SESSIONS_PER_ACCOUNT,
      turnTaking: env.VOICE_TURN_TAKING,
      hosts: env.VOICE_HOSTS,
    },
    dictation: { concurrency: env.DICTATION_CONCURRENCY, queueMax: env.DICTATION_QUEUE_MAX },
  };
}

/**
 * A production server holds secrets the operator chose: a placeholder from the
 * repository would let anyone sign sessions or LiveKit tokens in its name.
 */
function refuseWeakSecrets(env: z.output<typeof envSchema>) {
  const problems: string[] = [];
  if (!env.BETTER_AUTH_SECRET)
    problems.push("BETTER_AUTH_SECRET: required in production (32+ random characters)");
  for (const name of ["BETTER_AUTH_SECRET", "LIVEKIT_API_SECRET"] as const) {
    const value = env[name];
    const problem = value === undefined ? undefined : productionSecretProblem(value);
    if (problem) problems.push(`${name}: ${problem}`);
  }
  if (problems.length > 0)
    throw new ConfigError(
      `Invalid configuration:\n${problems.map((line) => `  ${line}`).join("\n")}`,
    );
}

/** All three of URL, key and secret, or none: half a LiveKit setup would fail at the first call. */
function liveKitConfig(env: z.output<typeof envSchema>): LiveKitConfig | undefined {
  const { LIVEKIT_URL: url, LIVEKIT_API_KEY: apiKey, LIVEKIT_API_SECRET: apiSecret } = env;
  if (!url && !apiKey && !apiSecret) return undefined;
  if (!url || !apiKey || !apiSecret) {
    const given = { LIVEKIT_URL: url, LIVEKIT_API_KEY: apiKey, LIVEKIT_API_SECRET: apiSecret };
    const lines = Object.entries(given)
      .filter(([, value]) => !value)
      .map(([name]) => `  ${name}: required when any of ${Object.keys(given).join(", ")} is set`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return {
    url,
    publicUrl: env.LIVEKIT_PUBLIC_URL ?? url,
    apiKey,
    apiSecret,
    agentName: env.LIVEKIT_AGENT_NAME,
  };
}

/**
 * A newcomer runs with no keys at all, so outside production a secret is made
 * once and kept beside the SQLite file; sign-ins then survive a restart.
 */
function localSecret(database: Config["database"]) {
  if (database.dialect === "sqlite" && database.path !== ":memory:") {
    const file = `${dirname(database.path)}/.auth-secret`;
    if (existsSync(file)) return readFileSync(file, "utf8").trim();
    mkdirSync(dirname(file), { recursive: true });
    const secret = randomBytes(32).toString("hex");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
  return randomBytes(32).toString("hex");
}
