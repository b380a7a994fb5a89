/**
 * A word of address said before the first clause ("sir I have sent the
 * file", "madam your order is ready", "guys the pizza is here"): it calls
 * whom the words are for, as a name after a greeting does, and is set off
 * by its comma.
 */
import { ADDRESS_WORDS, TITLES_SAID } from "./called-words";
import { clauseAfterGreetingAt } from "./greetings";
import { lower, type Token } from "./tokens";

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
