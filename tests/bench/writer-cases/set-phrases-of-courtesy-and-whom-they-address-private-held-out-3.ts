/**
 * A third private held-out split of
 * set-phrases-of-courtesy-and-whom-they-address.ts, written after the
 * reading was made more general from the second and before looking at how
 * the writer does on these: other set phrases and names (titled, lower case,
 * from many countries), phrases ending a clause, and near misses.
 * Scored once (1fd1315): clauses set apart 19/21 (90.5%) beside the tuned
 * 100%; its misses (a courtesy made bigger by "at all", "no worries at all";
 * a courtesy as a verb's second object, "wished them good night") made the
 * reading more general, and then the file became a tuned one.
 */
import { written } from "./builders";
import type { WriterCase } from "./writer-case";

export const SET_PHRASES_OF_COURTESY_AND_WHOM_THEY_ADDRESS_PRIVATE_HELD_OUT_3: WriterCase[] = [
  written("thanks a million Chidi the car runs like new", "Chidi. The car runs like new."),
  written(
    "so sorry Mrs Kowalski the delivery slipped to Friday",
    "Mrs Kowalski. The delivery slipped to Friday.",
  ),
  written("well done lads you never gave up", "Well done, lads. You never gave up."),
  written("congrats Sunita the new flat looks gorgeous", "Sunita. The new flat looks gorgeous."),
  written("good work Hamza the numbers finally add up", "Hamza. The numbers finally add up."),
  written("thanks everybody the donations reached two thousand", "everybody. The donations"),
  written("cheers Aleksandra the wine was lovely", "Aleksandra. The wine was lovely."),
  written(
    "my apologies Professor Tanaka the draft will be late",
    "Professor Tanaka. The draft will be late.",
  ),
  written("the printer is fixed thanks again Oluwaseun", "fixed. Thank", ", Oluwaseun."),
  written("the cake is in the fridge good night", "fridge. Good night."),
  written("I sent the photos this morning cheers", "morning. Cheers"),
  written("sorry darling the taxi never came", "darling. The taxi never came."),
  written("thank you pedro the tiles look perfect", ", Pedro. The tiles look perfect."),
  written("one quick question Björn is the parking free", "Björn", "free?"),
  written("the car is washed no worries at all", "washed. No worries at all."),
  written("nice work Ifeoma the client signed today", "Ifeoma. The client signed today."),
  // Near misses.
  written("thanks to you the party was a success", "Thanks to you"),
  written("I am so sorry Kenji lost his job", "I am so sorry Kenji lost his job."),
  written("we wished them good night", "We wished them good night."),
  written("the audience cheers loudly", "The audience cheers loudly."),
  written("good work habits matter", "Good work habits matter."),
];
