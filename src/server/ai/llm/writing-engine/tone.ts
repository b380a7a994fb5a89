/** Rewording in a tone: contractions, casual words, hedges, wordiness. */
import type { WritingTone } from "../writing-task";
import { TIME_WORDS } from "./clause-lexicon";
import { cleanDictation, tidy } from "./dictation";
import { partOfSpeechAt } from "./parts-of-speech";
import { type Rewording, reword } from "./rewording";
import { type Token, tokenize, wordSet } from "./tokens";

/** Casual words and their professional counterparts; longer phrases first so they win. */
const CASUAL_TO_PROFESSIONAL: Rewording[] = [
  ["hey guys", "Hello everyone"],
  ["hi guys", "Hello everyone"],
  ["hey", "Hello"],
  ["thanks a lot", "thank you very much"],
  ["thanks so much", "thank you very much"],
  ["thanks a bunch", "thank you very much"],
  ["many thanks", "thank you very much"],
  // "thanks to you we won": "thanks to" is "because of", no thanks.
  ["thanks", "thank you", { notBefore: ["to"] }],
  ["yeah", "yes"],
  ["yep", "yes"],
  ["yup", "yes"],
  ["nope", "no"],
  ["okay", "all right"],
  ["ok", "all right"],
  ["asap", "as soon as possible"],
  ["fyi", "for your information"],
  ["btw", "by the way"],
  ["awesome", "excellent"],
  ["sure thing", "certainly"],
];

const NOT_CONTRACTIONS = ["do", "does", "did", "is", "are", "was", "were", "have", "has", "had"];
const MODAL_NOT_CONTRACTIONS = ["could", "would", "should", "must", "need"];
const SUBJECTS = ["I", "you", "we", "they", "he", "she", "it", "that", "there"];
const IS_CONTRACTIONS = ["it", "that", "there", "what", "here", "where", "who", "he", "she"];

/**
 * A negative said before its subject asks ("why don't we", "isn't it", "Isn't
 * the office open"), and its long form would stand in the wrong place ("why do
 * not we"): kept.
 */
const ASKED_NEGATIVE = {
  notBefore: SUBJECTS,
  notOpeningBefore: ["the", "a", "an", "my", "your", "our", "his", "her", "their", "this", "these"],
};

/**
 * Contractions spelled out, as formal writing expects. "'s been" is "has
 * been", so it is spelled out before the general "'s" = "is".
 */
export const CONTRACTIONS: Rewording[] = [
  ["can't", "cannot", ASKED_NEGATIVE],
  ["won't", "will not", ASKED_NEGATIVE],
  ["shan't", "shall not", ASKED_NEGATIVE],
  ...[...NOT_CONTRACTIONS, ...MODAL_NOT_CONTRACTIONS].map(
    (verb): Rewording => [`${verb}n't`, `${verb} not`, ASKED_NEGATIVE],
  ),
  ["I'm", "I am"],
  ...["you", "we", "they"].map((subject): Rewording => [`${subject}'re`, `${subject} are`]),
  ...["I", "you", "we", "they", "could", "would", "should"].map(
    (stem): Rewording => [`${stem}'ve`, `${stem} have`],
  ),
  ...SUBJECTS.map((subject): Rewording => [`${subject}'ll`, `${subject} will`]),
  ...["I", "you", "we", "they", "he", "she"].map(
    (subject): Rewording => [`${subject}'d`, `${subject} would`],
  ),
  ...IS_CONTRACTIONS.map((subject): Rewording => [`${subject}'s been`, `${subject} has been`]),
  ...IS_CONTRACTIONS.map((subject): Rewording => [`${subject}'s`, `${subject} is`]),
];

