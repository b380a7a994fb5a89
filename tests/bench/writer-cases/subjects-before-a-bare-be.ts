/**
 * Where a bare "is" or "was" after a whole-looking clause is NOT a clause
 * said without its subject: the noun phrase before it is that subject. A
 * noun with its own phrase after it ("the price of the tickets is …"), a
 * subject in "-ing" or "to" ("waiting for the bus was …"), what a verb of
 * checking or showing reports ("I checked the door was locked"), clause
 * subjects and describing clauses ("what I need is …", "the file you sent
 * me is …"), questions ending on "is", and learners' verbs inside a noun
 * phrase ("the thing he need most is …"). With a few that are such clauses,
 * where the phrase hangs on the verb before ("had the meeting with the client").
 */
import { said, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const SUBJECTS_BEFORE_A_BARE_BE: WriterCase[] = [
  // A noun phrase with its own phrase after it, after no verb that takes it.
  written("we cannot go the price of the tickets is very high", "of the tickets is very high"),
  written("i have no plans my plan for the weekend is simple", "plan for the weekend is simple"),
  written(
    "we finished at 10 everyone at the meeting was very tired",
    "at the meeting was very tired",
  ),
  said("sorry for being late the train to london was very late", "train to London was very late"),
  written("we took another way the road to the village is closed", "road to the village is closed"),
  written("we did not swim the water in the pool is very cold", "water in the pool is very cold"),
  written("i cannot work the kids in the garden are very loud", "kids in the garden are very loud"),
  written(
    "please call the technician the coffee machine in the kitchen is broken again",
    "machine in the kitchen is broken again",
  ),
  written(
    "we visited italy the best part of the trip was the food",
    "part of the trip was the food",
  ),
  written("we are short today one of my colleagues is sick", "of my colleagues is sick"),
  written("i paid half the rest of the money is in the bank", "of the money is in the bank"),
  // Subjects in "-ing" or "to".
  written("i was late today waiting for the bus was boring", "waiting for the bus was boring"),
  written("i love my job working from home is very nice", "working from home is very nice"),
  written("for me to be honest is very important", "to be honest is very important"),
  // What a verb of checking, mentioning or showing reports (or, split, what was found).
  written("i checked the door was locked", "door was locked"),
  written("he mentioned the car was broken", "car was broken"),
  written("they showed the building is safe", "building is safe"),
  written("i noticed the door was open", "I noticed the door was open."),
  written("i hope your mother is fine", "I hope your mother is fine."),
  written("i told the client the price is too high", "the price is too high"),
  // Clause subjects and describing clauses.
  written(
    "thanks for your message what i need is a ride to the airport",
    "what I need is a ride to the airport",
  ),
  written(
    "i called the bank the person i spoke to was very helpful",
    "person I spoke to was very helpful",
  ),
  written("i tried to open it the file you sent me is broken", "file you sent me is broken"),
  written(
    "i checked my folders the email i wrote this morning is in drafts",
    "email I wrote this morning is in drafts",
  ),
  written("we landed in cairo the day we arrived was very hot", "day we arrived was very hot"),
  written("he is looking for work the thing he need most is a job", "thing he need most is a job"),
  // Questions and clauses ending on "is".
  written(
    "excuse me do you know where the station is",
    "Excuse me, do you know where the station is?",
  ),
  written("she looks young i wonder how old she is", "I wonder how old she is."),
  written("he called me i know who he is", "I know who he is."),
  // "nobody" and "nothing" with their "-s" verb, and a learner's plain one.
  written("i asked everyone nobody knows the answer", "everyone. Nobody knows the answer."),
  written("i tried everything nothing works", "everything. Nothing works."),
  // The phrase hangs on the verb before, so the "be" has its subject unsaid.
  written("we had a meeting about the budget was very long", "the budget. It was very long."),
  written(
    "i bought a ticket for the concert in the park was very cheap",
    "in the park. It was very cheap.",
  ),
  said("we had dinner at the new place was really good", "new place. It was really good."),
];
