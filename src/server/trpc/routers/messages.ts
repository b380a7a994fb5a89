import { z } from "zod";
import {
  messageListSchema,
  pageSchema,
  sendMessageResultSchema,
  sendMessageSchema,
  sessionIdSchema,
} from "../../../shared";
import { type ChatEvent, cancelReply, sendMessage } from "../../services/messages/chat.service";
import * as messages from "../../services/messages/messages.service";
import type { Context } from "../context";
import { builtOutput, protectedProcedure } from "../init";
import { limited, takeReplySlot } from "../limited";
import { streamWhileSignedIn, whileSignedIn } from "../signed-in";

const tags = ["messages"];

function chatDeps(ctx: Context) {
  return { db: ctx.db, llm: ctx.ai.llm, logger: ctx.logger };
}

export const messagesRouter = {
  list: protectedProcedure
    .meta({ openapi: { method: "GET", path: "/sessions/{id}/messages", tags, protect: true } })
    .input(pageSchema.extend({ id: sessionIdSchema }))
    .output(builtOutput(messageListSchema))
    .query(({ ctx, input }) => messages.listMessages(ctx.db, ctx.user.id, input.id, input)),

  send: protectedProcedure
    .use(limited("messages"))
    .meta({ openapi: { method: "POST", path: "/sessions/{id}/messages", tags, protect: true } })
    .input(sendMessageSchema.extend({ id: sessionIdSchema }))
    .output(sendMessageResultSchema)
    .mutation(async ({ ctx, input }) => {
      const release = takeReplySlot(ctx, ctx.user.id);
      try {
        return await whileSignedIn(ctx, (signIn) =>
          sendMessage(chatDeps(ctx), ctx.user.id, input.id, input.message, undefined, signIn),
        );
      } finally {
        release();
      }
    }),

  /**
   * The same send, streamed: the stored user message, the reply's text as it
   * is written, then the stored reply. Closing the stream does not stop the
   * reply; it is stored all the same, and it holds one of the account's few
   * places for replies until it ends, so leaving and sending again cannot pile
   * up work. Signing out stops it, and nothing more is stored.
   */
  stream: protectedProcedure
    .use(limited("messages"))
    .input(sendMessageSchema.extend({ id: sessionIdSchema }))
    .subscription(({ ctx, input, signal }) => {
      const release = takeReplySlot(ctx, ctx.user.id);
      return streamWhileSignedIn<ChatEvent>(
        ctx,
        signal,
        (emit, signIn) =>
          sendMessage(chatDeps(ctx), ctx.user.id, input.id, input.message, emit, signIn),
        release,
      );
    }),

  cancel: protectedProcedure
    .meta({
      openapi: { method: "POST", path: "/sessions/{id}/messages/cancel", tags, protect: true },
    })
    .input(z.object({ id: sessionIdSchema }))
    .output(z.object({ cancelled: z.boolean() }))
    .mutation(({ ctx, input }) => cancelReply(ctx.db, ctx.user.id, input.id)),
};
