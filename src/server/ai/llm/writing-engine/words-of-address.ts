/**
 * A word of address said before the first clause ("sir I have sent the
 * file", "madam your order is ready", "guys the pizza is here"): it calls
 * whom the words are for, as a name after a greeting does, and is set off
 * by its comma.
 */
import { clauseAfterGreetingAt } from "./greetings";
import { lower, type Token, wordSet } from "./tokens";

/** Words that call a person or a group by their role or kin, not by name. */
const ADDRESS_WORDS = wordSet(
  "sir madam ma'am ma’am doctor teacher officer professor boss nurse mum mom dad captain coach guys folks",
);

/**
 * Whether the word at `index`, opening a sentence, calls someone before a
 * clause of its own; not a title before a name ("doctor Khan will see you")
 * nor the subject of a verb ("mum said …").
 */
export function addressAt(tokens: Token[], index: number): boolean {
  const next = tokens[index + 1];
  return (
    ADDRESS_WORDS.has(lower(tokens[index]) ?? "") &&
    next?.kind === "word" &&
    !/^\p{Lu}\p{Ll}/u.test(next.text) &&
    clauseAfterGreetingAt(tokens, index + 1)
  );
}
