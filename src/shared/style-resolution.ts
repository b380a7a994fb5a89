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
 * address or both. The thread is the page's text (up to 8,000 characters of
 * anyone's email), so it is read by plain scanning: the patterns this once
 * used took minutes on a line of spaces or of "a@a@a@…".
 */
export function threadSender(context: string | undefined): ThreadSender {
  if (!context) return {};
  const line = fromLine(context) ?? wroteLine(context);
  if (!line) return {};
  const words = line.split(/[\s<>"]+/).filter(Boolean);
  const email = words.find(isAddress)?.toLowerCase();
  const name = words
    .filter((word) => !word.includes("@"))
    .join(" ")
    .replace(/["']/g, "");
  return { ...(name ? { name } : {}), ...(email ? { email } : {}) };
}

/** What follows the first line starting "From:" (or the next line, when that one is bare). */
function fromLine(context: string): string | undefined {
  const start = context.search(/^from:/im);
  if (start < 0) return undefined;
  return context
    .slice(start + "from:".length)
    .trimStart()
    .split("\n", 1)[0]
    ?.trim();
}

/** The name in the first "On <date>, <name> wrote:" line: what follows the date's last comma. */
function wroteLine(context: string): string | undefined {
  for (const raw of context.split("\n")) {
    const line = raw.trimEnd();
    if (line.slice(0, 3).toLowerCase() !== "on " || !/\swrote:$/i.test(line.slice(-7))) continue;
    const head = line.slice(3, -"wrote:".length).trimEnd();
    const comma = head.lastIndexOf(",");
    const name = head.slice(comma + 1).trim();
    if (comma > 0 && name) return name;
  }
  return undefined;
}

/** An email address among the words of a sender's line: something@host.domain. */
function isAddress(word: string): boolean {
  const at = word.indexOf("@");
  const dot = word.lastIndexOf(".");
  return at > 0 && dot > at + 1 && dot < word.length - 1;
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
