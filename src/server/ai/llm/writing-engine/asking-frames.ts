/**
 * The asking around a request, read by its words rather than listed phrase by
 * phrase: "would you be able to", "I'd appreciate it if you could", "any
 * chance you could", "make sure to", "don't forget to", "mind telling". Any
 * run of asking words that addresses the writer, before a verb of making or
 * telling a message in any form ("telling", "told"), asks for that message;
 * the verb comes back in its base form, as the request reader knows it.
 */
import { wordSet } from "./tokens";
import { ingOf, pastOf } from "./verb-forms";

/** Words an asking is made of, with no message of their own. */
const ASKING_WORDS = wordSet(
  "i i'd i'm we we'd you you'd it it'd it's would could can will if please kindly pls plz just maybe " +
    "perhaps possibly quickly also really be able to mind any chance love appreciate grateful great " +
    "helpful nice like want need make sure do don't dont not forget remember go ahead and help me so " +
    "kind as is possible for there okay ok hey then now",
);
const MODALS = wordSet("would could can will");
/** Words that by themselves ask something of the writer. */
const ASKS_ALONE = wordSet("please kindly pls plz mind ahead appreciate grateful");
/** Words that ask only after the word before them: "make sure", "don't forget". */
const ASKS_AFTER: Record<string, Set<string>> = {
  sure: wordSet("make be"),
  forget: wordSet("don't dont not"),
};

/** The verbs a request is made with, each read in its forms after an asking too ("telling", "told"). */
const REQUEST_VERBS = [
  "tell",
  "write",
  "send",
  "let",
  "say",
  "reply",
  "notify",
  "email",
  "message",
  "text",
  "inform",
  "ask",
  "answer",
  "remind",
  "draft",
  "mention",
  "respond",
  "ping",
];
const BASE_OF = new Map(
  REQUEST_VERBS.flatMap((base) =>
    [base, pastOf(base), ingOf(base)].map((form) => [form, base] as const),
  ),
);

/** Whether the asking words address the writer: "please", "could you", "you could", "make sure". */
function addressesWriter(words: string[]): boolean {
  return words.some(
    (word, at) =>
      ASKS_ALONE.has(word) ||
      ASKS_AFTER[word]?.has(words[at - 1] ?? "") ||
      (word === "you" && (MODALS.has(words[at - 1] ?? "") || MODALS.has(words[at + 1] ?? ""))) ||
      // "would it be ok if you told …": a modal earlier asks, and "if you" says what.
      (word === "you" &&
        words[at - 1] === "if" &&
        words.slice(0, at).some((before) => MODALS.has(before))) ||
      word === "you'd",
  );
}

/** The most words an asking runs to before its verb: "I'd really appreciate it if you could please". */
const LONGEST_ASKING = 12;

/**
 * The request with the asking before its verb dropped and the verb in its
 * base form ("would you be able to tell Ana …" → "tell Ana …"), or the text
 * as it was when no asking of the writer opens it.
 */
export function askingDropped(text: string): string {
  const words = text.split(/\s+/u, LONGEST_ASKING + 1);
  const lowered = words.map((word) =>
    word
      .toLowerCase()
      .replace(/(?<![,.!?])[,.!?]+$/u, "")
      .replace("’", "'"),
  );
  const verbAt = lowered.findIndex((word) => BASE_OF.has(word) || !ASKING_WORDS.has(word));
  const base = BASE_OF.get(lowered[verbAt] ?? "");
  if (verbAt < 1 || base === undefined || !addressesWriter(lowered.slice(0, verbAt))) return text;
  const rest = text
    .trim()
    .split(/\s+/u)
    .slice(verbAt + 1)
    .join(" ");
  return `${base} ${rest}`.trim();
}
