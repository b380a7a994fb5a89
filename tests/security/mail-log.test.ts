import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../src/shared/messages";
import { PASSWORD } from "../helpers/auth-requests";
import { browserSuite, newPage, unexpectedErrors } from "../helpers/e2e";
import { freePort } from "../helpers/redis-server";
import { startServer, waitForHealthy } from "../helpers/server-process";

/** What a mailed sign-in code or reset link looks like in a log line. */
const SECRET_IN_LOG = /Your code is \d{6}|\/reset-password\/[A-Za-z0-9_-]{8,}|verify-email\?token=/;

/** The real server in production, with no SMTP, as a self-hoster might start it. */
async function productionServer(env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), "verba-mail-log-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = startServer({
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
    BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
    SQLITE_PATH: join(dir, "app.db"),
    LOG_LEVEL: "info",
    ...env,
  });
  const health = await (await waitForHealthy(url, started)).json();
  const post = async (path: string, body: object) => {
    const response = await fetch(`${url}/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json().catch(() => ({})) };
  };
  /** Everything that asks the server to mail a code or a link to an account. */
  const askForMail = async (email: string) => [
    await post("/email-otp/send-verification-otp", { email, type: "sign-in" }),
    await post("/email-otp/send-verification-otp", { email, type: "forget-password" }),
    await post("/email-otp/request-password-reset", { email }),
    await post("/request-password-reset", { email, redirectTo: "/signin" }),
    await post("/send-verification-email", { email }),
  ];
  return {
    started,
    health,
    post,
    askForMail,
    stop() {
      started.child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe("mail in a production server without SMTP", () => {
  let quiet: Awaited<ReturnType<typeof productionServer>>;
  let logging: Awaited<ReturnType<typeof productionServer>>;

  beforeAll(async () => {
    [quiet, logging] = await Promise.all([
      productionServer(),
      productionServer({ MAIL_LOG: "true" }),
    ]);
  }, 120_000);
  afterAll(() => {
    quiet?.stop();
    logging?.stop();
  });

  it("starts, writes no code or link to its log, and says email is not set up", async () => {
    expect(quiet.health.email).toBe("off");
    const email = "owner@example.com";
    expect((await quiet.post("/sign-up/email", { email, password: PASSWORD })).status).toBe(200);

    for (const answer of await quiet.askForMail(email)) {
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({
        code: "EMAIL_NOT_SET_UP",
        message: MESSAGES.emailNotSetUp,
      });
    }
    // An unknown address gets the same answer: the refusal tells nothing about who has an account.
    for (const answer of await quiet.askForMail("nobody@example.com")) {
      expect(answer.status).toBe(503);
    }
    const log = quiet.started.output();
    expect(log).not.toMatch(SECRET_IN_LOG);
    expect(log).not.toContain("email (no SMTP configured)");
    expect(log).toContain("Email is off");
  });

  it("writes them to its log when MAIL_LOG=true says so", async () => {
    expect(logging.health.email).toBe("log");
    const email = "owner@example.com";
    expect((await logging.post("/sign-up/email", { email, password: PASSWORD })).status).toBe(200);
    const sent = await logging.post("/email-otp/send-verification-otp", { email, type: "sign-in" });
    expect(sent.status).toBe(200);
    await expect.poll(() => logging.started.output(), { timeout: 10_000 }).toMatch(SECRET_IN_LOG);
  });
});

describe("the sign-in page when email is not set up", () => {
  // MAIL_LOG=false turns the log off outside production too.
  const suite = browserSuite({ env: { MAIL_LOG: "false" } });

  it("says so where the emailed code would be offered", async () => {
    const user = await suite.t.signUp();
    const { page, errors } = await newPage(suite);
    await page.goto("/signin");
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.getByLabel("Password", { exact: true }).waitFor();
    const note = page.getByRole("note");
    await note.waitFor();
    expect(await note.textContent()).toBe(MESSAGES.emailNotSetUp);
    expect(await page.getByRole("button", { name: "Email sign-in code" }).count()).toBe(0);
    expect(unexpectedErrors(errors())).toEqual([]);
    // Nothing a code could come from was logged either.
    expect(suite.t.logLines.join("\n")).not.toMatch(SECRET_IN_LOG);
  });
});
