import type { Styles } from "./schemas/styles";

type Tone = Styles["sites"][number]["tone"];

/** Whom a reply goes to, as far as the thread shows: a name, an address or both. */
export interface ThreadSender {
  name?: string;
  email?: string;
}

/**
 * Who wrote the thread being answered, as the webmail shows it: a "From:"
 * line, or the "… wrote:" line above a quote. Either may carry a name, an
 * address or both.
 */
export function threadSender(context: string | undefined): ThreadSender {
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
 * The saved style that applies where a text is written, or null: the one for
 * the thread's sender (by address or by name, without case), else the one for
 * the site. The person is closer to the text than the place is, so the
 * recipient wins. The server and the extension resolve it with this alike.
 */
export function savedStyleFor(
  styles: Styles,
  where: { site?: string | null; sender: ThreadSender },
): { tone: Tone; from: "recipient" | "site" } | null {
  const { sender } = where;
  const byRecipient = styles.recipients.find(({ recipient }) => {
    const key = recipient.toLowerCase();
    return key === sender.email || key === sender.name?.toLowerCase();
  });
  if (byRecipient) return { tone: byRecipient.tone, from: "recipient" };
  const site = where.site?.toLowerCase();
  const bySite = site ? styles.sites.find((style) => style.site.toLowerCase() === site) : undefined;
  return bySite ? { tone: bySite.tone, from: "site" } : null;
}
