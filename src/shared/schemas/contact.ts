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

/** A phone number's digits, as many as a phone number has. */
const PHONE_DIGITS = new RegExp(`^\\d{${LIMITS.phoneDigitsMin},${LIMITS.phoneDigitsMax}}$`);

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
      .refine((phone) => PHONE_DIGITS.test(phoneDigits(phone)), MESSAGES.phoneInvalid)
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

export const contactResultSchema = z.object({
  success: z.literal(true),
  reference_number: z.string(),
});
