import { z } from "zod";
import { messageSchema, pageSchema, sessionIdSchema } from "../../../shared";
import * as messages from "../../services/messages.service";
import { protectedProcedure } from "../init";

export const messagesRouter = {
  list: protectedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/sessions/{id}/messages",
        tags: ["messages"],
        protect: true,
      },
    })
    .input(pageSchema.extend({ id: sessionIdSchema }))
    .output(z.object({ messages: z.array(messageSchema), next_cursor: z.string().nullable() }))
    .query(({ ctx, input }) => messages.listMessages(ctx.db, ctx.user.id, input.id, input)),
};
