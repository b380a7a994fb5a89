import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fastifyTRPCOpenApiPlugin, generateOpenApiDocument } from "trpc-to-openapi";
import { MESSAGES } from "../shared";
import { appRouter } from "./trpc/app-router";
import { type AppServices, createContext } from "./trpc/context";

export const REST_PREFIX = "/api/v1";

/** The REST error body every client reads: `detail`, then `message` (spec §7). */
export interface RestError {
  detail: string;
  message: string;
  code: string;
  issues?: { path: string[]; message: string }[];
}

export function restError(code: string, detail: string, issues?: RestError["issues"]): RestError {
  return { detail, message: detail, code, issues };
}

/** trpc-to-openapi answers tRPC's error shape; this folds it into the REST body. */
function normalizeErrorBody(payload: string): string {
  try {
    const body = JSON.parse(payload) as {
      code?: string;
      data?: { detail?: string; issues?: RestError["issues"] };
      message?: string;
    };
    const detail = body.data?.detail ?? body.message ?? MESSAGES.unexpected;
    return JSON.stringify(restError(String(body.code ?? "ERROR"), detail, body.data?.issues));
  } catch {
    return payload;
  }
}

export function openApiDocument(publicUrl: string) {
  return generateOpenApiDocument(appRouter, {
    title: "Verba API",
    version: "1.0.0",
    baseUrl: `${publicUrl}${REST_PREFIX}`,
    securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
  });
}

/** `/api/v1/*`: the spec's REST calls, served by the same tRPC procedures. */
export async function restPlugin(app: FastifyInstance, services: AppServices) {
  const document = openApiDocument(services.config.publicUrl);
  app.get(`${REST_PREFIX}/openapi.json`, async () => document);

  await app.register(async (scope) => {
    scope.addHook("onSend", async (_request: FastifyRequest, reply: FastifyReply, payload) => {
      if (reply.statusCode >= 400 && typeof payload === "string")
        return normalizeErrorBody(payload);
      return payload;
    });
    await scope.register(fastifyTRPCOpenApiPlugin, {
      basePath: REST_PREFIX,
      router: appRouter,
      createContext: ({ req }: { req: FastifyRequest }) => createContext(services, req),
    });
  });
}
