import { mkdtempSync, rmSync } from "node:fs";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, send } from "../../../helpers/auth-requests";
import { freePort } from "../../../helpers/redis-server";
import { type Started, startServer, waitForHealthy } from "../../../helpers/server-process";
import { getTestInstance, type TestInstance } from "../../../helpers/test-instance";

/** What a browser sends with a fetch from a page at `origin`. */
function fromPage(origin: string) {
  return { origin, "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors" };
}

/** This machine's own network addresses, as a page opened at them has them in its origin. */
function interfaceHosts() {
  return Object.values(networkInterfaces())
    .flatMap((addresses) => addresses ?? [])
    .map(({ address, family }) => (family === "IPv6" ? `[${address}]` : address));
}

function port(t: TestInstance) {
  return new URL(t.baseUrl).port;
}

describe("origins trusted without PUBLIC_URL outside production", () => {
  let t: TestInstance;

  beforeAll(async () => {
    // As `npm run dev` runs it: development, no PUBLIC_URL, origin checks on.
    t = await getTestInstance("sqlite", { NODE_ENV: "development" });
  });
  afterAll(() => t.close());

  it("signs up, signs in and sends email codes from pages at 127.0.0.1, localhost, [::1] and this machine's network addresses", async () => {
    const hosts = ["127.0.0.1", "localhost", "[::1]", ...interfaceHosts()];
    expect(hosts.length).toBeGreaterThan(3);
    for (const [i, host] of hosts.entries()) {
      const headers = fromPage(`http://${host}:${port(t)}`);
      const email = `origin${i}@example.com`;
      const signUp = await send(t, "POST", "/api/auth/sign-up/email", {
        headers,
        body: { email, password: PASSWORD, first_name: "Origin" },
      });
      expect(signUp.status, `${host}: ${signUp.text}`).toBe(200);
      const signIn = await send(t, "POST", "/api/auth/sign-in/email", {
        headers,
        body: { email, password: PASSWORD },
      });
      expect(signIn.status, `${host}: ${signIn.text}`).toBe(200);
      const code = await send(t, "POST", "/api/auth/email-otp/send-verification-otp", {
        headers,
        body: { email, type: "sign-in" },
      });
      expect(code.status, `${host}: ${code.text}`).toBe(200);
    }
  });

  it("still refuses another site, and this machine's addresses on another port, naming PUBLIC_URL", async () => {
    for (const origin of [
      `http://evil.example:${port(t)}`,
      `http://127.0.0.1:${Number(port(t)) + 1}`,
      `https://localhost:${port(t)}`,
    ]) {
      const refused = await send(t, "POST", "/api/auth/sign-in/email", {
        headers: fromPage(origin),
        body: { email: "someone@example.com", password: PASSWORD },
      });
      expect(refused.status, origin).toBe(403);
      expect(refused.body.message).toContain("PUBLIC_URL");
    }
  });
});

describe("origins in production", () => {
  const PUBLIC_URL = "https://verba.example.com";
  let t: TestInstance;

  beforeAll(async () => {
    t = await getTestInstance("sqlite", { NODE_ENV: "production", PUBLIC_URL });
  });
  afterAll(() => t.close());

  it("accepts the PUBLIC_URL page and tells any other page, and the log, that PUBLIC_URL decides", async () => {
    const signUp = await send(t, "POST", "/api/auth/sign-up/email", {
      headers: fromPage(PUBLIC_URL),
      body: { email: "prod@example.com", password: PASSWORD, first_name: "Prod" },
    });
    expect(signUp.status, signUp.text).toBe(200);

    const page = `http://127.0.0.1:${port(t)}`;
    const refused = await send(t, "POST", "/api/auth/sign-in/email", {
      headers: fromPage(page),
      body: { email: "prod@example.com", password: PASSWORD },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: "INVALID_ORIGIN",
      message: `This page's address is not the one the server expects. Open Verba at ${PUBLIC_URL}, or set PUBLIC_URL on the server to the address you use.`,
    });
    const log = t.logLines.join("\n");
    expect(log).toContain(`Refused an auth request from a page at ${page}`);
    expect(log).toContain(`it is not PUBLIC_URL (${PUBLIC_URL})`);
    expect(log).not.toContain("trustedOrigins");
  });
});

describe("the server as a newcomer starts it (no PUBLIC_URL, development)", () => {
  let started: Started;
  let dir: string;
  let port: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "verba-origins-"));
    port = await freePort();
    started = startServer({
      NODE_ENV: "development",
      PORT: String(port),
      SQLITE_PATH: join(dir, "app.db"),
      LOG_LEVEL: "info",
    });
    await waitForHealthy(`http://127.0.0.1:${port}`, started);
  }, 60_000);
  afterAll(() => {
    started?.child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });

  it("takes sign-ups and email codes from the page at 127.0.0.1 and at the LAN address", async () => {
    const lan = interfaceHosts().filter((host) => !host.startsWith("[") && host !== "127.0.0.1");
    for (const [i, host] of ["127.0.0.1", ...lan].entries()) {
      const origin = `http://${host}:${port}`;
      const post = (path: string, body: unknown) =>
        fetch(`${origin}/api/auth${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", ...fromPage(origin) },
          body: JSON.stringify(body),
        });
      const email = `newcomer${i}@example.com`;
      const signUp = await post("/sign-up/email", { email, password: PASSWORD, first_name: "New" });
      expect(signUp.status, `${origin}: ${await signUp.clone().text()}`).toBe(200);
      const code = await post("/email-otp/send-verification-otp", { email, type: "sign-in" });
      expect(code.status, origin).toBe(200);
    }
  });
});
