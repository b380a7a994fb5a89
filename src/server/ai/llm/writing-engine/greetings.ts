/** A dictated greeting and the name it addresses: "Hi John, thanks …". */

import { CALLED_WORDS, GROUP_WORDS } from "./called-words";
import { clauseStartsAt } from "./clauses";
import { GIVEN_NAMES, GIVEN_NAMES_ALSO_WORDS } from "./given-names";
import { answerAt } from "./opening-answers";
import { openingIn } from "./openings";
import { nameAndVerbAt, verbOfNounPhrase } from "./phrase-verbs";
import { wishAt } from "./sentence-edges";
import { isLexiconWord } from "./tagger";
import { titledNameAt, titledNameIn } from "./titles";
import {
  capitalizeFirst,
  DETERMINERS,
  GREETINGS,
  isComma,
  lower,
  phraseAt,
  type Token,
  wordSet,
} from "./tokens";

/** Words that can follow "to" or a greeting without being anyone's name. */
const NOT_NAMES = new Set([
  ...DETERMINERS,
  ...GROUP_WORDS,
  ...wordSet("i we they he she you him her them it me us his email message post thanks thank"),
]);

export const isNameLike = (text: string) =>
  /^\p{L}[\p{L}'’-]*$/u.test(text) && !NOT_NAMES.has(text.toLowerCase());

/**
 * Whether a word said in lower case after a greeting may be whom it greets:
 * a listed given name ("jan" too), a word that calls ("boss", "love"), or a word the
 * lexicon does not hold as English; not "again" of "hi again" nor "hiring"
 * of "dear hiring manager".
 */
export const mayBeGreeted = (text: string) => {
  const lowered = text.toLowerCase();
  return (
    /^\p{Lu}/u.test(text) ||
    GIVEN_NAMES.has(lowered) ||
    GIVEN_NAMES_ALSO_WORDS.has(lowered) ||
    CALLED_WORDS.has(lowered) ||
    !isLexiconWord(lowered)
  );
};

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
  // "Dear Mr Haddad, thanks …": a title and its name are greeted together.
  const titled = titledNameIn(rest);
  if (titled) return { name: titled, rest: rest.slice(titled.length).replace(/^[\s,!.]+/, "") };
  const [, nextWord = "", punctuation = ""] = rest.match(/^(\p{L}[\p{L}'’-]*)([,!.]?)/u) ?? [];
  const isName =
    isNameLike(nextWord) &&
    (/^\p{Lu}/u.test(nextWord) ||
      (punctuation !== "" && mayBeGreeted(nextWord)) ||
      nextWord.toLowerCase() === knownName?.toLowerCase());
  if (!isName && !GROUP_WORDS.has(nextWord.toLowerCase())) return { rest };
  const afterName = rest.slice(nextWord.length).replace(/^[\s,!.]+/, "");
  return { name: isName ? capitalizeFirst(nextWord) : undefined, rest: afterName };
}

/** Thanks and apologies that may call whom they are said to: "thanks anna, …". */
const CALLING_FORMULA = /^(many thanks|thanks|thank you|sorry|congratulations|congrats)[\s,]+/i;

/**
 * What follows an email's greeting, without the name a thanks or an apology
 * calls when the greeting already names that person: "Hello Anna, Thank you,
 * Anna." says it twice. The mark that ended the name's sentence stays
 * ("Sorry. The date changed."); another name ("thanks tom") is someone else.
 */
export function withoutNameCalledAgain(text: string, greeted: string | undefined): string {
  const formula = greeted ? text.match(CALLING_FORMULA) : undefined;
  if (!formula?.[1] || !greeted) return text;
  const after = text.slice(formula[0].length);
  const rest = after.slice(greeted.length);
  if (
    after.slice(0, greeted.length).toLowerCase() !== greeted.toLowerCase() ||
    /^\p{L}/u.test(rest)
  )
    return text;
  const end = rest.match(/^\s*([.!?])/)?.[1] ?? "";
  return `${formula[1]}${end} ${rest.replace(/^[\s,!.?]+/, "")}`.trimEnd();
}

/**
 * How many words at `at`, after a greeting, name who is greeted: a title
 * and its name ("Dear Mr Haddad, thanks …"), a capitalised word, a group
 * ("all", "team"), a word set off by a comma ("Hello world, how …") or one
 * that may be a name before an answer or a wish ("hi tom yes the invoice …",
 * "hi anna hope you are well"; not "hi again sorry …"); 0 when none does.
 */
export function greetedLength(tokens: Token[], at: number): number {
  const titled = titledNameAt(tokens, at);
  if (titled > 0) return titled;
  const next = tokens[at];
  const named =
    next?.kind === "word" &&
    // "Hey I'm running late": "I" and its contractions are the speaker, never who is greeted.
    ((/^\p{Lu}/u.test(next.text) && !/^I(?:['’]\p{L}+)?$/u.test(next.text)) ||
      GROUP_WORDS.has(next.text.toLowerCase()) ||
      isComma(tokens[at + 1]) ||
      (mayBeGreeted(next.text) &&
        (answerAt(tokens, at + 1, false) !== undefined || wishAt(tokens, at + 1))));
  return named ? 1 : 0;
}

/**
 * A name called with no greeting word, opening what is said and set off by
 * its comma: a titled name ("Dr Mensah, my father's …") or the name the
 * email was from ("Kwame, the keys …"); undefined when the text opens with
 * neither. It greets whom it calls, as "Hi Kwame" would.
 */
export function splitNameCalled(
  text: string,
  knownName?: string,
): { name: string; rest: string } | undefined {
  const titled = titledNameIn(text);
  const first = text.match(/^\p{Lu}[\p{L}'’-]*/u)?.[0];
  const name =
    titled ??
    (first !== undefined && first.toLowerCase() === knownName?.toLowerCase() ? first : "");
  if (!name || text.charAt(name.length) !== ",") return undefined;
  return { name, rest: text.slice(name.length + 1).trimStart() };
}

/** Times of day said alone as a greeting: "morning Jana …", "evening all …". */
const TIMES_OF_DAY = wordSet("morning afternoon evening");

/** Who is greeted at `at`: a name said with a capital, or a group ("all", "team"). */
const greetedAt = (tokens: Token[], at: number) =>
  tokens[at]?.kind === "word" &&
  (/^\p{Lu}\p{Ll}/u.test(tokens[at]?.text ?? "") || GROUP_WORDS.has(lower(tokens[at]) ?? ""));

/**
 * Whether a clause of its own opens at `at`, after a greeting and who is
 * greeted: a pronoun's, a noun phrase's or a name's ("the keys are at
 * reception", "Kemal paid").
 */
export const clauseAfterGreetingAt = (tokens: Token[], at: number) =>
  clauseStartsAt(tokens, at) || verbOfNounPhrase(tokens, at) > at || nameAndVerbAt(tokens, at);

/**
 * The greeting opening a sentence at `index`. A time of day or "dear" is a
 * greeting only before who is greeted and a clause ("morning Jana the keys
 * are …", "dear all the office is …"), not in "morning meetings are long"
 * or above a letter ("dear Mr Smith").
 */
export function greetingAt(tokens: Token[], index: number): string | undefined {
  const greeting = GREETINGS.find((candidate) => phraseAt(tokens, index, candidate.split(" ")));
  const alone = greeting === "dear" || TIMES_OF_DAY.has(lower(tokens[index]) ?? "");
  if (!alone) return greeting;
  const greeted = titledNameAt(tokens, index + 1) || 1;
  const before = greetedAt(tokens, index + 1) && clauseAfterGreetingAt(tokens, index + 1 + greeted);
  return before ? (lower(tokens[index]) ?? "") : undefined;
}
