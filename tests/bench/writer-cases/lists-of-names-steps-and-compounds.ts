/**
 * Lists the list reader missed or split wrongly: names opening a sentence
 * as its subject, steps joined by "then", and items of two words inside a
 * longer list (a noun a noun made of a verb acts on, "time management"; a
 * bare ordinal, "second hand books"). Beside them their near misses: a
 * word opening the sentence before names, "then" before a clause, and
 * single words that are each an item.
 */
import { said } from "./builders";
import type { WriterCase } from "./writer-case";

export const LISTS_OF_NAMES_STEPS_AND_COMPOUNDS: WriterCase[] = [
  // Names opening a sentence before its verb.
  said("Anna Tom Ben and Lea are coming on Friday", "Anna, Tom, Ben and Lea are coming"),
  said("Priya Jonas Mei and Omar signed the card", "Priya, Jonas, Mei and Omar signed the card."),
  said("Maybe Tom and Ben are coming", "Maybe Tom and Ben are coming."),
  // Steps joined by "then".
  said(
    "open the app then tap settings then log out",
    "Open the app, then tap settings, then log out.",
  ),
  said("restart the router then try again", "Restart the router, then try again."),
  said(
    "preheat the oven then mix the butter and sugar then bake it for 20 minutes",
    "Preheat the oven, then mix the butter and sugar, then bake it",
  ),
  said("go home then we can talk", "Go home then we can talk."),
  said("we finished early then went home", "We finished early then went home."),
  // Items of two words inside a longer list.
  said("we need to work on time management stress and sleep", "time management, stress and sleep."),
  said(
    "the workshop covers risk assessment budgeting and hiring",
    "risk assessment, budgeting and hiring.",
  ),
  said("they sell second hand books toys and clothes", "second hand books, toys and clothes."),
  // Near misses: each word an item.
  said(
    "the course covers communication collaboration and leadership",
    "communication, collaboration and leadership.",
  ),
  said("we sell old furniture books and toys", "old furniture, books and toys."),
];
