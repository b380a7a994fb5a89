/** Run-on dictations that open with an answer, a greeting, thanks or an apology. */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_ANSWERS_GREETINGS: WriterCase[] = [
  { via: "write", say: "yes i can come on saturday", keep: [], punctuated: ["Yes, I can"] },
  {
    via: "reply",
    context:
      "Hello, could you confirm that you received our payment for invoice 3390? Regards, Marek",
    say: "no we have not received the payment yet",
    keep: [],
    punctuated: ["No, we"],
  },
  {
    via: "write",
    say: "thanks for the update the numbers look right i will send them to the board",
    keep: [],
    punctuated: ["right. I will"],
  },
  {
    via: "write",
    say: "hi Tom the printer on the second floor is fixed",
    keep: ["Tom"],
    punctuated: ["Hi Tom,"],
  },
  {
    via: "write",
    say: "sorry i missed your call i was in a meeting",
    keep: [],
    punctuated: ["call. I was"],
  },
  {
    via: "write",
    say: "yes please send it to my work address",
    keep: [],
    punctuated: ["Yes, please send"],
  },
  {
    via: "chat",
    say: "no the parcel has not arrived yet",
    keep: [],
    punctuated: ["No, the parcel"],
  },
  {
    via: "write",
    say: "hi Aisha the test results came back they are all normal",
    keep: ["Aisha"],
    punctuated: ["Hi Aisha,", "back. They are"],
  },
  {
    via: "write",
    say: "sorry for the late reply we were on holiday",
    keep: [],
    punctuated: ["reply. We were"],
  },
  { via: "write", say: "yes we deliver on sundays", keep: [], punctuated: ["Yes, we deliver"] },
  {
    via: "write",
    say: "no the meeting is not cancelled it is only moved",
    keep: [],
    punctuated: ["No, the meeting"],
  },
  {
    via: "voice",
    say: "hi Kwame the car is ready for pickup",
    keep: ["Kwame"],
    punctuated: ["Hi Kwame,"],
  },
  {
    via: "write",
    say: "hey Lucas the keys are under the mat",
    keep: ["Lucas"],
    punctuated: ["Hey Lucas,"],
  },
  {
    via: "write",
    say: "thanks Mehmet the tiles arrived this morning they look perfect",
    keep: ["Mehmet"],
    punctuated: ["morning. They look"],
  },
  {
    via: "write",
    say: "yes of course i will bring the cake",
    keep: [],
    punctuated: ["Yes, of course"],
  },
  {
    via: "write",
    say: "hello Grace welcome to the team your desk is by the window",
    keep: ["Grace"],
    punctuated: ["Hello Grace,"],
  },
  {
    via: "write",
    say: "yes the invoice was paid on monday",
    keep: [],
    punctuated: ["Yes, the invoice"],
  },
  {
    via: "write",
    say: "sorry the shop is closed today we open again on tuesday",
    keep: [],
    punctuated: ["Sorry, the shop", "today. We open"],
  },
  {
    via: "chat",
    say: "sorry we are out of the large size it comes back next week",
    keep: [],
    punctuated: ["Sorry, we are", "size. It comes"],
  },
  {
    via: "write",
    say: "yes i sent it this morning check your spam folder",
    keep: [],
    punctuated: ["Yes, I sent", "morning. Check"],
  },
  {
    via: "write",
    say: "no i did not take the car it was your brother",
    keep: [],
    punctuated: ["No, I", "car. It was"],
  },
  {
    via: "write",
    say: "hi João the plumber comes tomorrow morning he has the spare key",
    keep: ["João"],
    punctuated: ["Hi João,", "morning. He has"],
  },
];
