import { z } from "zod";

import { EXTENSION_TONES } from "../extension";
import { LIMITS } from "../limits";
import { MESSAGES } from "../messages";
import { text } from "./text";

const HOST =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/;

/** A page's host as the extension reports it; hosts are case-insensitive, so kept in lower case. */
export const styleSiteSchema = text()
  .transform((site) => site.trim().toLowerCase().replace(/\.$/, ""))
  .pipe(
    z
      .string()
      .max(LIMITS.styleSiteMax, MESSAGES.styleSiteInvalid)
      .regex(HOST, MESSAGES.styleSiteInvalid),
  );

/**
 * Whom a reply goes to: the sender of the thread being answered, as an email
 * address (kept in lower case) or a name (kept as written, matched without case).
 */
export const styleRecipientSchema = text()
  .transform((recipient) => {
    const collapsed = recipient.trim().replace(/\s+/g, " ");
    return collapsed.includes("@") ? collapsed.toLowerCase() : collapsed;
  })
  .pipe(
    z
      .string()
      .min(1, MESSAGES.styleRecipientEmpty)
      .max(LIMITS.styleRecipientMax, MESSAGES.styleRecipientTooLong),
  );

export const styleToneSchema = z.enum(EXTENSION_TONES, { error: MESSAGES.styleToneInvalid });

/** Refuses a list in which two entries name the same site or recipient (without case). */
function oneEach<Entry>(keyOf: (entry: Entry) => string, field: string) {
  return (entries: Entry[], context: z.RefinementCtx) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      const key = keyOf(entry);
      if (seen.has(key.toLowerCase()))
        context.addIssue({
          code: "custom",
          path: [index, field],
          message: MESSAGES.styleRepeated(key),
        });
      seen.add(key.toLowerCase());
    });
  };
}

const siteStylesSchema = z
  .array(z.object({ site: styleSiteSchema, tone: styleToneSchema }))
  .max(LIMITS.stylesMax, MESSAGES.stylesTooMany)
  .superRefine(oneEach((entry: { site: string }) => entry.site, "site"));

const recipientStylesSchema = z
  .array(z.object({ recipient: styleRecipientSchema, tone: styleToneSchema }))
  .max(LIMITS.stylesMax, MESSAGES.stylesTooMany)
  .superRefine(oneEach((entry: { recipient: string }) => entry.recipient, "recipient"));

/** A tone per site and per recipient, sent and saved at once. */
export const setStylesSchema = z.object({
  sites: siteStylesSchema.default([]),
  recipients: recipientStylesSchema.default([]),
});

export const stylesSchema = z.object({
  sites: z.array(z.object({ site: z.string(), tone: styleToneSchema })),
  recipients: z.array(z.object({ recipient: z.string(), tone: styleToneSchema })),
});

export type Styles = z.infer<typeof stylesSchema>;
