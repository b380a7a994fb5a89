/**
 * A selection rewritten as the person asked, one ask after another ("warmer
 * and a bit shorter"): its grammar put right first, then each tone. What only
 * a rewrite of a selection does lives here: chat words put plainly, padding
 * dropped, curt orders asked kindly and thanked for.
 */

import type { WritingTone } from "../writing-task";
import { cleanDictation, cleanWritten } from "./dictation";
import { plainWords } from "./plain-words";
import { type Rewording, reword } from "./rewording";
import { correctedGrammar } from "./selection-grammar";
import { asPoints } from "./selection-lists";
import { ASKS, lengthened, REGRETS, withClosing } from "./selection-longer";
import { commasBetweenClauses } from "./selection-marks";
import { shortenedAnyway } from "./selection-shortest";
import { wantsAsWishes } from "./selection-wants";
import { askedPolitely, rewrite } from "./tone";

/** What an instruction asks of a text: a tone, or only its slips put right. */
export type Treatment = WritingTone | "cleanup";
/** What only a selection is asked beside a treatment: made longer, plainer, or its commas put in. */
export type SelectionAsk = Treatment | "longer" | "marks" | "plain" | "list";

/**
 * Chat words and their plain professional wording, beyond the chat speak any
 * text has put right when it is cleaned (slips.ts: "gonna", "pls", "tmrw"):
 * here "dunno" is "do not know" and "kinda" "somewhat".
 */
const CHAT_WORDS: Rewording[] = [
  ["yo", "hello"],
  ["dunno", "do not know"],
  ["kinda", "somewhat"],
  ["sorta", "somewhat"],
  ["u", "you"],
  ["ur", "your"],
  ["thx", "thank you"],
  ["no worries", "no problem"],
  ["a bunch of", "many"],
  ["folks", "everyone"],
  ["the stuff", "the materials"],
  ["stuff", "material"],
  // "the printer thing is fixed": a thing named by the noun before it is an issue.
  ["thing", "issue", { notAfter: ["the", "a", "one", "any", "every", "some", "no"] }],
  ["are we good", "are we ready"],
  ["sup", "hello"],
  ["hiya", "hello"],
  ["nah", "no"],
  ["rn", "right now"],
  ["w/o", "without"],
  ["cya", "see you"],
  ["tons of", "many"],
  ["a ton of", "many"],
  ["loads of", "many"],
  // A friend called by name in chat, not in a letter: "no, mate".
  ...["mate", "dude", "bro"].map(
    (called): Rewording => [
      called,
      "",
      { notAfter: ["my", "a", "the", "your", "his", "her", "our"] },
    ],
  ),
  ["we good", "are we ready"],
];
/** Laughter or a friend called, tacked on at a sentence's end: "… not ready yet lol", "… already mate!". */
const TACKED_ON = /(?<![,\s])[,\s]+(?:lol|lmao|haha|hehe|mate|dude|bro)(?=[.!?,]|\s*$)/giu;

