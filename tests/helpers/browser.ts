import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

/** Debian's Chromium; nothing is downloaded. The flags keep it off the (closed) network. */
const OFFLINE_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
const CHROMIUM_ARGS = ["--headless", ...OFFLINE_ARGS];

export const ARTIFACTS = resolve(import.meta.dirname, "../artifacts");

export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/**
 * Chromium with the unpacked extension in `extensionDir` and a fake
 * microphone. Extensions need a persistent profile, and the new headless mode.
 */
export function launchWithExtension(
  profileDir: string,
  extensionDir: string,
  extraArgs: string[] = [],
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--headless=new",
      ...OFFLINE_ARGS,
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      ...extraArgs,
    ],
  });
}

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 375, height: 812 };

/**
 * A page at `baseUrl` whose console is recorded, so a test can say the
 * screen ran without errors (and see the warnings it expects).
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number } = DESKTOP,
) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport });
  const page = await context.newPage();
  const consoleMessages: { type: string; text: string }[] = [];
  page.on("console", (message) =>
    consoleMessages.push({ type: message.type(), text: message.text() }),
  );
  page.on("pageerror", (error) => consoleMessages.push({ type: "error", text: error.message }));
  return {
    page,
    context,
    consoleMessages,
    errors: () => consoleMessages.filter((message) => message.type === "error"),
  };
}

/** Saved beside the run as a test artifact (tests/artifacts is not committed). */
export async function screenshot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: resolve(ARTIFACTS, `${name}.png`), fullPage: true });
}
