import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { MESSAGES } from "../../shared";
import type { Config } from "../config";

/** Whether the sign-in behind a session is recent enough to delete the account. */
export function isFreshSession(
  config: Pick<Config, "freshSessionSeconds">,
  session: { createdAt: Date | string },
) {
  if (config.freshSessionSeconds === 0) return true;
  return Date.now() - new Date(session.createdAt).getTime() < config.freshSessionSeconds * 1000;
}

/**
 * better-auth lets /delete-user without the password through on a recent sign-in
 * only (session.freshAge) but answers "Session expired", which sends the person
 * looking in the wrong place; this says what to do, as DELETE /api/v1/profile does.
 */
export function freshSessionToDelete() {
  return {
    id: "verba-fresh-session-to-delete",
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === "/delete-user",
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (isAPIError(returned) && returned.body?.code === "SESSION_EXPIRED") {
              // A Response, not a thrown error: that would keep better-auth's status (400).
              return Response.json(
                { message: MESSAGES.signInAgainToDelete, code: "SESSION_NOT_FRESH" },
                { status: 403 },
              );
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
