/**
 * Lists after a lead that says a list follows: "shopping list eggs butter
 * flour" → "Shopping list: eggs, butter, flour", "the agenda is pricing
 * hiring and the roadmap", "things to pack sunscreen hats and water". After
 * such a lead every item is a word, or a word described by the ones before
 * it ("warm clothes"), or a count or a determiner and its noun.
 */
import { partOfSpeechAt } from "./parts-of-speech";
import { isItemWord } from "./series-items";
import { describes, isCount, LAST_ITEM_OPENERS } from "./series-words";
import { endsClause, lower, type Token, wordSet } from "./tokens";

/** Nouns that announce a list: "agenda", "shopping list", "ingredients". */
const LIST_NOUNS = wordSet(
  "list agenda menu ingredients checklist topics options items supplies requirements essentials",
);
/** Words before a lead's noun: "the agenda", "my shopping list", "today's menu". */
const LEAD_OPENERS = wordSet("the my our your their this next today's tomorrow's");
/** "things to pack", "what to bring", "stuff to buy". */
const TO_DO_LEADS = wordSet("things stuff what");
const COPULAS = wordSet("is are");
/** At most this many items are read after a lead. */
const MOST_ITEMS = 12;

/** A verb in "-s" or "-ed" or an auxiliary, by its part of speech: "shows", "changed", "has". */
function isFiniteVerbAt(tokens: Token[], at: number): boolean {
  const tag = partOfSpeechAt(tokens, at);
  return tag === "AUX" || (tag === "VERB" && /(?:s|ed)$/.test(lower(tokens[at]) ?? ""));
}

/** Where a lead opening at `start` ends (its last word + 1), or undefined when none opens there. */
function leadEnd(tokens: Token[], start: number): number | undefined {
  const at = (offset: number) => lower(tokens[start + offset]) ?? "";
  if (TO_DO_LEADS.has(at(0)) && at(1) === "to" && /^\p{Ll}+$/u.test(tokens[start + 2]?.text ?? ""))
    return start + 3;
  let noun = start + (LEAD_OPENERS.has(at(0)) ? 1 : 0);
  if (!LIST_NOUNS.has(lower(tokens[noun]) ?? "") && isItemWord(tokens[noun])) noun += 1;
  if (!LIST_NOUNS.has(lower(tokens[noun]) ?? "")) return undefined;
  // "agenda for tomorrow", "list for the trip": what the list is for belongs to the lead.
  if (lower(tokens[noun + 1]) !== "for") return noun + 1;
  const opener = LEAD_OPENERS.has(lower(tokens[noun + 2]) ?? "") ? 1 : 0;
  return tokens[noun + 2 + opener]?.kind === "word" ? noun + 3 + opener : undefined;
}

/** Where the item opening at `start` ends, or undefined when no item opens there. */
function itemEnd(tokens: Token[], start: number): number | undefined {
  let index = start;
  if (isCount(tokens[index]) || LAST_ITEM_OPENERS.has(lower(tokens[index]) ?? "")) index += 1;
  // Words that describe the next stay with it: "warm clothes", "two cartons of milk".
  for (;;) {
    const step = lower(tokens[index + 1]) === "of" ? 2 : 1;
    const staysWithNext = describes(lower(tokens[index]) ?? "") || step === 2;
    if (!isItemWord(tokens[index]) || !staysWithNext || !isItemWord(tokens[index + step])) break;
    index += step;
  }
  return isItemWord(tokens[index]) ? index + 1 : undefined;
}

/**
 * Where the list after a lead opening the clause at `start` takes a colon
 * (undefined when the lead says "is") and commas.
 */
function listAfterLead(tokens: Token[], start: number): { colon?: number; commas: number[] } {
  const end = leadEnd(tokens, start);
  if (end === undefined) return { commas: [] };
  const said = COPULAS.has(lower(tokens[end]) ?? "") || tokens[end]?.text === ":";
  const first = said ? end + 1 : end;
  // "list the files": a determiner after the noun shows it was a verb.
  if (!said && LAST_ITEM_OPENERS.has(lower(tokens[first]) ?? "")) return { commas: [] };
  // "the price list shows last year's prices": the lead is the subject of the verb after it.
  if (!said && isFiniteVerbAt(tokens, first)) return { commas: [] };
  const items: number[] = [];
  let index = first;
  let joined = false;
  while (items.length < MOST_ITEMS && !joined) {
    const text = lower(tokens[index]);
    joined = text === "and" || text === "or";
    const opens = joined ? index + 1 : index;
    const close = itemEnd(tokens, opens);
    if (close === undefined) break;
    if (!joined) items.push(opens);
    index = close;
  }
  const count = items.length + (joined ? 1 : 0);
  // Two items must end the clause: "the agenda is ready the room booked" is no list.
  const endsThere = joined || index >= tokens.length || endsClause(tokens[index]);
  if (count < 2 || (count < 3 && !endsThere)) return { commas: [] };
  return { colon: said ? undefined : first, commas: items.slice(1) };
}

/** Colons after list leads and commas between the items that follow, for every clause. */
export function leadListMarks(tokens: Token[]): { colons: number[]; commas: number[] } {
  const colons: number[] = [];
  const commas: number[] = [];
  for (let index = 0; index < tokens.length; index++) {
    if (index > 0 && !endsClause(tokens[index - 1])) continue;
    const { colon, commas: found } = listAfterLead(tokens, index);
    if (found.length === 0 && colon === undefined) continue;
    if (colon !== undefined) colons.push(colon);
    commas.push(...found);
  }
  return { colons, commas };
}
