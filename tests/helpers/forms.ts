import { expect } from "vitest";
import type { TestInstance } from "./test-instance";

export const FEEDBACK = "/api/v1/feedback";
export const CONTACT = "/api/v1/contact";

export const validFeedback = {
  name: "Ann Lee",
  email: "ann@example.com",
  feedback_type: "general" as const,
  rating: 4,
  message: "The voice mode helps me a lot.",
};

export const validContact = {
  name: "Ann Lee",
  email: "ann@example.com",
  subject: "Team plans",
  message: "Do you offer plans for teams of five?",
};

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

/** A 400 whose message is the form's sentence and whose detail names the field it is about. */
export function expectRefused(response: Response, message: string) {
  expect(response.status, response.text).toBe(400);
  expect(response.body.message).toBe(message);
  expect([message, ...FIELDS.map((field) => `${field}: ${message}`)]).toContain(
    response.body.detail,
  );
}
