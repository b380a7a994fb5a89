import { z } from "zod";

import { LIMITS } from "../limits";
import { MESSAGES } from "../messages";
import { text } from "./text";

/**
 * A name or term as the person writes it; inner spaces collapse to one. The
 * control-character rule runs first, as for every text: whitespace collapsing
 * does not touch U+0000, which PostgreSQL text cannot store.
 */
export const dictionaryTermSchema = text()
  .transform((term) => term.trim().replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(1, MESSAGES.dictionaryTermEmpty)
      .max(LIMITS.dictionaryTermMax, MESSAGES.dictionaryTermTooLong),
  );

/** The whole dictionary, sent and saved at once; a term given twice is kept once. */
export const dictionaryTermsSchema = z
  .array(dictionaryTermSchema)
  .max(LIMITS.dictionaryTermsMax, MESSAGES.dictionaryTooLarge)
  .transform((terms) => [...new Set(terms)]);

export const setDictionarySchema = z.object({ terms: dictionaryTermsSchema });

export const dictionarySchema = z.object({
  /** In the order they were added. */
  terms: z.array(z.string()),
});

export type Dictionary = z.infer<typeof dictionarySchema>;
