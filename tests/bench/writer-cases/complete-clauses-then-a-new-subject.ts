/**
 * Two clauses run together where the first is complete (its verb takes no
 * object, or its object and any place or time are said) and the second
 * opens with a noun phrase subject, often bare (a plural, a mass noun, a
 * compound), in many people's styles; with near misses that stay whole (a
 * clause describing a noun, a compound noun, "because", a relative clause).
 * Written for a reading of when a clause is complete (WordNet's verbs that
 * take no object, curated): that reading carried only three more of them
 * than the writer did without it and moved no held-out figure, so it was
 * not kept (docs/benchmarks.md, thirteenth held-out half). The cases it
 * needed, and eleven it left, are out of this list and named there.
 */
import { said, typed, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const COMPLETE_CLAUSES_THEN_A_NEW_SUBJECT: WriterCase[] = [
  said("we updated the refund rules buyers now get 30 days", "rules. Buyers now get"),
  typed("the train arrived late most passengers missed their connections", "late. Most passengers"),
  said("the lift is out of order the stairs are on the left", "order. The stairs"),
  said("the library is next to the park entry is free", "park. Entry is free"),
  typed("the tablet froze during the update the screen stays black", "update. The screen"),
  said("my phone died at lunch customers could not reach me", "lunch. Customers could"),
  typed("the meeting ended early staff went home", "early. Staff went home"),
  said("the bus broke down near the bridge children walked to school", "bridge. Children walked"),
  typed("the shop closed for the holiday deliveries will start monday", "holiday. Deliveries"),
  said("the kitchen flooded yesterday insurance covers the damage", "yesterday. Insurance covers"),
  typed("the system crashed twice this week backups saved us", "week. Backups saved"),
  said("our team won the match fans sang in the street", "match. Fans sang"),
  said("I finished the report coffee is ready in the kitchen", "report. Coffee is ready"),
  written("the courier arrived late the packages are in reception", "late. The packages are"),
  // A determiner's phrase of one noun with a verb of its own after a verb with an object.
  said("the washing machine broke the engineer comes on monday", "broke. The engineer comes"),
  typed("we sold the old van the buyer is very happy", "van. The buyer is"),
  said("i cooked the rice the sauce needs more salt", "rice. The sauce needs"),
  typed("my son finished the puzzle his sister wants another one", "puzzle. His sister"),
  said("the council opened the new bridge the traffic will be lighter", "bridge. The traffic"),
  // "but" and "so" join two whole clauses with a comma, whatever subject the second has.
  said("the oven broke but the repairman came the same day", "broke, but the repairman"),
  typed("we sent the forms on time but two of them were unsigned", "time, but two of them"),
  said("the bus was full so the driver called another one", "full, so the driver"),
  said("she studied hard but failed the test", "She studied hard but failed the test."),
  // A verb after "than" says what was compared and takes no clause.
  said("the trip was longer than expected we got home at midnight", "expected. We got home"),
  typed("the quiz was easier than I thought I got nine out of ten", "thought. I got nine"),
  said("it took longer than usual the kids were tired", "usual. The kids were tired"),
  said("she earns more than I thought she did", "She earns more than I thought she did."),
  // What follows a preposition that takes an object is its object, whatever verb comes after.
  said("the spare key is under the blue pot see you at six", "pot. See you at six"),
  typed("our flat is near the river parking is a problem", "river. Parking is"),
  said("I left the charger beside the bed the cable is white", "bed. The cable is white"),
  said("we spoke with the manager the refund is coming", "manager. The refund is coming"),
  said("the till keeps crashing customers are paying cash", "crashing. Customers are"),
  // An auxiliary left without its verb, an adverb between it and its subject.
  said("the tablet charges but the phone still does not it needs a new cable", "not. It needs"),
  // Near misses.
  said("we are sorry that the fair on 9 October is cancelled", "on 9 October is cancelled."),
  said("the man I met yesterday works here", "The man I met yesterday works here."),
  said("the parcels the courier left got wet", "The parcels the courier left got wet."),
  said("the pipe burst because the water froze", "The pipe burst because the water froze."),
  said("students who register late pay more", "Students who register late pay more."),
  said(
    "the price list customers asked for is ready",
    "The price list customers asked for is ready.",
  ),
  said("the data entry team works nights", "The data entry team works nights."),
  typed("the car park lights stay on all night", "The car park lights stay on all night."),
  said("the water bill arrived today", "The water bill arrived today."),
  said("i fixed the bike my son rides", "I fixed the bike my son rides."),
  said("the teacher made the class repeat the song", "The teacher made the class repeat the song."),
  typed("we had the boiler serviced last week", "We had the boiler serviced last week."),
  said("she thinks the plan needs more time", "She thinks the plan needs more time."),
  said("the heater makes a noise does it need a service", "noise. Does it need a service?"),
  // A chain of verbs with its own object leaves no gap for the noun before it.
  said(
    "I wrote to the council about the noise they promised to check the wall",
    "noise. They promised",
  ),
  typed("I spoke to the bank about the loan they want to see everything", "loan. They want to see"),
  written("we asked the school about the trip she plans to call every parent", "trip. She plans"),
  said("the form he needs to sign is on the desk", "The form he needs to sign is on the desk."),
  // "a bit", "a little" before how something is say how much, and are no object of "be".
  said(
    "the parcel came today the corner was a bit crushed",
    "today. The corner was a bit crushed.",
  ),
  typed(
    "hi Ines the room was ready the bed was a little small",
    "ready. The bed was a little small.",
  ),
  written("the bus left early the driver was a bit rude", "early. The driver was a bit rude."),
  // A numbered thing is named by its figure; a participle after "be" takes no object; a figure
  // "be" says counts no singular noun after it.
  said(
    "the new app fixes the sync problem release 5.2 adds dark mode",
    "problem. Release 5.2 adds",
  ),
  typed("the login bug is fixed version 2.4 comes next month", "fixed. Version 2.4 comes"),
  said("the form is signed the bank needs a copy", "signed. The bank needs a copy."),
  written("my seat is 14 lunch is served at noon", "14. Lunch is served at noon."),
  said("the total is 340 euros for both nights", "The total is 340 euros for both nights."),
  typed("the bug version 2 fixes is small", "The bug version 2 fixes is small."),
  // A bare noun with a verb for one after a particle ends the clause before.
  said("the exam marks are out attendance was low", "are out. Attendance was low."),
  typed("the votes are in turnout is high", "are in. Turnout is high."),
  written("she is in hospital is that right", "She is in hospital. Is that right?"),
  // "only" after a possessive picks out the noun after it.
  said("we loved the flat our only worry is the stairs", "flat. Our only worry is the stairs."),
  typed(
    "the boss liked the plan his only doubt was the cost",
    "plan. His only doubt was the cost.",
  ),
  written("I called her only twice", "I called her only twice."),
  // A day of the month is a day, and an hour after it says when on it; a time told from the
  // moment said fixes its day, so a day after it opens the next clause.
  said("the interview is on 9 June at 11:30 I will wear the blue suit", "at 11:30. I will wear"),
  typed("I got home last night on Sunday we can catch up", "last night. On Sunday we can"),
  // After a time pointing back, a plural and a verb whose past is its plain form.
  said(
    "the offer ends in June after that tickets cost more",
    "June. After that tickets cost more.",
  ),
  typed("the sale ends on Friday after that prices cost double", "Friday. After that prices"),
];
