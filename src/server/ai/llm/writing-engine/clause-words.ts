/**
 * Small classes of words a clause is read by, which need nothing else: forms
 * of "be", modals, adverbs between a subject and its verb, particles, and the
 * verbs that take no object with the prepositions a clause may leave bare.
 */
import { lower, type Token, wordSet } from "./tokens";

export const BE_FORMS = wordSet("is are was were be been am");
/** Adverbs between a subject and its verb: "I totally agree", "we already paid". */
export const ADVERBS = wordSet(
  "totally really just also already still never always fully completely actually only",
);
export const MODALS = wordSet("will would can could should shall may might must");

/** Words that end a clause as a verb's particle: "still on", "checked in", "is over". */
export const PARTICLES = wordSet("on off in out up down over");

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
  "go goes went come comes came arrive arrives arrived stay stays stayed sleep sleeps slept live lives lived " +
    "wait waits waited work works worked happen happens happened travel travels travelled traveled talk talks talked",
);
/** Prepositions that a relative clause may leave without their object: "the café we go to". */
export const STRANDABLE = wordSet("to for with about on in at from of into over after");
