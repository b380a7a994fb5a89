/**
 * Legal and official words said plainly ("pursuant to" → "under", "commence"
 * → "start", "the premises" → "the building"), for a selection asked simpler
 * or warmer. Read word by word against one table keyed by a phrase's first
 * word, so a table of many phrases costs no pattern each.
 */
import { capitalizeFirst } from "./tokens";

/** Longer phrases before the shorter ones they open: "pursuant to our" before "pursuant to". */
const PLAIN_WORDS: Array<[from: string, to: string]> = [
  ["pursuant to our", "following our"],
  ["pursuant to", "under"],
  ["we hereby inform you that", ""],
  ["i hereby inform you that", ""],
  ["hereby", ""],
  ["kindly be advised that", ""],
  ["please be advised that", ""],
  ["the premises", "the building"],
  ["premises", "building"],
  ["inaccessible", "closed"],
  ["in due course", "soon"],
  ["commence", "start"],
  ["commences", "starts"],
  ["commenced", "started"],
  ["commencing", "starting"],
  ["commencement", "start"],
  ...["utilise", "utilize"].map((verb): [string, string] => [verb, "use"]),
  ...["utilised", "utilized"].map((verb): [string, string] => [verb, "used"]),
  ...["utilising", "utilizing"].map((verb): [string, string] => [verb, "using"]),
  ["are required to", "need to"],
  ["is required to", "needs to"],
  ["should you require", "if you need"],
  ["require", "need"],
  ["requires", "needs"],
  ["vacate", "leave"],
  ["prior to", "before"],
  ["shall we", "shall we"],
  ["shall i", "shall I"],
  ["shall", "must"],
  ["endeavour to", "try to"],
  ["endeavor to", "try to"],
  ["notify", "tell"],
  ["notified", "told"],
  ["for the duration of", "during"],
  ["furnish", "give"],
  ["proof of residence", "proof of address"],
  ["residence", "home"],
  ["dispatch", "send"],
  ["dispatched", "sent"],
  ["obtain", "get"],
  ["obtained", "got"],
  ["authorisation", "permission"],
  ["authorization", "permission"],
  ["lessee", "tenant"],
  ["lessor", "landlord"],
  ["the funds", "the money"],
  ["facilitate the purchase of", "help buy"],
  ["facilitate", "help"],
  ["notwithstanding the above", "even so"],
  ["notwithstanding", "despite"],
  ["further assistance", "more help"],
  ["assistance", "help"],
  ["aforementioned", ""],
  ["forthwith", "at once"],
  ["in the event of a", "if there is a"],
  ["in the event that", "if"],
  ["occupants", "people inside"],
  ["proceed to", "go to"],
  ["examination", "exam"],
  ["terminate", "end"],
  ["terminated", "ended"],
  ["sufficient", "enough"],
  ["approximately", "about"],
  ["subsequently", "later"],
  ["numerous", "many"],
  ["individuals", "people"],
  ["remuneration", "pay"],
  ["ascertain", "find out"],
  ["per annum", "a year"],
  ["rear", "back"],
  ["comply with", "follow"],
];

/** The table by first word, each entry's words split once. */
const BY_FIRST_WORD = new Map<string, Array<{ words: string[]; to: string }>>();
for (const [from, to] of PLAIN_WORDS) {
  const words = from.split(" ");
  const first = words[0] ?? "";
  BY_FIRST_WORD.set(first, [...(BY_FIRST_WORD.get(first) ?? []), { words, to }]);
}

/** Words at the odd places, and what stands between them at the even ones. */
const WORD = /([\p{L}'’-]+)/u;
const SPACE = /^[ \t]+$/u;

/** Whether the words of `phrase` are said from the word at `at`, with spaces only between them. */
function matchedAt(parts: string[], at: number, phrase: string[]): boolean {
  return phrase.every(
    (word, offset) =>
      parts[at + offset * 2]?.toLowerCase() === word &&
      (offset === 0 || SPACE.test(parts[at + offset * 2 - 1] ?? "")),
  );
}

/**
 * The text with each stiff word or phrase said plainly, a capital kept where
 * it opened a sentence; a phrase said with nothing ("hereby") goes with the
 * space after it, and the word after takes the capital.
 */
export function plainWords(text: string): string {
  const parts = text.split(WORD);
  for (let at = 1; at < parts.length; at += 2) {
    const candidates = BY_FIRST_WORD.get(parts[at]?.toLowerCase() ?? "") ?? [];
    const found = candidates.find(({ words }) => matchedAt(parts, at, words));
    if (!found) continue;
    const said = parts[at] ?? "";
    const capital = /^\p{Lu}/u.test(said);
    const end = at + (found.words.length - 1) * 2;
    parts.fill("", at + 1, end + 1);
    if (found.to !== "") {
      parts[at] = capital ? capitalizeFirst(found.to) : found.to;
      continue;
    }
    parts[at] = "";
    // The space after a dropped word goes with it; the next word opens the sentence if it did.
    if (SPACE.test(parts[end + 1] ?? "")) parts[end + 1] = "";
    if (capital && parts[end + 2] !== undefined)
      parts[end + 2] = capitalizeFirst(parts[end + 2] ?? "");
  }
  return parts.join("");
}
