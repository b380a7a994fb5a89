/**
 * Clauses run on after an answer, thanks, a greeting or a name called
 * ("of course Maria can join us", "evening all the bar is open"), questions
 * run on after a statement ("the printer is broken is the other one
 * working"), and a describing clause whose object could be read as the next
 * subject ("the car my brother bought last week broke down"). Beside them
 * their near misses, which stay as said: "sure thing", "thanks to the rain",
 * "morning meetings are long", "I asked whether the meeting is still on".
 */

import { replied, said, typed } from "./builders";
import { PRIYA, TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const ANSWERS_GREETINGS_AND_QUESTIONS_RUN_ON: WriterCase[] = [
  // A clause opened by a name or an order after an answer.
  said("no worries Kemal already paid", "No worries. Kemal already paid."),
  said("of course Maria can join us", "Of course, Maria can join us."),
  typed("sure call me after five", "Sure, call me after five."),
  said("okay Bilal is bringing the chairs", "Okay, Bilal is bringing the chairs."),
  typed("no problem Sven has a spare charger", "No problem. Sven has a spare charger."),
  // A clause after a greeting with a name or a group called.
  said("morning Jana the keys are at reception", "Morning Jana, the keys are at reception."),
  typed("evening all the bar is open", "Evening all, the bar is open."),
  typed("dear all the canteen is closed on friday", "Dear all, the canteen is closed on Friday."),
  said("good morning Priya the van is outside", "Good morning Priya, the van is outside."),
  // A yes/no question after a complete clause.
  replied(
    "the printer is broken is the other one working",
    TOMASZ,
    "is broken. Is the other one working?",
  ),
  replied("the soup is cold is the microwave free", PRIYA, "is cold. Is the microwave free?"),
  replied("my laptop froze was the file saved", TOMASZ, "froze. Was the file saved?"),
  replied(
    "the kids are asleep are the lights off downstairs",
    PRIYA,
    "asleep. Are the lights off downstairs?",
  ),
  // A describing clause whose object the writer could take for a subject.
  said(
    "the car my brother bought last week broke down",
    "The car my brother bought last week broke down.",
  ),
  typed(
    "the trick she keeps showing the guests is getting old",
    "The trick she keeps showing the guests is getting old.",
  ),
  // Near misses: one sentence as said.
  said("sure thing", "Sure thing."),
  typed("yes and no", "Yes and no."),
  said(
    "thanks to the snow the school stayed closed",
    "Thanks to the snow",
    "school stayed closed.",
  ),
  said("no one answered the phone", "No one answered the phone."),
  typed("morning meetings are too long", "Morning meetings are too long."),
  said("sorry for the noise last night", "Sorry for the noise last night."),
  said("I asked whether the room is still free", "I asked whether the room is still free."),
  typed("the problem is where we park", "The problem is where we park."),
  said("evening classes start in october", "Evening classes start in October."),
  typed("the question is whether is it worth it", "The question is whether is it worth it."),
];
