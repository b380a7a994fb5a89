import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEEDBACK_TYPES, HOW_DID_YOU_HEAR, RECOMMEND } from "../../../../../src/shared";
import { expectRefused, FEEDBACK, validFeedback } from "../../../../helpers/forms";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../../helpers/test-instance";

describe.each(DIALECTS)("the feedback form (%s)", (dialect) => {
  let t: TestInstance;
  let ann: TestUser;

  beforeAll(async () => {
    t = await getTestInstance(dialect);
    ann = await t.signUp();
  });
  afterAll(() => t.close());

  const feedback = (body: unknown, token?: string) => t.request("POST", FEEDBACK, body, token);

  async function feedbackRow(id: string) {
    return t.db
      .selectFrom("feedback_submissions")
      .selectAll()
      .where("id", "=", id)
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
});
