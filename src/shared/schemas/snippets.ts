import { z } from "zod";

import { LIMITS } from "../limits";
import { MESSAGES } from "../messages";
import { text } from "./text";

/**
 * A snippet: a phrase the person says or types (`trigger`) that becomes
 * exact text (`text`: a link, an address, bank details). The trigger is
 * trimmed; the text is kept byte for byte, line breaks and spaces included.
 */
export const snippetSchema = z.object({
  trigger: text()
    .transform((trigger) => trigger.trim())
    .pipe(
      z
        .string()
        .min(LIMITS.snippetTriggerMin, MESSAGES.snippetTriggerTooShort)
        .max(LIMITS.snippetTriggerMax, MESSAGES.snippetTriggerTooLong),
    ),
  text: text()
    .min(1, MESSAGES.snippetTextEmpty)
    .max(LIMITS.snippetTextMax, MESSAGES.snippetTextTooLong),
});

export type Snippet = z.infer<typeof snippetSchema>;

/** A person's snippets, sent and saved whole. */
export const snippetsSchema = z
  .array(snippetSchema)
  .max(LIMITS.snippetsMax, MESSAGES.snippetsTooMany);

/** The host of the page a person writes on ("mail.example.com"): letters, digits, dots and hyphens. */
export const siteSchema = z
  .string()
  .max(LIMITS.siteMax, MESSAGES.siteInvalid)
  .regex(/^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/i, MESSAGES.siteInvalid);
