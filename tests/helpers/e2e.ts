import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { DESKTOP, launchBrowser, openPage } from "./browser";
import { getTestInstance, type TestInstance, type TestUser } from "./test-instance";

export interface BrowserSuite {
  /** The server, on a fresh SQLite database. */
  t: TestInstance;
  browser: Browser;
}

/**
 * Registers the hooks of a browser test file: one server and one Chromium for
 * all its tests, closed after them. The fields are set once `beforeAll` ran.
 */
export function browserSuite(
  options: { env?: Record<string, string>; chromiumArgs?: string[] } = {},
): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    suite.t = await getTestInstance("sqlite", options.env);
    suite.browser = await launchBrowser(options.chromiumArgs);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.t?.close();
  });
  return suite;
}

/**
 * A recorded page whose steps wait 15 s at most: room for a busy machine, and
 * still shorter than the test's own time-out, so a failure names the step that hung.
 */
export async function newPage(suite: BrowserSuite, viewport = DESKTOP) {
  const opened = await openPage(suite.browser, suite.t.baseUrl, viewport);
  opened.page.setDefaultTimeout(15_000);
  return opened;
}

/**
 * A page signed in as `user` (a new one by default) with the session cookie,
 * as the sign-in form would leave it; nothing is loaded yet.
 */
export async function signedInPage(
  suite: BrowserSuite,
  options: { user?: TestUser; viewport?: { width: number; height: number } } = {},
) {
  const user = options.user ?? (await suite.t.signUp());
  const opened = await newPage(suite, options.viewport);
  const response = await opened.page.request.post("/api/auth/sign-in/email", {
    data: { email: user.email, password: user.password },
  });
  expect(response.status()).toBe(200);
  return { ...opened, user };
}

/**
 * The console errors a test did not expect. Chromium logs every non-2xx
 * answer as an error, and the screens log the failures they handle: a test
 * that provokes one on purpose names a part of its text (e.g. "status of 500").
 */
export function unexpectedErrors(errors: { text: string }[], expected: string[] = []) {
  return errors
    .map((error) => error.text)
    .filter((text) => !expected.some((allowed) => text.includes(allowed)));
}