/** Long ways of saying short things, which only a rewrite asked shorter drops. */
const PADDING: Rewording[] = [
  ["I was wondering if you could", "could you"],
  ["I was wondering whether you could", "could you"],
  ...["might", "would", "could"].flatMap((modal): Rewording[] => [
    [`I was wondering if it ${modal} be possible to`, "could we"],
    [`I was wondering whether it ${modal} be possible to`, "could we"],
  ]),
  ["we would be grateful if you could", "please"],
  ["I would be grateful if you could", "please"],
  ["I would appreciate it if you could", "please"],
  ["it would be great if you could", "please"],
  ["would you be so kind as to", "please"],
  ["please do not hesitate to", "please"],
  ["at your earliest convenience", "soon"],
  ["due to a number of reasons", "for reasons"],
  ["for a number of reasons", "for several reasons"],
  ["that are outside of our control", "beyond our control"],
  ["that are outside our control", "beyond our control"],
  ["which are outside of our control", "beyond our control"],
  ["outside of", "outside"],
  ["after careful consideration of", "after considering"],
  ["make a decision on", "decide on"],
  ["make a decision", "decide"],
  ["on a daily basis", "daily"],
  ["on a weekly basis", "weekly"],
  ["on a monthly basis", "monthly"],
  ["on a regular basis", "regularly"],
  ["in the near future", "soon"],
  ["a large number of", "many"],
  ["the majority of", "most"],
  ["despite the fact that", "although"],
  ["in spite of the fact that", "although"],
  ["take into consideration", "consider"],
  ["for the time being", "for now"],
  ["each and every", "every"],
  ["first and foremost", "first"],
  ["until such time as", "until"],
  ["in a timely manner", "promptly"],
  ["with the exception of", "except"],
  ["it is important to note that", ""],
  ["it should be noted that", ""],
  ["I am writing to inform you that", ""],
  ["I am writing to let you know that", ""],
  ["it has come to our attention that", ""],
  ["I would like to take this opportunity to", ""],
  ["in the process of", ""],
  ["currently", ""],
  ["in the month of", "in"],
  ["owing to the fact that", "because"],
  ["in light of the fact that", "because"],
  ["on the grounds that", "because"],
  ["in close proximity to", "near"],
  ["a sufficient amount of", "enough"],
  ["has the ability to", "can"],
  ["in connection with", "about"],
  ["in the course of", "during"],
  ["at the present time", "now"],
  ["at the present moment", "now"],
  ["as a matter of fact", ""],
  ["regret to inform you that", "regret that"],
  ["sorry to let you know that", "sorry that"],
  // "hey guys, just wanted to say the meeting …": said with no subject, it only announces.
  ["just wanted to say", "", { notAfter: ["I", "we"] }],
  ["wanted to say", "", { notAfter: ["I", "we", "just"] }],
  ...["would like", "wanted"].flatMap((wanting): Rewording[] => [
    [`I ${wanting} to let you know that`, ""],
    [`${wanting} to let you know that`, ""],
  ]),
  ["needless to say", ""],
];
/** Padding set off at a clause's end: "…, if it is not too much trouble." */
const PADDING_AT_END =
  /(?<![,\s])(?:,\s+|\s+)(?:if\s+(?:it|that)(?:\s+is|['’]s)\s+not\s+too\s+much\s+trouble|if\s+you\s+do(?:\s+not|n['’]t)\s+mind|on\s+this\s+occasion|at\s+this\s+(?:point\s+in\s+)?time)(?=[,.!?]|$)/giu;

/** A sentence made a question by the padding dropped: "Could we move …." → "…?". */
const ASKED_WITH_A_STOP = /^(?:Could|Can|Would|Will)\s+(?:you|we|I)\s/u;

/**
 * Formulas of an official letter and orders said without softening, which
 * friendly writing says as a person would: greeted, sorry, as soon as one can.
 */
const PLAIN_URGENCY: Rewording[] = [
  ["Dear Sir or Madam", "hello"],
  ["Dear Sir/Madam", "hello"],
  ["To whom it may concern", "hello"],
  ["immediately", "as soon as you can", { notBefore: ["after", "before", "when", "following"] }],
  ...["we", "I"].flatMap((who): Rewording[] => [
    [
      `${who} regret to inform you that`,
      `${who === "I" ? "I'm" : "we're"} sorry to let you know that`,
    ],
    [`${who} regret that`, `${who === "I" ? "I'm" : "we're"} sorry that`],
  ]),
  ["please find attached", "I've attached"],
  ["please find enclosed", "I've included"],
  ...["apologize", "apologise"].map(
    (verb): Rewording => [`we ${verb} for any inconvenience`, "sorry for any trouble"],
  ),
  ["should you have any questions", "if you have any questions"],
  ...["do not", "don't"].flatMap((not): Rewording[] =>
    ["us", "me"].map(
      (whom): Rewording => [
        `please ${not} hesitate to contact ${whom}`,
        "feel free to get in touch",
      ],
    ),
  ),
  ["yours faithfully", "best wishes"],
  ["yours sincerely", "best wishes"],
  // A refusal told as news, not as a verdict.
  ...["declined", "rejected", "refused", "denied"].flatMap((refused): Rewording[] => [
    [`has been ${refused}`, "wasn't approved this time"],
    [`was ${refused}`, "wasn't approved this time"],
    [`have been ${refused}`, "weren't approved this time"],
    [`were ${refused}`, "weren't approved this time"],
  ]),
];
/** "Dear Ms. Ito," opening a letter: a friendly one says "Hi". */
const DEAR_OPENING = /^(\s*)Dear(?=\s+\p{Lu})/u;
/** "Your request has been received." told as thanks: what was received, from its sentence. */
const RECEIVED = /^(?:Your|The)\s+(\S.{0,60}?)\s+(?:has|have)\s+been\s+received\.$/u;

/** Each sentence rewritten alone, the spaces and line breaks between them kept. */
const eachSentence = (text: string, rewritten: (sentence: string) => string) =>
  text
    .split(/(?<=[.!?])(\s+)/u)
    .map((part, at) => (at % 2 === 1 ? part : rewritten(part)))
    .join("");

