import type { Styles } from "../../../shared";
import { savedStyleFor, threadSender } from "../../../shared/style-resolution";
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
  return savedStyleFor(styles, { site: dictation.site, sender })?.tone ?? "professional";
}
