/**
 * A clause that is an order ("send me the numbers today", "please to confirm
 * until Friday") or a question ("is the room ready", "why the system is so
 * slow") run on to another clause. An order ends on a full stop, a question
 * on a question mark, and the next clause opens with a capital. Questions are
 * put in fields, replies and comments, where they are the person's text, not
 * asks to the assistant.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_ORDERS_QUESTIONS: WriterCase[] = [
  {
    via: "write",
    say: "send me the numbers today the director wants them before the meeting",
    keep: [],
    punctuated: ["today. The director"],
  },
  {
    via: "write",
    say: "can you call me after lunch i have a question about the contract",
    keep: [],
    punctuated: ["lunch? I have"],
  },
  {
    via: "reply",
    context: "We can deliver the washing machine on Monday or Tuesday.",
    say: "what time is possible on tuesday we are at home after 2",
    keep: ["Tuesday"],
    punctuated: ["Tuesday? We are"],
  },
  {
    via: "write",
    say: "is possible to move the call i have doctor at 4",
    keep: [],
    punctuated: ["call? I have"],
  },
  {
    via: "write",
    say: "please to confirm until friday we must send the list to the hotel",
    keep: ["Friday"],
    punctuated: ["Friday. We must"],
  },
  {
    via: "write",
    say: "is the room ready the guests arrive at 3",
    keep: [],
    punctuated: ["ready? The guests"],
  },
  {
    via: "write",
    say: "don't forget the meeting it starts earlier today",
    keep: [],
    punctuated: ["meeting. It starts"],
  },
  {
    via: "reply",
    context: "The fabric samples are ready.",
    say: "can you send them by courier we need them before thursday",
    keep: ["Thursday"],
    punctuated: ["courier? We need"],
  },
  {
    via: "write",
    say: "where did you put the stapler i need it now",
    keep: [],
    punctuated: ["stapler? I need"],
  },
  {
    via: "write",
    say: "bring your passport the hotel asks for it at the check in",
    keep: [],
    punctuated: ["passport. The hotel"],
  },
  {
    via: "comment",
    context: "We are launching a mentoring program for junior designers.",
    say: "how can i apply i have two years of experience in a small agency",
    keep: [],
    punctuated: ["apply? I have"],
  },
  {
    via: "write",
    say: "do you have the address of the venue i want to send the invitations",
    keep: [],
    punctuated: ["venue? I want"],
  },
  {
    via: "write",
    say: "check the oven the cake smells strange",
    keep: [],
    punctuated: ["oven. The cake"],
  },
  {
    via: "reply",
    context: "We need your bank details to send the refund.",
    say: "which details do you need exactly i already sent my iban last week",
    keep: ["IBAN"],
    punctuated: ["exactly? I"],
  },
  {
    via: "write",
    say: "why the system is so slow today nobody can work",
    keep: [],
    punctuated: ["today? Nobody"],
  },
  {
    via: "write",
    say: "call the client back he is waiting since one hour",
    keep: [],
    punctuated: ["back. He"],
  },
  {
    via: "write",
    say: "who is responsible for the keys the door was open all night",
    keep: [],
    punctuated: ["keys? The door"],
  },
  {
    via: "write",
    say: "turn off the lights when you leave the last person always forgets",
    keep: [],
    punctuated: ["leave. The last"],
  },
  {
    via: "reply",
    context: "Thank you for your application for the warehouse position.",
    say: "when do i get the answer i have another offer until friday",
    keep: ["Friday"],
    punctuated: ["answer? I have"],
  },
  {
    via: "write",
    say: "could you check my timesheet the hours for tuesday are wrong",
    keep: ["Tuesday"],
    punctuated: ["timesheet? The hours"],
  },
  {
    via: "write",
    say: "have you seen my glasses i left them here this morning",
    keep: [],
    punctuated: ["glasses? I left"],
  },
  {
    via: "write",
    say: "wait for me at the entrance i am parking the car",
    keep: [],
    punctuated: ["entrance. I am"],
  },
  {
    via: "write",
    say: "is it ready the customer is already here",
    keep: [],
    punctuated: ["ready? The customer"],
  },
  {
    via: "comment",
    context: "Our bakery opens a second shop next week!",
    say: "where is the new shop i live near the old town",
    keep: [],
    punctuated: ["shop? I live"],
  },
  {
    via: "write",
    say: "please print 20 copies of the agenda we have 20 guests",
    keep: ["20"],
    punctuated: ["agenda. We have"],
  },
  {
    via: "reply",
    context: "The meeting with the auditors is confirmed for today.",
    say: "which room we have two meetings today",
    keep: [],
    punctuated: ["room? We have"],
  },
  {
    via: "write",
    say: "how much is the deposit we want to book for 4 nights",
    keep: [],
    punctuated: ["deposit? We want"],
  },
  {
    via: "write",
    say: "tell the driver to wait the boss is coming down",
    keep: [],
    punctuated: ["wait. The boss"],
  },
  {
    via: "write",
    say: "are you coming to the dinner tonight we need the number of people",
    keep: [],
    punctuated: ["tonight? We need"],
  },
  {
    via: "write",
    say: "ask ahmed about the keys he has a copy",
    keep: ["Ahmed"],
    punctuated: ["keys. He has"],
  },
  {
    via: "write",
    say: "did you pay the electricity bill they sent a reminder",
    keep: [],
    punctuated: ["bill? They sent"],
  },
  {
    via: "reply",
    context: "Your order is on its way.",
    say: "can i change the delivery address i moved last week",
    keep: [],
    punctuated: ["address? I moved"],
  },
  {
    via: "write",
    say: "close the window it is cold in here",
    keep: [],
    punctuated: ["window. It is"],
  },
  {
    via: "write",
    say: "what is the password for the guest network the visitors are asking",
    keep: [],
    punctuated: ["network? The visitors"],
  },
  {
    via: "write",
    say: "please don't park in front of the gate the trucks need the space",
    keep: [],
    punctuated: ["gate. The trucks"],
  },
  {
    via: "write",
    say: "is normal that the gas bill is so high we used less gas this year",
    keep: [],
    punctuated: ["high? We used"],
  },
  {
    via: "reply",
    context: "Let me know if you need anything else.",
    say: "can you send me the invoice again the first one had the wrong address",
    keep: [],
    punctuated: ["again? The first"],
  },
  {
    via: "write",
    say: "how long does the repair take i need the laptop for a trip on the 9th",
    keep: ["9th"],
    punctuated: ["take? I need"],
  },
  {
    via: "reply",
    context: "We will send the technician next week.",
    say: "please to inform me before he come i work until 5",
    keep: [],
    punctuated: [". I work"],
  },
];
