import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Config } from "./config";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** A one-time code in the mail, so the log fallback can show it on its own line. */
  code?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * With SMTP configured mail goes out; without it (the embedded default) the
 * mail's text is written to the log so a newcomer can still read the code or
 * link. The recipient is never logged.
 */
export function createMailer(
  config: Pick<Config, "smtp" | "emailFrom">,
  logger: Logger,
  observe?: (mail: Mail) => void,
): Mailer {
  const transport = config.smtp ? nodemailer.createTransport(config.smtp.url) : undefined;
  return {
    async send(mail) {
      observe?.(mail);
      if (transport) {
        await transport.sendMail({
          from: config.emailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
        logger.info({ subject: mail.subject }, "email sent");
        return;
      }
      logger.info({ subject: mail.subject }, `email (no SMTP configured): ${mail.text}`);
    },
  };
}
