/**
 * Requests as people of many first languages open and word them ("do the
 * needful and tell …", "would you mind writing to …", "say Ahmed that …"),
 * with names of two words and with diacritics, and numbers, ids and amounts
 * in the forms people type.
 */
import { TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const WORLDWIDE_REQUESTS: WriterCase[] = [
  {
    via: "chat",
    say: "message Piotr: the invoice INV-2231 for €1,200.50 is paid",
    keep: ["Piotr", "INV-2231", "€1,200.50"],
    says: "invoice INV-2231 for €1,200.50 is paid",
  },
  {
    via: "chat",
    say: "please do the needful and tell Rahul the build 1.2.3 is ready",
    keep: ["Rahul", "1.2.3"],
    says: "build 1.2.3 is ready",
  },
  {
    via: "chat",
    say: "send a message to Li Na saying the meeting is at 9.30",
    keep: ["Li Na", "9.30"],
    says: "meeting is at 9.30",
  },
  {
    via: "chat",
    say: "please write for Paulo that the visa was approved",
    keep: ["Paulo"],
    says: "visa was approved",
  },
  {
    via: "chat",
    say: "write to Li Na that the call moved to 03.04.2026",
    keep: ["Li Na", "03.04.2026"],
    says: "call moved to 03.04.2026",
  },
  {
    via: "chat",
    say: "mail Zoë that the room costs £85 per night",
    keep: ["Zoë", "£85"],
    says: "room costs £85 per night",
  },
  {
    via: "chat",
    say: "message the team: the deploy of v2.4.1 is done",
    keep: ["v2.4.1"],
    says: "deploy of v2.4.1 is done",
  },
  {
    via: "chat",
    say: "could you answer to Tomasz that the meeting is fine",
    keep: ["Tomasz"],
    says: "meeting is fine",
  },
  {
    via: "chat",
    say: "I would like to say Ahmed that the car is ready",
    keep: ["Ahmed"],
    says: "car is ready",
  },
  {
    via: "chat",
    say: "kindly convey to the team that the server maintenance is on Saturday",
    keep: ["Saturday"],
    says: "server maintenance is on Saturday",
  },
  {
    via: "chat",
    say: "please let know Marco that we arrived at 6:45",
    keep: ["Marco", "6:45"],
    says: "we arrived at 6:45",
  },
  {
    via: "chat",
    say: "pass on to Inês that the hotel is booked",
    keep: ["Inês"],
    says: "hotel is booked",
  },
  {
    via: "chat",
    say: "would you mind writing to José that the order #A-1209 shipped",
    keep: ["José", "#A-1209"],
    says: "order #A-1209 shipped",
  },
  {
    via: "chat",
    say: "would you be so kind to write to Müller-Lüdenscheid that we need $ 40k by Friday",
    keep: ["Müller-Lüdenscheid", "$ 40k", "Friday"],
    says: "we need $ 40k by Friday",
  },
  {
    via: "chat",
    say: "is it possible to write to O'Brien that the price goes up 2.5%",
    keep: ["O'Brien", "2.5%"],
    says: "price goes up 2.5%",
  },
  {
    via: "chat",
    say: "I wanted to tell Seo-yeon that the KTX ticket is 59,800 won",
    keep: ["Seo-yeon", "KTX", "59,800 won"],
    says: "ticket is 59,800 won",
  },
  {
    via: "chat",
    say: "we need to tell Kenji that the e-mail server is down",
    keep: ["Kenji"],
    says: "e-mail server is down",
  },
  {
    via: "chat",
    say: "write please to Łukasz that we pay 1 500 zł on 1st of April",
    keep: ["Łukasz", "1 500 zł", "1st of April"],
    says: "we pay 1 500 zł",
  },
  {
    via: "chat",
    say: "tell Fatima please that her account ID is AC-99812",
    keep: ["Fatima", "AC-99812"],
    says: "account ID is AC-99812",
  },
  {
    via: "chat",
    say: "I need you write Jean-Pierre that the contract is signed",
    keep: ["Jean-Pierre"],
    says: "contract is signed",
  },
  {
    via: "chat",
    say: "prepare me an email for Anna where I say the iPhone order is confirmed",
    keep: ["Anna", "iPhone"],
    says: "iPhone order is confirmed",
  },
  {
    via: "chat",
    say: "send to Chen a message that ticket JIRA-442 is fixed",
    keep: ["Chen", "JIRA-442"],
    says: "ticket JIRA-442 is fixed",
  },
  {
    via: "chat",
    say: "write an email to Ana in which I tell her the budget is 12.500 euros",
    keep: ["Ana", "12.500 euros"],
    says: "budget is 12.500 euros",
  },
  {
    via: "reply",
    say: "give him an answer that we can ship 200 units next week",
    context: TOMASZ,
    keep: ["Tomasz", "200 units"],
    says: "we can ship 200 units next week",
  },
  {
    via: "reply",
    say: "write him back that the refund of USD 1,250.00 was sent",
    context: TOMASZ,
    keep: ["USD 1,250.00"],
    says: "refund of USD 1,250.00 was sent",
  },
  {
    via: "reply",
    say: "answer yes, we agree with +48 601 234 567 as the contact number",
    context: TOMASZ,
    keep: ["+48 601 234 567"],
    says: "we agree with +48 601 234 567",
  },
];
