import { z } from "zod";
import {
  createSessionSchema,
  exportFileSchema,
  exportSessionInputSchema,
  pageSchema,
  renameSessionSchema,
  sessionIdSchema,
  sessionSchema,
} from "../../../shared";
import { exportSession } from "../../services/export.service";
import * as sessions from "../../services/sessions.service";
import { protectedProcedure } from "../init";

const tags = ["sessions"];

export const sessionsRouter = {
  list: protectedProcedure
    .meta({ openapi: { method: "GET", path: "/sessions", tags, protect: true } })
    .input(pageSchema.optional())
    .output(z.object({ sessions: z.array(sessionSchema), next_cursor: z.string().nullable() }))
    .query(({ ctx, input }) => sessions.listSessions(ctx.db, ctx.user.id, input)),

  create: protectedProcedure
    .meta({ openapi: { method: "POST", path: "/sessions", tags, protect: true } })
    .input(createSessionSchema)
    .output(sessionSchema)
    .mutation(({ ctx, input }) => sessions.createSession(ctx.db, ctx.user.id, input.title)),

  rename: protectedProcedure
    .meta({ openapi: { method: "PUT", path: "/sessions/{id}/title", tags, protect: true } })
    .input(renameSessionSchema.extend({ id: sessionIdSchema }))
    .output(z.object({ session_id: z.string(), title: z.string(), updated_at: z.string() }))
    .mutation(({ ctx, input }) =>
      sessions.renameSession(ctx.db, ctx.user.id, input.id, input.title),
    ),

  delete: protectedProcedure
    .meta({ openapi: { method: "DELETE", path: "/sessions/{id}", tags, protect: true } })
    .input(z.object({ id: sessionIdSchema }))
    .output(z.object({ success: z.literal(true), session_id: z.string() }))
    .mutation(({ ctx, input }) => sessions.deleteSession(ctx.db, ctx.user.id, input.id)),

  /** REST answers the file itself (see rest.ts): `curl -OJ` saves it under its name. */
  export: protectedProcedure
    .meta({
      openapi: { method: "GET", path: "/sessions/{id}/export", tags, protect: true },
      download: ["text/markdown", "text/plain", "application/json"],
    })
    .input(exportSessionInputSchema)
    .output(exportFileSchema)
    .query(({ ctx, input }) => exportSession(ctx.db, ctx.user.id, input.id, input.format)),
};
