import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT, expectRefused, validContact } from "../../../../helpers/forms";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../../helpers/test-instance";

/** Crockford base 32: digits and capitals without I, L, O and U. */
const REFERENCE = /^CT-(\d{8})-[0-9A-HJKMNP-TV-Z]{6}$/;

describe.each(DIALECTS)("the contact form (%s)", (dialect) => {
  let t: TestInstance;
  let ann: TestUser;

  beforeAll(async () => {
    t = await getTestInstance(dialect);
    ann = await t.signUp();
  });
  afterAll(() => t.close());

  const contact = (body: unknown, token?: string) => t.request("POST", CONTACT, body, token);

  async function contactRow(reference: string) {
    return t.db
      .selectFrom("contact_submissions")
      .selectAll()
      .where("reference_number", "=", reference)
      .executeTakeFirstOrThrow();
  }

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
});
