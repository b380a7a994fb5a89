import { z } from "zod";
import { LIMITS } from "../limits";
import { MESSAGES } from "../messages";
import { messageRoleSchema } from "./messages";
import { pageSchema } from "./page";

export const searchQuerySchema = z
  .string({ error: MESSAGES.searchQueryRequired })
  .trim()
  .min(1, MESSAGES.searchQueryRequired)
  .max(LIMITS.searchQueryMax, MESSAGES.searchQueryTooLong);

/** `GET /search?q=&limit=&before=`: newest hits first, a page at a time. */
export const searchInputSchema = pageSchema.extend({ q: searchQuerySchema });

/** Where a query word matched, as [start, end) offsets into the hit's `snippet`. */
export const highlightSchema = z.object({ start: z.number().int(), end: z.number().int() });

/**
 * A session whose title matched (`message_id` null), or a message that did.
 * `at` is when the message was written, or when the session was started.
 */
export const searchHitSchema = z.object({
  kind: z.enum(["session", "message"]),
  session_id: z.string(),
  session_title: z.string(),
  message_id: z.string().nullable(),
  role: messageRoleSchema.nullable(),
  snippet: z.string(),
  highlights: z.array(highlightSchema),
  at: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;
export type Highlight = z.infer<typeof highlightSchema>;

export const searchResultSchema = z.object({
  results: z.array(searchHitSchema),
  next_cursor: z.string().nullable(),
});
