/**
 * Run-on speech whose break falls where a run of nouns or a noun phrase's
 * words meet the next clause: the break goes where one side ends as a
 * sentence can and the other begins as one can. No sentence ends on a
 * determiner, a possessive or an adjective waiting for its noun ("my left.
 * Eye is …"), nor begins with an auxiliary whose subject was left behind
 * ("the lid. Was cracked"), and after a finished time, place or complement
 * the new subject takes the whole noun run ("this month. Electricity
 * prices"). Said by people of many first languages and walks of life.
 * Beside them the near misses, which stay one sentence: one subject or one
 * object of several nouns ("the football club members voted", "we bought
 * new kitchen chairs"), and a possessive with its adjective and noun.
 */
import { said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

export const BREAKS_AT_THE_EDGE_OF_A_NOUN_RUN: WriterCase[] = [
  // After a time, an adverb or a complement, the new subject takes the whole noun run.
  said(
    "the water bill went up this month electricity prices are also higher",
    "this month. Electricity prices are",
  ),
  said(
    "the train was late again ticket machines were broken too",
    "late again. Ticket machines were",
  ),
  said("the flight was cancelled at noon hotel rooms were all booked", "at noon. Hotel rooms were"),
  said("my sister is tired this week night shifts are hard", "this week. Night shifts are hard."),
  said("the bus was late again train tickets are expensive too", "late again. Train tickets are"),
  typed(
    "we arrived in Lisbon on Tuesday taxi drivers were on strike",
    "on Tuesday. Taxi drivers were",
  ),
  said(
    "my mother is much better now hospital visits are over",
    "better now. Hospital visits are over.",
  ),
  said(
    "the weather was bad yesterday football matches were cancelled",
    "yesterday. Football matches were",
  ),
  said(
    "our office moved last month parking spaces are hard to find",
    "last month. Parking spaces are",
  ),
  said(
    "the market is busy on saturdays flower stalls are everywhere",
    "on Saturdays. Flower stalls are",
  ),
  // No sentence ends on a possessive or an adjective waiting for its noun.
  said("after the rugby game my right ankle is swollen", "my right ankle is swollen."),
  said("after the long meeting my left eye is twitching", "my left eye is twitching."),
  said(
    "the kids played outside all day their dirty shoes are in the hall",
    "all day. Their dirty shoes are",
  ),
  said(
    "we cleaned the flat this morning the old carpet was very dirty",
    "this morning. The old carpet was",
  ),
  said(
    "I went to the dentist today my lower tooth still hurts",
    "today. My lower tooth still hurts.",
  ),
  typed(
    "Kofi fixed the roof last week his new ladder was very useful",
    "last week. His new ladder was",
  ),
  // No sentence opens on an auxiliary whose subject stayed behind.
  said("the parcel came this morning the lid was cracked", "this morning. The lid was cracked."),
  said("the shop called at ten the order is ready", "at ten. The order is ready."),
  said(
    "we checked the flat on Monday the heating was broken",
    "on Monday. The heating was broken.",
  ),
  said("I went to the bank at lunch the queue was very long", "at lunch. The queue was very long."),
  said(
    "Ayesha opened the fridge this evening the milk had gone sour",
    "this evening. The milk had gone sour.",
  ),
  said("the kids are outside the garden gate was open", "outside. The garden gate was open."),
  said(
    "the shop closed early today bread rolls were sold out",
    "today. Bread rolls were sold out.",
  ),
  said(
    "we went to the market yesterday fish prices are very high now",
    "yesterday. Fish prices are",
  ),
  said("we moved house in june water bills are much lower here", "in June. Water bills are"),
  // Near misses: one subject or one object of several nouns stays whole.
  said("the football club members voted", "The football club members voted."),
  said("we bought new kitchen chairs", "We bought new kitchen chairs."),
  said("the sales team meeting starts at ten", "The sales team meeting starts at ten."),
  said("my left knee hurts", "My left knee hurts."),
  said("after the match our team bus was stuck in traffic", "our team bus was stuck in traffic."),
  said("before the exam my best friend was very nervous", "my best friend was very nervous."),
  said("the car park lights are broken again", "The car park lights are broken again."),
  typed("our new office printer works well", "Our new office printer works well."),
  said("the school bus driver was late today", "The school bus driver was late today."),
];
