import { z } from "zod";
import { LIMITS } from "../limits";
import { MESSAGES } from "../messages";
import { text } from "./text";

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

export const sessionSchema = z.object({
  session_id: z.string(),
  id: z.string(),
  title: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ChatSession = z.infer<typeof sessionSchema>;

export const sessionListSchema = z.object({
  sessions: z.array(sessionSchema),
  next_cursor: z.string().nullable(),
});

export const renamedSessionSchema = z.object({
  session_id: z.string(),
  title: z.string(),
  updated_at: z.string(),
});

export const deletedSessionSchema = z.object({ success: z.literal(true), session_id: z.string() });
