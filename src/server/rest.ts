import { getTRPCErrorFromUnknown, TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { FastifyInstance } from "fastify";
import { generateOpenApiDocument, type OpenApiMeta } from "trpc-to-openapi";
import { type ExportFile, MESSAGES } from "../shared";
import { restError } from "./http/rest-error";
import { jsonBodyOf } from "./json-body";
import { appRouter } from "./trpc/app-router";
import { createTRPCContext, type TRPCPorts } from "./trpc/context";
import { retryAfterHeaders } from "./trpc/errors";
import { asTRPCError, errorDetail, errorIssues, errorMessage } from "./trpc/init";

export const REST_PREFIX = "/api/v1";

/**
 * A procedure whose meta has `download` (the file's possible content types)
 * answers `{filename, content_type, content}` over tRPC; REST sends the file.
 */
type RestMeta = OpenApiMeta & { download?: string[] };

/** A procedure called as tRPC's own caller calls it: with the context and a way to the raw input. */
type Invoke = (options: {
  ctx: unknown;
  getRawInput: () => Promise<unknown>;
  path: string;
  type: ProcedureDef["type"];
  signal: AbortSignal | undefined;
}) => Promise<unknown>;

interface ProcedureDef {
  meta?: RestMeta;
  inputs: unknown[];
  type: "query" | "mutation" | "subscription";
  /** The procedure's dotted path in the router, which `_def` does not hold. */
  path: string;
  invoke: Invoke;
}

function procedureDefs(): ProcedureDef[] {
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    Invoke & { _def: Omit<ProcedureDef, "path" | "invoke"> }
  >;
  return Object.entries(procedures).map(([path, procedure]) => ({
    ...procedure._def,
    path,
    invoke: procedure,
  }));
}

/** The REST paths that answer a file, with the file's possible content types. */
function downloadRoutes() {
  return procedureDefs().flatMap(({ meta }) =>
    meta?.openapi && meta.download ? [{ path: meta.openapi.path, types: meta.download }] : [],
  );
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

/** The status and REST body of a procedure's failure. */
function restFailure(cause: unknown) {
  // A failure before the procedure ran (finding the caller) is mapped as the procedure's are.
  const error = getTRPCErrorFromUnknown(asTRPCError(cause));
  return {
    status: getHTTPStatusCodeFromError(error),
    headers: retryAfterHeaders([error]),
    body: restError(error.code, errorDetail(error), errorIssues(error), errorMessage(error)),
  };
}

/** Bodies are JSON; anything else is refused before the procedure sees it. */
function requireJson(contentType: string | undefined) {
  if (contentType?.startsWith("application/json")) return;
  throw new TRPCError({
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: MESSAGES.unsupportedMediaType(contentType ?? ""),
  });
}

function takesInput(def: ProcedureDef) {
  return def.inputs.some(
    (schema) => (schema as { _zod?: { def?: { type?: string } } })._zod?.def?.type !== "void",
  );
}

/**
 * `/api/v1/*`: the spec's REST calls, each a Fastify route over the same tRPC
 * procedure. Fastify matches the path, parses the query and the JSON body and
 * serializes the answer, each once; the procedure validates as over tRPC.
 */
export async function restPlugin(app: FastifyInstance, services: TRPCPorts) {
  const document = openApiDocument(services.config.publicUrl);
  app.get(`${REST_PREFIX}/openapi.json`, async () => document);

  for (const def of procedureDefs()) {
    const openapi = def.meta?.openapi;
    if (!openapi) continue;
    const method = openapi.method;
    const withInput = takesInput(def);
    const fromBody = method !== "GET" && method !== "DELETE";
    const download = def.meta?.download !== undefined;
    app.route({
      method,
      url: REST_PREFIX + openapi.path.replace(/\{(\w+)\}/g, ":$1"),
      handler: async (request, reply) => {
        try {
          if (fromBody) requireJson(request.headers["content-type"]);
          const input = withInput
            ? {
                ...((fromBody ? request.body : request.query) as object),
                ...(request.params as object),
              }
            : undefined;
          // Straight to the procedure, as tRPC's caller would go, without a caller per request.
          const data = await def.invoke({
            ctx: await createTRPCContext({
              ports: services,
              headers: request.headers,
              ip: request.ip,
            }),
            getRawInput: async () => input,
            path: def.path,
            type: def.type,
            signal: undefined,
          });
          if (!download) {
            const body = jsonBodyOf(data);
            return body === undefined
              ? data
              : reply.type("application/json; charset=utf-8").send(body);
          }
          const file = data as ExportFile;
          return reply
            .header("content-type", file.content_type)
            .header("content-disposition", `attachment; filename="${file.filename}"`)
            .send(file.content);
        } catch (cause) {
          const failure = restFailure(cause);
          return reply.code(failure.status).headers(failure.headers).send(failure.body);
        }
      },
    });
  }
}
