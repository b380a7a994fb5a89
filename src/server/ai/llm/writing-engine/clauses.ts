/**
 * Clauses run together in speech ("we got the payment today the receipt is
 * attached"): where a new clause starts after a complete one, a sentence
 * ends. A clause starts with a subject and a verb; it follows a complete one
 * when the words before hold a verb and do not lead into it ("I think", "so
 * that", "tell him").
 */
import { CALENDAR_NAMES, TIME_DETERMINERS, TIME_NOUNS } from "./clause-times";
import {
  ADVERBS,
  BE_FORMS,
  GIVING_VERBS,
  INTRANSITIVE,
  LINKING_VERBS,
  MODALS,
  PAST_ONLY,
  particleAfterBe,
  STRANDABLE,
} from "./clause-words";
import { introductionAt, wishAt } from "./sentence-edges";
import { lower, type Token, wordSet } from "./tokens";

const SUBJECT_PRONOUNS = wordSet("i we they he she");
/** "you" and "it" begin a clause only before a verb that cannot be anything else. */
const WEAK_SUBJECTS = wordSet("you it");
export const DETERMINERS = wordSet(
  "the this our my your their his her several some both all most many",
);
const NUMBERS = wordSet("two three four five six seven eight nine ten");
export const TIME_WORDS = wordSet(
  "yesterday today tomorrow tonight now then already again too earlier later",
);
/** A question opening a clause: "did you get it", "can you send them again". */
export const QUESTION_OPENERS = wordSet(
  "can could would will did do does is are was were have has",
);
export const QUESTION_SUBJECTS = wordSet("you we i they he she it");
export const QUESTION_WORDS = wordSet("how what when where why who which whether if");
export const OBJECTS = wordSet("me us him her them");
/** Question words that open a question of their own ("when can we start"), not a relative clause. */
export const ASKING_WORDS = wordSet("what when where why how");

/** Forms of be, have and do, and modals: a clause's verb whatever follows. */
const AUXILIARIES = wordSet(
  "am is are was were be been has have had do does did will would can could should shall may might must " +
    "i'm we're you're they're he's she's it's that's i've we've i'll we'll you'll they'll i'd we'd " +
    "don't doesn't didn't can't won't isn't aren't wasn't weren't haven't hasn't couldn't wouldn't shouldn't",
);
/** Verbs that say a clause has its verb: the auxiliaries, common past forms and present verbs. */
const FINITE = new Set([
  ...AUXILIARIES,
  ...wordSet(
    "said went got made took came saw thought told knew paid left sent found gave felt kept ran met " +
      "died lost won broke bought brought caught fell forgot grew heard held meant sold spent spoke stood taught threw woke wrote drove ate flew slept rang " +
      "need needs want wants think agree hope know like love see look looks works work",
  ),
]);
/** What an object starts with: after "the client he said", "yes" shows a clause, "to" a relative one. */
const OBJECT_STARTS = wordSet(
  "the a an this that these those my our your their his her its it them him us me you yes no all some",
);
/** After these a subject does not start a sentence: "so that we", "I think we", "tell him we". */
export const LEAD_INTO_CLAUSE = wordSet(
  "and but or so because since as if when while until unless though although that which who whom whose where why how what whether than " +
    "to of in on at for with from by about into over after before between like " +
    "the a an this these those my our your their his its some any every each no all both " +
    "think thought know knew hope believe guess mean feel felt say said says tell told see saw make sure ensure confirm mention explain add assure promise wish suppose seems seem " +
    "agreed decided assumed expected suggested noticed realized realised learned discovered understood heard found figured reported admitted claimed announced insisted warned replied wrote " +
    "i we you they he she it me us him her them " +
    "am is are was were be been has have had do does did will would can could should shall may might must " +
    "let make thinking hoping wondering guessing expecting saying knowing " +
    "not just also very really please maybe perhaps probably hopefully surely then now even",
);
/** Verbs after which an object is followed by a clause: "tell Maria the contract is signed". */
export const TELL_VERBS = wordSet(
  "tell told ask asked remind reminded show assure inform let warn promise",
);

/**
 * Verbs of the third person that a clause's subject "it" or a noun takes:
 * "it works", "my flight lands", "the iOS version still crashes". A plural
 * noun ends in "s" too, so only these count.
 */