const PROFESSIONAL_TO_FORMAL: Rewording[] = [
  ["I just wanted to let you know that", "I would like to inform you that"],
  ["I wanted to let you know that", "I would like to inform you that"],
  ["just wanted to", "would like to"],
  ["I wanted to", "I would like to"],
  ["sorry", "my apologies"],
  ["I want to", "I would like to"],
  ["we want to", "we would like to"],
  ["let me know", "please let me know", { notAfter: ["please"] }],
  ["as soon as you can", "at your earliest convenience"],
  ["as soon as possible", "at your earliest convenience"],
  ["get back to you", "respond to you"],
  ["talk about", "discuss"],
  ["check out", "review"],
  ["right now", "at present"],
];

/** Words that soften without adding meaning; `concise` and `confident` drop them. */
const HEDGES: Rewording[] = [
  ["just", ""],
  ["really", "", { notAfter: ["not"] }],
  ["actually", ""],
  ["basically", ""],
  ["literally", ""],
  ["honestly", ""],
  ["to be honest", ""],
  ["I think that", ""],
  ["I think", "", { notBefore: ["so", "not"] }],
  ["I believe that", ""],
  ["I guess", ""],
  ["I feel like", ""],
];

/** Sentence openings that only announce that something follows: the news says it alone. */
const ANNOUNCEMENTS = [
  "we would like to inform you that",
  "I would like to inform you that",
  "we hereby inform you that",
  "I hereby inform you that",
  "please be advised that",
  "please be informed that",
  "this is to inform you that",
  "kindly be informed that",
  "kindly note that",
  "please note that",
];

/** Stiff words that plain, friendly writing says simply. */
const STIFF_TO_PLAIN: Rewording[] = [
  ...ANNOUNCEMENTS.map((announcement): Rewording => [announcement, ""]),
  ["rescheduled", "moved"],
  ["at your earliest convenience", "when you can"],
  ["prior to", "before"],
  ["in regard to", "about"],
  ["with regard to", "about"],
  ["regarding", "about"],
  ["kindly", "please"],
  ["my apologies", "sorry"],
  ["commence", "start"],
  ["assist", "help"],
];

/** Long ways of saying short things. */
const WORDY_PHRASES: Rewording[] = [
  ["in order to", "to"],
  ["due to the fact that", "because"],
  ["at this point in time", "now"],
  ["in the event that", "if"],
  ["for the purpose of", "for"],
  ["I wanted to let you know that", ""],
  ["I want to let you know that", ""],
  ...ANNOUNCEMENTS.map((announcement): Rewording => [announcement, ""]),
];

/**
 * "the meeting that was planned for Friday" → "the meeting planned for
 * Friday": a relative clause of "that" or "which", a form of "be" and a past
 * participle says no more than the participle alone.
 */
const PASSIVE_RELATIVE =
  /(?<=\p{L})\s+(?:that|which)\s+(?:was|were|is|are|has\s+been|have\s+been|had\s+been)\s+(?=\p{L}+ed(?![\p{L}'’])|(?:sent|made|given|taken|written|chosen|held|built|paid|sold|told|shown|done|seen|known|set|put)(?![\p{L}'’]))/giu;
const reducedRelatives = (text: string) => text.replace(PASSIVE_RELATIVE, " ");

/** Apologies and doubt that undercut the message. */
const SELF_DOUBT: Rewording[] = [
  ["I am sorry to bother you but", ""],
  ["sorry to bother you but", ""],
  ["maybe", ""],
  ["perhaps", ""],
  ["hopefully", ""],
  ["will try to", "will"],
];

/** Friendly writing keeps contractions and makes them where speech would, but not at a clause end ("Yes, it is."). */
const FRIENDLY_WORDING: Rewording[] = [
  ["hello", "hi"],
  ["thank you", "thanks"],
  ["I am", "I'm", { beforeAWord: true }],
  ["do not", "don't"],
  ["does not", "doesn't"],
  ["did not", "didn't"],
  ["cannot", "can't"],
  ["will not", "won't"],
  ["is not", "isn't"],
  ["are not", "aren't"],
  ["was not", "wasn't"],
  ["were not", "weren't"],
  ["has not", "hasn't"],
  ["have not", "haven't"],
  ["could not", "couldn't"],
  ["would not", "wouldn't"],
  ["should not", "shouldn't"],
  ["it is", "it's", { beforeAWord: true }],
  ["that is", "that's", { beforeAWord: true }],
  ["I will", "I'll", { beforeAWord: true }],
  ["we will", "we'll", { beforeAWord: true }],
  ["we are", "we're", { beforeAWord: true }],
  ["you are", "you're", { beforeAWord: true }],
  ["they are", "they're", { beforeAWord: true }],
];

