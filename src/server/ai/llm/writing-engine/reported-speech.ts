/** Reported speech made direct: "ask him if he can …" → "… if you can …". */
import { tagTokens } from "./parts-of-speech";
import { ANYONE, MEN, WOMEN } from "./person-nouns";
import { tokenize } from "./tokens";

const SUBJECT_SWAPS: Record<string, string> = {
  is: "are",
  was: "were",
  has: "have",
  does: "do",
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
  "doesn't": "don't",
};

/** A verb after "you" instead of "he": "needs" → "need", "finishes" → "finish", "tries" → "try". */
function agree(verb: string): string {
  const lowered = verb.toLowerCase();
  if (SUBJECT_SWAPS[lowered]) return SUBJECT_SWAPS[lowered];
  if (/ies$/.test(lowered) && lowered.length > 4) return `${verb.slice(0, -3)}y`;
  if (/(sh|ch|x|ss|o)es$/.test(lowered)) return verb.slice(0, -2);
  if (/[^s]s$/.test(lowered) && lowered.length > 3) return verb.slice(0, -1);
  return verb;
}

/** Words after "her" that show it is the object ("thank her for"), not a possessive ("her slides"). */
const AFTER_OBJECT_HER =
  /^(?:$|[,.;:!?]|for|to|about|on|in|at|that|if|whether|know|and|but|so|please|again|now|today|tomorrow|soon|back|a|an|the|one|everything|something|anything|all|up|out|off|later|this|these|those|how|what|when|where|why|who|with|by|from|too)(?!\p{L})/iu;

/** "does he want", "is she free": the question asked of the reader, its verb agreeing with "you". */
const ASKED_OF_THIRD = /\b(does|is|was|has|doesn't|isn't|wasn't|hasn't)\s+(he|she)\b/giu;

/**
 * Who an action is said to: a man ("ask him …"), a woman ("ask her …"), a
 * group ("ask them …", "tell the team …"), or anyone else (a name), whose
 * "he" or "she" is not known.
 */
export type Addressee = "him" | "her" | "group" | "anyone";

/** Groups that "tell", "ask" and the like address: "them", "the team", "everyone". */
const GROUP_ADDRESSED =
  /(?<![\p{L}'’])(?:them|everyone|everybody|all|team|group|staff|class|guys|folks)(?![\p{L}'’])/iu;

/** Who the words before what an action says address: "ask them to" → group, "tell her that" → her. */
export function addresseeIn(words: string): Addressee {
  if (GROUP_ADDRESSED.test(words)) return "group";
  if (/(?<![\p{L}'’])him(?![\p{L}'’])/iu.test(words)) return "him";
  if (/(?<![\p{L}'’])her(?![\p{L}'’])/iu.test(words)) return "her";
  return "anyone";
}

/**
 * What was said about the addressee, said to them: "he can" → "you can",
 * "his" → "your". Only the addressee's own pronouns change: in "ask them to
 * send his homework" or "ask him to send her slides", "his" and "her" are
 * someone else's.
 */
export function toRecipient(text: string, addressee: Addressee = "anyone"): string {
  if (addressee === "group") return text;
  const other = otherPersonIn(text);
  if (!other) return pronounsToRecipient(text, addressee);
  // Pronouns after the other person are theirs, unless only the recipient's fit: the other
  // gender, or an object in the other person's own clause ("Sara will call him").
  const joiner = text.slice(other.end).search(CLAUSE_JOINER);
  const clauseEnd = joiner < 0 ? text.length : other.end + joiner;
  const unlike = besides(addressee, other.gender);
  return [
    pronounsToRecipient(text.slice(0, other.end), addressee),
    pronounsToRecipient(text.slice(other.end, clauseEnd), unlike, addressee),
    pronounsToRecipient(text.slice(clauseEnd), unlike),
  ].join("");
}

/** Whom the recipient's pronouns can still be, once another person of `gender` is named. */
function besides(addressee: Addressee, gender: Addressee | undefined): Addressee {
  if (gender === undefined || gender === addressee) return "group";
  return gender === "him"
    ? addressee === "him"
      ? "group"
      : "her"
    : addressee === "her"
      ? "group"
      : "him";
}

/** Where a clause after the other person's ends: a mark, or a word that joins another clause on. */
const CLAUSE_JOINER = /[,.;:!?]|\s(?:and|but|so|because|since|when|while|if|as|or)\s/iu;

