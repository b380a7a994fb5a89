import { z } from "zod";
import { LIMITS } from "../limits";
import { MESSAGES } from "../messages";
import { text } from "./text";

export const FEEDBACK_TYPES = {
  bug: "Bug Report",
  feature_request: "Feature Request",
  general: "General Feedback",
  complaint: "Complaint / Issue",
  praise: "Praise / Compliment",
} as const;
export type FeedbackType = keyof typeof FEEDBACK_TYPES;

export const HOW_DID_YOU_HEAR = [
  "Search Engine",
  "Social Media",
  "Friend or Colleague",
  "Blog or Article",
  "Product Hunt",
  "Advertisement",
  "Other",
] as const;

export const RECOMMEND = ["yes", "no", "maybe"] as const;

export const submissionMetadataSchema = z
  .object({
    userAgent: text().max(1000).optional(),
    pageUrl: text().max(2000).optional(),
    referrer: text().max(2000).optional(),
    timestamp: text().max(100).optional(),
  })
  .optional();

export const nameSchema = text({ error: MESSAGES.nameMin })
  .trim()
  .min(LIMITS.nameMin, MESSAGES.nameMin)
  .max(LIMITS.nameMax, MESSAGES.nameTooLong);

export const emailSchema = text({ error: MESSAGES.emailInvalid })
  .trim()
  .pipe(z.email(MESSAGES.emailInvalid));

const formMessage = (minMessage: string) =>
  text({ error: minMessage })
    .trim()
    .min(LIMITS.formMessageMin, minMessage)
    .max(LIMITS.formMessageMax, MESSAGES.messageMax);

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

export const feedbackSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  feedback_type: z.enum(Object.keys(FEEDBACK_TYPES) as [FeedbackType, ...FeedbackType[]], {
    error: MESSAGES.feedbackTypeInvalid,
  }),
  rating: z
    .number({ error: MESSAGES.ratingInvalid })
    .int(MESSAGES.ratingInvalid)
    .min(LIMITS.ratingMin, MESSAGES.ratingInvalid)
    .max(LIMITS.ratingMax, MESSAGES.ratingInvalid),
  message: formMessage(MESSAGES.feedbackMessageMin),
  subject: z.preprocess(blankToUndefined, text().trim().max(LIMITS.subjectMax).optional()),
  how_did_you_hear: z.preprocess(blankToUndefined, z.enum(HOW_DID_YOU_HEAR).optional()),
  recommend: z.preprocess(blankToUndefined, z.enum(RECOMMEND).optional()),
  allow_contact: z.boolean().default(false),
  session_id: z.preprocess(blankToUndefined, text().trim().max(128).optional()),
  metadata: submissionMetadataSchema,
});
export type FeedbackInput = z.input<typeof feedbackSchema>;
export type Feedback = z.output<typeof feedbackSchema>;

/** Digits left once spaces, hyphens, parentheses and plus signs are taken out. */
export function phoneDigits(phone: string) {
  return phone.replace(/[\s\-()+]/g, "");
}

export const contactSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: z.preprocess(
    blankToUndefined,
    text()
      .trim()
      .refine(
        (phone) =>
          new RegExp(`^\\d{${LIMITS.phoneDigitsMin},${LIMITS.phoneDigitsMax}}$`).test(
            phoneDigits(phone),
          ),
        MESSAGES.phoneInvalid,
      )
      .optional(),
  ),
  company: z.preprocess(
    blankToUndefined,
    text().trim().max(LIMITS.companyMax, MESSAGES.companyTooLong).optional(),
  ),
  subject: text({ error: MESSAGES.subjectMin })
    .trim()
    .min(LIMITS.subjectMin, MESSAGES.subjectMin)
    .max(LIMITS.subjectMax, MESSAGES.subjectTooLong),
  message: formMessage(MESSAGES.contactMessageMin),
  metadata: submissionMetadataSchema,
});
export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
