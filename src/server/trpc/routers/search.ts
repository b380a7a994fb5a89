import { searchInputSchema, searchResultSchema } from "../../../shared";
import { search } from "../../services/search/search.service";
import { protectedProcedure } from "../init";
import { limited } from "../limited";

export const searchRouter = {
  find: protectedProcedure
    .use(limited("search"))
    .meta({ openapi: { method: "GET", path: "/search", tags: ["search"], protect: true } })
    .input(searchInputSchema)
    .output(searchResultSchema)
    .query(({ ctx, input }) => search(ctx.db, ctx.user.id, input.q, input)),
};
