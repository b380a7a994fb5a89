/**
 * The private held-out split of orders-questions-and-exclamations-at-a-join.ts,
 * written before the fix and not looked at while tuning: the same joins in
 * other words and voices, with near misses. Scored once, by the first bench
 * after the first fixes (which lists the tuned misses): 15/18. Missed: "text
 * messages cost extra abroad" (read as a request to text someone called
 * Messages, a fault already on main), "is there a pharmacy near here my son
 * has fever" ("here" moved to the next clause) and "the package arrived
 * broken what i do now"; all three fixed after scoring.
 */
import { said, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const ORDERS_QUESTIONS_AND_EXCLAMATIONS_AT_A_JOIN_PRIVATE_HELD_OUT: WriterCase[] = [
  written("the exam lasts 2 hours bring water", "2 hours. Bring water."),
  written("the offer ends on sunday the 9th order now", "Sunday the 9th. Order now."),
  written("the delivery takes 5 days order early", "5 days. Order early."),
  said("the taxi comes at 8 be ready at the door", "at 8. Be ready"),
  written("i am in the car ping me when you are ready", "car. Ping me when"),
  written("the slides are final email them to the client", "final. Email them to the client."),
  written("text messages cost extra abroad", "Text messages cost extra abroad."),
  written("my email is not working", "My email is not working."),
  written("please sign the form is needed for the bank", "form. It is needed for the bank."),
  written("is there a pharmacy near here my son has fever", "here? My son has fever."),
  written("are you free tomorrow we can have lunch", "tomorrow? We can have lunch."),
  written("the package arrived broken what i do now", "broken. What I do now?"),
  written("the doctor called why he want to see me again", "called. Why he want to see me again?"),
  written(
    "the tickets we bought already why you charge us again",
    "already. Why you charge us again?",
  ),
  written("i wonder why he left", "I wonder why he left."),
  written("how thoughtful of you to call", "How thoughtful of you to call!"),
  written("how strange it is", "How strange it is!"),
  written("how far is the station", "How far is the station?"),
];
