import { z } from "zod";
import { LIMITS } from "../limits";
import { MESSAGES } from "../messages";
import { text } from "./text";

/** Fields the public forms (feedback, contact) share. */

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

export const formMessage = (minMessage: string) =>
  text({ error: minMessage })
    .trim()
    .min(LIMITS.formMessageMin, minMessage)
    .max(LIMITS.formMessageMax, MESSAGES.messageMax);

export const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;