/** Sentences that only wish the reader well before the message: a shorter text leaves them out. */
const WELL_WISHING =
  /^I hope (?:this (?:e-?mail|message) finds you well|you are (?:doing )?well|you(?:['’]re| are) having a (?:good|great|nice) (?:day|week))[.!]$/iu;

const unpadded = (text: string) =>
  eachSentence(reword(PADDING)(text).replace(PADDING_AT_END, ""), (sentence) =>
    WELL_WISHING.test(sentence) ? "" : sentence,
  );
const questionsMarked = (text: string) =>
  eachSentence(text, (sentence) =>
    ASKED_WITH_A_STOP.test(sentence) && sentence.endsWith(".")
      ? `${sentence.slice(0, -1)}?`
      : sentence,
  );
/** "!!" and more: one mark says it in a professional text. */
const SHOUTED = /(?<!!)!{2,}/gu;
const chatWordsPut = (text: string) =>
  reword(CHAT_WORDS)(text.replace(TACKED_ON, "").replace(SHOUTED, "!"));

/** Thanks for what was received, and for what is asked, in a friendly rewrite. */
function thanked(text: string): string {
  const received = eachSentence(text, (sentence) => {
    const thing = RECEIVED.exec(sentence)?.[1];
    return thing ? `Thanks, we've received your ${thing}!` : sentence;
  });
  const asks = /\b[Cc]ould you please\b/u.test(received) && !/\bthank/iu.test(received);
  return asks ? `${received} Thanks!` : received;
}

/** A warm last word for a text a friendly rewrite found nothing to soften in, by what the text does. */
const WARM_CLOSINGS: Array<[RegExp, string]> = [
  [ASKS, "Thanks so much!"],
  [REGRETS, "Thanks for understanding!"],
  [/./u, "Have a great day!"],
];
const wordsIn = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * The friendly text, or the text with a warm last word when friendliness
 * changed none of its words; none when it was asked short as well.
 */
function warmed(friendly: string, before: string, brief: boolean): string {
  if (brief || wordsIn(friendly) !== wordsIn(before)) return friendly;
  const closing = WARM_CLOSINGS.find(([kind]) => kind.test(friendly))?.[1] ?? "";
  return withClosing(friendly, closing);
}

/** Text the person wrote with marks and capitals is cleaned as written; run-on text as dictation. */
const readsAsWritten = (text: string) => /^\s*[\p{Lu}\d"'‘“]/u.test(text) && /[.,!?;:]/u.test(text);

function rewrittenOnce(
  text: string,
  treatment: SelectionAsk,
  clean: (text: string) => string,
  brief: boolean,
): string {
  switch (treatment) {
    case "cleanup":
      return clean(text);
    case "longer":
      return lengthened(clean(text));
    case "marks":
      return commasBetweenClauses(clean(text));
    case "list":
      return asPoints(clean(text));
    case "concise":
      return questionsMarked(rewrite(unpadded(text), "concise", clean));
    // Plain is short too: the stiff words said plainly, then the padding dropped.
    case "plain":
      return questionsMarked(rewrite(unpadded(plainWords(text)), "concise", clean));
    case "friendly":
      return warmed(
        thanked(
          askedPolitely(
            reword(PLAIN_URGENCY)(rewrite(plainWords(text), "friendly", clean)).replace(
              DEAR_OPENING,
              "$1Hi",
            ),
            { keepPlease: true },
          ),
        ),
        clean(text),
        brief,
      );
    case "formal":
      return askedPolitely(wantsAsWishes(rewrite(chatWordsPut(text), "formal", clean)));
    default:
      return rewrite(chatWordsPut(text), treatment, clean);
  }
}

/**
 * The selection with its grammar put right and each treatment asked done in
 * turn; shortening first and last as well, so that what another ask adds
 * ("at your earliest convenience") is cut too ("shorter but polite").
 */
export function rewrittenAsAsked(text: string, treatments: SelectionAsk[]): string {
  const clean = readsAsWritten(text) ? cleanWritten : cleanDictation;
  const brief = treatments.includes("concise");
  const others = treatments.filter((treatment) => treatment !== "concise");
  // Shortened first as well, before a formal ask makes "just wanted to" "would like to".
  const ordered: SelectionAsk[] =
    brief && others.length > 0 ? ["concise", ...others, "concise"] : treatments;
  // The first ask cleans the text; the ones after it take it clean.
  const rewritten = ordered.reduce(
    (current, treatment, index) =>
      rewrittenOnce(current, treatment, index === 0 ? clean : (written) => written, brief),
    correctedGrammar(text),
  );
  // Plain words are a shorter text too ("say it in a clearer way").
  return brief || treatments.includes("plain") ? shortenedAnyway(rewritten, text) : rewritten;
}
