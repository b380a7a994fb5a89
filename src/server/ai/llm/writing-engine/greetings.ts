/** A dictated greeting and the name it addresses: "Hi John, thanks …". */

import { openingIn } from "./openings";
import { capitalizeFirst, DETERMINERS, GREETINGS, wordSet } from "./tokens";

/** Words after a greeting that address a group, not a person. */
const GROUP_WORDS = wordSet("all everyone everybody team guys folks there");

/** Words that can follow "to" or a greeting without being anyone's name. */
const NOT_NAMES = new Set([
  ...DETERMINERS,
  ...GROUP_WORDS,
  ...wordSet("i we they he she you him her them it me us his email message post thanks thank"),
]);

export const isNameLike = (text: string) =>
  /^\p{L}[\p{L}'’-]*$/u.test(text) && !NOT_NAMES.has(text.toLowerCase());

/**
 * A dictated greeting ("Hi John, thanks for ...") split from what follows, so
 * that an email's own greeting is not doubled. The word after the greeting
 * is a name when it is capitalized, followed by punctuation, or the name the
 * email was from; "Hi, I ..." has none.
 */
export function splitGreeting(text: string, knownName?: string): { name?: string; rest: string } {
  const greeting = openingIn(text, GREETINGS);
  if (!greeting) return { rest: text };
  const afterGreeting = text.slice(greeting.length);
  const rest = afterGreeting.replace(/^[\s,!.]+/, "");
  if (/^[,!.]/.test(afterGreeting)) return { rest };
  const [, nextWord = "", punctuation = ""] = rest.match(/^(\p{L}[\p{L}'’-]*)([,!.]?)/u) ?? [];
  const isName =
    isNameLike(nextWord) &&
    (/^\p{Lu}/u.test(nextWord) ||
      punctuation !== "" ||
      nextWord.toLowerCase() === knownName?.toLowerCase());
  if (!isName && !GROUP_WORDS.has(nextWord.toLowerCase())) return { rest };
  const afterName = rest.slice(nextWord.length).replace(/^[\s,!.]+/, "");
  return { name: isName ? capitalizeFirst(nextWord) : undefined, rest: afterName };
}
