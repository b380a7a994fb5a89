/**
 * Questions and orders run on after a complete clause. A question opened by
 * a modal or an auxiliary whose subject is a noun phrase or an indefinite
 * pronoun ("the parcel never came does the shop have my address", "my son
 * lost his jacket at school has anybody seen a blue coat"); an order after a
 * clause ending on a time, a number or a noun ("the visitors arrive at ten
 * make sure the room is clean", "the boxes weigh ten kilos lift them
 * carefully"). Said and typed in many voices, by people of many first
 * languages. Their near misses are in here-times-and-near-misses.ts.
 */
import { said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

export const QUESTIONS_AND_ORDERS_AFTER_A_CLAUSE: WriterCase[] = [
  // A question opened by a modal or an auxiliary, its subject a noun phrase or an indefinite pronoun.
  said("the sink is leaking again can somebody look at it", "again. Can somebody look at it?"),
  typed(
    "my daughter has a rash since monday can the nurse call me",
    "Monday. Can the nurse call me?",
  ),
  said("I cannot log in to the portal is there an outage", "portal. Is there an outage?"),
  typed(
    "the parcel never came does the shop have my address",
    "came. Does the shop have my address?",
  ),
  said(
    "the meeting moved to thursday will the director still join",
    "Thursday. Will the director still join?",
  ),
  typed(
    "the heating is off again could someone check the boiler",
    "again. Could someone check the boiler?",
  ),
  said(
    "my card was declined twice does the bank know about it",
    "twice. Does the bank know about it?",
  ),
  typed("the printer jammed on page four can anyone fix it", "page four. Can anyone fix it?"),
  said(
    "the lift is stuck on the third floor should the caretaker come",
    "third floor. Should the caretaker come?",
  ),
  typed(
    "our flight got cancelled will the airline pay for the hotel",
    "cancelled. Will the airline pay for the hotel?",
  ),
  said(
    "the wifi keeps dropping did the engineer change something",
    "dropping. Did the engineer change something?",
  ),
  typed(
    "my son lost his jacket at school has anybody seen a blue coat",
    "at school. Has anybody seen a blue coat?",
  ),
  said("the bill is higher this month did the price go up", "this month. Did the price go up?"),
  typed(
    "the kitchen smells of gas should everyone leave the building",
    "of gas. Should everyone leave the building?",
  ),
  said(
    "I sent the form last week has the office received it",
    "last week. Has the office received it?",
  ),
  typed(
    "the car makes a strange noise can the mechanic see it today",
    "strange noise. Can the mechanic see it today?",
  ),
  said("the water is brown this morning is the supply safe", "this morning. Is the supply safe?"),
  typed(
    "my mother feels dizzy since yesterday can a doctor visit her",
    "since yesterday. Can a doctor visit her?",
  ),
  said(
    "the shop was closed at noon do the owners take a lunch break",
    "at noon. Do the owners take a lunch break?",
  ),
  typed(
    "the payment failed again would the manager approve a transfer",
    "again. Would the manager approve a transfer?",
  ),
  said(
    "the baby has a fever tonight may the night nurse ring me",
    "tonight. May the night nurse ring me?",
  ),
  typed(
    "my laptop will not start does somebody have a spare charger",
    "will not start. Does somebody have a spare charger?",
  ),
  said("the bus skipped our stop was the driver new", "our stop. Was the driver new?"),
  typed(
    "the rent went up by fifty euros did the landlord send a letter",
    "50 euros. Did the landlord send a letter?",
  ),
  said("the concert sold out in an hour are any tickets left", "in an hour. Are any tickets left?"),
  typed(
    "the fridge is making ice everywhere could the technician come on friday",
    "everywhere. Could the technician come on Friday?",
  ),
  said(
    "the garden hose is split can the neighbours lend us one",
    "is split. Can the neighbours lend us one?",
  ),
  typed(
    "the training starts at eight will the trainer bring the slides",
    "at eight. Will the trainer bring the slides?",
  ),
  said(
    "I lost my library card can the desk print a new one",
    "library card. Can the desk print a new one?",
  ),
  typed(
    "the windows are dirty again could the cleaners do them next week",
    "again. Could the cleaners do them next week?",
  ),
  said(
    "our order is late again does the restaurant still deliver",
    "late again. Does the restaurant still deliver?",
  ),
  typed(
    "the server went down at midnight did anyone get an alert",
    "at midnight. Did anyone get an alert?",
  ),
  said(
    "my visa expires in march can the embassy extend it",
    "in March. Can the embassy extend it?",
  ),
  typed(
    "the pipes froze overnight is the plumber free today",
    "overnight. Is the plumber free today?",
  ),
  said(
    "the toilet on the second floor is blocked can someone call maintenance",
    "is blocked. Can someone call maintenance?",
  ),
  typed(
    "my grandfather fell in the garden should the ambulance come",
    "in the garden. Should the ambulance come?",
  ),
  said(
    "the invoice shows the wrong date can the accounts team change it",
    "wrong date. Can the accounts team change it?",
  ),
  typed(
    "the dog barked all night did the neighbours complain",
    "all night. Did the neighbours complain?",
  ),
  said(
    "the classroom is too cold has the school fixed the radiators",
    "too cold. Has the school fixed the radiators?",
  ),
  typed(
    "the app crashed after the update do other users have this problem",
    "the update. Do other users have this problem?",
  ),
  said(
    "the tap in the bathroom drips all day could somebody replace the washer",
    "all day. Could somebody replace the washer?",
  ),
  typed(
    "the parcel is at the post office can my brother pick it up",
    "post office. Can my brother pick it up?",
  ),
  said("the cake is ready would everybody like a piece", "is ready. Would everybody like a piece?"),
  typed(
    "the trains are on strike tomorrow will the office stay open",
    "tomorrow. Will the office stay open?",
  ),
  // An order after a clause ending on a time, a number or a noun, "make sure" and "remember" among them.
  said(
    "the visitors arrive at ten make sure the room is clean",
    "at ten. Make sure the room is clean.",
  ),
  typed("the van comes by noon please keep the gate open", "by noon. Please keep the gate open."),
  said("the exam is on friday remember to bring your id", "on Friday. Remember to bring your"),
  typed("the office shuts at five don't forget your keys", "at five. Don't forget your keys."),
  said(
    "the inspector comes at nine make sure the kitchen is tidy",
    "at nine. Make sure the kitchen is tidy.",
  ),
  typed("the party starts at seven remember to buy ice", "at seven. Remember to buy ice."),
  said("the bank closes at four try to go before lunch", "at four. Try to go before lunch."),
  typed("the train leaves at six thirty set an alarm", "at 6:30. Set an alarm."),
  said("your shift ends at ten lock the back door", "at ten. Lock the back door."),
  typed("the total is three hundred pounds pay half now", "300 pounds. Pay half now."),
  said("the school trip is on thursday pack a lunch", "on Thursday. Pack a lunch."),
  typed("the deadline is next monday send me a draft first", "next Monday. Send me a draft first."),
  said("the car needs a service in june book it early", "in June. Book it early."),
  typed("the store opens at eight come a bit before", "at eight. Come a bit before."),
  said("the vaccine appointment is at half past two bring your card", "2:30. Bring your card."),
  typed(
    "the shop sells fresh bread make sure you buy two loaves",
    "fresh bread. Make sure you buy two loaves.",
  ),
  said(
    "the landlord visits on saturday make sure the hall is empty",
    "on Saturday. Make sure the hall is empty.",
  ),
  typed("the match begins at three don't be late", "at three. Don't be late."),
  said(
    "the cleaner comes every friday leave the key under the mat",
    "every Friday. Leave the key under the mat.",
  ),
  typed(
    "the password has eight letters write it down somewhere safe",
    "eight letters. Write it down somewhere safe.",
  ),
  said("the boxes weigh ten kilos lift them carefully", "10 kilos. Lift them carefully."),
  typed("the printer is on the second floor use the stairs", "second floor. Use the stairs."),
  said(
    "the cake needs forty minutes check it after half an hour",
    "forty minutes. Check it after half an hour.",
  ),
  typed("the kids finish school at three pick them up on time", "at three. Pick them up on time."),
  said(
    "the electrician arrives at eleven please switch off the power",
    "at eleven. Please switch off the power.",
  ),
  typed(
    "the movie starts at nine please don't forget the popcorn",
    "at nine. Please don't forget the popcorn.",
  ),
  said(
    "the hotel checkout is at noon remember to leave the keys",
    "at noon. Remember to leave the keys.",
  ),
  typed(
    "the pharmacy closes at six make sure you get the medicine",
    "at six. Make sure you get the medicine.",
  ),
  said("the library has a new printer try it tomorrow", "new printer. Try it tomorrow."),
  typed(
    "the market is on sunday morning take the big basket",
    "Sunday morning. Take the big basket.",
  ),
  said("the nurse calls at four keep your phone close", "at four. Keep your phone close."),
  typed("the fine is forty euros pay it online", "40 euros. Pay it online."),
  said(
    "the flat has two bedrooms give the small one to Ana",
    "two bedrooms. Give the small one to Ana.",
  ),
  typed("the meeting is in room five bring your laptop", "room five. Bring your laptop."),
];
