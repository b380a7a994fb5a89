/**
 * Requests typed in chat or said in a voice session: write to, tell, ask,
 * decline, remind, with two or three parts, said at the start or midway, in
 * the polite forms of second-language speakers ("would you mind…", "could
 * you maybe…", "please to write…").
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const REQUESTS_DIRECT: WriterCase[] = [
  {
    via: "chat",
    say: "write to Tomasz that the invoice 4471 was paid yesterday",
    keep: ["Tomasz", "4471"],
    says: "invoice 4471",
  },
  {
    via: "chat",
    say: "could you maybe write an email to my manager that i am sick today and i will work tomorrow",
    keep: [],
    says: "sick",
  },
  {
    via: "chat",
    say: "would you mind writing to Ingrid that the meeting moves to thursday at 10",
    keep: ["Ingrid", "10"],
    says: "thursday",
  },
  {
    via: "chat",
    say: "please to write a message for Mr Okafor that the goods are ready for pickup",
    keep: ["Okafor"],
    says: "goods are ready",
  },
  {
    via: "chat",
    say: "tell Maria that the workshop is cancelled and ask her if she can come next month instead",
    keep: ["Maria"],
    says: "next month",
  },
  {
    via: "chat",
    say: "decline politely the invitation to the conference in Lisbon i have another trip that week",
    keep: ["Lisbon"],
    says: "lisbon",
  },
  {
    via: "voice",
    say: "remind Joseph that the timesheets are due on friday",
    keep: ["Joseph"],
    says: "timesheets",
  },
  {
    via: "chat",
    say: "ask Kenji if he can send the test report before lunch",
    keep: ["Kenji"],
    says: "test report",
  },
  {
    via: "chat",
    say: "write to the landlord that the heating in the flat is broken since monday and it is very cold",
    keep: [],
    says: "heating",
  },
  {
    via: "chat",
    say: "tell the team that tomorrow we start at 8 and everybody should bring their laptops",
    keep: ["8"],
    says: "laptops",
  },
  {
    via: "voice",
    say: "could you please tell Alejandro that i got the contract and thank him for his help",
    keep: ["Alejandro"],
    says: "contract",
  },
  {
    via: "chat",
    say: "write to Fatima that her visa documents are ready and she can collect them on tuesday",
    keep: ["Fatima"],
    says: "visa documents",
  },
  {
    via: "chat",
    say: "i need to decline the job offer from Novatek can you write it politely i accepted another position",
    keep: ["Novatek"],
    says: "novatek",
  },
  {
    via: "chat",
    say: "so my colleague Piotr asked about the budget please tell him that it is approved",
    keep: ["Piotr"],
    says: "approved",
  },
  {
    via: "voice",
    say: "please remind my team that the office is closed on monday for the holiday",
    keep: [],
    says: "closed",
  },
  {
    via: "chat",
    say: "can you write an email to customer service that my package never arrived the order number is 88123",
    keep: ["88123"],
    says: "package",
    punctuated: ["arrived. The order"],
  },
  {
    via: "chat",
    say: "write to Dr Mensah that i would like to move my appointment to next week if possible",
    keep: ["Mensah"],
    says: "appointment",
  },
  {
    via: "chat",
    say: "tell Carlos the server is back the team can work again",
    keep: ["Carlos"],
    says: "server is back",
    punctuated: ["back. The team"],
  },
  {
    via: "chat",
    say: "reply to Nadia that yes the room is booked for 12 people",
    keep: ["Nadia", "12"],
    says: "12 people",
  },
  {
    via: "voice",
    say: "ask my manager if i can take friday off for my sister's wedding",
    keep: [],
    says: "wedding",
  },
  {
    via: "chat",
    say: "write a follow up to Mr Yilmaz about the offer we sent last week and ask if he has any questions",
    keep: ["Yilmaz"],
    says: "offer",
  },
  {
    via: "chat",
    say: "write to the school that my son Arjun is sick and cannot come today",
    keep: ["Arjun"],
    says: "arjun",
  },
  {
    via: "chat",
    say: "please write my boss that i finished the migration and all users are moved",
    keep: [],
    says: "migration",
  },
  {
    via: "chat",
    say: "decline the meeting on thursday politely i have a doctor appointment",
    keep: [],
    says: "appointment",
  },
  {
    via: "voice",
    say: "tell my wife i will be home late because the train is delayed",
    keep: [],
    says: "train",
  },
  {
    via: "chat",
    say: "could you write to Ms Nakamura that we received the samples and thank her for the fast delivery",
    keep: ["Nakamura"],
    says: "samples",
  },
  {
    via: "chat",
    say: "write to Giulia that i cannot send the slides today but i will send them tomorrow morning",
    keep: ["Giulia"],
    says: "tomorrow morning",
  },
  {
    via: "chat",
    say: "ask the IT support if they can reset my password because my account is locked since this morning",
    keep: [],
    says: "password",
  },
  {
    via: "voice",
    say: "write to the client that the price stays the same for next year",
    keep: [],
    says: "next year",
  },
  {
    via: "chat",
    say: "tell Anna thank you for the flowers they are beautiful",
    keep: ["Anna"],
    says: "flowers",
    punctuated: ["They are beautiful"],
  },
  {
    via: "chat",
    say: "write to Mr Haddad that the contract needs one more signature from his side",
    keep: ["Haddad"],
    says: "signature",
  },
  {
    via: "chat",
    say: "write to Leila that the report is ready tell her the numbers are final and ask her to share it with the board",
    keep: ["Leila"],
    says: "board",
  },
  {
    via: "voice",
    say: "tell my neighbour that the parcel is with me and he can pick it up after six",
    keep: [],
    says: "parcel",
  },
];