export const THIRD_PERSON = wordSet(
  "works looks seems means costs takes helps makes feels sounds runs goes comes gets needs wants depends happens matters fits starts ends " +
    "lands leaves arrives opens closes crashes breaks fails loads stops includes covers says knows thinks belongs",
);
/** Subjects after which a word that is no grammar word is a verb: "when you arrive", "if it rains". */
export const CLAUSE_SUBJECTS = wordSet("i we they he she you it");
/** Words a verb cannot be after "I", "we" or "they": "we all", "they and", "I to". */
export const NOT_VERBS_AFTER_SUBJECT = wordSet(
  "and or but so because to of in on at for with from by about as than the a an this that these those my our your their his its me us him her them all both too either",
);
/** Words that say what is, before a form of "be" or another auxiliary: "this is", "there were". */
const POINTING_SUBJECTS = wordSet("this there these those here");
/** Thanks or an apology opening a sentence: "thank you for …", "sorry for …". */
const COURTESY = wordSet("thank thanks sorry");
const COURTESY_NEXT = wordSet("you for again so about");
/** Prepositions a short noun phrase may hold before its verb: "the chart on page four is wrong". */
export const PHRASE_PREPOSITIONS = wordSet("on in at of for from with");

export const isWord = (token: Token | undefined) => token?.kind === "word";
export const hasVerbForm = (text: string | undefined) =>
  text !== undefined && (FINITE.has(text) || /^\p{L}{3,}ed$/u.test(text));

/**
 * "the volunteers you made this day special": after a noun no object "you"
 * stands, so it is a subject, of a clause of its own unless the clause
 * describes the noun ("the team you hired").
 */
function youAfterNoun(tokens: Token[], index: number, verb: string): boolean {
  const previous = lower(tokens[index - 1]) ?? "";
  return (
    lower(tokens[index]) === "you" &&
    [index - 2, index - 3].some((at) => DETERMINERS.has(lower(tokens[at]) ?? "")) &&
    isWord(tokens[index - 1]) &&
    !LEAD_INTO_CLAUSE.has(previous) &&
    (hasVerbForm(verb) || INTRANSITIVE.has(verb)) &&
    !AUXILIARIES.has(verb) &&
    !isRelativeClause(tokens, index)
  );
}

