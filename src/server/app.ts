import { STATUS_CODES } from "node:http";
import helmet from "@fastify/helmet";
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from "fastify";
import { sql } from "kysely";
import { hasNoControlCharacters, MESSAGES } from "../shared";
import { BUILT_IN_WRITER_HINT } from "./ai/llm/local-llm";
import { describeProviders } from "./ai/providers";
import { CLIENT_IP_HEADER } from "./auth";
import { LOCAL_PORT_HEADER } from "./auth/origins";
import { databaseAnswers, isDatabaseUnavailable } from "./db";
import { emailDelivery } from "./email";
import { contentSecurityPolicy } from "./http/content-security-policy";
import { restError } from "./http/rest-error";
import { redactUrl } from "./logger";
import { REST_PREFIX, restPlugin } from "./rest";
import { type AppRouter, appRouter } from "./trpc/app-router";
import { createTRPCContext, type TRPCPorts } from "./trpc/context";
import { DATABASE_RETRY_SECONDS, retryAfterHeaders } from "./trpc/errors";
import { fastifyTrustProxy } from "./trust-proxy";
import { liveKitWebhookPlugin } from "./voice/livekit/webhook";
import { type VoiceBridgePorts, voiceBridgePlugin } from "./voice/ws-bridge";
import { wantsWebPage, webPlugin } from "./web";

const FASTIFY_ERRORS: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: MESSAGES.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: MESSAGES.bodyTooLarge },
};

/** What the HTTP server uses of the process: each plugin's ports, and the health check's. */
export type AppPorts = TRPCPorts & VoiceBridgePorts & { voiceHosts: { readonly warming: boolean } };

/** How long a health check waits before asking again while the voice hosts start. */
const STARTING_RETRY_SECONDS = 2;

/** Builds the whole HTTP server around the parts the API's composition made (or a test's). */
export async function buildApp(services: AppPorts) {
  const { config, logger } = services;
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit: config.bodyLimit,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // JSON naming `__proto__` (or a `constructor.prototype`) is valid JSON: the key is
    // dropped, and the rest is judged like any other body.
    onProtoPoisoning: "remove",
    onConstructorPoisoning: "remove",
    routerOptions: { maxParamLength: 5000, ignoreTrailingSlash: true },
    // A streamed chat reply is a tRPC subscription: its input (the message) rides in the URL.
    http: { maxHeaderSize: 128 * 1024 },
    // Fastify's own request lines carry full URLs (the voice socket's token); ours below redact them.
    logController: new LogController({ disableRequestLogging: true }),
  });

  app.addHook("onResponse", async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      "request",
    );
  });

  // While shutting down, answers still in flight close their connection: a client's
  // idle keep-alive socket would otherwise hold the server open until the forced exit.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (closing) reply.header("connection", "close");
    return payload;
  });

  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy({
        liveKitPublicUrl: config.livekit?.publicUrl,
        publicUrl: config.publicUrl,
      }),
    },
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE")
      return unsupportedMediaType(request, reply);
    if (isDatabaseUnavailable(error)) return databaseUnavailable(reply);
    const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    const status = known?.status ?? error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    const detail = known?.detail ?? (status >= 500 ? MESSAGES.unexpected : error.message);
    return reply.status(status).send(restError(error.code ?? "ERROR", detail));
  });

  const web = await webPlugin(app);
  app.setNotFoundHandler((request, reply) => {
    if (web && wantsWebPage(request)) return reply.sendFile("index.html");
    return reply
      .status(404)
      .send(restError("NOT_FOUND", `${MESSAGES.notFound}: ${redactUrl(request.url)}`));
  });

  app.get("/healthz", async (_request, reply) => {
    // Serving, but not yet healthy: a voice session would wait for its host to load.
    if (services.voiceHosts.warming)
      return reply
        .status(503)
        .header("retry-after", String(STARTING_RETRY_SECONDS))
        .send({ status: "starting", voice_hosts: "starting" });
    const started = performance.now();
    try {
      await sql`select 1`.execute(services.database.db);
    } catch (error) {
      logger.error({ err: error }, "health check: database unreachable");
      return reply.status(503).send({ status: "error", database: services.database.dialect });
    }
    return {
      status: "ok",
      database: services.database.dialect,
      database_ms: Math.round((performance.now() - started) * 100) / 100,
      // Still 200 while Redis is away: the server serves every request, its limits per process.
      rate_limit_store: services.rateLimitStore.describe(),
      ...(config.redisUrl
        ? { redis: services.rateLimitStore.describe() === "redis" ? "up" : "down" }
        : {}),
      email: emailDelivery(config),
      google_sign_in: Boolean(config.google),
      providers: describeProviders(services.ai),
      ...(services.ai.llm.name === "local" ? { llm_hint: BUILT_IN_WRITER_HINT } : {}),
      voice_sessions: {
        in_use: services.capacity.voice.inUse,
        capacity: services.capacity.voice.capacity,
      },
      dictations: {
        running: services.capacity.dictation.running,
        waiting: services.capacity.dictation.waiting,
      },
    };
  });

  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    handler: async (request, reply) => {
      // better-auth's own fields (email, name, tokens) are checked here as the shared schemas check ours.
      const field =
        fieldWithControlCharacters(request.body) ?? fieldWithControlCharacters(request.query);
      if (field) {
        const error = restError(
          "BAD_REQUEST",
          `${field}: ${MESSAGES.controlCharacters}`,
          [{ path: field.split("."), message: MESSAGES.controlCharacters }],
          MESSAGES.controlCharacters,
        );
        return reply.status(400).send(error);
      }
      const response = await services.auth.handler(toFetchRequest(request, config.publicUrl));
      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key !== "set-cookie") reply.header(key, value);
      }
      // better-auth's own limiter names its wait in X-Retry-After only; clients read Retry-After.
      const wait = response.headers.get("x-retry-after");
      if (response.status === 429 && wait && !response.headers.has("retry-after")) {
        reply.header("retry-after", wait);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
      // better-auth turns a failed query into a 500 of its own: when the database is the cause,
      // the person hears so, as from any other call.
      if (response.status >= 500 && !(await databaseAnswers(services.database.db))) {
        return databaseUnavailable(reply);
      }
      // better-auth answers an error it did not expect with a bare 500; the page needs words.
      if (response.status >= 500 && !body?.length) {
        request.log.error({ status: response.status }, "auth request failed");
        return reply.send({ message: MESSAGES.unexpected, code: "INTERNAL_SERVER_ERROR" });
      }
      // better-auth answers an unknown path (and some refusals) with no body at all.
      if (response.status >= 400 && !body?.length) {
        return reply.send(authErrorWithoutBody(response.status, request.url));
      }
      return reply.send(body);
    },
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) =>
        createTRPCContext({ ports: services, headers: req.headers, ip: req.ip }),
      // Lets a subscription take its input as a POST body: the extension's streamed
      // dictation carries up to a minute of audio, far more than a URL holds.
      allowMethodOverride: true,
      responseMeta: ({ errors }) => ({ headers: retryAfterHeaders(errors) }),
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });

  await restPlugin(app, services);
  await voiceBridgePlugin(app, services);
  if (config.livekit) {
    await liveKitWebhookPlugin(app, {
      livekit: config.livekit,
      logger,
      admission: services.capacity.voice,
      // The room outlives its session by LiveKit's departure timeout; a minute covers it.
      maxSessionMs: config.voice.maxSessionDurationMs + 60_000,
    });
  }
  logger.debug({ rest: REST_PREFIX }, "routes ready");
  return app;
}

