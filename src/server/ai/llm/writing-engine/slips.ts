/**
 * Chat-speak and the common slips of people writing in a second language:
 * wrong in any text a person would send, whatever the tone.
 */
import { fixAgreement } from "./agreement";
import { hasVerbForm, TIME_WORDS } from "./clause-lexicon";
import { familyPossessivesWritten } from "./family-possessives";
import { itsWritten } from "./its-said";
import { MISSPELLINGS } from "./misspellings";
import { type PartOfSpeech, wordsReadInPlace } from "./parts-of-speech";
import { type Rewording, reword } from "./rewording";
import { SPOKEN_TITLE_WORDS } from "./titles";
import { capitalizeFirst, type Token, wordSet } from "./tokens";

/** Words "ill" follows as the adjective: "she is ill", "I feel ill". */
const ILLNESS_LEADS =
  "is was are were be been am being feel feels felt fell got get gets become became look looks seem seems very quite really so too seriously".split(
    " ",
  );
/** Verbs "I'll" is typed before as "ill": "ill check it tomorrow". */
const AFTER_I_WILL =
  "be call check send do get let see try text email write come go have look make take give talk keep ask tell pay bring meet reply join stay think sort fix forward share update".split(
    " ",
  );

/** Texting spellings and words typed without their apostrophe. */
const CHAT_SPEAK: Rewording[] = [
  ["gonna", "going to"],
  ["wanna", "want to"],
  ["gotta", "have to"],
  ["kinda", "kind of"],
  ["sorta", "sort of"],
  ["gimme", "give me"],
  ["lemme", "let me"],
  ["dunno", "don't know"],
  ["pls", "please"],
  ["plz", "please"],
  ["thx", "thanks"],
  ["thnx", "thanks"],
  ["ty", "thank you"],
  ["np", "no problem"],
  ["tmrw", "tomorrow"],
  ["tmr", "tomorrow"],
  ["2moro", "tomorrow"],
  ["2morrow", "tomorrow"],
  ["2day", "today"],
  ["b4", "before"],
  ["gr8", "great"],
  ["l8r", "later"],
  ["tho", "though"],
  ["thru", "through"],
  ["abt", "about"],
  ["smth", "something"],
  ["sth", "something"],
  ["smb", "somebody"],
  ["msg", "message"],
  ["mtg", "meeting"],
  ["ppl", "people"],
  ["cuz", "because"],
  ["coz", "because"],
  ["bc", "because"],
  ["idk", "I don't know"],
  ["imo", "in my opinion"],
  ["tbh", "to be honest"],
  ["wud", "would"],
  ["cud", "could"],
  ["shud", "should"],
  ["whats", "what's"],
  ["thats", "that's"],
  ["theres", "there's"],
  ["dont", "don't"],
  ["doesnt", "doesn't"],
  ["didnt", "didn't"],
  ["isnt", "isn't"],
  ["arent", "aren't"],
  ["wasnt", "wasn't"],
  ["werent", "weren't"],
  ["havent", "haven't"],
  ["hasnt", "hasn't"],
  ["wouldnt", "wouldn't"],
  ["couldnt", "couldn't"],
  ["shouldnt", "shouldn't"],
  ["cant", "can't"],
  ["oclock", "o'clock"],
  ["im", "I'm"],
  // "ill check it": only before a verb, and never after "is", "feel" and the like.
  ["ill", "I'll", { notAfter: ILLNESS_LEADS, onlyBefore: AFTER_I_WILL }],
  ["ive", "I've"],
  ["youre", "you're"],
  ["theyre", "they're"],
];

/**
 * Slips of speakers of other languages, each with the English a native
 * writer would use.
 */
