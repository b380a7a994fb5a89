/**
 * A clause whose verb has an adverb before it ("the code never changes"),
 * or whose verb in "-s" the tagger may read as a noun ("the gate sticks"),
 * run on after a complete clause; with near misses where the adverb or the
 * "-s" word belongs to one clause.
 * Four cases written with these and still missed after the fix are left out
 * and listed in the round's report: "the bus usually comes late leave early"
 * and "the website just crashed what happened" (missed with no adverb too:
 * an order after "late", "what" after a verb), "the old one no longer
 * starts" and "the gate still squeaks" at the end of the text after a noun
 * (read as a clause describing it).
 */
import { said, typed, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const ADVERBS_AND_S_VERBS_AFTER_A_CLAUSE: WriterCase[] = [
  // An adverb between the subject and its verb, then an order or a question.
  said("the hallway light never works bring a torch", "never works. Bring a torch."),
  written("the washing machine still leaks who installed it", "still leaks. Who installed it?"),
  said("the printer always jams use the one upstairs", "always jams. Use the one upstairs."),
  said("the kettle already boils pour the water", "already boils. Pour the water."),
  written("the heater often fails who can fix it", "often fails. Who can fix it?"),
  said("the tap really drips call a plumber", "really drips. Call a plumber."),
  // An adverb between subject and verb in the second clause.
  said("my locker is number 45 the code never changes", "45. The code never changes."),
  said(
    "we moved in last year the landlord still owes us money",
    "last year. The landlord still owes us money.",
  ),
  typed("i called the office twice the manager never answers", "twice. The manager never answers."),
  said(
    "the shop opens at nine the baker always arrives first",
    "nine. The baker always arrives first.",
  ),
  said(
    "we tried the new cafe the coffee really tastes good",
    "new cafe. The coffee really tastes good.",
  ),
  said(
    "the meeting ended early the team usually stays longer",
    "early. The team usually stays longer.",
  ),
  typed("my phone is old the battery often dies", "old. The battery often dies."),
  said(
    "the kids are asleep the baby finally stopped crying",
    "asleep. The baby finally stopped crying.",
  ),
  // A verb in "-s" after a determiner's noun.
  said("our house is number 7 the gate sticks a bit", "7. The gate sticks a bit."),
  said("the roof is old the roof leaks when it rains", "old. The roof leaks when it rains."),
  said("we oiled the hinges the door squeaks anyway", "hinges. The door squeaks anyway."),
  typed("the room is cold the window rattles at night", "cold. The window rattles at night."),
  said("the shop is closed the owner returns on monday", "closed. The owner returns on Monday."),
  said(
    "I paid the bill the receipt shows the wrong date",
    "bill. The receipt shows the wrong date.",
  ),
  said("the car is ready the engine runs fine", "ready. The engine runs fine."),
  said(
    "the plan is simple the driver drops you at the station",
    "simple. The driver drops you at the station.",
  ),
  said("my flat is on floor 3 the lift breaks every week", "3. The lift breaks every week."),
  typed("Amara cleaned the oven the fan works now", "oven. The fan works now."),
  // A verb in "-s" before a question or an order.
  written(
    "the form asks for a tax number where do I find mine",
    "tax number. Where do I find mine?",
  ),
  written("the letter mentions a fine who sends these", "a fine. Who sends these?"),
  said("the app shows an error restart it", "an error. Restart it."),
  said("the recipe needs two eggs buy some on the way", "two eggs. Buy some on the way."),
  // Near misses: one clause.
  said("the gate sticks in winter", "The gate sticks in winter."),
  said("the light never works when it rains", "The light never works when it rains."),
  said("the code changes every month", "The code changes every month."),
  said("the bus stops here", "The bus stops here."),
  said("the shop sells fresh bread", "The shop sells fresh bread."),
  said("still water please", "Still water"),
  said("she never stops talking", "She never stops talking."),
  said("the roof leaks a little after heavy rain", "The roof leaks a little after heavy rain."),
  said(
    "the manager always answers the phone himself",
    "The manager always answers the phone himself.",
  ),
  said("my brother still works at the bank", "My brother still works at the bank."),
  said("the door squeaks and the window rattles", "The door squeaks and the window rattles."),
  typed("the train usually leaves at 8", "The train usually leaves at 8."),
  said("the form asks for your tax number", "The form asks for your tax number."),
];
