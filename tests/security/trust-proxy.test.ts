/**
 * A client behind the operator's proxies writes whatever it likes at the front of
 * X-Forwarded-For; each proxy then appends the address it saw. With TRUST_PROXY
 * naming those proxies (a hop count or their addresses), the server takes the
 * address the nearest untrusted hop was seen at, so varying the forged part opens
 * no new rate-limit bucket, and two real clients never share one.
 */
import { request as httpRequest } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { CONTACT, validContact } from "../helpers/forms";
import { getTestInstance, type TestInstance } from "../helpers/test-instance";

interface Answer {
  status: number;
  retryAfter: number;
}

/** A POST from this machine, sent from `from` (any 127.x address works on Linux). */
function post(
  t: TestInstance,
  path: string,
  body: unknown,
  headers: Record<string, string>,
  from = "127.0.0.1",
): Promise<Answer> {
  const url = new URL(path, t.baseUrl);
  return new Promise((done, fail) => {
    const request = httpRequest(
      url,
      {
        method: "POST",
        localAddress: from,
        headers: { "content-type": "application/json", ...headers },
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          done({
            status: response.statusCode ?? 0,
            retryAfter: Number(response.headers["retry-after"] ?? 0),
          }),
        );
      },
    );
    request.on("error", fail);
    request.end(JSON.stringify(body));
  });
}

const signIn = (t: TestInstance, forwardedFor: string, from?: string) =>
  post(
    t,
    "/api/auth/sign-in/email",
    { email: "nobody@example.com", password: "a-guess-of-mine" },
    { "x-forwarded-for": forwardedFor },
    from,
  );

let instance: TestInstance | undefined;
afterEach(async () => {
  await instance?.close();
  instance = undefined;
});

async function start(env: Record<string, string>) {
  instance = await getTestInstance("sqlite", {
    RATE_LIMIT_SIGN_IN_MAX: "3",
    RATE_LIMIT_ACCOUNT_FAILURES_MAX: "1000",
    ...env,
  });
  return instance;
}

/** Sign-in guesses, each with a new forged address in front of what the proxies appended. */
async function guessesWithForgedAddresses(
  t: TestInstance,
  appended: (forged: string) => string,
  from?: string,
) {
  const answers: Answer[] = [];
  for (let i = 1; i <= 5; i++) answers.push(await signIn(t, appended(`1.2.3.${i}`), from));
  return answers;
}

function expectHeldAfterThree(answers: Answer[]) {
  expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 429, 429]);
  for (const answer of answers.slice(3)) expect(answer.retryAfter).toBeGreaterThan(0);
}

describe("TRUST_PROXY: a forged X-Forwarded-For opens no new rate-limit bucket", () => {
  it.each(["1", "true"])(
    "TRUST_PROXY=%s, behind one proxy that appends the client's address",
    async (trust) => {
      const t = await start({ TRUST_PROXY: trust });
      const client = "198.51.100.7";
      expectHeldAfterThree(await guessesWithForgedAddresses(t, (f) => `${f}, ${client}`));
      // Another person behind the same proxy has a bucket of their own.
      expect((await signIn(t, "1.2.3.1, 198.51.100.8")).status).toBe(401);
    },
  );

  it("TRUST_PROXY=2, behind a TLS front end and the compose proxy", async () => {
    const t = await start({ TRUST_PROXY: "2" });
    const frontEnd = "172.18.0.1";
    expectHeldAfterThree(
      await guessesWithForgedAddresses(t, (f) => `${f}, 198.51.100.7, ${frontEnd}`),
    );
    expect((await signIn(t, `1.2.3.1, 198.51.100.8, ${frontEnd}`)).status).toBe(401);
  });

  it("TRUST_PROXY as a list of proxy addresses: only the listed proxies are believed", async () => {
    const t = await start({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8" });
    expectHeldAfterThree(
      await guessesWithForgedAddresses(t, (f) => `${f}, 198.51.100.7, 10.4.0.2`),
    );
    expect((await signIn(t, "1.2.3.1, 198.51.100.8, 10.4.0.2")).status).toBe(401);
    // A client that reaches the server itself, from an address that is no listed proxy,
    // is known by that address, whatever it writes.
    expectHeldAfterThree(await guessesWithForgedAddresses(t, (f) => `${f}, 10.4.0.2`, "127.0.0.2"));
  });

  it("the API's own limits (the contact form) follow the same address", async () => {
    const t = await start({ TRUST_PROXY: "1", RATE_LIMIT_FORMS_MAX: "2" });
    const answers: Answer[] = [];
    for (let i = 1; i <= 3; i++)
      answers.push(
        await post(t, CONTACT, validContact, { "x-forwarded-for": `1.2.3.${i}, 198.51.100.7` }),
      );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
    expect(answers[2]?.retryAfter).toBeGreaterThan(0);
  });
});
