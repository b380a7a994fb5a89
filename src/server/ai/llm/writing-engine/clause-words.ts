/**
 * Small classes of words a clause is read by, which need nothing else: forms
 * of "be", modals, adverbs between a subject and its verb, particles,
 * articles and possessives, and the verbs that take no object with the
 * prepositions a clause may leave bare.
 */
import { lower, type Token, wordSet } from "./tokens";

export const BE_FORMS = wordSet("is are was were be been am");
/**
 * Forms of "be" the word after which ends its clause ("is ready", "was slow",
 * "is shut"). Not the plain "be": the run-on rules that read these were tuned
 * without it, and with it would split after "will be" and "must be" too ("the
 * pasta will be boiling turn down the gas"), which no case checks yet.
 */
export const BE_FORMS_BUT_PLAIN = new Set([...BE_FORMS].filter((form) => form !== "be"));
/** Articles: "order a new one", "the day the snow melted". */
export const ARTICLES = wordSet("a an the");
/** Words that say whose: "keep your voice down". */
export const POSSESSIVES = wordSet("my your his her our their");
/** Adverbs between a subject and its verb: "I totally agree", "we already paid". */
export const ADVERBS = wordSet(
  "totally really just also already still never always fully completely actually only",
);
export const MODALS = wordSet("will would can could should shall may might must cannot");

/**
 * Words that end a clause as a verb's particle: "still on", "checked in", "is over",
 * "fell through", "fell apart"; never a list's item ("has gone through and …").
 */
export const PARTICLES = wordSet("on off in out up down over through apart");

/** A form of "be", contracted or not: "are", "we're", "it's". */
const isBe = (text: string | undefined) =>
  text !== undefined && (BE_FORMS.has(text) || /^\p{L}+['’](?:s|re|m)$/u.test(text));

/**
 * "the results are in", "the heating is back on": a particle right after a
 * form of "be" (an adverb between at most) is where its clause ends, so a
 * clause starting after it is one of its own ("… are in sales are up").
 */
export function particleAfterBe(tokens: Token[], index: number): boolean {
  if (!PARTICLES.has(lower(tokens[index - 1]) ?? "")) return false;
  const before = lower(tokens[index - 2]);
  if (isBe(before)) return true;
  return (ADVERBS.has(before ?? "") || before === "back") && isBe(lower(tokens[index - 3]));
}

/** Verbs that take no object, so a clause of them cannot describe a noun by its object. */
export const INTRANSITIVE = wordSet(
  "go goes went gone come comes came arrive arrives arrived stay stays stayed sleep sleeps slept live lives lived " +
    "wait waits waited work works worked happen happens happened travel travels travelled traveled talk talks talked " +
    "reply replies replied laugh laughs laughed cheer cheers cheered protest protests protested " +
    "smile smiles smiled cry cries cried panic panics panicked complain complains complained die dies died " +
    "apologise apologises apologised apologize apologizes apologized",
);
/** Prepositions that a relative clause may leave without their object: "the café we go to", "walked past". */
export const STRANDABLE = wordSet(
  "to for with about on in at from of into over after past across along around behind under",
);

/** Plurals with no "-s", which take a plain verb as a subject: "staff complain", "people reckon". */
export const PLURALS_WITHOUT_S = wordSet("people staff children men women police folk crew");
/**
 * Verbs that take a clause as their object, which no lead ends on: "staff
 * complain the app is slow", "parents worry the trip is too long".
 */
export const CLAUSE_TAKING_VERBS = wordSet(
  "complain reckon suspect argue insist admit realise realize notice worry assume suggest predict imagine swear claim report hear",
);
/** Verbs that take who is given to before what is given: "gave the kids some sweets". */
export const GIVING_VERBS = wordSet(
  "give gave hand handed bring brought buy bought show showed offer offered lend lent pass passed teach taught send sent leave left make made write wrote bake baked knit knitted",
);
/**
 * Verbs whose object is followed by a plain verb of its own ("we made them
 * clean the room", "I saw the kids leave", "let the dog sleep"): that verb
 * is no order, and the object no subject.
 */
export const BARE_VERB_TAKERS = wordSet(
  "let lets make makes made help helps helped see sees saw seen watch watches watched hear hears heard notice noticed feel feels felt",
);
/** "had the mechanic check the brakes": "have" takes a plain verb after a person, not after "bread". */
export const HAVE = wordSet("have has had");
/** Verbs of seeming, followed by what their subject is like. */
export const LINKING_VERBS = wordSet("look looks seem seems sound sounds feel feels");
/**
 * Pasts that no participle shares and that describe no noun, so a noun
 * phrase before one is its subject: "the trip got cancelled", "our flight
 * landed". Not "changed" or "reported": "the bug reported yesterday".
 */
export const PAST_ONLY = wordSet(
  "went came got ran broke fell grew woke flew drove spoke ate threw arrived happened landed stayed waited died",
);

/** Places said with no noun, which no verb takes as its object: "the jacket she left here". */
export const HERE_OR_THERE = wordSet("here there");
/** The prepositions before whom something was made for or given to: "baked for her", "wrote to us". */
export const RECEIVING = wordSet("for to");

/** Adjectives of feeling, which take a clause saying what is felt about; no one's name. */
export const FEELINGS = wordSet(
  "glad happy sorry pleased relieved thrilled sad proud delighted grateful thankful excited curious surprised afraid amazed shocked disappointed upset worried",
);

/**
 * "glad it arrived", "I am sorry we missed you": the clause after an
 * adjective of feeling says what is felt about, so it is no sentence of its
 * own and takes no comma.
 */
export const afterFeeling = (tokens: Token[], index: number) =>
  FEELINGS.has(lower(tokens[index - 1]) ?? "");
