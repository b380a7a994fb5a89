import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEEDBACK_TYPES, HOW_DID_YOU_HEAR, RECOMMEND } from "../../src/shared";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../helpers/test-instance";

const FEEDBACK = "/api/v1/feedback";
const CONTACT = "/api/v1/contact";

const validFeedback = {
  name: "Ann Lee",
  email: "ann@example.com",
  feedback_type: "general" as const,
  rating: 4,
  message: "The voice mode helps me a lot.",
};

const validContact = {
  name: "Ann Lee",
  email: "ann@example.com",
  subject: "Team plans",
  message: "Do you offer plans for teams of five?",
};

/** Crockford base 32: digits and capitals without I, L, O and U. */
const REFERENCE = /^CT-(\d{8})-[0-9A-HJKMNP-TV-Z]{6}$/;

const FIELDS = [
  "name",
  "email",
  "feedback_type",
  "rating",
  "message",
  "phone",
  "company",
  "subject",
];

type Response = Awaited<ReturnType<TestInstance["request"]>>;

function expectRefused(response: Response, message: string) {
  expect(response.status, response.text).toBe(400);
  expect(response.body.message).toBe(message);
  // The detail names the field the message is about.
  expect([message, ...FIELDS.map((field) => `${field}: ${message}`)]).toContain(
    response.body.detail,
  );
}