/** People spoken of by what they are to the speaker, with their "he" or "she" where it is known. */
const PEOPLE: Record<string, Addressee | undefined> = {
  ...Object.fromEntries([...MEN].map((noun) => [noun, "him"])),
  ...Object.fromEntries([...WOMEN].map((noun) => [noun, "her"])),
  ...Object.fromEntries([...ANYONE].map((noun) => [noun, undefined])),
};
const PERSON_OF_MINE = new RegExp(
  `(?<![\\p{L}'’])(?:my|our)\\s+(${Object.keys(PEOPLE).join("|")})(?![\\p{L}'’])`,
  "iu",
);
const DAYS_AND_MONTHS =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)$/iu;

/**
 * Someone other than the recipient whom the message speaks of, whose "he",
 * "she", "his" and "her" may follow: a name ("Mateo has a fever and we keep
 * him in bed") or someone of the speaker's ("my son …", "our neighbour …").
 */
function otherPersonIn(text: string): { end: number; gender: Addressee | undefined } | undefined {
  const mine = text.match(PERSON_OF_MINE);
  const tokens = tokenize(text);
  const tags = tagTokens(tokens);
  const named = tokens.findIndex(
    (token, index) =>
      tags[index] === "PROPN" &&
      /^\p{Lu}\p{Ll}+$/u.test(token.text) &&
      !DAYS_AND_MONTHS.test(token.text),
  );
  const name = tokens[named];
  const nameEnd = name ? text.indexOf(name.text) + name.text.length : -1;
  const mineEnd = mine ? (mine.index ?? 0) + mine[0].length : -1;
  if (nameEnd < 0 && mineEnd < 0) return undefined;
  if (nameEnd < 0 || (mineEnd >= 0 && mineEnd < nameEnd))
    return { end: mineEnd, gender: PEOPLE[(mine?.[1] ?? "").toLowerCase()] };
  return { end: nameEnd, gender: undefined };
}

/**
 * The recipient's pronouns made "you"; with `objectsOf`, only "him" and "her"
 * as objects of the one addressed so (the rest are as `addressee` allows).
 */
function pronounsToRecipient(text: string, addressee: Addressee, objectsOf?: Addressee): string {
  if (objectsOf !== undefined && addressee === "group") return objectsOnly(text, objectsOf);
  if (addressee === "group") return text;
  const male = addressee !== "her";
  const female = addressee !== "him";
  const masculine = (written: string) => (said: string) => (male ? written : said);
  const feminine = (written: string) => (said: string) => (female ? written : said);
  return text
    .replace(ASKED_OF_THIRD, (said: string, verb: string, pronoun: string) => {
      if (pronoun.toLowerCase() === "he" ? !male : !female) return said;
      const swapped = SUBJECT_SWAPS[verb.toLowerCase()] ?? verb;
      const cased = /^\p{Lu}/u.test(verb)
        ? `${swapped.charAt(0).toUpperCase()}${swapped.slice(1)}`
        : swapped;
      return `${cased} you`;
    })
    .replace(/\b(he|she)\s+(\p{L}+(?:n't)?)/giu, (said: string, pronoun: string, verb: string) =>
      (pronoun.toLowerCase() === "he" ? male : female) ? `you ${agree(verb)}` : said,
    )
    .replace(/\bhe's\b/giu, masculine("you're"))
    .replace(/\bshe's\b/giu, feminine("you're"))
    .replace(/\bhimself\b/giu, masculine("yourself"))
    .replace(/\bherself\b/giu, feminine("yourself"))
    .replace(/\bhis\b/giu, masculine("your"))
    .replace(/\bher\b(\s*)(\S*)/giu, (said: string, space: string, next: string) => {
      if (!female) return said;
      return AFTER_OBJECT_HER.test(next) ? `you${space}${next}` : `your${space}${next}`;
    })
    .replace(/\bhim\b/giu, masculine("you"));
}

/** Only "him" and "her" as objects made "you": "Sara will call him" → "Sara will call you". */
function objectsOnly(text: string, addressee: Addressee): string {
  if (addressee === "group") return text;
  return text
    .replace(/\bhim\b/giu, (said) => (addressee !== "her" ? "you" : said))
    .replace(/\bher\b(\s*)(\S*)/giu, (said: string, space: string, next: string) =>
      addressee !== "him" && AFTER_OBJECT_HER.test(next) ? `you${space}${next}` : said,
    );
}

/** A message for a group made direct: "their laptops" → "your laptops", "they are" → "you are". */
export function toGroup(text: string): string {
  return text
    .replace(/\btheir\b/giu, "your")
    .replace(/\bthemselves\b/giu, "yourselves")
    .replace(/\b(?:they|them)\b/giu, "you");
}
