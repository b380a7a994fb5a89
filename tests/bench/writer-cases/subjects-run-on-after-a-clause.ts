/**
 * Run-on speech whose next clause opens with a bare noun phrase or a name
 * after a complete clause: a team or department said as a bare noun
 * ("finance will pay"), a phrase after an object noun ("the school wants
 * it"), a noun with a number ("version 3 fixes it", "room 14 is taken"), a
 * plural and a past with nothing after it ("drivers complained"), a name
 * after a name ("to Marta Jonas replied"), a fragment before a clause ("nice
 * work one figure looks wrong"), and a message asked for with "write to X"
 * and no lead word. Said by people of many first languages, in chat and by
 * voice. Beside them the near misses, which stay one sentence: compounds
 * ("the delivery confirmation email", "the tracking number"), a clause
 * describing a noun, a participle after a noun, a full name, a clause that
 * opens with "what", and a verb in "-s" after a noun ("the landlord lets").
 */
import { keeping, said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

/** A message asked for: the words after the recipient are what it says. */
const asked = (say: string, says: string, ...punctuated: string[]): WriterCase => ({
  via: "chat",
  say,
  keep: [],
  says,
  punctuated,
});

export const SUBJECTS_RUN_ON_AFTER_A_CLAUSE: WriterCase[] = [
  // A team or a department said as a bare noun, after a clause ending on an adjective or participle.
  said(
    "the budget is approved finance will pay the invoice on monday",
    "is approved. Finance will pay",
  ),
  said("the draft looks fine legal wants to read it once more", "looks fine. Legal wants to read"),
  said("the room is booked catering arrives at noon", "is booked. Catering arrives at noon."),
  typed("our server was down support fixed it in an hour", "was down. Support fixed it"),
  said("the offer is final management will not negotiate", "is final. Management will not"),
  typed("the quote is accepted purchasing sends the order tomorrow", "accepted. Purchasing sends"),
  said("the shop is still closed security has the keys", "still closed. Security has the keys."),
  typed("website is now live marketing can start campaign", "now live. Marketing can start"),
  // A noun phrase after an object noun, often with a modal.
  said(
    "please fill in the survey the school wants it back by thursday",
    "the survey. The school wants it back by Thursday.",
  ),
  said("bring your passport the hotel will ask for it", "your passport. The hotel will ask"),
  typed(
    "pls check the contract the lawyer needs it before noon",
    "the contract. The lawyer needs it",
  ),
  said("please pay the deposit the agency must have it by friday", "deposit. The agency must"),
  // A noun with a version, a room or a step number.
  said("version 2 had the bug version 3 fixes it", "the bug. Version 3 fixes it."),
  said("room 12 is free room 14 is taken", "is free. Room 14 is taken."),
  typed("gate 5 is closed gate 7 is open now", "is closed. Gate 7 is open now."),
  said("chapter 4 is done chapter 5 needs more work", "is done. Chapter 5 needs more work."),
  typed("build 118 failed build 119 passed", "failed. Build 119 passed."),
  // A plural and a past run on from a noun, with nothing after the verb.
  said("we changed the schedule drivers complained", "the schedule. Drivers complained."),
  said("they closed the road neighbours protested", "the road. Neighbours protested."),
  typed("the teacher cancelled the test students cheered", "the test. Students cheered."),
  said("she posted the video viewers laughed", "the video. Viewers laughed."),
  // A name after a name, the first closing the clause before.
  keeping(
    ["Marta", "Jonas"],
    said("I forwarded it to Marta Jonas replied", "to Marta. Jonas replied."),
  ),
  keeping(
    ["Olga", "Tomasz"],
    said("I gave the keys to Olga Tomasz lost them", "to Olga. Tomasz lost them."),
  ),
  keeping(
    ["Kenji", "Aiko"],
    typed("i showed the plan to Kenji Aiko liked it", "to Kenji. Aiko liked it."),
  ),
  keeping(
    ["Omar", "Sara"],
    said("Omar is on leave Sara will cover for him", "on leave. Sara will cover"),
  ),
  keeping(
    ["Lena", "Paul"],
    said("Lena is sick Paul takes her shift", "is sick. Paul takes her shift."),
  ),
  // A fragment before a clause.
  said("nice work one figure looks wrong", "Nice work. One figure looks wrong."),
  typed("good question the answer is in the appendix", "Good question. The answer is"),
  said("lovely photos the beach looks amazing", "Lovely photos. The beach looks amazing."),
  typed("great meeting three points are still open", "Great meeting. Three points are"),
  // A compound after "the" keeps its words together; the clause before still ends.
  asked(
    "can you write to the airline that my bag never arrived the reference number is 7734",
    "7734",
    "never arrived. The reference number is 7734.",
  ),
  said("my order never came the tracking number is 8812", "never came. The tracking number is"),
  asked(
    "tell the store that my order never came the tracking code is 8812",
    "8812",
    "never came. The tracking code is 8812.",
  ),
  // A message after "write to X" with no lead word, cleaned as the same words dictated alone.
  asked(
    "write to Tom the report from june is still missing finance says they never saw it",
    "report from June",
    "still missing. Finance says",
  ),
  asked(
    "email Sara the bill from march is still open accounting has no record of it",
    "bill from March",
    "still open. Accounting has no record",
  ),
  said(
    "the bill from march is still open accounting has no record of it",
    "The bill from March is still open. Accounting has",
  ),
  asked(
    "message Ravi the room on friday is too small sales needs a bigger one",
    "room on Friday",
    "too small. Sales needs a bigger one.",
  ),
  asked(
    "write to Anna the venue is booked does the client want a projector",
    "venue is booked",
    "is booked. Does the client want a projector?",
  ),
  asked(
    "text Tom the numbers came in can marketing check them",
    "numbers came in",
    "came in. Can marketing check them?",
  ),
  asked(
    "write to Anna version 2 had the bug version 3 fixes it",
    "version 2 had the bug",
    "the bug. Version 3 fixes it.",
  ),
  asked("email Sara contract signed legal is happy now", "Contract signed", "Legal is happy now."),
  asked("text Lea thanks the cake was amazing", "cake was amazing", "The cake was amazing."),
  // More of the kinds, in other voices.
  said(
    "the order is shipped logistics will send you the tracking link",
    "is shipped. Logistics will send you",
  ),
  typed("contract signed legal is happy now", "Contract signed. Legal is happy now."),
  said(
    "please bring the receipts the accountant needs them for the tax return",
    "the receipts. The accountant needs them",
  ),
  typed("pls send me the slides the client wants them tonight", "the slides. The client wants"),
  said("kindly share the invoice our finance team needs it today", "invoice. Our finance team"),
  said("level 3 is closed level 4 is open for parking", "is closed. Level 4 is open"),
  typed(
    "platform 2 is closed platform 5 has the train to Leeds",
    "is closed. Platform 5 has the train to Leeds.",
  ),
  said("we cancelled the trip the kids cried", "the trip. The kids cried."),
  keeping(
    ["Yusuf", "Amina"],
    typed("i passed the message to Yusuf Amina answered", "to Yusuf. Amina answered."),
  ),
  said("she gave the files to Lucia Marco checked them", "to Lucia. Marco checked them."),
  said("cool video one thing is missing though", "Cool video. One thing is missing"),
  typed("nice slides two charts are the same", "Nice slides. Two charts are the same."),
  // Near misses: one sentence.
  said("the chart shows last quarter numbers", "The chart shows last quarter numbers."),
  said("the product team meeting starts at ten", "The product team meeting starts at ten."),
  said("our landlord lets students share rooms", "Our landlord lets students share rooms."),
  typed("the customer support line opens at nine", "The customer support line opens at nine."),
  said("I could not find the delivery confirmation email", "the delivery confirmation email."),
  said("the engineers we hired last year are great", "The engineers we hired last year are great."),
  said("the documents attached are outdated", "The documents attached are outdated."),
  said("what the manager said is true", "What the manager said is true."),
  keeping(
    ["Anna Schmidt"],
    said("I sent it to Anna Schmidt yesterday", "I sent it to Anna Schmidt yesterday."),
  ),
  said("the email from Anna Schmidt arrived late", "The email from Anna Schmidt arrived late."),
  typed("I spoke with Maria Lopez about the budget", "I spoke with Maria Lopez about the budget."),
  said("we flew to New York last week", "We flew to New York last week."),
  said("the release notes for version 3 are online", "The release notes for version 3 are online."),
  said("room 12 has a broken window", "Room 12 has a broken window."),
  said("we raised the rent last year", "We raised the rent last year."),
  said("I booked the meeting room for friday", "I booked the meeting room for Friday."),
  said(
    "the delivery driver left the parcel outside",
    "The delivery driver left the parcel outside.",
  ),
  said("the bank needs the signed form by friday", "The bank needs the signed form by Friday."),
  typed("the hotel staff speak three languages", "The hotel staff speak three languages."),
  said("the photos Anna took yesterday look great", "The photos Anna took yesterday look great."),
  said("the parking lot behind the school is full", "The parking lot behind the school is full."),
  said("step 2 takes about an hour", "Step 2 takes about an hour."),
  said("the shop sells second hand books", "The shop sells second hand books."),
  typed("we stayed at the hotel Maria recommended", "We stayed at the hotel Maria recommended."),
  said("the booking reference is 4471", "The booking reference is 4471."),
  typed("the shipping address is wrong", "The shipping address is wrong."),
  said("we need the meeting notes by monday", "We need the meeting notes by Monday."),
  said("the training plan starts in june", "The training plan starts in June."),
  said("I met Anna Lopez at the conference", "I met Anna Lopez at the conference."),
  said("we sent the files to Peter Novak last week", "to Peter Novak last week."),
  said("the gift from Maria Santos arrived today", "The gift from Maria Santos arrived today."),
  typed("the app lets users upload photos", "The app lets users upload photos."),
  said("what the doctor said makes sense", "What the doctor said makes sense."),
  typed("what the boss wants matters most", "What the boss wants matters most."),
  said("the parking fine was 40 euros", "The parking fine was 40 euros."),
  said("the price list shows last month prices", "The price list shows last month prices."),
];
