/**
 * The word classes a clause is read by, shared by the rules that find where
 * one clause ends and the next starts: determiners, auxiliaries and the
 * verbs known to be finite, the words that lead into a clause, objects and
 * questions.
 */
import { lower, type Token, wordSet } from "./tokens";

export const DETERMINERS = wordSet(
  "the this our my your their his her several some both all most many",
);
export const TIME_WORDS = wordSet(
  "yesterday today tomorrow tonight now then already again too earlier later",
);
/** A question opening a clause: "did you get it", "can you send them again". */
export const QUESTION_OPENERS = wordSet(
  "can could would should shall will did do does is are was were have has",
);
export const QUESTION_SUBJECTS = wordSet("you we i they he she it");
export const QUESTION_WORDS = wordSet("how what when where why who which whether if");
export const OBJECTS = wordSet("me us him her them");
/** The pronouns that are only ever a subject, never an object as "you" and "it" are. */
export const SUBJECT_ONLY_PRONOUNS = wordSet("i we they he she");
/** Question words that open a question of their own ("when can we start"), not a relative clause. */
export const ASKING_WORDS = wordSet("what when where why how");
/** Forms of be, have and do, and modals: a clause's verb whatever follows. */
/** Auxiliaries and their negation said as one word: "can't", "doesn't", "cannot". */
export const NEGATED_AUXILIARIES = wordSet(
  "cannot don't doesn't didn't can't won't isn't aren't wasn't weren't haven't hasn't couldn't wouldn't shouldn't",
);
export const AUXILIARIES = new Set([
  ...wordSet(
    "am is are was were be been has have had do does did will would can could should shall may might must " +
      "i'm we're you're they're he's she's it's that's i've we've i'll we'll you'll they'll i'd we'd",
  ),
  ...NEGATED_AUXILIARIES,
]);
/** Contractions that hold a subject and its verb: "we're now on …", "it's raining". */
export const SUBJECT_CONTRACTIONS = wordSet(
  "i'm we're they're you're he's she's it's there's here's i've we've they've you've i'll we'll you'll they'll he'll she'll it'll " +
    "i'd we'd they'd you'd he'd she'd let's",
);
/** Verbs that say a clause has its verb: the auxiliaries, common past forms and present verbs. */
export const FINITE = new Set([
  ...AUXILIARIES,
  ...wordSet(
    "said went got made took came saw thought told knew paid left sent found gave felt kept ran met " +
      "died lost won broke bought brought caught fell forgot grew heard held meant sold spent spoke stood taught threw woke wrote drove ate flew slept rang " +
      "need needs want wants think agree hope know like love see look looks works work",
  ),
]);
/** What an object starts with: after "the client he said", "yes" shows a clause, "to" a relative one. */
export const OBJECT_STARTS = wordSet(
  "the a an this that these those my our your their his her its it them him us me you yes no all some",
);
/** After these a subject does not start a sentence: "so that we", "I think we", "tell him we". */
export const LEAD_INTO_CLAUSE = wordSet(
  "and but or so because since as if when while until unless though although that which who whom whose where why how what whether than " +
    "to of in on at for with from by about into over after before between like " +
    "the a an this these those my our your their his its some any every each no all both " +
    "think thought know knew hope believe guess wonder wondered mean feel felt say said says tell told see saw make sure ensure confirm mention explain add assure promise wish suppose seems seem " +
    "agreed decided assumed expected suggested noticed realized realised learned discovered understood heard found figured reported admitted claimed announced insisted warned replied wrote " +
    "i we you they he she it me us him her them " +
    "am is are was were be been has have had do does did will would can cannot could should shall may might must " +
    "let make thinking hoping wondering guessing expecting saying knowing " +
    "not just also very really please maybe perhaps probably hopefully surely then now even",
);
export { TELL_VERBS } from "./telling-verbs";

/**
 * Verbs of the third person that a clause's subject "it" or a noun takes:
 * "it works", "my flight lands", "the iOS version still crashes". A plural
 * noun ends in "s" too, so only these count.
 */
export const THIRD_PERSON = wordSet(
  "works looks seems means costs takes helps makes feels sounds runs goes comes gets needs wants depends happens matters fits starts ends " +
    "lands leaves arrives opens closes crashes breaks fails loads stops includes covers says knows thinks belongs",
);
/** Words a verb cannot be after "I", "we" or "they": "we all", "they and", "I to". */
export const NOT_VERBS_AFTER_SUBJECT = wordSet(
  "and or but so because to of in on at for with from by about as than the a an this that these those my our your their his its me us him her them all both too either",
);
/** Prepositions a short noun phrase may hold before its verb: "the chart on page four is wrong". */
export const PHRASE_PREPOSITIONS = wordSet("on in at of for from with");

export const isWord = (token: Token | undefined) => token?.kind === "word";
export const hasVerbForm = (text: string | undefined) =>
  text !== undefined && (FINITE.has(text) || /^\p{L}{3,}ed$/u.test(text));

/** Words in "-s" that are no plural subject: "the sales team", "the news today". */
export const NOT_PLURAL_SUBJECTS = wordSet("sales news series species means goods always perhaps");
/** "we loved it but the budget is not approved": a clause joined by these takes a comma. */
export const CLAUSE_CONJUNCTIONS = wordSet("but so");

/**
 * Participles that, with the preposition after them, join a phrase as a preposition does:
 * "12 percent compared to last year", "a price based on volume".
 */
const AS_PREPOSITIONS: Record<string, Set<string>> = {
  compared: wordSet("to with"),
  based: wordSet("on"),
};

/** Whether the word at `at` is such a participle, before its preposition. */
export const asPrepositionAt = (tokens: Token[], at: number) =>
  AS_PREPOSITIONS[lower(tokens[at]) ?? ""]?.has(lower(tokens[at + 1]) ?? "") ?? false;
