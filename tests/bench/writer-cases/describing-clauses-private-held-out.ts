/**
 * Private held-out split for describing clauses with no "that" (see
 * describing-clauses-without-that.ts): written before the fix, varied in
 * what a rule might key on (adverbs between subject and verb, other verbs
 * and tenses, nouns that are also verbs, names from many countries, lower
 * case, two and three clauses), and not looked at while fixing. Scored
 * once after the fix: clauses 17/22 (77.3%) against 100% tuned, so the rules
 * were made more general (an adverb after a participle, whom a thing was
 * given to before a year, a present with a preposition's phrase); one case,
 * a question that the writer rightly took as asked of it, became the
 * statement it was meant to be. Tuned since.
 */
import { keeping, said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

export const DESCRIBING_CLAUSES_PRIVATE_HELD_OUT: WriterCase[] = [
  // Gaps: one sentence.
  said(
    "the parcel my neighbour kindly picked up is in the hall",
    "The parcel my neighbour kindly picked up is in the hall.",
  ),
  typed("i returned the dress my aunt had ordered online", "the dress my aunt had ordered online."),
  keeping(
    ["Oluwaseun"],
    said(
      "we tasted the soup Oluwaseun made for the party",
      "the soup Oluwaseun made for the party.",
    ),
  ),
  said(
    "the plan they eventually agreed on was cheaper",
    "The plan they eventually agreed on was cheaper.",
  ),
  said("this is the room you are looking for", "the room you are looking for."),
  typed(
    "the scan the doctor ordered showed nothing",
    "The scan the doctor ordered showed nothing.",
  ),
  said(
    "I still use the laptop my company gave me in 2019",
    "the laptop my company gave me in 2019.",
  ),
  said("we missed the train we normally catch", "the train we normally catch."),
  keeping(
    ["Björn"],
    said(
      "the sofa Björn wants to sell is too big for us",
      "The sofa Björn wants to sell is too big for us.",
    ),
  ),
  said(
    "she found the letter her father wrote to her mother",
    "the letter her father wrote to her mother.",
  ),
  // Complete clauses after a noun: a new sentence.
  said("I cleaned the oven it still smells of smoke", "oven. It still smells"),
  typed(
    "we changed the supplier the old one kept sending late orders",
    "supplier. The old one kept sending",
  ),
  said("i read the contract the terms seem fair", "contract. The terms seem fair."),
  said(
    "she repaired the fence the wind knocked it down again last night",
    "fence. The wind knocked it down",
  ),
  said("I checked the schedule your shift ends at six", "schedule. Your shift ends"),
  keeping(
    ["Thandiwe"],
    said("I left the keys with them Thandiwe can open the door", "with them. Thandiwe can open"),
  ),
  keeping(
    ["Giulia"],
    typed("I passed your message to him Giulia already knew", "to him. Giulia already knew."),
  ),
  said(
    "we opened the box the glasses were broken we sent it back",
    "box. The glasses were broken. We sent it back.",
  ),
  said(
    "I called the airline my flight has been cancelled",
    "airline. My flight has been cancelled.",
  ),
  said("he tested the brakes they barely work", "brakes. They barely work."),
  said("we watched the parade my son played the drums", "parade. My son played the drums."),
  keeping(
    ["Mehmet"],
    said("I explained the problem to you Mehmet can fix it tomorrow", "to you. Mehmet can fix it"),
  ),
];
