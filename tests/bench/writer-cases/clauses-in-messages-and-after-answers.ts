/**
 * Clauses run on where the writer reads a part of what was said on its own:
 * inside a request's message ("tell Anna that her proposal looks good the
 * board approved it"), after an answer word ("no the meeting is not
 * cancelled it is moved"), after thanks ("thanks the files arrived"), and
 * after a self-correction ("send it to Peter no sorry to Paul he has the
 * budget"), where the words left must be set apart as any others are. Beside
 * them their near misses, which stay one sentence: "no problem at all", "yes
 * please", "tell him that I agree", and phrasal verbs whose particle opens no
 * clause and no list item ("the deal fell through", "sort out the contract").
 */

import { asked, replied, said, typed } from "./builders";
import { MARCUS, PRIYA, TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const CLAUSES_IN_MESSAGES_AND_AFTER_ANSWERS: WriterCase[] = [
  // Clauses run on inside a request's message.
  asked(
    "chat",
    "tell maria that the report is ready she can send it to the client",
    "the report is ready",
    "is ready. You can send it to the client.",
  ),
  asked(
    "chat",
    "write to the landlord saying the heating is broken again we have no hot water since monday",
    "heating is broken",
    "broken again. We have no hot water since Monday.",
  ),
  asked(
    "voice",
    "message ahmed the car is ready he can pick it up at five",
    "the car is ready",
    "The car is ready. You can pick it up at five.",
  ),
  asked(
    "chat",
    "tell the team the server is back online we lost no data",
    "server is back online",
    "back online. We lost no data.",
  ),
  asked(
    "chat",
    "reply to sofia saying thanks the photos are great i will print them",
    "photos are great",
    "The photos are great. I will print them.",
  ),
  asked(
    "chat",
    "write an email to the supplier the parts arrived two boxes are damaged",
    "parts arrived",
    "The parts arrived. Two boxes are damaged.",
  ),
  asked(
    "chat",
    "ask jun if the room is free we need it on thursday",
    "room is free",
    "if the room is free? We need it on Thursday.",
  ),
  asked(
    "chat",
    "ask the plumber whether he can come today the kitchen is flooded",
    "can come today",
    "today? The kitchen is flooded.",
  ),
  asked(
    "voice",
    "let priya know the invoice is paid she can close the ticket",
    "invoice is paid",
    "The invoice is paid. You can close the ticket.",
  ),
  asked(
    "reply",
    "tell him the price is fine we can sign next week",
    "price is fine",
    "The price is fine. We can sign next week.",
  ),
  asked(
    "chat",
    "tell anna thanks the files arrived the client will sign tomorrow",
    "files arrived",
    "files arrived. The client will sign tomorrow.",
  ),
  asked(
    "chat",
    "email the school that kenji is sick we will bring a note from the doctor tomorrow",
    "kenji is sick",
    "Kenji is sick. We will bring a note from the doctor tomorrow.",
  ),
  asked(
    "chat",
    "ask her to send the file the client is waiting",
    "send the file",
    "send the file? The client is waiting.",
  ),
  asked(
    "chat",
    "remind the team to submit the hours the payroll closes today",
    "submit the hours",
    "submit the hours. The payroll closes today.",
  ),
  asked(
    "chat",
    "confirm the reservation for friday we will be four people",
    "reservation for Friday",
    "to confirm the reservation for Friday. We will be four people.",
  ),
  // A Spanish speaker's "we are agree", a German speaker's order of words, kept as said.
  asked(
    "chat",
    "write to carlos that we are agree with the price the contract can go out monday",
    "agree with the price",
    "with the price. The contract can go out Monday.",
  ),
  asked(
    "voice",
    "tell the customer we have already sent the offer yesterday he can call me anytime",
    "already sent the offer",
    "yesterday. You can call me anytime.",
  ),
  // Near misses: one clause, or a message that is a list.
  asked("chat", "tell him that i agree", "I agree", "I agree."),
  asked(
    "chat",
    "tell tom the order has gone through",
    "order has gone through",
    "The order has gone through.",
  ),
  asked(
    "chat",
    "let anna know the deal fell through",
    "deal fell through",
    "The deal fell through.",
  ),
  asked(
    "voice",
    "tell the team we need to sort out the contract",
    "sort out the contract",
    "We need to sort out the contract.",
  ),

  // Clauses run on after an answer word.
  said(
    "no the meeting is not cancelled it is moved to friday",
    "No, the meeting is not cancelled. It is moved to Friday.",
  ),
  said(
    "no we don't need the van the boxes fit in my car",
    "No, we don't need the van. The boxes fit in my car.",
  ),
  typed(
    "yes the parcel arrived it was a bit damaged",
    "Yes, the parcel arrived. It was a bit damaged.",
  ),
  replied(
    "yes we got your email the team is looking at it",
    MARCUS,
    "Yes, we got your email. The team is looking at it.",
  ),
  replied(
    "sure we can meet on monday i am free after lunch",
    TOMASZ,
    "Sure, we can meet on Monday. I am free after lunch.",
  ),
  said(
    "okay the van comes at nine please be ready",
    "Okay, the van comes at nine. Please be ready.",
  ),
  {
    via: "comment",
    say: "right the link works again thanks for fixing it",
    keep: [],
    punctuated: ["Right, the link works again."],
  },
  said(
    "nope the shop was closed i will go tomorrow",
    "Nope, the shop was closed. I will go tomorrow.",
  ),
  replied(
    "no i haven't seen it can you send it again",
    PRIYA,
    "No, I ",
    "seen it. Can you send it again?",
  ),
  said(
    "right the printer is fixed you can print again",
    "Right, the printer is fixed. You can print again.",
  ),
  said("sure the room is free you can book it", "Sure, the room is free. You can book it."),
  replied(
    "no the invoice was paid on monday the bank has the receipt",
    MARCUS,
    "No, the invoice was paid on Monday. The bank has the receipt.",
  ),
  // A Polish speaker's "yes of course", an Indian English "no issues".
  said("yes of course we are coming the kids are excited", "we are coming. The kids are excited."),
  typed(
    "no we are not ready the designer is still sick",
    "No, we are not ready. The designer is still sick.",
  ),
  // An answer after an answer, and an answer that is a sentence of its own.
  said(
    "yeah no the printer is still broken the technician comes monday",
    "Yeah, no, the printer is still broken.",
  ),
  replied("no sorry we are fully booked that weekend", TOMASZ, "No, sorry, we are fully booked"),
  said("sure no problem i will bring the cables", "Sure, no problem. I will bring the cables."),
  said("no not yet the bank needs two more days", "No, not yet. The bank needs two more days."),
  typed("yes exactly the meeting is at ten", "Yes, exactly. The meeting is at ten."),
  said("sorry i am late the bus broke down", "Sorry, I am late. The bus broke down."),
  asked(
    "chat",
    "reply to the shop saying no thanks we found another one",
    "found another one",
    "We found another one.",
  ),
  said("no thanks", "No thanks."),
  said("oh no the bus is late again", "Oh no, the bus is late again."),
  // An answer after a greeting, a lead or a name called.
  replied(
    "hi tom yes the invoice is paid the receipt is attached",
    MARCUS,
    "Yes, the invoice is paid. The receipt is attached.",
  ),
  replied("hello anna no we cannot come the car is broken", PRIYA, "No, we cannot come."),
  said("Tom no the meeting is at ten we moved it", "Tom, no, the meeting is at ten. We moved it."),
  said(
    "well no the price is not final the boss has to agree",
    "Well, no, the price is not final. The boss has to agree.",
  ),
  said("so yeah the kids are fine they slept well", "yeah, the kids are fine. They slept well."),
  // Near misses: an answer that is all there is, or words after it that open no clause.
  said("yes please", "Yes, please."),
  said("no problem at all", "No problem at all."),
  said("sure thing", "Sure thing."),
  said("no one came to the meeting", "No one came to the meeting."),
  said("right after lunch we meet the client", "Right after lunch"),
  said("no more meetings on friday", "No more meetings on Friday."),
  said("sorry for the late answer", "Sorry for the late answer."),
  said("exactly 12 laptops arrived this morning", "Exactly 12 laptops arrived this morning."),

  // Clauses run on after a self-correction.
  said(
    "the meeting is on tuesday no wednesday we need the big room",
    "on Wednesday. We need the big room.",
  ),
  said(
    "we need five chairs no six the boss is coming too",
    "We need six chairs. The boss is coming too.",
  ),
  said("call Peter no sorry Paul he knows the code", "Call Paul. He knows the code."),
  said(
    "send the file to Anna no wait to Maria she is on the project now",
    "Send the file to Maria. She is on the project now.",
  ),
  said("the flight lands at seven no eight i will be late", "at eight. I will be late."),
  replied(
    "the price is 200 sorry 250 the shipping is extra",
    TOMASZ,
    "is 250. The shipping is extra.",
  ),
  typed("the meeting is at 3 no 4 we can use my office", "at 4. We can use my office."),
  said("book 3 rooms no 4 my sister is coming", "Book 4 rooms. My sister is coming."),
  said(
    "we fly on the 5th no the 6th the hotel is booked from then",
    "We fly on the 6th. The hotel is booked from then.",
  ),
  said(
    "put it in the red box no the blue one the red one is full",
    "Put it in the blue one. The red one is full.",
  ),
  said(
    "meet me at the station sorry at the airport my flight lands at six",
    "Meet me at the airport. My flight lands at six.",
  ),
  // Near misses: the correction is all there is.
  said("send it to Peter no sorry to Paul", "Send it to Paul."),
  said("the deadline is friday no thursday", "The deadline is Thursday."),
  said("send it to Peter sorry to bother you again", "Send it to Peter"),

  // Phrasal verbs: the particle opens no clause and no list item.
  said("the order has gone through and Tom signed the papers", "has gone through and Tom signed"),
  said("the deal fell through last week", "The deal fell through last week."),
  said("we need to sort out the contract", "We need to sort out the contract."),
  said("please fill in the form", "Please fill in the form."),
  said(
    "the payment went through yesterday i checked the account",
    "yesterday. I checked the account.",
  ),
  said(
    "the meeting was called off the boss is sick",
    "The meeting was called off. The boss is sick.",
  ),
  said("the power went out the fridge is warm", "The power went out. The fridge is warm."),
  said(
    "she turned down the offer she wants to stay",
    "She turned down the offer. She wants to stay.",
  ),
  said(
    "the plan fell apart the money never came through",
    "The plan fell apart. The money never came through.",
  ),
  said(
    "the order has gone through and the money is in",
    "The order has gone through and the money is in.",
  ),
  said("i will pick up the kids after work", "I will pick up the kids after work."),
  typed("we sorted it out and the client is happy", "We sorted it out and the client is happy."),
  {
    via: "write",
    say: "kindly fill up the form and send it back by friday",
    keep: [],
    punctuated: ["Kindly fill up the form and send it back by Friday."],
  },
  {
    via: "comment",
    say: "the update has gone through and anna checked it",
    keep: [],
    punctuated: ["gone through and"],
  },
];
