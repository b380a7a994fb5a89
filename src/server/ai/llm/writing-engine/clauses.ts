/**
 * Clauses run together in speech ("we got the payment today the receipt is
 * attached"): where a new clause starts after a complete one, a sentence
 * ends. A clause starts with a subject and a verb; it follows a complete one
 * when the words before hold a verb and do not lead into it ("I think", "so
 * that", "tell him").
 */
import { endsClause, lower, mark, type Token, wordSet } from "./tokens";

const SUBJECT_PRONOUNS = wordSet("i we they he she");
/** "you" and "it" begin a clause only before a verb that cannot be anything else. */
const WEAK_SUBJECTS = wordSet("you it");
const DETERMINERS = wordSet("the this our my your their his her several some both all most many");
const NUMBERS = wordSet("two three four five six seven eight nine ten");
const TIME_WORDS = wordSet(
  "yesterday today tomorrow tonight now then already again too earlier later",
);
/** A question opening a clause: "did you get it", "can you send them again". */
const QUESTION_OPENERS = wordSet("can could would will did do does is are was were have has");
const QUESTION_SUBJECTS = wordSet("you we i they he she it");
const QUESTION_WORDS = wordSet("how what when where why who which whether if");
const BE_FORMS = wordSet("is are was were be been am");
/** Adverbs between a subject and its verb: "I totally agree", "we already paid". */
const ADVERBS = wordSet(
  "totally really just also already still never always fully completely actually only",
);

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
      "need needs want wants think agree hope know like love see look looks works work",
  ),
]);
/** What an object starts with: after "the client he said", "yes" shows a clause, "to" a relative one. */
const OBJECT_STARTS = wordSet(
  "the a an this that these those my our your their his her its it them him us me you yes no all some",
);
/** After these a subject does not start a sentence: "so that we", "I think we", "tell him we". */
const LEAD_INTO_CLAUSE = wordSet(
  "and but or so because since as if when while until unless though although that which who whom whose where why how what whether than " +
    "to of in on at for with from by about into over after before between like " +
    "the a an this these those my our your their his its some any every each no all both " +
    "think thought know knew hope believe guess mean feel felt say said says tell told see saw make sure ensure confirm mention explain add assure promise wish suppose seems seem " +
    "i we you they he she it me us him her them " +
    "am is are was were be been has have had do does did will would can could should shall may might must " +
    "let make help thinking hoping wondering guessing expecting saying knowing " +
    "not just also very really please maybe perhaps probably hopefully surely then now even",
);
/** Verbs after which an object is followed by a clause: "tell Maria the contract is signed". */
const TELL_VERBS = wordSet(
  "tell told ask asked remind reminded show assure inform let warn promise",
);
/** Openings that are a whole clause without a verb: "thanks for your message", "great post". */
const COMPLETE_OPENERS = wordSet(
  "thanks thank sorry great good nice congrats congratulations welcome cheers hi hello",
);

const isWord = (token: Token | undefined) => token?.kind === "word";
export const hasVerbForm = (text: string | undefined) =>
  text !== undefined && (FINITE.has(text) || /^\p{L}{3,}ed$/u.test(text));

/**
 * The words of a clause so far, each read once as it is added: whether the
 * clause can stand on its own is then known at any word without reading the
 * clause again (re-reading it at every word grows with the square of a long
 * clause that never gets its verb, such as "however we however we …").
 */
export class ClauseSoFar {
  words = 0;
  first: string | undefined;
  second: string | undefined;
  private verbAfterFirst = false;

  add(token: Token | undefined): void {
    const text = lower(token);
    if (text === undefined) return;
    if (this.words === 0) this.first = text;
    else {
      if (this.words === 1) this.second = text;
      this.verbAfterFirst ||= hasVerbForm(text);
    }
    this.words += 1;
  }

  /** Whether the words so far can stand as a clause of their own. */
  get complete(): boolean {
    if (this.words < 2) return false;
    return COMPLETE_OPENERS.has(this.first ?? "") || this.verbAfterFirst;
  }
}

