import { z } from "zod";
import { setStylesSchema, stylesSchema } from "../../../shared";
import * as styles from "../../services/styles/styles.service";
import { protectedProcedure } from "../init";
import { limited } from "../limited";

const tags = ["styles"];
const path = "/styles";

/** Styles: the tone Verba writes in for a site, or for a recipient, when none is asked for. */
export const stylesRouter = {
  get: protectedProcedure
    .meta({ openapi: { method: "GET", path, tags, protect: true } })
    .input(z.void())
    .output(stylesSchema)
    .query(({ ctx }) => styles.getStyles(ctx.db, ctx.user.id)),

  set: protectedProcedure
    .use(limited("writes"))
    .meta({ openapi: { method: "PUT", path, tags, protect: true } })
    .input(setStylesSchema)
    .output(stylesSchema)
    .mutation(({ ctx, input }) => styles.setStyles(ctx.db, ctx.user.id, input)),
};