const SECOND_LANGUAGE: Rewording[] = [
  ["I am agree", "I agree"],
  ["I'm agree", "I agree"],
  ["we are agree", "we agree"],
  ["they are agree", "they agree"],
  ["he is agree", "he agrees"],
  ["she is agree", "she agrees"],
  ["everyone is agree", "everyone agrees"],
  ["are you agree", "do you agree"],
  ["discuss about", "discuss"],
  ["discussed about", "discussed"],
  ["discussing about", "discussing"],
  ["mention about", "mention"],
  ["emphasize on", "emphasize"],
  ["explain me", "explain to me"],
  ["revert back to", "get back to"],
  ["revert back", "get back to me"],
  ["please revert", "please get back to me"],
  ["kindly revert", "please get back to me"],
  ["return back", "return"],
  ["reply back", "reply"],
  ["cope up with", "cope with"],
  ["more better", "better"],
  ["have a doubt", "have a question"],
  ["do the needful", "do what is needed"],
  ["according to me", "in my opinion"],
  ["feedbacks", "feedback"],
  ["informations", "information"],
  ["advices", "advice"],
  ["equipments", "equipment"],
  ["softwares", "software"],
];

const DURATION =
  "(?=\\s+(?:\\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|several|a few)\\s+(?:minutes?|hours?|days?|weeks?|months?|years?)\\b)";

/** "since 3 days": a length of time takes "for". */
const SINCE_A_DURATION = new RegExp(`\\bsince${DURATION}`, "gi");

/** "I am waiting since 3 days": what goes on until now takes the present perfect. */
const ONGOING_SINCE = new RegExp(
  `\\b(I am|I'm|we are|we're|they are|they're|he is|he's|she is|she's)\\s+(\\w+ing)\\s+(?=since${DURATION})`,
  "gi",
);

const PERFECT: Record<string, string> = {
  "i am": "I have been",
  "i'm": "I've been",
  "we are": "we have been",
  "we're": "we've been",
  "they are": "they have been",
  "they're": "they've been",
  "he is": "he has been",
  "he's": "he's been",
  "she is": "she has been",
  "she's": "she's been",
};

/**
 * Texting's single letters ("can u", "r u", "ur numbers"), in lower case only
 * and never beside a full stop, so that "U.S." or a grade "U" stay.
 */
