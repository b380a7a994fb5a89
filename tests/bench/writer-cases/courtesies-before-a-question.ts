/**
 * Thanks or congratulations said as one word before a question ("congrats
 * when is the wedding", "cheers how much do I owe you"): the courtesy is
 * a sentence of its own and the question takes its "?", as after "great" or
 * "perfect". Near misses: the courtesy before a clause that is no question
 * ("thanks when you get a chance"), and thanks for a thing ("thanks for the
 * help").
 */
import { said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

export const COURTESIES_BEFORE_A_QUESTION: WriterCase[] = [
  said("congrats when is the wedding", "Congrats. When is the wedding?"),
  said(
    "congratulations where will the new office be",
    "Congratulations. Where will the new office be?",
  ),
  said("congratulations when does the baby arrive", "Congratulations. When does the baby arrive?"),
  said("thanks when can we sign the lease", "Thanks. When can we sign the lease?"),
  said("thanks where should i leave the keys", "Thanks. Where should I leave the keys?"),
  said("cheers what time does your train get in", "Cheers. What time does your train get in?"),
  // Said to the assistant, a question after "cheers" alone is asked of it; in the write box it is the message.
  {
    via: "write",
    say: "cheers how much do i owe you",
    keep: [],
    punctuated: ["Cheers. How much do I owe you?"],
  },
  said("congrats how long did the course take", "Congrats. How long did the course take?"),
  typed(
    "congratulations when do you start the new job",
    "Congratulations. When do you start the new job?",
  ),
  typed("thanks which form do i fill in", "Thanks. Which form do I fill in?"),
  typed("thanks who should i ask about parking", "Thanks. Who should I ask about parking?"),
  typed("congrats where are you celebrating", "Congrats. Where are you celebrating?"),
  // Near misses: no question follows, or the thanks is for a thing.
  said("thanks when you get a chance", "Thanks when you get a chance."),
  said("sorry what i meant was tuesday", "Sorry what I meant was Tuesday."),
  said("thanks for the help with the boxes", "Thanks for the help with the boxes."),
  said("congratulations on the new house", "Congratulations on the new house."),
];
