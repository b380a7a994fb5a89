import { z } from "zod";
import { LIMITS } from "../limits";
import { MESSAGES } from "../messages";
import { text } from "./text";
import { turnMetricsSchema } from "./turn-metrics";

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

export const messageListSchema = z.object({
  messages: z.array(messageSchema),
  next_cursor: z.string().nullable(),
});

/** A send's answer: the stored message, the stored reply (none when stopped before a word), a new title. */
export const sendMessageResultSchema = z.object({
  user_message: messageSchema,
  assistant_message: messageSchema.nullable(),
  title: z.string().nullable(),
  cancelled: z.boolean(),
});