/**
 * Warmth without inventing content: thanks and good news end with "!" rather
 * than "." ("Thanks to the delay …" is no thanks).
 */
function exclaimGoodNews(text: string): string {
  return text.replace(
    /(?=[TGCHW])(?<=^|[.!?]\s+|\n)((?:Thanks(?! to\b)|Thank you|Great|Congratulations|Congrats|Glad|Happy|Welcome)\b[^.!?\n]*)\.(?=\s|$)/g,
    "$1!",
  );
}

const TONE_STEPS: Record<WritingTone, Array<(text: string) => string>> = {
  professional: [reword(CASUAL_TO_PROFESSIONAL), reword(CONTRACTIONS)],
  formal: [reword(CASUAL_TO_PROFESSIONAL), reword(CONTRACTIONS), reword(PROFESSIONAL_TO_FORMAL)],
  friendly: [reword(STIFF_TO_PLAIN), reword(FRIENDLY_WORDING), exclaimGoodNews],
  // Concise is about length, not register: casual words and contractions stay.
  concise: [reword(HEDGES), reword(WORDY_PHRASES), reducedRelatives],
  confident: [
    reword(CASUAL_TO_PROFESSIONAL),
    reword(CONTRACTIONS),
    reword(HEDGES),
    reword(SELF_DOUBT),
  ],
};

/** The text cleaned up and reworded in the tone asked for. */
export function rewrite(
  text: string,
  tone: WritingTone = "professional",
  clean: (text: string) => string = cleanDictation,
): string {
  return tidy(TONE_STEPS[tone].reduce((current, step) => step(current), clean(text)));
}

/** Verbs that open a sentence which is no order to the reader: "Let me know", "Thank you", "See you". */
const NOT_ORDERS = wordSet(
  "let thank thanks see have enjoy welcome note find feel keep hope wish hear look attached enclosed",
);
/** Forms that are no order's: "Looking forward …", "Attached is …", "Sounds good". */
const NOT_BARE = /(?:\p{L}{3}ing|ed|[^s]s)$/iu;
const PLEASE = /^please,?\s+/iu;

/** "review the draft please" → "review the draft": the "please" goes before the verb instead. */
function withoutPleaseLast(order: string): string {
  const said = order.toLowerCase();
  if (!said.endsWith(" please") && !said.endsWith(",please")) return order;
  return order.slice(0, -"please".length).trimEnd().replace(/,$/u, "");
}

/** Words that open what a verb acts on: "the", "a", "me", "my". */
const OBJECT_OPENERS = wordSet(
  "the a an this that these those me us him her them it my our your his their",
);

/**
 * Whether a sentence opens on a verb: tagged so, or a word the tagger took
 * for a noun with what a verb acts on right after it ("review the draft",
 * "call me"), which no subject can be without a word before it. Not a time
 * word ("tomorrow the office is closed").
 */
function opensOnVerb(tokens: Token[]): boolean {
  const tag = partOfSpeechAt(tokens, 0);
  if (tag === "VERB") return true;
  const first = tokens[0]?.text.toLowerCase() ?? "";
  const next = tokens[1]?.kind === "word" ? tokens[1].text.toLowerCase() : "";
  return tag === "NOUN" && OBJECT_OPENERS.has(next) && !TIME_WORDS.has(first);
}

/**
 * "Send me the invoice today." → "Could you please send me the invoice
 * today?": a sentence that opens on a verb is an order to the reader, which
 * a polite or formal rewrite asks instead. Questions, and sentences opened
 * by a subject, stay as they are.
 */