/** The 503 every transport answers while the database cannot be reached. */
function databaseUnavailable(reply: FastifyReply) {
  return reply
    .status(503)
    .header("retry-after", String(DATABASE_RETRY_SECONDS))
    .send(restError("SERVICE_UNAVAILABLE", MESSAGES.databaseUnavailable));
}

/**
 * The path of the first string holding control characters, in a request body
 * or query. Passwords are exempt: they are hashed, never stored as given.
 */
function fieldWithControlCharacters(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === "string")
    return hasNoControlCharacters(value) ? undefined : path.join(".") || "body";
  if (!value || typeof value !== "object") return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (/password/i.test(key)) continue;
    const found = fieldWithControlCharacters(child, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** The JSON body every error has, for a better-auth answer that came without one. */
function authErrorWithoutBody(status: number, url: string) {
  if (status === 404) return restError("NOT_FOUND", `${MESSAGES.notFound}: ${redactUrl(url)}`);
  return restError(
    STATUS_CODES[status]?.toUpperCase().replaceAll(" ", "_") ?? "ERROR",
    STATUS_CODES[status] ?? MESSAGES.unexpected,
  );
}

/** The body is in a format no route reads: the answer names it and the one that is read. */
function unsupportedMediaType(request: FastifyRequest, reply: FastifyReply) {
  const type = request.headers["content-type"] ?? "";
  return reply
    .status(415)
    .send(restError("UNSUPPORTED_MEDIA_TYPE", MESSAGES.unsupportedMediaType(type)));
}

/** better-auth speaks the Fetch API; the caller's address goes along in our own header. */
function toFetchRequest(request: FastifyRequest, publicUrl: string) {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === CLIENT_IP_HEADER || key === LOCAL_PORT_HEADER) continue;
    headers.set(key, Array.isArray(value) ? value.join(", ") : value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  headers.set(LOCAL_PORT_HEADER, String(request.socket.localPort ?? ""));
  const hasBody = request.method !== "GET" && request.body !== undefined;
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}
