import { existsSync } from "node:fs";
import { relative, resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** Where `vite build` puts the web app. */
export const WEB_ROOT = resolve(import.meta.dirname, "../../dist/web");

/** Paths that belong to the API and never fall back to the web app. */
const API_PATHS = /^\/(api|trpc|healthz|ws)(\/|$|\?)/;

/** Vite names every file under assets/ by its content's hash: a new build means a new name. */
const HASHED = /^assets\//;
const PRECOMPRESSED = /\.(br|gz)$/;

const CACHE_CONTROL = {
  hashed: "public, max-age=31536000, immutable",
  /** index.html and unhashed files: kept, but checked (etag) before each use, so a deploy shows at once. */
  revalidate: "no-cache",
} as const;

/**
 * Hashed files are cached for a year and never revalidated; everything else
 * (index.html above all, which names the hashed files) is revalidated. The
 * answer depends on Accept-Encoding because a compressed copy may be sent.
 */
function setCacheHeaders(
  response: { setHeader(name: string, value: string): unknown },
  path: string,
) {
  const file = relative(WEB_ROOT, path).replace(PRECOMPRESSED, "");
  response.setHeader(
    "cache-control",
    HASHED.test(file) ? CACHE_CONTROL.hashed : CACHE_CONTROL.revalidate,
  );
  response.setHeader("vary", "accept-encoding");
}

/**
 * Serves the built web app, and its index.html for any other page a browser
 * asks for, so client-side routes (/dashboard, /signin, …) load on refresh.
 * The build writes brotli and gzip copies of its text files beside them
 * (scripts/precompress.ts); the one the browser accepts is sent as it is.
 */
export async function webPlugin(app: FastifyInstance) {
  if (!existsSync(`${WEB_ROOT}/index.html`)) {
    app.log.warn("the web app is not built (npm run build:web); serving the API only");
    return false;
  }
  await app.register(fastifyStatic, {
    root: WEB_ROOT,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: setCacheHeaders,
  });
  return true;
}

export function wantsWebPage(request: FastifyRequest) {
  return (
    request.method === "GET" &&
    !API_PATHS.test(request.url) &&
    (request.headers.accept ?? "").includes("text/html")
  );
}