describe.each(DIALECTS)("feedback and contact forms (%s)", (dialect) => {
  let t: TestInstance;
  let ann: TestUser;

  beforeAll(async () => {
    t = await getTestInstance(dialect);
    ann = await t.signUp();
  });
  afterAll(() => t.close());

  const feedback = (body: unknown, token?: string) => t.request("POST", FEEDBACK, body, token);
  const contact = (body: unknown, token?: string) => t.request("POST", CONTACT, body, token);

  async function feedbackRow(id: string) {
    return t.db
      .selectFrom("feedback_submissions")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  }

  async function contactRow(reference: string) {
    return t.db
      .selectFrom("contact_submissions")
      .selectAll()
      .where("reference_number", "=", reference)
      .executeTakeFirstOrThrow();
  }

  describe("feedback", () => {
    it("stores an anonymous submission with user_id null and answers its feedback_id", async () => {
      const response = await feedback(validFeedback);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, feedback_id: expect.any(String) });
      const row = await feedbackRow(response.body.feedback_id);
      expect(row).toMatchObject({
        user_id: null,
        name: "Ann Lee",
        email: "ann@example.com",
        feedback_type: "general",
        rating: 4,
        message: validFeedback.message,
        subject: null,
        how_did_you_hear: null,
        recommend: null,
        session_id: null,
        metadata: null,
      });
      expect(Number(row.allow_contact)).toBe(0);
      expect(Date.parse(String(new Date(row.created_at).toISOString()))).not.toBeNaN();
    });

    it("ties a signed-in submission to the account", async () => {
      const response = await feedback(validFeedback, ann.token);
      expect(response.status).toBe(200);
      expect((await feedbackRow(response.body.feedback_id)).user_id).toBe(ann.id);
    });

    it("treats a stale token as anonymous, as the client's fallback expects", async () => {
      const response = await feedback(validFeedback, "not-a-real-token");
      expect(response.status).toBe(200);
      expect((await feedbackRow(response.body.feedback_id)).user_id).toBeNull();
    });

    it("stores every optional field, trimmed, with the metadata", async () => {
      const metadata = {
        userAgent: "Mozilla/5.0 (X11; Linux x86_64)",
        pageUrl: "https://verba.example.com/feedback",
        timestamp: "2026-11-21T10:00:00.000Z",
      };
      const response = await feedback({
        ...validFeedback,
        name: "  Ann Lee  ",
        email: " ann@example.com ",
        message: `   ${validFeedback.message}   `,
        feedback_type: "feature_request",
        rating: 5,
        subject: "  Dark mode ",
        how_did_you_hear: "Product Hunt",
        recommend: "yes",
        allow_contact: true,
        session_id: "session-123",
        metadata,
      });
      expect(response.status).toBe(200);
      const row = await feedbackRow(response.body.feedback_id);
      expect(row).toMatchObject({
        name: "Ann Lee",
        email: "ann@example.com",
        message: validFeedback.message,
        feedback_type: "feature_request",
        rating: 5,
        subject: "Dark mode",
        how_did_you_hear: "Product Hunt",
        recommend: "yes",
        session_id: "session-123",
      });
      expect(Number(row.allow_contact)).toBe(1);
      expect(JSON.parse(row.metadata ?? "null")).toEqual(metadata);
    });

    it("defaults allow_contact to false and stores an explicit false as false", async () => {
      for (const body of [validFeedback, { ...validFeedback, allow_contact: false }]) {
        const response = await feedback(body);
        expect(Number((await feedbackRow(response.body.feedback_id)).allow_contact)).toBe(0);
      }
    });

    it("takes each of the five feedback types and refuses anything else", async () => {
      for (const type of ["bug", "feature_request", "general", "complaint", "praise"]) {
        expect(Object.keys(FEEDBACK_TYPES)).toContain(type);
        const response = await feedback({ ...validFeedback, feedback_type: type });
        expect(response.status, type).toBe(200);
        expect((await feedbackRow(response.body.feedback_id)).feedback_type).toBe(type);
      }
      for (const type of ["", "Bug Report", "BUG", "suggestion", 3, null]) {
        expectRefused(
          await feedback({ ...validFeedback, feedback_type: type }),
          "Please select a feedback type",
        );
      }
      const { feedback_type: _omitted, ...withoutType } = validFeedback;
      expectRefused(await feedback(withoutType), "Please select a feedback type");
    });

    it("takes ratings 1 and 5 and refuses 0, 6, 2.5, '5' and a missing rating", async () => {
      for (const rating of [1, 5]) {
        const response = await feedback({ ...validFeedback, rating });
        expect(response.status).toBe(200);
        expect((await feedbackRow(response.body.feedback_id)).rating).toBe(rating);
      }
      for (const rating of [0, 6, 2.5, "5", -1, null, true]) {
        expectRefused(
          await feedback({ ...validFeedback, rating }),
          "Rating must be between 1 and 5",
        );
      }
      const { rating: _omitted, ...withoutRating } = validFeedback;
      expectRefused(await feedback(withoutRating), "Rating must be between 1 and 5");
    });

    it("checks the name at 1, 2, 200 and 201 characters", async () => {
      expectRefused(
        await feedback({ ...validFeedback, name: "A" }),
        "Name must be at least 2 characters",
      );
      expectRefused(
        await feedback({ ...validFeedback, name: " A  " }),
        "Name must be at least 2 characters",
      );
      expect((await feedback({ ...validFeedback, name: "Al" })).status).toBe(200);
      const long = await feedback({ ...validFeedback, name: "n".repeat(200) });
      expect(long.status).toBe(200);
      expect((await feedbackRow(long.body.feedback_id)).name).toBe("n".repeat(200));
      expectRefused(await feedback({ ...validFeedback, name: "n".repeat(201) }), "Name too long");
    });

    it("refuses an invalid email", async () => {
      for (const email of ["ann", "ann@", "ann@example", "@example.com", "", 12]) {
        expectRefused(
          await feedback({ ...validFeedback, email }),
          "Please enter a valid email address",
        );
      }
    });

    it("checks the message at 9, 10, 5000 and 5001 characters", async () => {
      expectRefused(
        await feedback({ ...validFeedback, message: "m".repeat(9) }),
        "Please provide at least 10 characters of feedback",
      );
      expectRefused(
        await feedback({ ...validFeedback, message: `  ${"m".repeat(9)}     ` }),
        "Please provide at least 10 characters of feedback",
      );
      for (const length of [10, 5000]) {
        const response = await feedback({ ...validFeedback, message: "m".repeat(length) });
        expect(response.status).toBe(200);
        expect((await feedbackRow(response.body.feedback_id)).message).toHaveLength(length);
      }
      expectRefused(
        await feedback({ ...validFeedback, message: "m".repeat(5001) }),
        "Message must not exceed 5000 characters",
      );
    });

    it("takes each recommend and how_did_you_hear answer and refuses others", async () => {
      for (const recommend of RECOMMEND) {
        const response = await feedback({ ...validFeedback, recommend });
        expect((await feedbackRow(response.body.feedback_id)).recommend).toBe(recommend);
      }
      for (const how of HOW_DID_YOU_HEAR) {
        const response = await feedback({ ...validFeedback, how_did_you_hear: how });
        expect(response.status, how).toBe(200);
        expect((await feedbackRow(response.body.feedback_id)).how_did_you_hear).toBe(how);
      }
      expect(HOW_DID_YOU_HEAR).toEqual([
        "Search Engine",
        "Social Media",
        "Friend or Colleague",
        "Blog or Article",
        "Product Hunt",
        "Advertisement",
        "Other",
      ]);
      const blanks = await feedback({ ...validFeedback, recommend: "", how_did_you_hear: "" });
      expect(blanks.status).toBe(200);
      expect(await feedbackRow(blanks.body.feedback_id)).toMatchObject({
        recommend: null,
        how_did_you_hear: null,
      });
      expect((await feedback({ ...validFeedback, recommend: "definitely" })).status).toBe(400);
      expect((await feedback({ ...validFeedback, how_did_you_hear: "Radio" })).status).toBe(400);
      expect((await feedback({ ...validFeedback, allow_contact: "yes" })).status).toBe(400);
    });

    it("ignores unknown fields and never lets the body choose ids or the user", async () => {
      const bob = await t.signUp();
      const response = await feedback(
        {
          ...validFeedback,
          id: "chosen-id",
          feedback_id: "chosen-id",
          user_id: bob.id,
          created_at: "2000-01-01T00:00:00.000Z",
          favourite_colour: "blue",
        },
        ann.token,
      );
      expect(response.status).toBe(200);
      expect(response.body.feedback_id).not.toBe("chosen-id");
      const row = await feedbackRow(response.body.feedback_id);
      expect(row.user_id).toBe(ann.id);
      expect(new Date(row.created_at).getUTCFullYear()).toBeGreaterThan(2000);
      const anonymous = await feedback({ ...validFeedback, user_id: bob.id });
      expect((await feedbackRow(anonymous.body.feedback_id)).user_id).toBeNull();
    });

    it("submits through tRPC, anonymous and signed in", async () => {
      const anonymous = await t.trpc().feedback.submit.mutate({ ...validFeedback, rating: 2 });
      expect(anonymous).toEqual({ success: true, feedback_id: expect.any(String) });
      expect((await feedbackRow(anonymous.feedback_id)).user_id).toBeNull();
      const signedIn = await t
        .trpc(ann.token)
        .feedback.submit.mutate({ ...validFeedback, feedback_type: "praise" });
      expect((await feedbackRow(signedIn.feedback_id)).user_id).toBe(ann.id);
      await expect(
        t.trpc().feedback.submit.mutate({ ...validFeedback, rating: 9 }),
      ).rejects.toMatchObject({
        message: "Rating must be between 1 and 5",
        data: { code: "BAD_REQUEST" },
      });
    });

    it("never coerces JSON types, over REST or, after a REST call, over tRPC", async () => {
      expect((await feedback(validFeedback)).status).toBe(200);
      for (const allow of ["false", "true", 0, 1, "no"]) {
        const response = await feedback({ ...validFeedback, allow_contact: allow });
        expect(response.status, JSON.stringify(allow)).toBe(400);
      }
      const client = t.trpc();
      for (const rating of ["5", true, "4.0"]) {
        await expect(
          client.feedback.submit.mutate({ ...validFeedback, rating: rating as unknown as number }),
        ).rejects.toMatchObject({ message: "Rating must be between 1 and 5" });
      }
      await expect(
        client.feedback.submit.mutate({
          ...validFeedback,
          allow_contact: "false" as unknown as boolean,
        }),
      ).rejects.toMatchObject({ data: { code: "BAD_REQUEST" } });
    });

    it("lists every broken field in the error's issues, the first one as its detail", async () => {
      const response = await feedback({ name: "A", email: "x", feedback_type: "?", rating: 0 });
      expect(response.status).toBe(400);
      const paths = (response.body.issues as { path: string[] }[]).map((issue) =>
        issue.path.join("."),
      );
      expect(paths).toEqual(
        expect.arrayContaining(["name", "email", "feedback_type", "rating", "message"]),
      );
      const first = response.body.issues[0];
      expect(response.body.detail).toBe(`${first.path.join(".")}: ${first.message}`);
      expect(response.body.message).toBe(first.message);
    });
  });

  describe("contact", () => {
    it("stores an anonymous message and answers a readable reference number", async () => {
      const response = await contact(validContact);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, reference_number: expect.any(String) });
      const reference: string = response.body.reference_number;
      const match = REFERENCE.exec(reference);
      expect(match, reference).not.toBeNull();
      const today = new Date().toISOString().slice(0, 10).replaceAll("-", "");
      expect(match?.[1]).toBe(today);
      const row = await contactRow(reference);
      expect(row).toMatchObject({
        user_id: null,
        name: "Ann Lee",
        email: "ann@example.com",
        phone: null,
        company: null,
        subject: "Team plans",
        message: validContact.message,
        metadata: null,
      });
    });

    it("ties a signed-in message to the account and keeps the metadata", async () => {
      const metadata = {
        userAgent: "Mozilla/5.0",
        referrer: "https://verba.example.com/",
        timestamp: "2026-11-21T10:00:00.000Z",
      };
      const response = await contact({ ...validContact, metadata }, ann.token);
      expect(response.status).toBe(200);
      const row = await contactRow(response.body.reference_number);
      expect(row.user_id).toBe(ann.id);
      expect(JSON.parse(row.metadata ?? "null")).toEqual(metadata);
    });

    it("gives every message its own reference number", async () => {
      const references = new Set<string>();
      for (let i = 0; i < 15; i++) {
        const response = await contact(validContact);
        expect(response.body.reference_number).toMatch(REFERENCE);
        references.add(response.body.reference_number);
      }
      expect(references.size).toBe(15);
    });

    it("checks the name at 1, 2, 200 and 201 characters", async () => {
      expectRefused(
        await contact({ ...validContact, name: "A" }),
        "Name must be at least 2 characters",
      );
      expect((await contact({ ...validContact, name: "Al" })).status).toBe(200);
      expect((await contact({ ...validContact, name: "n".repeat(200) })).status).toBe(200);
      expectRefused(await contact({ ...validContact, name: "n".repeat(201) }), "Name too long");
      const { name: _omitted, ...withoutName } = validContact;
      expectRefused(await contact(withoutName), "Name must be at least 2 characters");
    });

    it("refuses an invalid email", async () => {
      for (const email of ["ann.example.com", "ann@", " "]) {
        expectRefused(
          await contact({ ...validContact, email }),
          "Please enter a valid email address",
        );
      }
    });

    it("checks the phone by its digits once spaces, hyphens, parentheses and plus signs go", async () => {
      for (const phone of ["1234567", "123456789012345", "+1 (555) 123-4567", "(020) 7946 0958"]) {
        const response = await contact({ ...validContact, phone });
        expect(response.status, phone).toBe(200);
        expect((await contactRow(response.body.reference_number)).phone).toBe(phone);
      }
      for (const phone of [
        "123456",
        "1234567890123456",
        "555.123.4567",
        "+1 (555) CALL-NOW",
        "+-()",
      ]) {
        expectRefused(
          await contact({ ...validContact, phone }),
          "Please provide a valid phone number",
        );
      }
    });

    it("omits an empty phone and company", async () => {
      for (const blank of ["", "  "]) {
        const response = await contact({ ...validContact, phone: blank, company: blank });
        expect(response.status).toBe(200);
        expect(await contactRow(response.body.reference_number)).toMatchObject({
          phone: null,
          company: null,
        });
      }
    });

    it("checks the company at 200 and 201 characters", async () => {
      const ok = await contact({ ...validContact, company: ` ${"c".repeat(200)} ` });
      expect(ok.status).toBe(200);
      expect((await contactRow(ok.body.reference_number)).company).toBe("c".repeat(200));
      expectRefused(
        await contact({ ...validContact, company: "c".repeat(201) }),
        "Company name too long",
      );
    });

    it("checks the subject at 2, 3, 200 and 201 characters", async () => {
      expectRefused(
        await contact({ ...validContact, subject: "ab" }),
        "Subject must be at least 3 characters",
      );
      expectRefused(
        await contact({ ...validContact, subject: "  ab  " }),
        "Subject must be at least 3 characters",
      );
      expect((await contact({ ...validContact, subject: "abc" })).status).toBe(200);
      expect((await contact({ ...validContact, subject: "s".repeat(200) })).status).toBe(200);
      expectRefused(
        await contact({ ...validContact, subject: "s".repeat(201) }),
        "Subject too long",
      );
    });

    it("checks the message at 9, 10, 5000 and 5001 characters", async () => {
      expectRefused(
        await contact({ ...validContact, message: "m".repeat(9) }),
        "Please provide at least 10 characters",
      );
      for (const length of [10, 5000]) {
        const response = await contact({ ...validContact, message: "m".repeat(length) });
        expect(response.status).toBe(200);
        expect((await contactRow(response.body.reference_number)).message).toHaveLength(length);
      }
      expectRefused(
        await contact({ ...validContact, message: "m".repeat(5001) }),
        "Message must not exceed 5000 characters",
      );
    });

    it("ignores unknown fields, including a reference number of the caller's choosing", async () => {
      const response = await contact({
        ...validContact,
        reference_number: "CT-20000101-AAAAAA",
        user_id: ann.id,
        priority: "urgent",
      });
      expect(response.status).toBe(200);
      expect(response.body.reference_number).not.toBe("CT-20000101-AAAAAA");
      expect((await contactRow(response.body.reference_number)).user_id).toBeNull();
    });

    it("submits through tRPC, anonymous and signed in", async () => {
      const anonymous = await t.trpc().contact.submit.mutate({ ...validContact, phone: "" });
      expect(anonymous.reference_number).toMatch(REFERENCE);
      expect((await contactRow(anonymous.reference_number)).user_id).toBeNull();
      const signedIn = await t
        .trpc(ann.token)
        .contact.submit.mutate({ ...validContact, company: "Acme" });
      expect(await contactRow(signedIn.reference_number)).toMatchObject({
        user_id: ann.id,
        company: "Acme",
      });
      await expect(
        t.trpc().contact.submit.mutate({ ...validContact, subject: "ab" }),
      ).rejects.toMatchObject({
        message: "Subject must be at least 3 characters",
        data: { code: "BAD_REQUEST" },
      });
    });
  });

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
