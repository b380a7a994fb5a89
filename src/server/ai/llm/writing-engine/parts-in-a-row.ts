/**
 * Parts of a request said one after the other with no "and" or comma
 * between them: "thank him confirm friday is fine …", "accept say I will
 * bring my laptop …", "confirm the payment say the receipt is attached …".
 * A part whose verb needs no clause (thanks, an acceptance, a confirmation of
 * a thing) is done with its object, so the next verb of a request starts a
 * part of its own. After "tell him" or "say" a clause follows, whose own
 * verbs are no new part ("tell him the kids say hello").
 */
import { BE_FORMS, HAVE } from "./clause-words";
import { DETERMINERS, wordSet } from "./tokens";

/** Verbs whose part ends with its object: "thank him", "accept", "confirm the payment". */
const DONE_WITH_OBJECT = wordSet(
  "thank accept decline refuse reject apologise apologize confirm congratulate welcome",
);
/** What "say" is done with: "say yes", "say sorry". */
const SAID_WORDS = wordSet("yes no sorry thanks hi hello");
/** Verbs that open the next part. */
const OPENS_PART = wordSet(
  "say tell ask confirm mention explain add remind let thank accept decline apologise apologize wish invite offer suggest propose inform attach include",
);
/** Words that join parts: the joiners find the part after them ("… and to confirm …"). */
const JOINERS = wordSet("and then also but plus so");
/** Words after which a verb opens a part: the start, a joiner, a plea or a manner. */
const BEFORE_PART = new Set([...JOINERS, ...wordSet("please politely kindly")]);
/**
 * Words of a clause, which no object of a part holds: a subject, a verb be,
 * have or a modal. Not "it" ("confirm it") nor "may" ("confirm May 3"), which
 * an object may be.
 */
const CLAUSE_WORDS = new Set([
  ...BE_FORMS,
  ...HAVE,
  ...wordSet(
    "i we you they he she will would can could should must do does did that if when what how",
  ),
]);
/** Words after which a part's verb would be a noun or said after "to": "the offer", "his note", "to thank". */
const NOUN_BEFORE = new Set([...DETERMINERS, ...wordSet("his their to")]);
/** How many words an object runs to: "him", "the payment", "to Arjun for the mix-up". */
const MOST_OBJECT_WORDS = 5;

export interface PartInARow {
  /** Where the space before the next part's verb starts. */
  index: number;
  joiner: string;
}

/** Where each part said straight after one done with its object starts. */
export function partsInARow(request: string): PartInARow[] {
  const words = [...request.matchAll(/\S+/gu)];
  const found: PartInARow[] = [];
  const bare = (at: number) => (words[at]?.[0] ?? "").toLowerCase().replace(/[^\p{L}'’-]/gu, "");
  for (let at = 0; at < words.length; at++) {
    const opensPart =
      at === 0 || BEFORE_PART.has(bare(at - 1)) || /,$/.test(words[at - 1]?.[0] ?? "");
    const verb = bare(at);
    const said = verb === "say" && SAID_WORDS.has(bare(at + 1));
    if (!opensPart || !(DONE_WITH_OBJECT.has(verb) || said)) continue;
    let next = at + (said ? 2 : 1);
    const last = next + MOST_OBJECT_WORDS;
    // "accept the offer say …": after a determiner a part's verb is a noun, and the object goes on.
    const opensAt = (place: number) =>
      OPENS_PART.has(bare(place)) && !NOUN_BEFORE.has(bare(place - 1));
    while (next < words.length && next <= last && !opensAt(next)) {
      const word = bare(next);
      if (CLAUSE_WORDS.has(word) || JOINERS.has(word) || /[,.;]$/.test(words[next]?.[0] ?? ""))
        break;
      next++;
    }
    const space = words[next];
    if (!space || !opensAt(next)) continue;
    const previous = words[next - 1];
    const end = (previous?.index ?? 0) + (previous?.[0].length ?? 0);
    found.push({ index: end, joiner: request.slice(end, space.index ?? end) });
    at = next - 1;
  }
  return found;
}
