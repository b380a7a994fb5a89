import { z } from "zod";
import { LIMITS } from "../limits";
import { MESSAGES } from "../messages";
import {
  blankToUndefined,
  emailSchema,
  formMessage,
  nameSchema,
  submissionMetadataSchema,
} from "./form-fields";
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

export const feedbackResultSchema = z.object({ success: z.literal(true), feedback_id: z.string() });
