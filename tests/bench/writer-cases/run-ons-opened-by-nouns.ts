/**
 * Run-on speech whose next clause opens with a noun, not a pronoun: a bare
 * noun or plural ("traffic doubled"), a compound ("the payment page loads"),
 * a name ("Farah answered"), "the", "our" or "my" and a noun, a number ("two
 * people cancelled"), with everyday verbs in every tense, in three clauses,
 * and a question after a statement; said by people of many first languages.
 * Beside them the near misses, which stay one sentence: compounds ("the
 * sales team meeting"), a clause describing a noun ("the files marketing
 * sent"), an object before "to", a reported clause ("I think the client
 * liked it"), "the fact that", a phrase before the subject.
 */

import { keeping, replied, said, typed } from "./builders";
import { MARCUS } from "./threads";
import type { WriterCase } from "./writer-case";

export const RUN_ONS_OPENED_BY_NOUNS: WriterCase[] = [
  // A bare noun, a mass noun or a plural with no determiner.
  said(
    "we updated the website last night traffic doubled this morning",
    "last night. Traffic doubled this morning.",
  ),
  said("the shop closes at six parking is free after that", "at six. Parking is free after that."),
  said("I checked the logs memory usage looks normal", "the logs. Memory usage looks normal."),
  said("we lowered the price orders went up right away", "the price. Orders went up right away."),
  said(
    "we had a long winter heating bills were very high",
    "long winter. Heating bills were very high.",
  ),
  said("I reset the router internet works again", "the router. Internet works again."),
  typed(
    "thanks for the quick fix customers can log in again",
    "quick fix. Customers can log in again.",
  ),
  said(
    "the flight was delayed luggage arrived two hours later",
    "was delayed. Luggage arrived two hours later.",
  ),
  said("the rain finally stopped kids are playing outside", "stopped. Kids are playing outside."),
  said("dinner was amazing dessert was even better", "was amazing. Dessert was even better."),
  said(
    "we changed the supplier delivery takes three days now",
    "the supplier. Delivery takes three days now.",
  ),
  typed(
    "the update broke the login users cannot sign in since this morning",
    "the login. Users cannot sign in since this morning.",
  ),
  said(
    "we switched to the new tool feedback has been positive",
    "new tool. Feedback has been positive.",
  ),
  said("the heater is fixed water is still cold though", "fixed. Water is still cold though."),
  said("the new rules start in May staff need to sign the form", "in May. Staff need to sign"),
  // A compound noun.
  said(
    "we fixed the bug the payment page loads fast now",
    "the bug. The payment page loads fast now.",
  ),
  said(
    "I talked to the landlord the washing machine gets replaced next week",
    "the landlord. The washing machine gets replaced next week.",
  ),
  said(
    "the audit is done the sales report goes out on Friday",
    "is done. The sales report goes out on Friday.",
  ),
  said(
    "we painted the office the meeting room still smells a bit",
    "the office. The meeting room still smells a bit.",
  ),
  typed(
    "I called the bank credit card payments are blocked until Monday",
    "the bank. Credit card payments are blocked until Monday.",
  ),
  said(
    "we moved offices the phone number stays the same",
    "moved offices. The phone number stays the same.",
  ),
  // A name.
  keeping(
    ["Pedro"],
    said(
      "I sent the draft on Monday Pedro reviewed it last night",
      "on Monday. Pedro reviewed it last night.",
    ),
  ),
  keeping(
    ["Farah"],
    said(
      "the client called yesterday Farah answered all the questions",
      "yesterday. Farah answered all the questions.",
    ),
  ),
  keeping(
    ["Oluwaseun"],
    said(
      "we finished early Oluwaseun drove everyone home",
      "finished early. Oluwaseun drove everyone home.",
    ),
  ),
  keeping(
    ["Marta"],
    said(
      "the workshop went well Marta wants to run it again in spring",
      "went well. Marta wants to run it again",
    ),
  ),
  keeping(
    ["Lena"],
    said(
      "the tests pass now Lena merged the branch this morning",
      "pass now. Lena merged the branch",
    ),
  ),
  keeping(
    ["Carlos"],
    said("we lost the match Carlos scored twice though", "the match. Carlos scored twice though."),
  ),
  keeping(
    ["Priya", "Dev"],
    said(
      "Priya is on holiday Dev covers her calls this week",
      "on holiday. Dev covers her calls this week.",
    ),
  ),
  keeping(
    ["Ahmed"],
    said(
      "I booked the table for Saturday Ahmed brings the cake",
      "for Saturday. Ahmed brings the cake.",
    ),
  ),
  // "the", "our", "my" and a noun.
  said("we sold the old car the new one arrives in June", "old car. The new one arrives in June."),
  said("I waited an hour the doctor never came", "an hour. The doctor never came."),
  said(
    "the hotel was full our travel agent found another one",
    "was full. Our travel agent found another one.",
  ),
  said(
    "thanks for the flowers my mother put them in the kitchen",
    "the flowers. My mother put them in the kitchen.",
  ),
  said("I missed the train my boss was not happy", "the train. My boss was not happy."),
  said(
    "we repaired the roof our neighbours helped a lot",
    "the roof. Our neighbours helped a lot.",
  ),
  said("I tried the soup your recipe is perfect", "the soup. Your recipe is perfect."),
  said("the fridge is empty my brother ate everything", "is empty. My brother ate everything."),
  said(
    "I called the school the teacher says he is doing well",
    "the school. The teacher says he is doing well.",
  ),
  said(
    "we checked the numbers the total matches the invoice",
    "the numbers. The total matches the invoice.",
  ),
  said(
    "the server restarted at midnight every service came back up",
    "at midnight. Every service came back up.",
  ),
  // A number.
  said("the workshop is full two people cancelled though", "is full. Two people cancelled though."),
  said(
    "we sent out the invitations forty guests replied already",
    "the invitations. Forty guests replied already.",
  ),
  said(
    "we interviewed five candidates three of them speak German",
    "five candidates. Three of them speak German.",
  ),
  // Every tense.
  said(
    "the roof is fixed the basement is still leaking",
    "is fixed. The basement is still leaking.",
  ),
  said(
    "I finished the slides the intro has changed a bit",
    "the slides. The intro has changed a bit.",
  ),
  said("thank you for waiting your order has shipped", "for waiting. Your order has shipped."),
  said(
    "the launch went fine the press will cover it next week",
    "went fine. The press will cover it next week.",
  ),
  said(
    "we did the training last week the new hires had lots of questions",
    "last week. The new hires had lots of questions.",
  ),
  said(
    "we moved the party to Saturday the weather is going to be better",
    "to Saturday. The weather is going to be better.",
  ),
  // Three clauses.
  typed(
    "I got the keys the flat looks great the landlord left us a bottle of wine",
    "the keys. The flat looks great. The landlord left us",
  ),
  typed(
    "we arrived late the kitchen was closed room service brought us sandwiches",
    "arrived late. The kitchen was closed. Room service brought us sandwiches.",
  ),
  keeping(
    ["Sara"],
    typed(
      "the meeting ended early Sara went home the rest of us stayed",
      "ended early. Sara went home. The rest of us stayed.",
    ),
  ),
  typed(
    "I tested the app the login works the search crashes on Android",
    "the app. The login works. The search crashes on Android.",
  ),
  // A question after a statement.
  replied(
    "the venue is booked does the client want a projector",
    MARCUS,
    "is booked. Does the client want a projector?",
  ),
  replied(
    "the numbers came in can marketing check them by Monday",
    MARCUS,
    "came in. Can marketing check them by Monday?",
  ),
  replied(
    "we got the quote did the supplier include shipping",
    MARCUS,
    "the quote. Did the supplier include shipping?",
  ),
  replied(
    "thanks for the draft has legal seen it yet",
    MARCUS,
    "the draft. Has legal seen it yet?",
  ),
  replied(
    "the room is ready will the guests need parking",
    MARCUS,
    "is ready. Will the guests need parking?",
  ),
  // Second-language patterns from many first languages.
  said(
    "we have the problem since Monday the server is not reachable",
    "since Monday. The server is not reachable.",
  ),
  said(
    "my colleague is sick today project meeting move to tomorrow",
    "sick today. Project meeting move to tomorrow.",
  ),
  said(
    "we have finished the installation the technician comes back tomorrow for the test",
    "the installation. The technician comes back tomorrow",
  ),
  said(
    "I was at the post office the package is not there",
    "post office. The package is not there.",
  ),
  said(
    "the system is very slow today the clients are complaining a lot",
    "slow today. The clients are complaining a lot.",
  ),
  said(
    "I have reached the office the generator is not working again",
    "the office. The generator is not working again.",
  ),
  said(
    "we received your order the shipment will be next week",
    "your order. The shipment will be next week.",
  ),
  said(
    "we tested new version login page works good now",
    "new version. Login page works good now.",
  ),
  said(
    "the pasta was too salty my husband did not eat it",
    "too salty. My husband did not eat it.",
  ),
  said(
    "we finished the project yesterday team dinner is on Friday",
    "yesterday. Team dinner is on Friday.",
  ),

  // Near misses: one sentence each.
  said("the sales team meeting moved to Friday", "The sales team meeting moved to Friday."),
  said("the files marketing sent are broken", "The files marketing sent are broken."),
  said("we asked the client to wait", "We asked the client to wait."),
  said("I think the client liked it", "I think the client liked it."),
  said(
    "the fact that sales went up surprised everyone",
    "The fact that sales went up surprised everyone.",
  ),
  said("the report you sent me is great", "The report you sent me is great."),
  said(
    "my sister thinks the hotel is too expensive",
    "My sister thinks the hotel is too expensive.",
  ),
  said(
    "the customer service team answers every email within a day",
    "The customer service team answers every email within a day.",
  ),
  said("we want the designer to change the colours", "We want the designer to change the colours."),
  said(
    "the woman my brother married speaks four languages",
    "The woman my brother married speaks four languages.",
  ),
  said("I told the driver the address twice", "I told the driver the address twice."),
  said(
    "the car park behind the station closes at midnight",
    "The car park behind the station closes at midnight.",
  ),
  said(
    "our new office coffee machine makes terrible coffee",
    "Our new office coffee machine makes terrible coffee.",
  ),
  said("the city council meeting starts at seven", "The city council meeting starts at seven."),
  keeping(
    ["Anna"],
    said("the photos Anna took look amazing", "The photos Anna took look amazing."),
  ),
  said("we need the printer ink by tomorrow", "We need the printer ink by tomorrow."),
  said("I hope the weather stays nice", "I hope the weather stays nice."),
  said("the kids said the movie was boring", "The kids said the movie was boring."),
  said("all the money we raised goes to the school", "All the money we raised goes to the school."),
  said("we expect the price to drop next month", "We expect the price to drop next month."),
  said("two of my colleagues work in sales", "Two of my colleagues work in sales."),
  said("the bus driver let the kids sit in front", "The bus driver let the kids sit in front."),
  said("I heard the neighbours painted their house", "I heard the neighbours painted their house."),
  said("the book club members voted for a new book", "The book club members voted for a new book."),
  keeping(
    ["Lisbon"],
    said(
      "the people we met in Lisbon send their regards",
      "The people we met in Lisbon send their regards.",
    ),
  ),
  said("because of the rain the train was late", "Because of the rain, the train was late."),
];
