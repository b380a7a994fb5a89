import { z } from "zod";
import { LIMITS } from "../limits";
import { MESSAGES } from "../messages";
import { text } from "./text";
import { turnMetricsSchema } from "./turn-metrics";

export const sessionTitleSchema = text({ error: MESSAGES.sessionTitleRequired })
  .trim()
  .min(1, MESSAGES.sessionTitleRequired)
  .max(LIMITS.sessionTitleMax, MESSAGES.sessionTitleTooLong);

export const sessionIdSchema = text().trim().min(1).max(128);

export const createSessionSchema = z.object({
  title: sessionTitleSchema.optional(),
});

export const renameSessionSchema = z.object({
  title: sessionTitleSchema,
});

/** Optional paging of the list calls; without it the whole list is answered as the spec has it. */
const limitMessage = `limit must be a whole number from 1 to ${LIMITS.pageMax}`;
export const pageSchema = z.object({
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(LIMITS.pageMax, limitMessage)
    .optional(),
  before: text().trim().min(1).max(200).optional(),
});

export const sessionSchema = z.object({
  session_id: z.string(),
  id: z.string(),
  title: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ChatSession = z.infer<typeof sessionSchema>;

export const messageRoleSchema = z.enum(["user", "assistant"]);

/** 'cut_short': a reply that stopped before its end, kept as far as it got; never shown as whole. */
export const messageStatusSchema = z.enum(["complete", "cut_short"]);

export const messageSchema = z.object({
  id: z.string(),
  session_id: z.string(),
  role: messageRoleSchema,
  content: z.string(),
  status: messageStatusSchema,
  created_at: z.string(),
  /** A spoken reply's latency, from the end of the person's speech (absent for typed turns). */
  turn_metrics: turnMetricsSchema.optional(),
});
export type ChatMessage = z.infer<typeof messageSchema>;

export const sendMessageSchema = z.object({
  message: text({ error: MESSAGES.chatMessageRequired })
    .trim()
    .min(1, MESSAGES.chatMessageRequired)
    .max(LIMITS.chatMessageMax, MESSAGES.chatMessageTooLong),
});
