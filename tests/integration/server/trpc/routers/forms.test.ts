import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT, FEEDBACK, validContact, validFeedback } from "../../../../helpers/forms";
import { DIALECTS, getTestInstance, type TestInstance } from "../../../../helpers/test-instance";

describe.each(DIALECTS)("bad requests to the feedback and contact forms (%s)", (dialect) => {
  let t: TestInstance;

  beforeAll(async () => {
    t = await getTestInstance(dialect);
  });
  afterAll(() => t.close());

  const feedback = (body: unknown, token?: string) => t.request("POST", FEEDBACK, body, token);

  describe("bad requests", () => {
    it("answers malformed JSON with 400, never 500", async () => {
      for (const path of [FEEDBACK, CONTACT]) {
        for (const raw of ['{"name": "Ann"', "{name: 'Ann'}", "not json", "{}}", ""]) {
          const response = await t.request("POST", path, raw);
          expect(response.status, `${path} ${raw}`).toBe(400);
          expect(response.body).toMatchObject({ detail: "Request body is not valid JSON" });
        }
      }
    });

    it("answers bodies of the wrong shape or wrong types with 400, never 500", async () => {
      const bodies: unknown[] = [
        null,
        [],
        [validFeedback],
        "a string",
        42,
        true,
        {},
        { ...validFeedback, name: { first: "Ann" } },
        { ...validFeedback, email: ["ann@example.com"] },
        { ...validFeedback, message: 12345678901 },
        { ...validFeedback, metadata: "Mozilla" },
        { ...validFeedback, metadata: { userAgent: 5 } },
        { ...validFeedback, metadata: { pageUrl: "x".repeat(2001) } },
        { ...validFeedback, session_id: { id: 1 } },
        { ...validContact, phone: 5551234567 },
        { ...validContact, company: ["Acme"] },
        { ...validContact, subject: null },
      ];
      for (const path of [FEEDBACK, CONTACT]) {
        for (const body of bodies) {
          const response = await t.request("POST", path, JSON.stringify(body));
          expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
          expect(typeof response.body.message).toBe("string");
          expect(response.body.detail).toMatch(/^[\w.]+: /);
        }
      }
    });

    it("refuses a body that is not JSON with 415", async () => {
      const response = await fetch(t.baseUrl + FEEDBACK, {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "name=Ann",
      });
      expect(response.status).toBe(415);
      const body = (await response.json()) as { detail: unknown; message: unknown };
      expect(typeof body.detail).toBe("string");
      expect(body.message).toBe(body.detail);
    });

    it("stores nothing for a refused submission", async () => {
      const before = await t.db.selectFrom("feedback_submissions").select("id").execute();
      await feedback({ ...validFeedback, rating: 0 });
      await feedback({ ...validFeedback, message: "short" });
      const after = await t.db.selectFrom("feedback_submissions").select("id").execute();
      expect(after.length).toBe(before.length);
    });
  });
});

describe.each(DIALECTS)("form limits (%s)", (dialect) => {
  let t: TestInstance;

  beforeAll(async () => {
    t = await getTestInstance(dialect, { BODY_LIMIT_BYTES: "2048", RATE_LIMIT_FORMS_MAX: "3" });
  });
  afterAll(() => t.close());

  it("refuses a body over BODY_LIMIT_BYTES with 413 and the REST error body", async () => {
    for (const path of [FEEDBACK, CONTACT]) {
      const response = await t.request("POST", path, {
        ...validFeedback,
        ...validContact,
        message: "m".repeat(3000),
      });
      expect(response.status).toBe(413);
      expect(response.body).toMatchObject({
        detail: "Request body is too large",
        message: "Request body is too large",
      });
    }
    const rows = await t.db.selectFrom("contact_submissions").select("id").execute();
    expect(rows).toEqual([]);
  });

  it("limits submissions per caller, each form on its own count", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await t.request("POST", FEEDBACK, validFeedback)).status).toBe(200);
    }
    const limited = await t.request("POST", FEEDBACK, validFeedback);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      detail: "Too many requests. Please wait before trying again.",
      message: "Too many requests. Please wait before trying again.",
    });
    // The contact form counts on its own, and a signed-in user on their own.
    expect((await t.request("POST", CONTACT, validContact)).status).toBe(200);
    const user = await t.signUp();
    expect((await t.request("POST", FEEDBACK, validFeedback, user.token)).status).toBe(200);
    await expect(t.trpc().feedback.submit.mutate(validFeedback)).rejects.toMatchObject({
      data: { code: "TOO_MANY_REQUESTS" },
    });
  });
});
