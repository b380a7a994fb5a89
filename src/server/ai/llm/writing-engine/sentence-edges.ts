/**
 * How people open and close what they say, run into the clause beside it:
 * a closing wish ("… attached have a nice weekend"), an interjection ("oh no
 * the train is late"), and a clause or phrase fronted by "if", "when" or
 * "because of", which takes a comma before the main clause ("If you need
 * anything, let me know").
 */
import { lower, mark, phraseAt, type Token, wordSet } from "./tokens";

/** Wishes that close a message: "have a nice weekend", "see you", "talk soon", "take care". */
const WISHES = [
  ["have", "a", "nice"],
  ["have", "a", "good"],
  ["have", "a", "great"],
  ["have", "a", "lovely"],
  ["see", "you"],
  ["talk", "soon"],
  ["talk", "to", "you"],
  ["speak", "soon"],
  ["take", "care"],
  ["enjoy", "your"],
  ["enjoy", "the"],
];

/** Whether a closing wish starts at `index`. */
export function wishAt(tokens: Token[], index: number): boolean {
  return WISHES.some((wish) => phraseAt(tokens, index, wish));
}

/** Words that open a clause or phrase placed before the main clause. */
const FRONTED = wordSet(
  "if when once unless although though whenever because after before while since",
);
/** Phrases that open a fronted phrase with no verb of its own: "because of the storm, …". */
const FRONTED_PHRASES = [
  ["because", "of"],
  ["due", "to"],
  ["thanks", "to"],
  ["in", "spite", "of"],
  ["despite"],
];
/** Orders that open a main clause after a fronted one: "if you need anything, let me know". */
export const ORDERS = wordSet("let call send tell text email come give feel ask check bring");

/** Whether the clause from `start` is fronted: a clause ("if it rains") or a phrase ("because of …"). */
export function frontedAt(tokens: Token[], start: number): "clause" | "phrase" | undefined {
  if (FRONTED_PHRASES.some((phrase) => phraseAt(tokens, start, phrase))) return "phrase";
  return FRONTED.has(lower(tokens[start]) ?? "") ? "clause" : undefined;
}

/** Words said before a clause as a reaction, set off by a comma: "oh no, the train …", "sure, I can …". */
const INTERJECTIONS = [
  ["oh", "no"],
  ["oh", "well"],
  ["wow"],
  ["sure"],
  ["oops"],
  ["perfect"],
  ["honestly"],
];
/** What a clause after an interjection opens with. */
const CLAUSE_OPENERS = wordSet(
  "i we you they he she it this that there the my our your his her their i'm we're you're they're it's that's there's i'll we'll i've",
);

export function commaAfterInterjections(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let index = 0; index < tokens.length; index++) {
    out.push(tokens[index] as Token);
    const previous = tokens[index - 1];
    const atStart =
      index === 0 || previous?.kind === "break" || /[.!?]$/.test(previous?.text ?? "");
    if (!atStart) continue;
    const interjection = INTERJECTIONS.find((words) => phraseAt(tokens, index, words));
    const after = index + (interjection?.length ?? 0);
    if (!interjection || !CLAUSE_OPENERS.has(lower(tokens[after]) ?? "")) continue;
    out.push(...tokens.slice(index + 1, after), mark(","));
    index = after - 1;
  }
  return out;
}
