/**
 * Requests said in chat or a voice session, in one to three parts, said
 * plainly, politely, indirectly ("would you mind …", "could you maybe ask …")
 * or in second-language patterns, refusals among them. Each is carried out
 * as a drafted message: `says` holds words of that message.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const REQUESTS: WriterCase[] = [
  {
    via: "chat",
    say: "write to Omar that the room is booked we start at nine",
    keep: ["Omar"],
    says: "room is booked",
    punctuated: ["booked. We"],
  },
  {
    via: "chat",
    say: "tell Agnieszka the invoice was paid on tuesday",
    keep: ["Agnieszka", "Tuesday"],
    says: "invoice was paid",
  },
  {
    via: "chat",
    say: "could you maybe ask Rahul if the servers are ready for the load test",
    keep: ["Rahul"],
    says: "servers are ready",
  },
  {
    via: "chat",
    say: "would you mind writing to Mrs Chen that her son did very well in the exam",
    keep: ["Chen"],
    says: "did very well in the exam",
  },
  {
    via: "voice",
    say: "reply to Joao that the samples arrived and they look perfect",
    keep: ["Joao"],
    says: "samples arrived",
  },
  {
    via: "chat",
    say: "draft a message to the team that the office is closed on friday for the holiday",
    keep: ["Friday"],
    says: "office is closed",
  },
  {
    via: "chat",
    say: "decline politely the invitation from Selin we are fully booked that week",
    keep: ["Selin"],
    says: "fully booked",
  },
  {
    via: "chat",
    say: "please write to Hamid that we cannot accept the return because the box was opened",
    keep: ["Hamid"],
    says: "cannot accept the return",
  },
  {
    via: "chat",
    say: "tell Yuki the meeting moved to 3:30 and add my phone number 07700 900123",
    keep: ["Yuki", "3:30", "07700 900123"],
    says: "meeting moved to 3:30",
  },
  {
    via: "chat",
    say: "ask Oleg if he can send the contract by thursday and thank him for the quick answer",
    keep: ["Oleg", "Thursday"],
    says: "contract by Thursday",
  },
  {
    via: "voice",
    say: "write an email to Kofi that the parcel is at the post office he needs his id to collect it",
    keep: ["Kofi"],
    says: "parcel is at the post office",
  },
  {
    via: "chat",
    say: "send a note to Beatriz that the report is late the data came in only this morning",
    keep: ["Beatriz"],
    says: "report is late",
    punctuated: ["late. The"],
  },
  {
    via: "chat",
    say: "turn down the offer from Klaus nicely we went with another vendor",
    keep: ["Klaus"],
    says: "another vendor",
  },
  {
    via: "chat",
    say: "please you write to Ananya that the class tomorrow is cancelled and remind her about the essay",
    keep: ["Ananya"],
    says: "is cancelled",
  },
  {
    via: "chat",
    say: "write to the landlord that the heating is broken again it has been cold since sunday",
    keep: ["Sunday"],
    says: "heating is broken",
    punctuated: ["again. It"],
  },
  {
    via: "chat",
    say: "can you write to Wei Ling that the shipment is delayed by two days sorry for that",
    keep: ["Wei Ling"],
    says: "shipment is delayed",
  },
  {
    via: "voice",
    say: "tell my sister the flight lands at 6:40 she does not need to pick me up",
    keep: ["6:40"],
    says: "lands at 6:40",
    punctuated: ["6:40. You"],
  },
  {
    via: "chat",
    say: "reply to Ahmed yes we can do the call on monday at 10 am",
    keep: ["Ahmed", "Monday"],
    says: "call on Monday",
  },
  {
    via: "chat",
    say: "accept the invitation from Daniela and say we will bring two guests",
    keep: ["Daniela"],
    says: "two guests",
  },
  {
    via: "chat",
    say: "follow up with Grzegorz about the unpaid invoice number 2231",
    keep: ["Grzegorz", "2231"],
    says: "2231",
  },
  {
    via: "chat",
    say: "write to Thandiwe that her leave is approved enjoy the holiday",
    keep: ["Thandiwe"],
    says: "leave is approved",
  },
  {
    via: "voice",
    say: "ask the supplier if they can lower the price to $14 per unit for 500 units",
    keep: ["$14", "500"],
    says: "$14 per unit",
  },
  {
    via: "chat",
    say: "i want you write to Ricardo that the new laptops arrive next week",
    keep: ["Ricardo"],
    says: "laptops arrive next week",
  },
  {
    via: "chat",
    say: "write to Sung-min that the code review is done two small comments are left",
    keep: ["Sung-min"],
    says: "code review is done",
    punctuated: ["done. Two"],
  },
  {
    via: "chat",
    say: "tell the parents that the school trip costs 25 dollars and the deadline is october 3rd",
    keep: ["October 3rd"],
    says: "school trip costs",
  },
  {
    via: "chat",
    say: "apologize to Mr Adeyemi for the wrong delivery we will send the right item tomorrow",
    keep: ["Adeyemi"],
    says: "right item tomorrow",
  },
  {
    via: "chat",
    say: "write to Nguyen that the visa documents are ready and he can pick them up at the embassy",
    keep: ["Nguyen"],
    says: "visa documents are ready",
  },
  {
    via: "voice",
    say: "remind Irina that the rent is due on the 1st",
    keep: ["Irina", "1st"],
    says: "rent is due",
  },
  {
    via: "chat",
    say: "politely refuse the request from Burak to extend the deadline the client needs it on friday",
    keep: ["Burak", "Friday"],
    says: "Friday",
  },
  {
    via: "chat",
    say: "write to Lena that the workshop is full but she is first on the waiting list",
    keep: ["Lena"],
    says: "waiting list",
  },
  {
    via: "chat",
    say: "tell Carlos thanks for the help yesterday the demo went really well",
    keep: ["Carlos"],
    says: "demo went really well",
  },
  {
    via: "chat",
    say: "write to the HR team that Svetlana joins on march 2nd and she needs a laptop",
    keep: ["Svetlana", "March 2nd"],
    says: "joins on March 2nd",
  },
];
