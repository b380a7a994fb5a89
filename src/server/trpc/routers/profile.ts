import { z } from "zod";
import { exportFileSchema, profileSchema, updateProfileSchema } from "../../../shared";
import * as profiles from "../../services/accounts/profile.service";
import { exportAccount } from "../../services/export/export.service";
import { freshSignInRequired } from "../fresh-sign-in";
import { protectedProcedure } from "../init";
import { limited } from "../limited";

const tags = ["profile"];

export const profileRouter = {
  get: protectedProcedure
    .meta({ openapi: { method: "GET", path: "/profile", tags, protect: true } })
    .input(z.void())
    .output(profileSchema)
    .query(({ ctx }) => profiles.getProfile(ctx.db, ctx.user.id)),

  update: protectedProcedure
    .use(limited("writes"))
    .meta({ openapi: { method: "PUT", path: "/profile", tags, protect: true } })
    .input(updateProfileSchema)
    .output(profileSchema)
    .mutation(({ ctx, input }) => profiles.updateProfile(ctx.db, ctx.user.id, input)),

  delete: protectedProcedure
    .use(freshSignInRequired)
    .meta({ openapi: { method: "DELETE", path: "/profile", tags, protect: true } })
    .input(z.void())
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      const deleted = await profiles.deleteAccount(ctx.db, ctx.user.id);
      // The database let the sign-ins go with the account, past better-auth's hooks.
      ctx.signIns.forgetUser(ctx.user.id);
      return deleted;
    }),

  /** All of the person's data (profile, sessions, messages) as one JSON file. */
  export: protectedProcedure
    .use(limited("exports"))
    .meta({
      openapi: { method: "GET", path: "/profile/export", tags, protect: true },
      download: ["application/json"],
    })
    .input(z.void())
    .output(exportFileSchema)
    .query(({ ctx }) => exportAccount(ctx.db, ctx.user.id)),
};
