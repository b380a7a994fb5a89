/**
 * Slips of agreement a careful editor fixes, read from the sentence's
 * subject: "he don't" (a third person takes "doesn't"), "we needs" (only a
 * third person takes the "-s"), "I am interesting in" (a person is
 * interested; a thing is interesting), "the file is having errors" (a thing
 * has its faults, it does not do having).
 */

/**
 * Subjects that take the plain verb: "we need", never "we needs". Not "you",
 * which is an object too ("helping you makes me happy").
 */
const PLAIN_SUBJECTS = "I|we|they";
/** Subjects that take the "-s" form: "he doesn't". */
const THIRD_PERSON = "he|she|it";

/** Verbs whose "-s" form a second-language speaker puts after "we" or "I", with their plain form. */
const S_FORMS: Record<string, string> = {
  needs: "need",
  wants: "want",
  has: "have",
  knows: "know",
  likes: "like",
  thinks: "think",
  hopes: "hope",
  makes: "make",
  takes: "take",
  gets: "get",
  sends: "send",
  works: "work",
  feels: "feel",
  agrees: "agree",
  uses: "use",
  tries: "try",
  goes: "go",
  does: "do",
  says: "say",
  sees: "see",
  comes: "come",
  plans: "plan",
  expects: "expect",
  understands: "understand",
  prefers: "prefer",
  "doesn't": "don't",
  "hasn't": "haven't",
};

/** Forms of "be" that "we" and "they" never take: "we was" → "we were". */
const SINGULAR_BE: Record<string, string> = {
  was: "were",
  "wasn't": "weren't",
  is: "are",
  "isn't": "aren't",
};

const BE_AFTER_PLURAL = new RegExp(
  `(?<![\\p{L}'’])(we|they)\\s+(?:(?:also|still|really|just|always|never|all)\\s+)?(${Object.keys(SINGULAR_BE).join("|")})(?![\\p{L}'’-])`,
  "giu",
);

const AFTER_PLAIN_SUBJECT = new RegExp(
  `(?<![\\p{L}'’])(${PLAIN_SUBJECTS})\\s+(?:(?:also|still|really|just|always|never|only|all)\\s+)?(${Object.keys(S_FORMS).join("|")})(?![\\p{L}'’-])`,
  "giu",
);

/** "he don't know", "she do not": the third person's "does". */
const THIRD_PERSON_DO = new RegExp(
  `(?<![\\p{L}'’])(${THIRD_PERSON})\\s+(?:(?:also|still|really|just)\\s+)?(don['’]t|do\\s+not)(?![\\p{L}'’])`,
  "giu",
);

/** A person's feeling said in the form that describes what causes it: "interesting" for "interested". */
const FEELINGS: Record<string, string> = {
  interesting: "interested",
  exciting: "excited",
  boring: "bored",
  confusing: "confused",
  worrying: "worried",
  disappointing: "disappointed",
  tiring: "tired",
  frightening: "frightened",
  embarrassing: "embarrassed",
  annoying: "annoyed",
};

/**
 * "I am (very) interesting in …": the person speaking, a form of "be", then a
 * feeling and what it is about. Only "I" and "we": "she is interesting in
 * person" and "he is annoying with his jokes" describe someone.
 */
const PERSON_FEELING = new RegExp(
  `(?<![\\p{L}'’])((?:I\\s+am|I['’]m|I\\s+was|we\\s+(?:are|were)|we['’]re)\\s+(?:(?:very|really|so|quite|extremely|highly|also|not|still|too)\\s+)?)(${Object.keys(FEELINGS).join("|")})(?=\\s+(?:in|about|with|by|of|at)(?![\\p{L}'’]))`,
  "giu",
);

/** Faults a thing has: "errors", "a problem". */
const FAULTS =
  "errors?|problems?|issues?|bugs?|faults?|defects?|mistakes?|cracks?|glitches|glitch|delays?|damages?";
/** "the file is having errors": a thing, "is having", then a fault it has. */
const THING_HAVING = new RegExp(
  `(?<![\\p{L}'’])((?:it|this|that|(?:the|this|that|our|my|your|its|their)\\s+[\\p{L}-]+))\\s+(is|are)\\s+having(?=\\s+(?:(?:a|an|some|many|several|no|few|a\\s+few|lots\\s+of|\\d+)\\s+)?(?:[\\p{L}-]+\\s+)?(?:${FAULTS})(?![\\p{L}'’]))`,
  "giu",
);

const sameCase = (said: string, written: string) =>
  /^\p{Lu}/u.test(said) ? `${written.charAt(0).toUpperCase()}${written.slice(1)}` : written;

/** `said` with its last `length` characters written as `written`, in the casing they had. */
const endingAs = (said: string, length: number, written: string) =>
  `${said.slice(0, said.length - length)}${sameCase(said.slice(said.length - length), written)}`;

export function fixAgreement(text: string): string {
  return text
    .replace(AFTER_PLAIN_SUBJECT, (said: string, _subject: string, verb: string) =>
      endingAs(said, verb.length, S_FORMS[verb.toLowerCase()] ?? verb),
    )
    .replace(BE_AFTER_PLURAL, (said: string, _subject: string, verb: string) =>
      endingAs(said, verb.length, SINGULAR_BE[verb.toLowerCase()] ?? verb),
    )
    .replace(THIRD_PERSON_DO, (said: string, _subject: string, verb: string) =>
      endingAs(said, verb.length, /not$/iu.test(verb) ? "does not" : "doesn't"),
    )
    .replace(
      PERSON_FEELING,
      (_, lead: string, feeling: string) =>
        `${lead}${sameCase(feeling, FEELINGS[feeling.toLowerCase()] ?? feeling)}`,
    )
    .replace(
      THING_HAVING,
      (_, thing: string, be: string) => `${thing} ${be.toLowerCase() === "is" ? "has" : "have"}`,
    );
}