const LETTER_WORDS: Array<[RegExp, string]> = [
  [/(?<![\p{L}\p{N}.'’])u(?![\p{L}\p{N}.'’])/gu, "you"],
  [/(?<![\p{L}\p{N}.'’])r(?=\s+(?:you|u|we|they|there)\b)/gu, "are"],
  [/r(?<=\b(?:you|u|we|they)\s+r)(?![\p{L}\p{N}.'’])/gu, "are"],
  [/(?<![\p{L}\p{N}.'’])ur(?=\s+(?:welcome|right|the best|not|going)\b)/gu, "you're"],
  [/(?<![\p{L}\p{N}.'’])ur(?![\p{L}\p{N}.'’])/gu, "your"],
];

const rewordSlips = reword([...CHAT_SPEAK, ...SECOND_LANGUAGE, ...MISSPELLINGS]);

/** "mister Haddad": a title said as a word, before a name, written as its abbreviation. */
const TITLES: Array<[RegExp, string]> = [
  [/(?<![\p{L}'’])mister\s+(?=\p{L})/giu, "Mr. "],
  [/(?<![\p{L}'’])missus\s+(?=\p{L})/giu, "Mrs. "],
  // "misses" is a verb too ("she misses Paris"): a title only after a word that addresses someone.
  [
    /(?<=(?:^|[^\p{L}'’])(?:to|tell|ask|thank|dear|hi|hello|remind|inform|email|text)\s)misses\s+(?=\p{Lu})/giu,
    "Mrs. ",
  ],
];

/**
 * A title typed in lower case and the word after it: "dear mr haddad", "hi
 * dr. lee". Not after a number or a determiner ("5 park dr", "the dr
 * said", "my prof told me"), where it is a word of its own: read in the
 * few characters before it, so no pattern scans back from every place.
 */
const LOWER_CASE_TITLE = new RegExp(
  `(?<![\\p{L}\\p{N}'’.])(${SPOKEN_TITLE_WORDS.join("|")})(\\.?\\s+)(\\p{Ll}[\\p{L}'’-]*)`,
  "gu",
);
const BEFORE_NO_TITLE = /(?:\p{N}|(?<![\p{L}'’])(?:the|a|my|your|our|his|her|their))\s+$/u;
const GRAMMAR_AFTER_NO_TITLE = wordSet("the a an is are was and or to in on at of for with it");

/** The title and the name after it in capitals, unless that word is a verb, a time or a grammar word. */
function titledNameWritten(
  said: string,
  title: string,
  space: string,
  name: string,
  at: number,
  text: string,
): string {
  const before = text.slice(Math.max(0, at - 8), at);
  const isName =
    !BEFORE_NO_TITLE.test(before) &&
    !hasVerbForm(name) &&
    !TIME_WORDS.has(name) &&
    !GRAMMAR_AFTER_NO_TITLE.has(name);
  return isName ? `${capitalizeFirst(title)}${space}${capitalizeFirst(name)}` : said;
}

/** "ask him for sign the contract": "for" before a verb and its object means "to". */
const FOR_BEFORE_VERB =
  /(?<![\p{L}'’])for(?=\s+(?:sign|send|check|review|call|confirm|pay|approve|bring|join|fill|update|book|share|prepare|finish|complete)\s+(?:the|a|an|my|our|your|this|these|it|me|us|them)(?![\p{L}'’]))/giu;

/** "q3", "fy25": a quarter or a financial year is written in capitals. */
const QUARTERS = /(?<![\p{L}\p{N}'’-])(?:q[1-4]|fy\d{2}(?:\d{2})?)(?![\p{L}\p{N}'’-])/gu;

/** "lets" as a word, in either case. */
const LETS = /(?<![\p{L}\p{N}'’])([Ll])ets(?![\p{L}\p{N}'’])/gu;
const SUBJECT_WORDS = wordSet("he she it this that which who");

/**
 * "The landlord lets tenants keep pets": after a subject (a noun, a name, a
 * pronoun) and before what is let rather than a verb, "lets" is the verb;
 * "lets go", "ok lets meet", "guys lets go" are "let's".
 */
function isLetsVerb(
  tokens: Token[],
  tags: Array<PartOfSpeech | undefined>,
  index: number,
): boolean {
  const before = tokens[index - 1];
  if (before?.kind !== "word") return false;
  const subject =
    SUBJECT_WORDS.has(before.text.toLowerCase()) ||
    ["NOUN", "PROPN", "PRON"].includes(tags[index - 1] ?? "");
  const next = tags[index + 1];
  return subject && next !== "VERB" && next !== "AUX";
}

/** Each "lets" written as the verb or as "let's", by the words around it; "let's" as said most. */
const letsWritten = (text: string) =>
  wordsReadInPlace(text, LETS, isLetsVerb, (lets, initial, verb) =>
    verb ? lets : `${initial}et's`,
  );

export function fixSlips(text: string): string {
  const lettersFixed = [...LETTER_WORDS, ...TITLES]
    .reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), text)
    .replace(FOR_BEFORE_VERB, (word) => (word[0] === "F" ? "To" : "to"))
    // "mr haddad", "dr. lee": a title typed in lower case before a name takes its capitals, and
    // so does the name; "ms" may be milliseconds or a product.
    .replace(LOWER_CASE_TITLE, titledNameWritten)
    // "Mr. haddad": the name after a title takes its capital.
    .replace(
      /(?<![\p{L}'’])(Mrs?\.) (\p{Ll})/gu,
      (_, title: string, initial: string) => `${title} ${initial.toUpperCase()}`,
    );
  return fixAgreement(rewordSlips(familyPossessivesWritten(itsWritten(letsWritten(lettersFixed)))))
    .replace(QUARTERS, (term) => term.toUpperCase())
    .replace(ONGOING_SINCE, (_, subject: string, verb: string) => {
      const perfect = PERFECT[subject.toLowerCase()] ?? subject;
      return `${/^\p{Lu}/u.test(subject) && subject !== "I" ? capitalizeFirst(perfect) : perfect} ${verb} `;
    })
    .replace(SINCE_A_DURATION, (since) => (since[0] === "S" ? "For" : "for"));
}