/** Whether a clause with its own subject and verb starts at `index`. */
export function clauseStartsAt(tokens: Token[], index: number): boolean {
  const first = lower(tokens[index]);
  const second = lower(tokens[index + 1]);
  if (first === undefined || second === undefined) return false;
  const verb = ADVERBS.has(second) ? lower(tokens[index + 2]) : second;
  // "he agrees", "she wants": a third-person verb.
  const agrees = (first === "he" || first === "she") && /[^s']s$/.test(verb ?? "");
  if (SUBJECT_PRONOUNS.has(first))
    return (hasVerbForm(verb) || agrees) && !isRelativeClause(tokens, index);
  if (WEAK_SUBJECTS.has(first)) return AUXILIARIES.has(second);
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
    return /s$/.test(second) && hasVerbForm(lower(tokens[index + 2]));
  if (!DETERMINERS.has(first)) return false;
  if (isObjectOfVerb(tokens, index)) return false;
  // "the receipt is attached", "the next one is due": a short noun phrase, then its verb.
  for (let offset = 1; offset <= 3; offset++) {
    const text = lower(tokens[index + offset]);
    if (text === undefined || !isWord(tokens[index + offset])) return false;
    if (offset > 1 && FINITE.has(text) && !/^(be|been|do|have)$/.test(text)) return true;
    if (LEAD_INTO_CLAUSE.has(text)) return false;
  }
  return false;
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
  if (TIME_WORDS.has(lower(tokens[index - 1]) ?? "")) return false;
  const afterNoun = [index - 2, index - 3].some((at) => DETERMINERS.has(lower(tokens[at]) ?? ""));
  if (!afterNoun) return false;
  const verbAt = ADVERBS.has(lower(tokens[index + 1]) ?? "") ? index + 2 : index + 1;
  if (AUXILIARIES.has(lower(tokens[verbAt]) ?? "")) return false;
  const next = tokens[verbAt + 1];
  const isObject =
    next?.kind === "word" &&
    (OBJECT_STARTS.has(next.text.toLowerCase()) || /^[\p{Lu}\d]/u.test(next.text));
  return !isObject;
}

/** Words that open a clause still waiting for its subject and verb: "that tomorrow I am …". */
const SUBORDINATORS = wordSet(
  "that because if when whether although though unless since until while once",
);

/**
 * "tell him that tomorrow I am late", "because on Monday we start": a
 * subordinator a few words back, with no verb after it, leads into this
 * clause, and the words between say when or where.
 */
function afterSubordinator(tokens: Token[], index: number): boolean {
  for (let back = 2; back <= 4; back++) {
    const token = tokens[index - back + 1];
    if (!isWord(token) || hasVerbForm(lower(token))) return false;
    if (SUBORDINATORS.has(lower(tokens[index - back]) ?? "")) return isWord(tokens[index - back]);
  }
  return false;
}

/** Whether the words before `index` lead into what follows rather than end a clause. */
function leadsIn(tokens: Token[], index: number): boolean {
  const previous = lower(tokens[index - 1]);
  if (previous === undefined || LEAD_INTO_CLAUSE.has(previous)) return true;
  if (afterSubordinator(tokens, index)) return true;
  // "ask how long the migration took": a question word a few words back leads into this clause.
  if ([2, 3].some((back) => QUESTION_WORDS.has(lower(tokens[index - back]) ?? ""))) return true;
  // "tell Maria the …", "tell my boss I …": who is told, then what.
  if (TELL_VERBS.has(lower(tokens[index - 2]) ?? "")) return true;
  return (
    TELL_VERBS.has(lower(tokens[index - 3]) ?? "") &&
    DETERMINERS.has(lower(tokens[index - 2]) ?? "")
  );
}

/** "we loved it but the budget is not approved": a clause joined by these takes a comma. */
const CLAUSE_CONJUNCTIONS = wordSet("but so");

/**
 * The tokens with a full stop (or a question mark, by `closingMark`) where a
 * complete clause meets the next one without a mark between them.
 */
export function separateRunOnClauses(
  tokens: Token[],
  closingMark: (clause: Token[]) => string,
): Token[] {
  const out: Token[] = [];
  let start = 0;
  let clause = new ClauseSoFar();
  for (const [index, token] of tokens.entries()) {
    const joinsClauses =
      CLAUSE_CONJUNCTIONS.has(lower(token) ?? "") &&
      isWord(tokens[index - 1]) &&
      clauseStartsAt(tokens, index + 1) &&
      clause.complete;
    if (joinsClauses) out.push(mark(","));
    if (
      index > 0 &&
      isWord(tokens[index - 1]) &&
      clauseStartsAt(tokens, index) &&
      !leadsIn(tokens, index) &&
      clause.complete
    ) {
      out.push(mark(closingMark(out.slice(start))));
      start = out.length;
      clause = new ClauseSoFar();
    }
    out.push(token);
    if (endsClause(token)) {
      start = out.length;
      clause = new ClauseSoFar();
    } else clause.add(token);
  }
  return out;
}
