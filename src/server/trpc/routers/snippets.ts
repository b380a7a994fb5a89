import { z } from "zod";
import { setSnippetsSchema, snippetsSchema } from "../../../shared";
import * as snippets from "../../services/snippets/snippets.service";
import { protectedProcedure } from "../init";
import { limited } from "../limited";

const tags = ["snippets"];
const path = "/snippets";

/** Snippets: phrases the person says or types that become exact text, never reworded. */
export const snippetsRouter = {
  get: protectedProcedure
    .meta({ openapi: { method: "GET", path, tags, protect: true } })
    .input(z.void())
    .output(snippetsSchema)
    .query(async ({ ctx }) => ({ snippets: await snippets.getSnippets(ctx.db, ctx.user.id) })),

  set: protectedProcedure
    .use(limited("writes"))
    .meta({ openapi: { method: "PUT", path, tags, protect: true } })
    .input(setSnippetsSchema)
    .output(snippetsSchema)
    .mutation(async ({ ctx, input }) => ({
      snippets: await snippets.setSnippets(ctx.db, ctx.user.id, input.snippets),
    })),
};