export function askedPolitely(text: string, { keepPlease = false } = {}): string {
  return text
    .split(/(?<=[.!])(\s+)/u)
    .flatMap(withoutCommaSplice)
    .map((sentence) => {
      // A friendly rewrite leaves an order that already says "please" as it was.
      if (!/[.!]$/u.test(sentence) || (keepPlease && PLEASE.test(sentence))) return sentence;
      const obligation = OBLIGATION.exec(sentence);
      if (obligation) {
        const lead = sentence.slice(0, obligation.index);
        const asked = sentence.slice(obligation.index + obligation[0].length, -1);
        return `${lead}${lead ? "could" : "Could"} you please ${asked}?`;
      }
      const order = withoutPleaseLast(sentence.slice(0, -1).replace(PLEASE, ""));
      const lowered = `${order.charAt(0).toLowerCase()}${order.slice(1)}`;
      // "Do not park here." is asked with "please" before it: no question asks a "do not".
      if (/^(?:do\s+not|don['’]t)\s/iu.test(order)) return `Please ${lowered}.`;
      return isOrder(order) ? `Could you please ${lowered}?` : sentence;
    })
    .join("");
}

/**
 * "You must return it.", "Because …, you have to bring …": what the reader is
 * told they must do, asked instead; at the sentence's start or after a clause
 * set off by a comma.
 */
const OBLIGATION =
  /(?:^|(?<=,\s))you(?:\s+must|\s+need\s+to|\s+have\s+to|(?:\s+are|['’]re)\s+required\s+to|(?:\s+will|['’]ll)\s+need\s+to)\s+(?=\p{L})/iu;

/** A sentence that tells the reader to do something: it opens on a verb that is an order's. */
function isOrder(sentence: string): boolean {
  // Read in lower case, as said: the tagger takes a capital for a name ("Call me …").
  const lowered = `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
  const tokens = tokenize(lowered);
  const verb = tokens[0]?.text.toLowerCase() ?? "";
  if (NOT_ORDERS.has(verb) || NOT_BARE.test(verb)) return false;
  if (opensOnVerb(tokens)) return true;
  // After "please" the tagger reads an order's verb as one ("please use level 2"),
  // but not a subject's noun before its verb ("invoice 4471 is overdue").
  const maybeVerb = ORDER_MISREAD_AS.has(partOfSpeechAt(tokens, 0) ?? "");
  return (
    maybeVerb &&
    !opensOnSubject(tokens) &&
    partOfSpeechAt(tokenize(`please ${lowered}`), 1) === "VERB"
  );
}

/** What the tagger takes an order's first verb for when no subject is before it: "use" a noun. */
const ORDER_MISREAD_AS = new Set(["NOUN", "PROPN", "ADJ", "ADV", "INTJ"]);

const SUBJECT_TAGS = new Set(["NOUN", "PROPN", "NUM", "ADJ"]);

/** Nouns, names and numbers, then the verb they are the subject of. */
function opensOnSubject(tokens: Token[]): boolean {
  const verb = tokens.findIndex((_, at) =>
    /^(?:VERB|AUX)$/u.test(partOfSpeechAt(tokens, at) ?? ""),
  );
  return (
    verb > 0 &&
    tokens.slice(0, verb).every((_, at) => SUBJECT_TAGS.has(partOfSpeechAt(tokens, at) ?? ""))
  );
}

/** A subject after a comma opens a sentence of its own: "Send me the figures, I need them." */
const SPLICED_SUBJECT = /,\s+(?=(?:I|we|they|he|she)\s)/u;

/** "Send me the figures, I need them." → the order and the statement, each a sentence. */
function withoutCommaSplice(sentence: string): string[] {
  const splice = SPLICED_SUBJECT.exec(sentence);
  if (!splice || !/[.!]$/u.test(sentence)) return [sentence];
  const order = sentence.slice(0, splice.index);
  if (!isOrder(order.replace(PLEASE, ""))) return [sentence];
  const rest = sentence.slice(splice.index + splice[0].length);
  return [`${order}.`, " ", `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`];
}
