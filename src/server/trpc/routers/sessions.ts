import { z } from "zod";
import {
  createSessionSchema,
  deletedSessionSchema,
  exportFileSchema,
  exportSessionInputSchema,
  pageSchema,
  renamedSessionSchema,
  renameSessionSchema,
  sessionIdSchema,
  sessionListSchema,
  sessionSchema,
} from "../../../shared";
import { exportSession } from "../../services/export/export.service";
import * as sessions from "../../services/sessions/sessions.service";
import { builtOutput, protectedProcedure } from "../init";
import { limited } from "../limited";

const tags = ["sessions"];

export const sessionsRouter = {
  list: protectedProcedure
    .meta({ openapi: { method: "GET", path: "/sessions", tags, protect: true } })
    .input(pageSchema.optional())
    .output(builtOutput(sessionListSchema))
    .query(({ ctx, input }) => sessions.listSessions(ctx.db, ctx.user.id, input)),

  create: protectedProcedure
    .use(limited("sessions"))
    .meta({ openapi: { method: "POST", path: "/sessions", tags, protect: true } })
    .input(createSessionSchema)
    .output(sessionSchema)
    .mutation(({ ctx, input }) => sessions.createSession(ctx.db, ctx.user.id, input.title)),

  rename: protectedProcedure
    .use(limited("writes"))
    .meta({ openapi: { method: "PUT", path: "/sessions/{id}/title", tags, protect: true } })
    .input(renameSessionSchema.extend({ id: sessionIdSchema }))
    .output(renamedSessionSchema)
    .mutation(({ ctx, input }) =>
      sessions.renameSession(ctx.db, ctx.user.id, input.id, input.title),
    ),

  delete: protectedProcedure
    .use(limited("writes"))
    .meta({ openapi: { method: "DELETE", path: "/sessions/{id}", tags, protect: true } })
    .input(z.object({ id: sessionIdSchema }))
    .output(deletedSessionSchema)
    .mutation(({ ctx, input }) => sessions.deleteSession(ctx.db, ctx.user.id, input.id)),

  /** REST answers the file itself (see rest.ts): `curl -OJ` saves it under its name. */
  export: protectedProcedure
    .use(limited("exports"))
    .meta({
      openapi: { method: "GET", path: "/sessions/{id}/export", tags, protect: true },
      download: ["text/markdown", "text/plain", "application/json"],
    })
    .input(exportSessionInputSchema)
    .output(exportFileSchema)
    .query(({ ctx, input }) => exportSession(ctx.db, ctx.user.id, input.id, input.format)),
};
