/**
 * What the web app costs a visitor: the bytes on the wire (as the server
 * compresses them) of the JavaScript and of everything that / and /dashboard
 * load, and the first contentful paint of / in headless Chromium. The bundle does not depend on the database, so it is measured
 * once, on the first engine.
 */
import type { Browser } from "playwright-core";
import { build } from "vite";
import { launchBrowser, openPage } from "../helpers/browser";
import { type Benchmark, type Cell, formatNumber, progress, startServer } from "./support";

const PAINT_RUNS = 10;
let measured = false;

/** Loads a path in a fresh context and adds up the bytes on the wire: scripts, and all responses. */
async function wireBytes(browser: Browser, baseUrl: string, path: string, cookie?: string) {
  const { page, context } = await openPage(browser, baseUrl);
  if (cookie) {
    const index = cookie.indexOf("=");
    const [name, value] = [cookie.slice(0, index), cookie.slice(index + 1)];
    await context.addCookies([{ name, value, url: baseUrl }]);
  }
  const received: { script: boolean; bytes: number }[] = [];
  page.on("requestfinished", async (request) => {
    const sizes = await request.sizes();
    received.push({
      script: request.resourceType() === "script",
      bytes: sizes.responseBodySize + sizes.responseHeadersSize,
    });
  });
  await page.goto(path, { waitUntil: "networkidle" });
  await context.close();
  const scripts = received.filter((response) => response.script);
  const sum = (list: typeof received) => list.reduce((total, item) => total + item.bytes, 0);
  return { files: scripts.length, bytes: sum(scripts), total: sum(received) };
}

async function firstContentfulPaint(browser: Browser, baseUrl: string) {
  const paints: number[] = [];
  for (let i = 0; i < PAINT_RUNS; i += 1) {
    const { page, context } = await openPage(browser, baseUrl);
    await page.goto("/", { waitUntil: "load" });
    // The paint entry can land after `load`; a buffered observer sees it either way.
    const fcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntriesByName("first-contentful-paint")[0];
            if (entry) resolve(entry.startTime);
          }).observe({ type: "paint", buffered: true });
          setTimeout(() => resolve(Number.NaN), 5_000);
        }),
    );
    paints.push(fcp);
    await context.close();
  }
  paints.sort((a, b) => a - b);
  return paints[Math.floor(paints.length / 2)] ?? Number.NaN;
}

export const webBench: Benchmark = {
  name: "web",
  title: `D. Web app: bytes on the wire (target: scripts of / at most 150 KB) and first contentful paint of / (median of ${PAINT_RUNS}; target under 1000 ms)`,
  columns: [
    "page",
    "scripts",
    "script KB on the wire",
    "all KB on the wire",
    "first contentful paint ms",
  ],

  async run(engine, env) {
    if (measured) return [];
    measured = true;
    progress("building the web app");
    await build({ configFile: "vite.config.ts", logLevel: "warn" });
    const server = await startServer(engine, env);
    const browser = await launchBrowser();
    try {
      const { cookie } = await server.signUp();
      const rows: Cell[][] = [];
      for (const [path, withCookie] of [
        ["/", false],
        ["/dashboard", true],
      ] as const) {
        progress(`loading ${path}`);
        const { files, bytes, total } = await wireBytes(
          browser,
          server.baseUrl,
          path,
          withCookie ? cookie : undefined,
        );
        const paint =
          path === "/" ? formatNumber(await firstContentfulPaint(browser, server.baseUrl), 0) : "";
        rows.push([
          path,
          files,
          formatNumber(bytes / 1024, 1),
          formatNumber(total / 1024, 1),
          paint,
        ]);
      }
      return rows;
    } finally {
      await browser.close();
      await server.close();
    }
  },
};
