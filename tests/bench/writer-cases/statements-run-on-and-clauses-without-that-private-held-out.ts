/**
 * The private held-out split of statements-run-on-and-clauses-without-that.ts,
 * written before the fix and not tuned on: other apologies and thanks before
 * a statement, other verbs that take a clause with no "that", other times a
 * clause ends on before a bare "be", and other distances said in units.
 */
import { said, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const STATEMENTS_RUN_ON_AND_CLAUSES_WITHOUT_THAT_PRIVATE_HELD_OUT: WriterCase[] = [
  written("sorry for my poor english i am from brazil", "English. I am from Brazil."),
  written("sorry for disturbing you the lift is not working again", "disturbing you. The lift"),
  said("thanks for calling me back the problem is solved", "back. The problem is solved."),
  written("sorry for the mistakes we made", "Sorry for the mistakes we made."),
  written("the engineer confirmed the machine is safe now", "confirmed the machine is safe now"),
  written("i checked the window was closed", "I checked the window was closed."),
  written("our tests proved the new design is faster", "proved the new design is faster"),
  said("she noticed the heater was broken", "She noticed the heater was broken."),
  written("we discovered the invoice was wrong", "We discovered the invoice was wrong."),
  written(
    "i checked the calendar the room is booked all week",
    "calendar. The room is booked all week.",
  ),
  written("we were in the car all night was very cold", "all night. It was very cold."),
  written(
    "we had a workshop with the new team was very interesting",
    "team. It was very interesting.",
  ),
  written("the airport is 20 minutes drive from the hotel", "20 minutes drive"),
  said("my house is 15 minutes walk from the office", "15 minutes walk"),
  written("i texted you the taxi is outside", "texted you. The taxi is outside."),
  written("we told you the price is fixed", "We told you the price is fixed."),
];
