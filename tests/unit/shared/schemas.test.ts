import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  contactSchema,
  FEEDBACK_TYPES,
  feedbackSchema,
  fullName,
  HOW_DID_YOU_HEAR,
  phoneDigits,
  RECOMMEND,
  sessionTitleSchema,
  signUpProfileSchema,
  updateProfileSchema,
} from "../../../src/shared";

/** The messages of a failed parse, or [] when it passes. */
function errors(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** The first message of a failed parse; fails the test when the value passes. */
function firstError(schema: z.ZodType, value: unknown): string {
  const messages = errors(schema, value);
  expect(messages, `expected ${JSON.stringify(value)} to be refused`).not.toEqual([]);
  return messages[0] ?? "";
}

const feedback = {
  name: "Ann Lee",
  email: "ann@example.com",
  feedback_type: "general",
  rating: 4,
  message: "A useful tool for my writing.",
};

const contact = {
  name: "Ann Lee",
  email: "ann@example.com",
  subject: "Billing",
  message: "Please tell me about the plans.",
};

describe("phoneDigits", () => {
  it("drops spaces, hyphens, parentheses and plus signs and nothing else", () => {
    expect(phoneDigits("+1 (555) 123-4567")).toBe("15551234567");
    expect(phoneDigits("  +44\t20 7946-0958 ")).toBe("442079460958");
    expect(phoneDigits("555.123.4567")).toBe("555.123.4567");
    expect(phoneDigits("ext 12")).toBe("ext12");
    expect(phoneDigits("")).toBe("");
  });
});

describe("fullName", () => {
  it("joins first and last, trimmed, and is null when both are empty", () => {
    expect(fullName("Ann", "Lee")).toBe("Ann Lee");
    expect(fullName("Ann", null)).toBe("Ann");
    expect(fullName(undefined, "Lee")).toBe("Lee");
    expect(fullName(" Ann", null)).toBe("Ann");
    expect(fullName(null, "Lee ")).toBe("Lee");
    expect(fullName("", "")).toBeNull();
    expect(fullName(null, undefined)).toBeNull();
    expect(fullName("  ", " ")).toBeNull();
  });
});

describe("sessionTitleSchema", () => {
  it("trims and keeps titles of 1 to 100 characters", () => {
    expect(sessionTitleSchema.parse("  Plans  ")).toBe("Plans");
    expect(sessionTitleSchema.parse("x")).toBe("x");
    expect(sessionTitleSchema.parse("x".repeat(100))).toBe("x".repeat(100));
    expect(sessionTitleSchema.parse(`  ${"x".repeat(100)}  `)).toBe("x".repeat(100));
  });

  it("refuses blank, too long and non-text titles with the spec's messages", () => {
    expect(firstError(sessionTitleSchema, "")).toBe("Please enter a session name");
    expect(firstError(sessionTitleSchema, "   ")).toBe("Please enter a session name");
    expect(firstError(sessionTitleSchema, "x".repeat(101))).toBe(
      "Title must not exceed 100 characters",
    );
    expect(firstError(sessionTitleSchema, undefined)).toBe("Please enter a session name");
    expect(firstError(sessionTitleSchema, 42)).toBe("Please enter a session name");
  });
});

describe("updateProfileSchema", () => {
  it("trims names and turns blanks into null", () => {
    expect(updateProfileSchema.parse({ first_name: "  Ann ", last_name: " Lee " })).toEqual({
      first_name: "Ann",
      last_name: "Lee",
    });
    expect(updateProfileSchema.parse({ first_name: "Ann", last_name: "   " })).toEqual({
      first_name: "Ann",
      last_name: null,
    });
    expect(updateProfileSchema.parse({ first_name: null, last_name: "Lee" })).toEqual({
      first_name: null,
      last_name: "Lee",
    });
  });

  it("leaves an absent name absent, so the saved one is kept", () => {
    const parsed = updateProfileSchema.parse({ last_name: "Lee" });
    expect(parsed).toEqual({ last_name: "Lee" });
    expect("first_name" in parsed && parsed.first_name !== undefined).toBe(false);
  });

  it("needs at least a first or a last name", () => {
    const message = "Please enter at least a first name or last name";
    expect(firstError(updateProfileSchema, {})).toBe(message);
    expect(firstError(updateProfileSchema, { first_name: "", last_name: "" })).toBe(message);
    expect(firstError(updateProfileSchema, { first_name: "  ", last_name: null })).toBe(message);
  });

  it("refuses names over 100 characters and non-text names", () => {
    expect(errors(updateProfileSchema, { first_name: "x".repeat(100) })).toEqual([]);
    expect(firstError(updateProfileSchema, { first_name: "x".repeat(101) })).toBe("Name too long");
    expect(errors(updateProfileSchema, { first_name: 5, last_name: "Lee" })).not.toEqual([]);
  });
});

describe("signUpProfileSchema", () => {
  it("trims the optional names and username", () => {
    expect(
      signUpProfileSchema.parse({ first_name: " Ann ", last_name: " Lee ", username: " ann.l " }),
    ).toEqual({ first_name: "Ann", last_name: "Lee", username: "ann.l" });
    expect(signUpProfileSchema.parse({})).toEqual({});
  });

  it("ignores better-auth's own fields", () => {
    expect(
      signUpProfileSchema.parse({ email: "a@example.com", password: "pw", first_name: "Ann" }),
    ).toEqual({ first_name: "Ann" });
  });

  it("takes usernames of 3 to 30 letters, digits, dots, hyphens or underscores", () => {
    for (const username of ["abc", "a".repeat(30), "Ann.Lee_01-x"]) {
      expect(errors(signUpProfileSchema, { username })).toEqual([]);
    }
    const message =
      "Username must be 3 to 30 characters: letters, numbers, dots, hyphens or underscores";
    for (const username of ["ab", "a".repeat(31), "ann lee", "ann@lee", "änn", ""]) {
      expect(firstError(signUpProfileSchema, { username })).toBe(message);
    }
  });

  it("refuses names over 100 characters", () => {
    expect(errors(signUpProfileSchema, { first_name: "x".repeat(100) })).toEqual([]);
    expect(firstError(signUpProfileSchema, { last_name: "x".repeat(101) })).toBe("Name too long");
  });
});

describe("feedbackSchema", () => {
  it("accepts a minimal submission, trims it and defaults allow_contact to false", () => {
    const parsed = feedbackSchema.parse({
      ...feedback,
      name: "  Ann Lee ",
      email: " ann@example.com ",
      message: `  ${feedback.message}  `,
    });
    expect(parsed).toEqual({ ...feedback, allow_contact: false });
  });

  it("takes every feedback type and refuses anything else", () => {
    expect(Object.keys(FEEDBACK_TYPES)).toEqual([
      "bug",
      "feature_request",
      "general",
      "complaint",
      "praise",
    ]);
    for (const type of Object.keys(FEEDBACK_TYPES)) {
      expect(errors(feedbackSchema, { ...feedback, feedback_type: type })).toEqual([]);
    }
    for (const type of ["", "Bug", "bug_report", 1, null, undefined]) {
      expect(firstError(feedbackSchema, { ...feedback, feedback_type: type })).toBe(
        "Please select a feedback type",
      );
    }
  });

  it("takes whole ratings from 1 to 5 only", () => {
    for (const rating of [1, 2, 3, 4, 5]) {
      expect(errors(feedbackSchema, { ...feedback, rating })).toEqual([]);
    }
    for (const rating of [0, 6, -1, 2.5, "5", null, undefined, Number.NaN, Infinity]) {
      expect(firstError(feedbackSchema, { ...feedback, rating })).toBe(
        "Rating must be between 1 and 5",
      );
    }
  });

  it("checks the name at 1, 2, 200 and 201 characters", () => {
    expect(firstError(feedbackSchema, { ...feedback, name: "A" })).toBe(
      "Name must be at least 2 characters",
    );
    expect(firstError(feedbackSchema, { ...feedback, name: "  A  " })).toBe(
      "Name must be at least 2 characters",
    );
    expect(firstError(feedbackSchema, { ...feedback, name: undefined })).toBe(
      "Name must be at least 2 characters",
    );
    expect(errors(feedbackSchema, { ...feedback, name: "Al" })).toEqual([]);
    expect(errors(feedbackSchema, { ...feedback, name: "x".repeat(200) })).toEqual([]);
    expect(firstError(feedbackSchema, { ...feedback, name: "x".repeat(201) })).toBe(
      "Name too long",
    );
  });

  it("checks the email", () => {
    for (const email of ["not-an-email", "a@", "@example.com", "a b@example.com", "", 7]) {
      expect(firstError(feedbackSchema, { ...feedback, email })).toBe(
        "Please enter a valid email address",
      );
    }
    expect(
      errors(feedbackSchema, { ...feedback, email: "first.last+tag@sub.example.org" }),
    ).toEqual([]);
  });

  it("checks the message at 9, 10, 5000 and 5001 characters", () => {
    expect(firstError(feedbackSchema, { ...feedback, message: "x".repeat(9) })).toBe(
      "Please provide at least 10 characters of feedback",
    );
    expect(firstError(feedbackSchema, { ...feedback, message: ` ${"x".repeat(9)}  ` })).toBe(
      "Please provide at least 10 characters of feedback",
    );
    expect(firstError(feedbackSchema, { ...feedback, message: undefined })).toBe(
      "Please provide at least 10 characters of feedback",
    );
    expect(errors(feedbackSchema, { ...feedback, message: "x".repeat(10) })).toEqual([]);
    expect(errors(feedbackSchema, { ...feedback, message: "x".repeat(5000) })).toEqual([]);
    expect(firstError(feedbackSchema, { ...feedback, message: "x".repeat(5001) })).toBe(
      "Message must not exceed 5000 characters",
    );
  });

  it("takes the optional answers, treating blanks as not given", () => {
    for (const how of HOW_DID_YOU_HEAR) {
      expect(feedbackSchema.parse({ ...feedback, how_did_you_hear: how }).how_did_you_hear).toBe(
        how,
      );
    }
    for (const recommend of RECOMMEND) {
      expect(feedbackSchema.parse({ ...feedback, recommend }).recommend).toBe(recommend);
    }
    const blanks = feedbackSchema.parse({
      ...feedback,
      subject: "  ",
      how_did_you_hear: "",
      recommend: "",
      session_id: " ",
    });
    expect(blanks.subject).toBeUndefined();
    expect(blanks.how_did_you_hear).toBeUndefined();
    expect(blanks.recommend).toBeUndefined();
    expect(blanks.session_id).toBeUndefined();
    expect(errors(feedbackSchema, { ...feedback, how_did_you_hear: "TV" })).not.toEqual([]);
    expect(errors(feedbackSchema, { ...feedback, recommend: "perhaps" })).not.toEqual([]);
    expect(errors(feedbackSchema, { ...feedback, allow_contact: "yes" })).not.toEqual([]);
    expect(feedbackSchema.parse({ ...feedback, allow_contact: true }).allow_contact).toBe(true);
  });

  it("keeps the metadata and drops unknown fields", () => {
    const metadata = {
      userAgent: "Mozilla/5.0",
      pageUrl: "https://verba.example.com/feedback",
      timestamp: "2026-11-21T10:00:00.000Z",
    };
    const parsed = feedbackSchema.parse({ ...feedback, metadata, admin: true, id: "x" });
    expect(parsed.metadata).toEqual(metadata);
    expect(parsed).not.toHaveProperty("admin");
    expect(parsed).not.toHaveProperty("id");
    expect(errors(feedbackSchema, { ...feedback, metadata: { userAgent: 5 } })).not.toEqual([]);
  });
});

describe("contactSchema", () => {
  it("accepts a minimal submission and trims it", () => {
    expect(contactSchema.parse({ ...contact, subject: "  Billing  " })).toEqual(contact);
  });

  it("checks the name at 1, 2, 200 and 201 characters", () => {
    expect(firstError(contactSchema, { ...contact, name: "A" })).toBe(
      "Name must be at least 2 characters",
    );
    expect(errors(contactSchema, { ...contact, name: "Al" })).toEqual([]);
    expect(errors(contactSchema, { ...contact, name: "x".repeat(200) })).toEqual([]);
    expect(firstError(contactSchema, { ...contact, name: "x".repeat(201) })).toBe("Name too long");
  });

  it("checks the email", () => {
    expect(firstError(contactSchema, { ...contact, email: "nope" })).toBe(
      "Please enter a valid email address",
    );
  });

  it("takes a phone of 7 to 15 digits once spaces, hyphens, parentheses and plus signs go", () => {
    for (const phone of ["1234567", "123456789012345", "+1 (555) 123-4567", "+44 20 7946 0958"]) {
      expect(errors(contactSchema, { ...contact, phone })).toEqual([]);
    }
    for (const phone of ["123456", "1234567890123456", "555.123.4567", "call me", "+1 (555) x"]) {
      expect(firstError(contactSchema, { ...contact, phone })).toBe(
        "Please provide a valid phone number",
      );
    }
    expect(contactSchema.parse({ ...contact, phone: " 555-1234 " }).phone).toBe("555-1234");
  });

  it("omits an empty phone or company", () => {
    for (const blank of ["", "   "]) {
      const parsed = contactSchema.parse({ ...contact, phone: blank, company: blank });
      expect(parsed.phone).toBeUndefined();
      expect(parsed.company).toBeUndefined();
    }
  });

  it("checks the company at 200 and 201 characters", () => {
    expect(contactSchema.parse({ ...contact, company: " Acme " }).company).toBe("Acme");
    expect(errors(contactSchema, { ...contact, company: "x".repeat(200) })).toEqual([]);
    expect(firstError(contactSchema, { ...contact, company: "x".repeat(201) })).toBe(
      "Company name too long",
    );
  });

  it("checks the subject at 2, 3, 200 and 201 characters", () => {
    expect(firstError(contactSchema, { ...contact, subject: "ab" })).toBe(
      "Subject must be at least 3 characters",
    );
    expect(firstError(contactSchema, { ...contact, subject: undefined })).toBe(
      "Subject must be at least 3 characters",
    );
    expect(errors(contactSchema, { ...contact, subject: "abc" })).toEqual([]);
    expect(errors(contactSchema, { ...contact, subject: "x".repeat(200) })).toEqual([]);
    expect(firstError(contactSchema, { ...contact, subject: "x".repeat(201) })).toBe(
      "Subject too long",
    );
  });

  it("checks the message at 9, 10, 5000 and 5001 characters", () => {
    expect(firstError(contactSchema, { ...contact, message: "x".repeat(9) })).toBe(
      "Please provide at least 10 characters",
    );
    expect(errors(contactSchema, { ...contact, message: "x".repeat(10) })).toEqual([]);
    expect(errors(contactSchema, { ...contact, message: "x".repeat(5000) })).toEqual([]);
    expect(firstError(contactSchema, { ...contact, message: "x".repeat(5001) })).toBe(
      "Message must not exceed 5000 characters",
    );
  });

  it("drops unknown fields", () => {
    const parsed = contactSchema.parse({ ...contact, reference_number: "CT-1", user_id: "u" });
    expect(parsed).toEqual(contact);
  });
});
