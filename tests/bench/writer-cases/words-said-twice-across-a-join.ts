/**
 * A noun phrase said twice across a join: the object of one clause said again
 * as the subject of the next ("i called the office the office was closed").
 * Both copies are words the person meant, not a stutter, so both stay and the
 * clauses are set apart; true stutters ("the the", "we can we can") still go.
 */
import { said, typed, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const WORDS_SAID_TWICE_ACROSS_A_JOIN: WriterCase[] = [
  written(
    "i called the office the office was closed",
    "I called the office. The office was closed.",
  ),
  written("we sent the report the report was late", "We sent the report. The report was late."),
  written("thanks for the invoice the invoice is paid", "the invoice. The invoice is paid."),
  written(
    "thank you for your order your order number is 55 it ships in 2 days",
    "Thank you for your order. Your order number is 55.",
  ),
  said("i met peter peter says hello", "I met Peter. Peter says hello."),
  said("we booked the hotel the hotel is near the station", "We booked the hotel. The hotel is"),
  said("i need the key the key is in the drawer", "I need the key. The key is in the drawer."),
  said("i spoke with my manager my manager agrees", "with my manager. My manager agrees."),
  typed("she bought a new car the car is red", "She bought a new car. The car is red."),
  written(
    "we tested the new app the new app works fine",
    "We tested the new app. The new app works",
  ),
  said("i asked maria maria will come at 5", "I asked Maria. Maria will come at 5."),
  written(
    "we visited the client the client was very happy",
    "the client. The client was very happy.",
  ),
  // True stutters still go.
  said("the the printer is broken", "The printer is broken."),
  said("we can we can do friday", "We can do Friday."),
  said("i think i think we should wait", "I think we should wait."),
  said("i sent the report the report to anna", "I sent the report to Anna."),
  said("the report the report is ready", "The report is ready."),
  said("i think the plan the plan is good", "I think the plan is good."),
  said("please send me the the file", "Please send me the file."),
];
