/**
 * Words that call someone without their name: a group ("hi team", "thanks
 * everyone"), a title ("sir", "doctor") or a role or kin ("boss", "mum").
 * Greetings, words of address and courtesies read the same lists, so that a
 * word that calls after one calls after the others.
 */
import { wordSet } from "./tokens";

/** Words after a greeting that address a group, not a person. */
export const GROUP_WORDS = wordSet("all everyone everybody team guys folks there");

/** Words that call a person by a title their name may follow ("doctor Khan"). */
export const TITLES_SAID = wordSet("sir doctor officer professor captain coach nurse");

/** Words that call a person or a group by their role or kin, not by name. */
export const ADDRESS_WORDS = new Set([
  ...TITLES_SAID,
  ...wordSet("madam ma'am ma’am teacher boss mum mom dad guys folks"),
]);

/**
 * Words that call after a courtesy, written low: "thanks everyone", "well
 * done team", "sorry mum", "cheers mate". Not "all" or "there", which a
 * courtesy takes as its own words ("thanks all the same", "hi there").
 */
export const CALLED_WORDS = new Set([
  ...[...GROUP_WORDS].filter((text) => text !== "all" && text !== "there"),
  ...ADDRESS_WORDS,
  ...wordSet("lads ladies gents mate mates friends bro buddy dude love dear darling"),
]);
