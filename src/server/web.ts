import { existsSync } from "node:fs";
import { resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** Where `vite build` puts the web app. */
export const WEB_ROOT = resolve(import.meta.dirname, "../../dist/web");

/** Paths that belong to the API and never fall back to the web app. */
const API_PATHS = /^\/(api|trpc|healthz|ws)(\/|$|\?)/;

/**
 * Serves the built web app, and its index.html for any other page a browser
 * asks for, so client-side routes (/dashboard, /signin, …) load on refresh.
 */
export async function webPlugin(app: FastifyInstance) {
  if (!existsSync(`${WEB_ROOT}/index.html`)) {
    app.log.warn("the web app is not built (npm run build:web); serving the API only");
    return false;
  }
  await app.register(fastifyStatic, { root: WEB_ROOT, wildcard: false, index: false });
  return true;
}

export function wantsWebPage(request: FastifyRequest) {
  return (
    request.method === "GET" &&
    !API_PATHS.test(request.url) &&
    (request.headers.accept ?? "").includes("text/html")
  );
}
