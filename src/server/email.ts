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

/** How this server delivers mail: by SMTP, into its log (MAIL_LOG), or not at all. */
export function emailDelivery(config: Pick<Config, "smtp" | "mailLog">) {
  if (config.smtp) return "smtp" as const;
  return config.mailLog ? ("log" as const) : ("off" as const);
}

export class EmailNotSetUpError extends Error {
  constructor() {
    super("no mail can be sent: SMTP_URL is not set and MAIL_LOG is off");
  }
}

/**
 * With SMTP configured mail goes out. Without it the mail's text is written to the
 * log when MAIL_LOG allows (the default outside production), so a newcomer can still
 * read the code or link; otherwise nothing is written and the send fails. The
 * recipient is never logged.
 */
export function createMailer(
  config: Pick<Config, "smtp" | "emailFrom" | "mailLog">,
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
      if (!config.mailLog) {
        logger.warn(
          { subject: mail.subject },
          "email not sent: SMTP_URL is not set and MAIL_LOG is off",
        );
        throw new EmailNotSetUpError();
      }
      logger.info({ subject: mail.subject }, `email (no SMTP configured): ${mail.text}`);
    },
  };
}
