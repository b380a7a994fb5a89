import { z } from "zod";

import { LIMITS } from "../limits";
import { MESSAGES } from "../messages";
import { text } from "./text";

/** What the person says or types to mean the snippet; inner spaces collapse to one. */
export const snippetTriggerSchema = text()
  .transform((trigger) => trigger.trim().replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(LIMITS.snippetTriggerMin, MESSAGES.snippetTriggerTooShort)
      .max(LIMITS.snippetTriggerMax, MESSAGES.snippetTriggerTooLong),
  );

/**
 * The exact text a trigger becomes: a calendar link, an address, a signature.
 * Kept byte for byte (line breaks, spaces and case as given), so it is never
 * trimmed, only refused when it holds nothing to insert.
 */
export const snippetTextSchema = text()
  .max(LIMITS.snippetTextMax, MESSAGES.snippetTextTooLong)
  .refine((value) => value.trim().length > 0, MESSAGES.snippetTextEmpty);

export const snippetSchema = z.object({ trigger: snippetTriggerSchema, text: snippetTextSchema });

/** All of a person's snippets, sent and saved at once; two may not share a trigger. */
export const snippetListSchema = z
  .array(snippetSchema)
  .max(LIMITS.snippetsMax, MESSAGES.snippetsTooMany)
  .superRefine((snippets, context) => {
    const seen = new Set<string>();
    snippets.forEach((snippet, index) => {
      const key = snippet.trigger.toLowerCase();
      if (seen.has(key))
        context.addIssue({
          code: "custom",
          path: [index, "trigger"],
          message: MESSAGES.snippetTriggerRepeated(snippet.trigger),
        });
      seen.add(key);
    });
  });

export const setSnippetsSchema = z.object({ snippets: snippetListSchema });

export const snippetsSchema = z.object({
  /** In the order they were given. */
  snippets: z.array(z.object({ trigger: z.string(), text: z.string() })),
});

export type Snippet = z.infer<typeof snippetSchema>;
export type Snippets = z.infer<typeof snippetsSchema>;
