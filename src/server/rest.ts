import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply } from "fastify";
import {
  createOpenApiNodeHttpHandler,
  generateOpenApiDocument,
  type OpenApiMeta,
} from "trpc-to-openapi";
import { type ExportFile, MESSAGES } from "../shared";
import type { AppServices } from "./container";
import { appRouter } from "./trpc/app-router";
import { createContext } from "./trpc/context";
import { retryAfterHeaders } from "./trpc/init";

export const REST_PREFIX = "/api/v1";

/** The REST error body every client reads: `detail`, then `message` (spec §7). */
export interface RestError {
  detail: string;
  message: string;
  code: string;
  issues?: { path: string[]; message: string }[];
}

/** `detail` names the field at fault; `message` is the person's sentence alone (the same when no field is). */
export function restError(
  code: string,
  detail: string,
  issues?: RestError["issues"],
  message = detail,
): RestError {
  return { detail, message, code, issues };
}

/**
 * trpc-to-openapi answers tRPC's error shape; this folds it into the REST body.
 * Its own text for a body that is not JSON is reworded to name the type sent.
 */
function normalizeErrorBody(payload: string, contentType: string | undefined): string {
  try {
    const body = JSON.parse(payload) as {
      code?: string;
      data?: { detail?: string; message?: string; issues?: RestError["issues"] };
      message?: string;
    };
    if (body.code === "UNSUPPORTED_MEDIA_TYPE") {
      const text = MESSAGES.unsupportedMediaType(contentType ?? "");
      return JSON.stringify(restError(body.code, text));
    }
    const detail = body.data?.detail ?? body.message ?? MESSAGES.unexpected;
    return JSON.stringify(
      restError(
        String(body.code ?? "ERROR"),
        detail,
        body.data?.issues,
        body.data?.message ?? detail,
      ),
    );
  } catch {
    return payload;
  }
}

/**
 * trpc-to-openapi switches zod's coercion on, in place, for every number and
 * boolean field of a procedure's input at its first REST call, request bodies
 * included. The schemas are the shared ones, so from then on a rating of "5" or
 * `true`, or an allow_contact of "false" (read as true), would pass on REST and
 * tRPC alike. JSON bodies carry real types, so for the procedures that take a
 * body the flag stays what the schema says (query inputs opt in with z.coerce).
 */
/**
 * A procedure whose meta has `download` (the file's possible content types)
 * answers `{filename, content_type, content}` over tRPC; REST sends the file.
 */
type RestMeta = OpenApiMeta & { download?: string[] };

function procedureDefs() {
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { meta?: RestMeta; inputs: unknown[] } }
  >;
  return Object.values(procedures).map((procedure) => procedure._def);
}

function pinBodyCoercion() {
  for (const def of procedureDefs()) {
    const method = def.meta?.openapi?.method;
    if (method && method !== "GET") for (const input of def.inputs) pinCoercion(input);
  }
}

function pinCoercion(schema: unknown) {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return;
  if (["number", "boolean", "bigint", "date"].includes(String(def.type))) {
    const value = def.coerce;
    Object.defineProperty(def, "coerce", {
      get: () => value,
      set: () => {},
      configurable: true,
      enumerable: true,
    });
  }
  const inner = [def.innerType, def.element, def.in, def.out];
  if (def.type === "object") inner.push(...Object.values(def.shape as Record<string, unknown>));
  for (const child of inner) pinCoercion(child);
}

/** The REST paths that answer a file, as patterns of the path after the prefix. */
function downloadRoutes() {
  return procedureDefs().flatMap(({ meta }) => {
    if (!meta?.openapi || !meta.download) return [];
    const pattern = meta.openapi.path.replace(/\{[^}]+\}/g, "[^/?]+");
    return [
      { path: meta.openapi.path, types: meta.download, pattern: new RegExp(`^${pattern}(\\?|$)`) },
    ];
  });
}

export function openApiDocument(publicUrl: string) {
  const document = generateOpenApiDocument(appRouter, {
    title: "Verba API",
    version: "1.0.0",
    baseUrl: `${publicUrl}${REST_PREFIX}`,
    securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
  });
  for (const route of downloadRoutes()) {
    const operation = document.paths?.[route.path]?.get;
    if (!operation) continue;
    operation.responses = {
      ...operation.responses,
      "200": {
        description: "The file, named in content-disposition",
        headers: { "content-disposition": { schema: { type: "string" } } },
        content: Object.fromEntries(
          route.types.map((type) => [type, { schema: { type: "string" } }]),
        ),
      },
    };
  }
  return document;
}

/** `/api/v1/*`: the spec's REST calls, served by the same tRPC procedures. */
export async function restPlugin(app: FastifyInstance, services: AppServices) {
  const document = openApiDocument(services.config.publicUrl);
  const downloads = downloadRoutes();
  pinBodyCoercion();
  app.get(`${REST_PREFIX}/openapi.json`, async () => document);

  const handle = createOpenApiNodeHttpHandler({
    router: appRouter,
    // The route below hands over the request with Fastify's resolved client address.
    createContext: ({ req }) => createContext(services, req as IncomingMessage & { ip: string }),
    responseMeta: ({ errors }) => ({ headers: retryAfterHeaders(errors) }),
  });

  // trpc-to-openapi's own Fastify plugin does not wait for its reply to be sent, so
  // any asynchronous onSend hook makes Fastify answer twice. This route waits.
  app.route({
    method: ["GET", "POST", "PUT", "PATCH", "DELETE"],
    url: `${REST_PREFIX}/*`,
    handler: async (request, reply) => {
      request.raw.url = request.url.slice(REST_PREFIX.length) || "/";
      const req = Object.assign(request.raw, { body: request.body, ip: request.ip });
      const download = downloads.some((route) => route.pattern.test(request.raw.url ?? ""));
      await handle(req, nodeResponse(reply, download));
      return reply;
    },
  });
}

/** The Node response trpc-to-openapi writes to, answering through Fastify (and its hooks). */
function nodeResponse(reply: FastifyReply, download: boolean) {
  const raw = reply.raw;
  const response = {
    get statusCode() {
      return reply.statusCode;
    },
    set statusCode(code: number) {
      reply.code(code);
    },
    setHeader: (key: string, value: string) => reply.header(key, value),
    end: (body: string) => {
      if (reply.statusCode >= 400)
        return reply.send(normalizeErrorBody(body, reply.request.headers["content-type"]));
      if (!download) return reply.send(body);
      const file = JSON.parse(body) as ExportFile;
      reply.header("content-type", file.content_type);
      reply.header("content-disposition", `attachment; filename="${file.filename}"`);
      return reply.send(file.content);
    },
    once: raw.once.bind(raw),
    on: raw.on.bind(raw),
    off: raw.off.bind(raw),
    emit: raw.emit.bind(raw),
    removeListener: raw.removeListener.bind(raw),
    socket: raw.socket,
    get headersSent() {
      return raw.headersSent;
    },
  };
  return response as unknown as ServerResponse;
}
