/**
 * Run-on statements and the false breaks beside them: an apology or thanks
 * for something of the speaker's own ("sorry for my bad English", "sorry for
 * bothering you"), then a statement of its own; a time that ends a clause
 * ("at the beach all day") before a "be" said without its "it"; and, the
 * other way round, a verb that takes a clause with its "that" unsaid ("we
 * proved the method is reliable", "I checked the door was locked"), which
 * stays one sentence where a verb that takes a thing ("I checked the logs")
 * ends its own. Also distances said in units, which name no street ("5
 * minutes drive away").
 */
import { said, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const STATEMENTS_RUN_ON_AND_CLAUSES_WITHOUT_THAT: WriterCase[] = [
  // An apology or thanks, then a statement.
  written("sorry for my bad english i am learning", "Sorry for my bad English. I am learning."),
  written("sorry for my english i am learning", "English. I am learning."),
  written("apologies for my english we are still learning", "English. We are still learning."),
  written("sorry for our late answer we were on holiday", "answer. We were on holiday."),
  written("sorry for bothering you the printer is broken", "bothering you. The printer is broken."),
  written("sorry to bother you the printer is broken", "bother you. The printer is broken."),
  said("sorry for disturbing you my laptop is not working", "you. My laptop is not working."),
  written("i called you the printer is broken", "called you. The printer is broken."),
  said("thanks for waiting the doctor is ready now", "waiting. The doctor is ready now."),
  written("thank you for your patience we are working on it", "patience. We are working on it."),
  written("sorry for the mess we made", "Sorry for the mess we made."),
  written("thanks for the flowers you sent", "for the flowers you sent."),
  written("i told you the printer is broken", "I told you the printer is broken."),
  written("we showed you the plan works", "We showed you the plan works."),
  // A verb that takes a clause with its "that" unsaid.
  written("we proved the method is reliable", "We proved the method is reliable."),
  written("i checked the door was locked", "I checked the door was locked."),
  written("she confirmed the room is free", "She confirmed the room is free."),
  written("they showed the plan works", "They showed the plan works."),
  written("we noticed the price changed", "We noticed the price changed."),
  written("he proved the theory was wrong", "He proved the theory was wrong."),
  said("we verified the backup works", "We verified the backup works."),
  written("i remember the teacher was very strict", "I remember the teacher was very strict."),
  written("i mentioned the car was broken", "I mentioned the car was broken."),
  written("we confirmed the booking is paid", "We confirmed the booking is paid."),
  written("she showed the results were good", "She showed the results were good."),
  written("the doctor confirmed my leg is not broken", "confirmed my leg is not broken"),
  written("my manager admitted the plan was bad", "My manager admitted the plan was bad."),
  written("i checked the logs the server was down", "I checked the logs. The server was down."),
  written(
    "the booking is confirmed the hotel sent an email",
    "is confirmed. The hotel sent an email.",
  ),
  said("your order is already confirmed the delivery takes 3 days", "confirmed. The delivery"),
  written(
    "we checked the website the prices are higher now",
    "website. The prices are higher now.",
  ),
  written("he remembered my birthday we had dinner together", "birthday. We had dinner together."),
  // A time that ends a clause, then "be" without its "it".
  written("we were at the beach all day was very hot", "at the beach all day. It was very hot."),
  written("we worked all day was very tiring", "all day. It was very tiring."),
  said("i was in the office all morning was very busy", "all morning. It was very busy."),
  written("we stayed home all weekend was very cold", "all weekend. It was very cold."),
  // "have" and its object with a phrase, then "be" without its "it".
  written("we had a call with the supplier was very useful", "supplier. It was very useful."),
  // Distances said in units.
  written("the hotel is 5 minutes drive away", "The hotel is 5 minutes drive away."),
  written("the station is ten minutes drive from here", "ten minutes drive from here"),
  written("it is 2 hours drive to the lake", "2 hours drive to the lake"),
  written("we live at 42 baker street", "42 Baker Street"),
  written("the office is on 12 park drive", "12 Park Drive"),
];
