import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { MESSAGES } from "../../shared";
import type { Config } from "../config";
import { EmailNotSetUpError, emailDelivery, type Mail, type Mailer } from "../email";

/** The calls that mail a code or a link. */
const SENDS_MAIL = new Set([
  "/email-otp/send-verification-otp",
  "/email-otp/request-password-reset",
  "/email-otp/request-email-change",
  "/forget-password/email-otp",
  "/request-password-reset",
  "/send-verification-email",
]);

const emailNotSetUp = () =>
  new APIError("SERVICE_UNAVAILABLE", {
    message: MESSAGES.emailNotSetUp,
    code: "EMAIL_NOT_SET_UP",
  });

/**
 * With no SMTP and no MAIL_LOG nothing can be mailed: the calls that would mail a
 * code or link say so before doing anything, for every address alike (a reset for
 * an unknown address must not answer differently from one for a known address).
 */
export function refuseMailWhenEmailIsOff(config: Pick<Config, "smtp" | "mailLog">) {
  return {
    id: "verba-email-off",
    hooks: {
      before: [
        {
          matcher: (ctx) => SENDS_MAIL.has(ctx.path ?? "") && emailDelivery(config) === "off",
          handler: createAuthMiddleware(async () => {
            throw emailNotSetUp();
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

/** Sends through the mailer; a mail that cannot go out is told in the person's words. */
export function sendOrExplain(mailer: Mailer) {
  return async (mail: Mail) => {
    try {
      await mailer.send(mail);
    } catch (error) {
      if (error instanceof EmailNotSetUpError) throw emailNotSetUp();
      throw error;
    }
  };
}
