/**
 * "I think so", "I hope so", "I told you so": after a verb that takes a
 * clause, "so" stands for that clause, its object, and leads into nothing;
 * what follows opens a sentence of its own ("I don't think so. It is too
 * expensive"), where after a whole clause "so" says what came of it ("I was
 * tired, so I left").
 */
import { OBJECTS } from "./clause-lexicon";
import { lower, type Token, wordSet } from "./tokens";

/** Verbs whose clause "so" may stand for. */
const SO_TAKERS = wordSet("think thought hope hoped guess suppose believe expect imagine say said");
/** Verbs whose clause "so" stands for after whom they tell: "I told you so". */
const TOLD = wordSet("told tell");

/** Whether the "so" at `at` stands for the clause of the verb before it. */
export function soForClauseAt(tokens: Token[], at: number): boolean {
  if (lower(tokens[at]) !== "so") return false;
  const previous = lower(tokens[at - 1]) ?? "";
  if (SO_TAKERS.has(previous)) return true;
  return (OBJECTS.has(previous) || previous === "you") && TOLD.has(lower(tokens[at - 2]) ?? "");
}
