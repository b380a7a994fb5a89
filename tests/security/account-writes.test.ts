/**
 * One account rewriting what it keeps as fast as it can, as an attacker with
 * one free account would: a hundred snippets of 2,000 characters a call,
 * dictionary, styles, profile, voice, session titles and deletions, and
 * exports of everything. Each kind is refused past the account's share with
 * 429 and Retry-After, on REST and tRPC alike, while a second account goes on.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS, MESSAGES } from "../../src/shared";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../helpers/test-instance";

const WRITES = 6;
const EXPORTS = 2;

describe.each(DIALECTS)("an account's writes and exports on %s", (dialect) => {
  let t: TestInstance;

  beforeAll(async () => {
    t = await getTestInstance(dialect, {
      RATE_LIMIT_WRITES_MAX: String(WRITES),
      RATE_LIMIT_EXPORTS_MAX: String(EXPORTS),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  function expectRefused(response: {
    status: number;
    headers: Headers;
    body: { detail?: string };
  }) {
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(response.body.detail).toBe(MESSAGES.tooManyRequests);
  }

  const largestSnippets = Array.from({ length: LIMITS.snippetsMax }, (_, index) => ({
    trigger: `my snippet ${index}`,
    text: "x".repeat(LIMITS.snippetTextMax),
  }));

  async function newSession(user: TestUser) {
    const created = await t.request("POST", "/api/v1/sessions", { title: "Mine" }, user.token);
    expect(created.status).toBe(200);
    return created.body.session_id as string;
  }

  it("counts every kind of write in one share, and leaves other accounts alone", async () => {
    const [mallory, alice] = [await t.signUp(), await t.signUp()];
    const sessionId = await newSession(mallory);
    const writes = [
      () => t.request("PUT", "/api/v1/snippets", { snippets: largestSnippets }, mallory.token),
      () => t.request("PUT", "/api/v1/dictionary", { terms: ["Kowalczyk"] }, mallory.token),
      () =>
        t.request(
          "PUT",
          "/api/v1/styles",
          { sites: [{ site: "example.com", tone: "friendly" }], recipients: [] },
          mallory.token,
        ),
      () => t.request("PUT", "/api/v1/profile", { first_name: "Mal" }, mallory.token),
      () =>
        t.request(
          "PUT",
          `/api/v1/sessions/${sessionId}/title`,
          { title: "Renamed" },
          mallory.token,
        ),
      () => t.request("DELETE", `/api/v1/sessions/${sessionId}`, undefined, mallory.token),
    ];
    expect(writes).toHaveLength(WRITES);
    for (const write of writes) expect((await write()).status).toBe(200);

    const refused = await t.request("PUT", "/api/v1/snippets", { snippets: [] }, mallory.token);
    expectRefused(refused);
    // The tRPC twin counts in the same share.
    await expect(
      t.trpc(mallory.token).dictionary.set.mutate({ terms: ["Nowak"] }),
    ).rejects.toMatchObject({ data: { httpStatus: 429 } });
    // Nothing past the share was kept.
    const terms = await t.request("GET", "/api/v1/dictionary", undefined, mallory.token);
    expect(terms.body.terms).toEqual(["Kowalczyk"]);

    const hers = await t.request(
      "PUT",
      "/api/v1/snippets",
      { snippets: largestSnippets },
      alice.token,
    );
    expect(hers.status).toBe(200);
  });

  it("counts malformed writes too: the share is spent before the body is read", async () => {
    const mallory = await t.signUp();
    const malformed = Array.from({ length: 40 }, () =>
      t.request("PUT", "/api/v1/snippets", { snippets: "not a list" }, mallory.token),
    );
    const statuses = (await Promise.all(malformed)).map((response) => response.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(WRITES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - WRITES);
  });

  it("limits exports of a session and of the whole account in their own share", async () => {
    const mallory = await t.signUp();
    const sessionId = await newSession(mallory);
    const session = () =>
      t.request(
        "GET",
        `/api/v1/sessions/${sessionId}/export?format=json`,
        undefined,
        mallory.token,
      );
    const account = () => t.request("GET", "/api/v1/profile/export", undefined, mallory.token);
    expect((await session()).status).toBe(200);
    expect((await account()).status).toBe(200);
    expectRefused(await account());
    expectRefused(await session());
    // Exports and writes are apart: a person who exported can still change a setting.
    expect(
      (await t.request("PUT", "/api/v1/dictionary", { terms: ["Nowak"] }, mallory.token)).status,
    ).toBe(200);
  });
});
