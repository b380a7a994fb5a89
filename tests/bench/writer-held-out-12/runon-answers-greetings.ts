/**
 * Run-on dictations that open with an answer ("yes", "no", "sure") or a
 * greeting, or close on a sign-off, or give "thanks" and "sorry" a clause of
 * their own.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_ANSWERS_GREETINGS: WriterCase[] = [
  {
    via: "write",
    say: "yes i can come on monday my car is back from the garage",
    keep: [],
    punctuated: ["Yes, I can come", "Monday. My car"],
  },
  {
    via: "write",
    say: "no we did not get the parcel can you send another one",
    keep: [],
    punctuated: ["No, we", "parcel. Can you send another one?"],
  },
  {
    via: "write",
    say: "thanks for checking the boiler it works fine the noise has stopped too",
    keep: [],
    punctuated: ["fine. The noise"],
  },
  {
    via: "write",
    say: "hi Tom the car is ready you can pick it up after four",
    keep: ["Tom"],
    punctuated: ["ready. You can pick"],
  },
  {
    via: "write",
    say: "sorry i missed your call i was on the train",
    keep: [],
    punctuated: ["call. I was on the train"],
  },
  {
    via: "write",
    say: "sorry the shop is closed today we open again tomorrow",
    keep: [],
    punctuated: ["today. We open"],
  },
  {
    via: "write",
    say: "yes the meeting is still on we moved it to the small room",
    keep: [],
    punctuated: ["Yes, the meeting", "on. We moved"],
  },
  {
    via: "write",
    say: "hello everyone the office was closed on friday the heating is fixed now",
    keep: [],
    punctuated: ["Friday. The heating"],
  },
  {
    via: "write",
    say: "good morning Aisha the samples are ready for collection the lab closes early today",
    keep: ["Aisha"],
    punctuated: ["collection. The lab"],
  },
  {
    via: "write",
    say: "the keys are under the flowerpot see you on sunday love mum",
    keep: [],
    punctuated: ["flowerpot. See you on Sunday"],
  },
  {
    via: "write",
    say: "yes please book the table for the whole team",
    keep: [],
    punctuated: ["Yes, please book"],
  },
  {
    via: "write",
    say: "hi Carmen the tiles arrived the fitter starts on monday",
    keep: ["Carmen"],
    punctuated: ["arrived. The fitter"],
  },
  {
    via: "write",
    say: "yes she signed it the copy is in your inbox",
    keep: [],
    punctuated: ["Yes, she signed it. The copy"],
  },
  {
    via: "write",
    say: "no the meeting goes ahead it is just shorter",
    keep: [],
    punctuated: ["No, the meeting", "ahead. It"],
  },
  {
    via: "write",
    say: "sorry for the late reply i was away",
    keep: [],
    punctuated: ["reply. I was away"],
  },
  {
    via: "write",
    say: "hi all the server restarts at midnight save your work before then",
    keep: [],
    punctuated: ["midnight. Save your work"],
  },
  {
    via: "write",
    say: "thanks everyone for coming the slides are on the shared drive",
    keep: [],
    punctuated: ["The slides are on the shared drive"],
  },
  {
    via: "write",
    say: "yes you can park in the back the gate code is 4471",
    keep: ["4471"],
    punctuated: ["Yes, you can park", "back. The gate code"],
  },
  {
    via: "write",
    say: "sure i can do the night shift my husband has the kids",
    keep: [],
    punctuated: ["Sure, I can do the night shift. My husband"],
  },
  {
    via: "reply",
    context: "From: Hannah Berg\nAre you still able to host the book club on Thursday?\nHannah",
    say: "yes of course the flat is free all evening bring the wine",
    keep: [],
    punctuated: ["Yes, of course", "evening. Bring the wine"],
  },
  {
    via: "write",
    say: "no i have not seen it check the top drawer",
    keep: [],
    punctuated: ["No, I", "it. Check the top drawer"],
  },
  {
    via: "write",
    say: "hey Kwame the match is cancelled the pitch is flooded see you next week",
    keep: ["Kwame"],
    punctuated: ["The pitch is flooded. See you next week"],
  },
  {
    via: "reply",
    context: "From: Marek Nowak\nDid the replacement part fit?\nMarek",
    say: "yes it fits perfectly the machine runs quiet now thank you so much",
    keep: [],
    punctuated: ["Yes, it fits perfectly. The machine"],
  },
  {
    via: "write",
    say: "good evening the pharmacy is open until ten tonight we have your order",
    keep: [],
    punctuated: ["We have your order"],
  },
  {
    via: "chat",
    say: "no worries the second copy arrived i will file it today",
    keep: [],
    punctuated: ["arrived. I"],
  },
  {
    via: "write",
    say: "yes we still have the blue sofa it is in the showroom come and see it",
    keep: [],
    punctuated: ["Yes, we still have the blue sofa. It", "showroom. Come and see it"],
  },
];