/** Whether a clause with its own subject and verb starts at `index`. */
export function clauseStartsAt(tokens: Token[], index: number): boolean {
  const first = lower(tokens[index]);
  const second = lower(tokens[index + 1]);
  if (first === undefined || second === undefined) return false;
  const verb = ADVERBS.has(second) ? lower(tokens[index + 2]) : second;
  // "he agrees", "she wants": a third-person verb.
  const agrees = (first === "he" || first === "she") && /[^s']s$/.test(verb ?? "");
  // "so I go again tomorrow": after "I", "we" or "they" a word that is no grammar word is its verb.
  const plainVerb =
    (first === "i" || first === "we" || first === "they") &&
    isWord(tokens[index + 1]) &&
    !NOT_VERBS_AFTER_SUBJECT.has(verb ?? "and") &&
    !LEAD_INTO_CLAUSE.has(second);
  if (SUBJECT_PRONOUNS.has(first))
    return (
      (hasVerbForm(verb) || agrees || plainVerb || LINKING_VERBS.has(verb ?? "")) &&
      !isRelativeClause(tokens, index)
    );
  // "I haven't seen it can you send it": before an auxiliary and a subject, "it" is an object
  // and the auxiliary opens a question.
  if (WEAK_SUBJECTS.has(first))
    return (
      (AUXILIARIES.has(second) &&
        !QUESTION_SUBJECTS.has(lower(tokens[index + 2]) ?? "") &&
        !strandsPreposition(tokens, index + 2)) ||
      (first === "it" && THIRD_PERSON.has(verb ?? "")) ||
      youAfterNoun(tokens, index, verb ?? "")
    );
  if (POINTING_SUBJECTS.has(first)) return AUXILIARIES.has(second);
  // "what did you need", "when can we start": a question of its own.
  // Not "which" or "who": "the invoice which is attached" describes the invoice.
  if (ASKING_WORDS.has(first)) return QUESTION_OPENERS.has(second) && isWord(tokens[index + 2]);
  const other = otherSubjectStartsAt(tokens, index);
  if (other !== undefined) return other;
  if (wishAt(tokens, index)) return true;
  // "… on Monday by the way I booked the room": an introduction before a clause opens it.
  const introduction = introductionAt(tokens, index);
  if (introduction > 0) return clauseStartsAt(tokens, index + introduction);
  if (COURTESY.has(first)) return COURTESY_NEXT.has(second) && isWord(tokens[index + 2]);
  // "we can't do it", "they don't have it": after a subject or an auxiliary, "do" is the verb, not a question.
  if (QUESTION_OPENERS.has(first)) {
    const previous = lower(tokens[index - 1]) ?? "";
    return (
      QUESTION_SUBJECTS.has(second) &&
      !AUXILIARIES.has(previous) &&
      !SUBJECT_PRONOUNS.has(previous) &&
      previous !== "you"
    );
  }
  // "… attached please pay by Friday": a request after a statement.
  if (first === "please") return !/^thank/.test(second) && isWord(tokens[index + 2]);
  // "3 laptops arrived", "two items are missing": a number, a plural, its verb.
  if (/^\d/.test(first) || NUMBERS.has(first))
    return /s$/.test(second) && !hasVerbForm(second) && hasVerbForm(lower(tokens[index + 2]));
  if (!DETERMINERS.has(first)) return false;
  // "all tests passed the build is green": after a verb, a noun phrase is its object,
  // unless "is" or the like follows its noun at once, which an object never takes.
  const afterVerb = isObjectOfVerb(tokens, index);
  // "the receipt is attached", "the next one is due", "the chart on page four is wrong":
  // a short noun phrase, then its verb.
  let prepositions = 0;
  let adverbs = 0;
  for (let offset = 1; offset <= 3 + prepositions * 2 + adverbs; offset++) {
    const text = lower(tokens[index + offset]);
    if (text === undefined || !isWord(tokens[index + offset])) return false;
    // "the neighbours have the keys": after a plural, "have" is its verb.
    const pluralHas = text === "have" && offset === 2 && isPlural(tokens[index + 1]);
    // "on the 5th of may": a modal with nothing after it is no verb.
    const lastModal = MODALS.has(text) && !isWord(tokens[index + offset + 1]);
    const isVerb =
      ((FINITE.has(text) || THIRD_PERSON.has(text)) &&
        !/^(be|been|do|have)$/.test(text) &&
        !lastModal) ||
      pluralHas ||
      (afterVerb && PAST_ONLY.has(text));
    if (offset > 1 && isVerb) return !afterVerb || auxiliaryAfterObject(tokens, index + offset);
    if (offset === 2 && !afterVerb && pluralThenVerb(tokens, index)) return true;
    // "the report Mary will check": the name is the subject, the clause starts there.
    if (offset > 1 && otherSubjectStartsAt(tokens, index + offset)) return false;
    if (ADVERBS.has(text) && offset > 1 && adverbs === 0) adverbs += 1;
    else if (PHRASE_PREPOSITIONS.has(text) && offset > 1 && prepositions === 0) prepositions += 1;
    else if (LEAD_INTO_CLAUSE.has(text)) return false;
  }
  return false;
}

/** Words in "-s" that are no plural subject: "the sales team", "the news today". */
export const NOT_PLURAL_SUBJECTS = wordSet("sales news series species means goods always perhaps");

const isPlural = (token: Token | undefined) =>
  /^\p{Ll}{2,}[^s'’]s$/u.test(token?.text ?? "") && !NOT_PLURAL_SUBJECTS.has(lower(token) ?? "");

/**
 * "the tests pass now", "the neighbours grow them too": a plural after a
 * determiner, then a word that is no grammar word, with more after it, is
 * a subject and its verb.
 */
function pluralThenVerb(tokens: Token[], index: number): boolean {
  const noun = tokens[index + 1]?.text ?? "";
  const verb = lower(tokens[index + 2]) ?? "";
  return (
    /^\p{Ll}{2,}[^s'’]s$/u.test(noun) &&
    !NOT_PLURAL_SUBJECTS.has(noun) &&
    /^\p{Ll}{3,}$/u.test(verb) &&
    !/(?:[^s]s|ly|ing)$/.test(verb) &&
    !LEAD_INTO_CLAUSE.has(verb) &&
    !NOT_VERBS_AFTER_SUBJECT.has(verb) &&
    isWord(tokens[index + 3])
  );
}

/** Auxiliaries a plural subject takes: "customers are complaining". */
const PLURAL_AUXILIARIES = wordSet(
  "are were have will can should could would don't didn't won't can't aren't weren't haven't",
);
/** Words a clause ends on before a new subject: "went up again", "dropped". */
const CLAUSE_ENDINGS = wordSet("up down out off away back here there well too");

/**
 * "prices went up again customers are complaining": a plural with no
 * determiner, before an auxiliary, after a word that ends a clause (not
 * inside a noun phrase such as "the new customers are").
 */
function isBarePluralSubject(tokens: Token[], index: number): boolean {
  const text = tokens[index]?.text ?? "";
  if (!/^\p{Ll}{2,}[^s'’]s$/u.test(text) || !PLURAL_AUXILIARIES.has(lower(tokens[index + 1]) ?? ""))
    return false;
  const previous = lower(tokens[index - 1]) ?? "";
  return (
    TIME_WORDS.has(previous) ||
    CLAUSE_ENDINGS.has(previous) ||
    hasVerbForm(previous) ||
    particleAfterBe(tokens, index)
  );
}

/** Contractions that hold a subject and its verb: "we're now on …", "it's raining". */
export const SUBJECT_CONTRACTIONS = wordSet(
  "i'm we're they're you're he's she's it's there's i've we've they've you've i'll we'll you'll they'll he'll she'll it'll " +
    "i'd we'd they'd you'd he'd she'd let's",
);
/** Pronouns that are a subject of the third person: "nobody came", "everything went well". */
export const INDEFINITE_SUBJECTS = wordSet(
  "nobody everyone everybody someone somebody nothing everything something",
);
/** Words of doubt before a clause: "maybe we can ask Tom". */
export const HEDGES = wordSet("maybe perhaps probably hopefully");

/**
 * Subjects other than the pronouns, determiners and numbers: a contraction
 * ("we're now …"), "nobody", a hedge before a clause ("maybe we …") and a
 * name before an auxiliary ("Mary will check it").
 * Undefined when the word at `index` is none of these.
 */
function otherSubjectStartsAt(tokens: Token[], index: number): boolean | undefined {
  const first = lower(tokens[index]) ?? "";
  const second = lower(tokens[index + 1]) ?? "";
  if (SUBJECT_CONTRACTIONS.has(first)) return isWord(tokens[index + 1]);
  if (INDEFINITE_SUBJECTS.has(first)) return hasVerbForm(second) || THIRD_PERSON.has(second);
  if (HEDGES.has(first)) return clauseStartsAt(tokens, index + 1);
  // "don't be late", "never mind": an order of its own; not "never came", whose subject went before.
  if (first === "don't") return isWord(tokens[index + 1]);
  if (first === "never") return isWord(tokens[index + 1]) && !hasVerbForm(second);
  if (isBarePluralSubject(tokens, index)) return !isRelativeClause(tokens, index);
  // "São Paulo is": a name after another capital is the end of a name of several words.
  const isName =
    index > 0 &&
    /^\p{Lu}\p{Ll}/u.test(tokens[index]?.text ?? "") &&
    (!/^\p{Lu}/u.test(tokens[index - 1]?.text ?? "") ||
      CALENDAR_NAMES.has(lower(tokens[index - 1]) ?? ""));
  if (isName && AUXILIARIES.has(second)) return !isRelativeClause(tokens, index);
  return undefined;
}

/**
 * "the bank emailed our card is blocked", "the school called the trip got
 * cancelled": no object takes an auxiliary or a past that is no participle
 * after it, so the noun phrase is the subject of a clause of its own; unless
 * a subject follows the auxiliary: a question ("we need the room can you …").
 */
function auxiliaryAfterObject(tokens: Token[], at: number): boolean {
  const [verb, after] = [lower(tokens[at]) ?? "", lower(tokens[at + 1]) ?? ""];
  if (PAST_ONLY.has(verb)) return true;
  return AUXILIARIES.has(verb) && !QUESTION_SUBJECTS.has(after) && !DETERMINERS.has(after);
}

/** "I sent the file …": a noun phrase right after a verb is its object (not after "is attached"). */
function isObjectOfVerb(tokens: Token[], index: number): boolean {
  const previous = lower(tokens[index - 1]);
  return hasVerbForm(previous) && !BE_FORMS.has(lower(tokens[index - 2]) ?? "");
}

/**
 * "the proposal I sent to Chen", "the contract we discussed in Lisbon": after
 * a noun, a subject whose verb has no object of its own describes the noun.
 */
function isRelativeClause(tokens: Token[], index: number): boolean {
  // "the supplier yesterday he agrees": a clause ended on when, not on a noun.
  // "… this week we open again": a time phrase, not a noun, stands before the subject.
  const previous = lower(tokens[index - 1]) ?? "";
  if (TIME_WORDS.has(previous)) return false;
  if (TIME_NOUNS.has(previous) && TIME_DETERMINERS.has(lower(tokens[index - 2]) ?? ""))
    return false;
  // "your proposal but we need …": a conjunction, not a noun, stands before the subject.
  if (CLAUSE_CONJUNCTIONS.has(lower(tokens[index - 1]) ?? "")) return false;
  // "the bank called they need …": a verb, not a noun, stands before the subject.
  // Not "the files we needed they sent": there the verb has its own subject.
  if (/^\p{L}{3,}ed$/u.test(previous) && !CLAUSE_SUBJECTS.has(lower(tokens[index - 2]) ?? ""))
    return false;
  const afterNoun = [index - 2, index - 3].some((at) => DETERMINERS.has(lower(tokens[at]) ?? ""));
  if (!afterNoun) return false;
  const verbAt = ADVERBS.has(lower(tokens[index + 1]) ?? "") ? index + 2 : index + 1;
  if (AUXILIARIES.has(lower(tokens[verbAt]) ?? "")) return false;
  if (leavesNoGap(tokens, verbAt)) return false;
  const next = tokens[verbAt + 1];
  // "the numbers they look correct": a verb of seeming says what its subject is, not what it did to the noun.
  const said = lower(next) ?? "";
  if (LINKING_VERBS.has(lower(tokens[verbAt]) ?? "") && isWord(next) && !LEAD_INTO_CLAUSE.has(said))
    return TIME_WORDS.has(said);
  // "the book they gave me": a person given to, and the noun is what was given.
  if (OBJECTS.has(said) && objectMissingAt(tokens, verbAt + 2)) return true;
  const isObject =
    next?.kind === "word" &&
    (OBJECT_STARTS.has(next.text.toLowerCase()) || /^[\p{Lu}\d]/u.test(next.text));
  return !isObject || givenTo(tokens, index, verbAt);
}

/**
 * "she gave the kids you met some sweets": after a verb of giving, what the
 * clause leaves out is the noun, who was given to; not with the verb said
 * again or a pronoun ("I sent the hotel you sent the taxi", "… you need it").
 */
function givenTo(tokens: Token[], index: number, verbAt: number): boolean {
  const verb = lower(tokens[verbAt]) ?? "";
  const given = lower(tokens[verbAt + 1]) ?? "";
  if (OBJECTS.has(given) || QUESTION_SUBJECTS.has(given)) return false;
  return [index - 3, index - 4].some((at) => {
    const giving = lower(tokens[at]) ?? "";
    return (
      GIVING_VERBS.has(giving) && DETERMINERS.has(lower(tokens[at + 1]) ?? "") && giving !== verb
    );
  });
}

/** Whether the words at `at` leave the preposition before them without an object: the end, a time or the main verb. */
function objectMissingAt(tokens: Token[], at: number): boolean {
  const text = lower(tokens[at]);
  if (text === undefined || !isWord(tokens[at])) return true;
  if (TIME_WORDS.has(text) || FINITE.has(text)) return true;
  return TIME_DETERMINERS.has(text) && TIME_NOUNS.has(lower(tokens[at + 1]) ?? "");
}

/**
 * "my parents loved the hotel they want to come back next year", "the team
 * you worked so hard for this": a clause describing a noun leaves a gap
 * where the noun belongs, an object or a preposition's object. A verb that
 * takes no object ("want to come"), with every preposition after it holding
 * its own, leaves none: the clause is one of its own.
 */
/** "the team you will work with": a preposition left without its object in the words from `from`. */
function strandsPreposition(tokens: Token[], from: number): boolean {
  for (let at = from; at <= from + 8 && isWord(tokens[at]); at++)
    if (STRANDABLE.has(lower(tokens[at]) ?? "") && objectMissingAt(tokens, at + 1)) return true;
  return false;
}

function leavesNoGap(tokens: Token[], verbAt: number): boolean {
  let last = verbAt;
  // "want to come", "need to try to go": at most a few, so a text of "to go to go …" is read once.
  for (let links = 0; links < 3 && lower(tokens[last + 1]) === "to"; links++) {
    const next = tokens[last + 2];
    if (!/^\p{Ll}+$/u.test(next?.text ?? "") || OBJECT_STARTS.has(lower(next) ?? "")) break;
    last += 2;
  }
  return INTRANSITIVE.has(lower(tokens[last]) ?? "") && !strandsPreposition(tokens, last + 1);
}

/** "we loved it but the budget is not approved": a clause joined by these takes a comma. */
export const CLAUSE_CONJUNCTIONS = wordSet("but so");
