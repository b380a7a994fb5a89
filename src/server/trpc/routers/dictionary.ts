import { z } from "zod";
import { dictionarySchema, setDictionarySchema } from "../../../shared";
import * as dictionary from "../../services/dictionary/dictionary.service";
import { protectedProcedure } from "../init";
import { limited } from "../limited";

const tags = ["dictionary"];
const path = "/dictionary";

/** The personal dictionary: names and terms that recognition favours and the writer keeps as written. */
export const dictionaryRouter = {
  get: protectedProcedure
    .meta({ openapi: { method: "GET", path, tags, protect: true } })
    .input(z.void())
    .output(dictionarySchema)
    .query(async ({ ctx }) => ({ terms: await dictionary.getTerms(ctx.db, ctx.user.id) })),

  set: protectedProcedure
    .use(limited("writes"))
    .meta({ openapi: { method: "PUT", path, tags, protect: true } })
    .input(setDictionarySchema)
    .output(dictionarySchema)
    .mutation(async ({ ctx, input }) => ({
      terms: await dictionary.setTerms(ctx.db, ctx.user.id, input.terms),
    })),
};
