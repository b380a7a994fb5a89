import type { Styles } from "../../../shared";
import type { DB } from "../../db";
import * as repository from "./styles.repository";

type Tone = Styles["sites"][number]["tone"];

/** Someone with no saved styles: anonymous callers, or an account that kept none. */
export const NO_STYLES: Styles = { sites: [], recipients: [] };

/** A person's styles: the tone for each site and for each recipient, in the order given. */
export async function getStyles(db: DB, userId: string): Promise<Styles> {
  const rows = await repository.stylesOfUser(db, userId);
  return {
    sites: rows.filter((row) => row.kind === "site").map(({ key, tone }) => ({ site: key, tone })),
    recipients: rows
      .filter((row) => row.kind === "recipient")
      .map(({ key, tone }) => ({ recipient: key, tone })),
  };
}

/** Replaces the styles with `styles` (already checked: bounded, one per site and recipient). */
export async function setStyles(db: DB, userId: string, styles: Styles): Promise<Styles> {
  const rows = [
    ...styles.sites.map(({ site, tone }) => ({ kind: "site" as const, key: site, tone })),
    ...styles.recipients.map(({ recipient, tone }) => ({
      kind: "recipient" as const,
      key: recipient,
      tone,
    })),
  ];
  await db.transaction().execute((trx) => repository.replaceStyles(trx, userId, rows));
  return getStyles(db, userId);
}

/**
 * Who wrote the thread being answered, as the webmail shows it: a "From:"
 * line, or the "… wrote:" line above a quote. Either may carry a name, an
 * address or both.
 */
export function threadSender(context: string | undefined): { name?: string; email?: string } {
  if (!context) return {};
  const line =
    context.match(/^From:\s*(.+)$/im)?.[1] ??
    context.match(/^On .+?,\s*([^,\n]+?)\s+wrote:$/im)?.[1];
  if (!line) return {};
  const email = line.match(/[^\s<>"]+@[^\s<>"]+\.[^\s<>"]+/)?.[0]?.toLowerCase();
  const name = line
    .replace(/<[^>]*>/g, "")
    .replace(/[^\s<>"]+@[^\s<>"]+/g, "")
    .replace(/["']/g, "")
    .trim()
    .replace(/\s+/g, " ");
  return { ...(name ? { name } : {}), ...(email ? { email } : {}) };
}

/**
 * The tone a dictation is written in: the one asked for, else the style saved
 * for the thread's sender, else the one saved for the site, else professional.
 * The person is closer to the text than the place is, so the recipient wins.
 */
export function toneFor(
  styles: Styles,
  dictation: { tone?: Tone; site?: string; context?: string },
): Tone {
  if (dictation.tone) return dictation.tone;
  const sender = threadSender(dictation.context);
  const byRecipient = styles.recipients.find(({ recipient }) => {
    const key = recipient.toLowerCase();
    return key === sender.email || key === sender.name?.toLowerCase();
  });
  if (byRecipient) return byRecipient.tone;
  const site = dictation.site?.toLowerCase();
  const bySite = styles.sites.find((style) => style.site === site);
  return bySite?.tone ?? "professional";
}
