import { TRPCError } from "@trpc/server";
import { MESSAGES } from "../../shared";
import { isFreshSession } from "../auth/fresh-session";
import { SignInEndedError } from "../services/errors";
import { middleware } from "./init";

/**
 * A token alone (perhaps a stolen one) must not do what only the person may
 * (delete the account): only a recent sign-in. Asked of the database afresh
 * rather than of the recent sign-ins: it must be the sign-in as it is now.
 */
export const freshSignInRequired = middleware(async ({ ctx, next }) => {
  const current = await ctx.auth.api.getSession({ headers: ctx.headers() });
  if (!current) throw new SignInEndedError();
  if (!isFreshSession(ctx.config, current.session)) {
    throw new TRPCError({ code: "FORBIDDEN", message: MESSAGES.signInAgainToDelete });
  }
  return next();
});
