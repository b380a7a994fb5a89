/**
 * Run-on speech whose first clause ends on a list, a number, a date, a time,
 * an amount or a code, or whose next clause opens with "there is/are/was"
 * or with an order after a clause that is complete ("the lift is broken
 * take the stairs"), and an order the tagger reads as a noun ("share the
 * slides"). Said by people of many first languages, in chat and by voice.
 * Beside them the near misses, which stay one sentence: a number in a
 * phrase ("two boxes of ten", "at 3 pm on Friday"), "there are three of
 * us", a list of verbs, a number that is an object ("20 euros to park"), an
 * order alone, and a verb after whom it is asked of ("let me know", "we made
 * them clean the room").
 */
import { keeping, said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

export const RUN_ONS_AFTER_LISTS_NUMBERS_AND_BEFORE_ORDERS: WriterCase[] = [
  // A list, then the next clause.
  said("we bought apples pears and grapes the fridge is full now", "and grapes. The fridge"),
  typed("still need tape glue and scissors my sister has some", "and scissors. My sister has"),
  said("we packed shirts socks and towels the car is ready", "and towels. The car is ready."),
  // A number said alone, counting what was said before, as the next clause's subject.
  said("the parcels came this afternoon three were wet", "this afternoon. Three were wet."),
  said("my aunt has four kids one studies in Warsaw", "four kids. One studies in Warsaw."),
  said("we invited all the neighbours nine came", "neighbours. Nine came."),
  // Near misses: a number a phrase holds, and "one" after an adjective.
  typed("the train at 6 is full", "The train at 6 is full."),
  said("I think the cheaper one works better", "the cheaper one works better"),
  typed("page two is missing from the contract", "Page two is missing from the contract."),
  // A number, an amount, a time, a date or a code, then the next clause.
  keeping(
    ["85"],
    said("the bill came to 85 dollars we split it three ways", "85 dollars. We split it"),
  ),
  keeping(
    ["7:15"],
    typed("my train leaves at 7:15 the station is far", "at 7:15. The station is far."),
  ),
  keeping(
    ["ZX9921"],
    said("the reference is ZX9921 the bank cannot find the payment", "ZX9921. The bank cannot"),
  ),
  typed("the exam is on 12 may nobody studied yet", "12 May. Nobody studied yet."),
  said("the parcel weighs 3 kg it needs a bigger box", "3 kg. It needs a bigger box."),
  keeping(
    ["42"],
    typed("my flat number is 42 the buzzer does not work", "is 42. The buzzer does not work."),
  ),
  // An amount or a number, then "that" as the subject of the next clause.
  said("I paid 45 euros for the ticket that was cheap", "for the ticket that was cheap"),
  keeping(["45"], said("we paid 45 euros that was cheap", "45 euros. That was cheap.")),
  typed("the price is 300 pounds that is too much for me", "300 pounds. That is too much"),
  keeping(["1200"], said("the rent went up to 1200 that's crazy", "to 1200. That's crazy.")),
  // "there is/are/was" after a complete clause.
  said("the kitchen is clean there is still dust on the shelves", "is clean. There is still"),
  typed("heater is broken there are blankets in the closet", "is broken. There are blankets"),
  said("the party was great there was cake for everyone", "was great. There was cake"),
  // An order after a clause that is complete.
  said("the lift is out of order use the stairs", "out of order. Use the stairs."),
  typed("the report is ready print it for the client", "is ready. Print it for the client."),
  said("the door is locked get the key from the caretaker", "is locked. Get the key"),
  typed("the form is online fill it in before friday", "is online. Fill it in before Friday."),
  said("the wifi is down restart the router", "is down. Restart the router."),
  typed("the coffee machine is empty refill it please", "is empty. Refill it please."),
  said("the printer is jammed try the one upstairs", "is jammed. Try the one upstairs."),
  typed("the train is late take a taxi", "is late. Take a taxi."),
  said("the link is expired open the new one", "is expired. Open the new one."),
  typed("the meeting moved to thursday update the calendar", "to Thursday. Update the calendar."),
  said("the files are on the drive download them tonight", "on the drive. Download them"),
  // An order after a number, an amount or a list.
  keeping(["7"], said("dinner is at 7 bring a dessert", "at 7. Bring a dessert.")),
  keeping(["120"], typed("the total is 120 pay half now", "is 120. Pay half now.")),
  keeping(
    ["214"],
    said("the room is 214 take the lift to the second floor", "is 214. Take the lift"),
  ),
  typed("we have bread cheese and olives bring the wine", "and olives. Bring the wine."),
  // An order the tagger may read as a noun.
  said("the deadline is friday share the slides with anna", "is Friday. Share the slides"),
  typed("the draft is finished review the draft tonight", "is finished. Review the draft"),
  // Near misses: one sentence.
  said("we need two boxes of ten", "We need two boxes of ten."),
  typed("the meeting is at 3 pm on friday", "The meeting is at 3 pm on Friday."),
  said("there are three of us", "There are three of us."),
  typed("we cleaned cooked and ate", "We cleaned cooked and ate."),
  said("call me at 5 if you can", "Call me at 5 if you can."),
  typed("it costs 20 euros to park", "It costs 20 euros to park."),
  said("use the code at checkout", "Use the code at checkout."),
  typed("let me know", "Let me know."),
  said("we made them clean the room", "We made them clean the room."),
  typed("I saw the kids leave the park", "I saw the kids leave the park."),
  said("we watched the team win the cup", "We watched the team win the cup."),
  typed("we found 3 bugs that are critical", "We found 3 bugs that are critical."),
  said("I want the team to review the draft", "I want the team to review the draft."),
];
