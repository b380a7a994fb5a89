/**
 * A word of address said before the first clause ("sir I have sent the
 * file", "madam your order is ready", "guys the pizza is here"): it calls
 * whom the words are for, as a name after a greeting does, and is set off
 * by its comma.
 */
import { clauseAfterGreetingAt } from "./greetings";
import { lower, type Token, wordSet } from "./tokens";

/** Words that call a person by a title their name may follow ("doctor Khan"). */
const TITLES_SAID = wordSet("sir doctor officer professor captain coach nurse");
/** Words that call a person or a group by their role or kin, not by name. */
const ADDRESS_WORDS = new Set([
  ...TITLES_SAID,
  ...wordSet("madam ma'am ma’am teacher boss mum mom dad guys folks"),
]);

/**
 * Whether the word at `index`, opening a sentence, calls someone before a
 * clause of its own, a name's too ("teacher Ahmed forgot …"); not a title
 * before a name ("doctor Khan will see you") nor the subject of a verb
 * ("mum said …").
 */
export function addressAt(tokens: Token[], index: number): boolean {
  const next = tokens[index + 1];
  return (
    ADDRESS_WORDS.has(lower(tokens[index]) ?? "") &&
    next?.kind === "word" &&
    // "teacher, Ahmed forgot …", but "doctor Khan will see you": a title goes with the name.
    !(TITLES_SAID.has(lower(tokens[index]) ?? "") && /^\p{Lu}\p{Ll}/u.test(next.text)) &&
    clauseAfterGreetingAt(tokens, index + 1)
  );
}
