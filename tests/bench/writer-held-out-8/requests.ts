/**
 * Requests, direct and inside replies, asked in many ways and in the
 * patterns of several first languages: each must be carried out, not handed
 * back.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const REQUESTS: WriterCase[] = [
  { via: "chat", say: "tell Hannah the report is finished", keep: [], says: "report" },
  {
    via: "chat",
    say: "kindly inform Mr Rao that his cheque has been cleared",
    keep: [],
    says: "cheque",
  },
  {
    via: "voice",
    say: "ask Sophie if she can bring the projector on Monday",
    keep: ["Monday"],
    says: "projector",
  },
  {
    via: "chat",
    say: "decline politely the invitation to the charity dinner we are away that weekend",
    keep: [],
    says: "charity dinner",
  },
  {
    via: "chat",
    say: "please write a message to my landlord that the heater is not working since Friday",
    keep: ["Friday"],
    says: "heater",
  },
  {
    via: "reply",
    say: "tell her we will send it on Wednesday",
    context:
      "From: Ingrid Larsen\nSubject: Contract\n\nHello, could you send the signed contract by Thursday? Thanks, Ingrid",
    keep: ["Wednesday"],
    says: "Wednesday",
  },
  {
    via: "reply",
    say: "accept and say i will need a microphone",
    context:
      "From: Dr. Kofi Mensah\nSubject: Panel invitation\n\nHi, are you able to join our panel on 5 June? Best, Kofi",
    keep: [],
    says: "microphone",
  },
  {
    via: "comment",
    say: "congratulate them and wish them good luck",
    context: "We just opened our second bakery in Porto! Come and say hello.",
    keep: [],
    says: "luck",
  },
  {
    via: "write",
    say: "reply to the customer that the refund was processed today",
    keep: [],
    says: "refund",
    site: "support.example.com",
  },
  {
    via: "chat",
    say: "can you tell to Pablo that the meeting is at 3 and not at 2",
    keep: ["3"],
    says: "meeting",
  },
  {
    via: "chat",
    say: "write an email to Herr Vogel the delivery will come one day later",
    keep: ["Vogel"],
    says: "delivery",
  },
  {
    via: "voice",
    say: "pls tell my tita the package is with the neighbor",
    keep: [],
    says: "package",
  },
  {
    via: "chat",
    say: "help me tell my boss that i will come late today my car broke down",
    keep: [],
    says: "car",
    punctuated: ["today. My car"],
  },
  {
    via: "chat",
    say: "help me write to the teacher my son is sick he cannot come to school today",
    keep: [],
    says: "sick",
    punctuated: ["sick. He"],
  },
  {
    via: "chat",
    say: "please make a polite message to the client apologizing for the delay of the shipment",
    keep: [],
    says: "delay",
  },
  {
    via: "chat",
    say: "ask the landlord whether we can paint the living room",
    keep: [],
    says: "paint",
  },
  {
    via: "chat",
    say: "tell Emre to bring his passport tomorrow",
    keep: [],
    says: "passport",
  },
  {
    via: "chat",
    say: "send to Youssef that the contract is ready for signing",
    keep: [],
    says: "contract",
  },
  {
    via: "chat",
    say: "say to Claire that i loved her presentation",
    keep: [],
    says: "presentation",
  },
  {
    via: "chat",
    say: "remind Paolo about the dentist on Thursday",
    keep: ["Thursday"],
    says: "dentist",
  },
  {
    via: "chat",
    say: "write to Agnieszka that the keys are in the mailbox and ask her to lock the garage",
    keep: [],
    says: "mailbox",
  },
  {
    via: "chat",
    say: "tell João that the boat is ready and add my phone number 912 345 678",
    keep: ["912 345 678"],
    says: "boat",
  },
  {
    via: "voice",
    say: "follow up with Martin about the unpaid invoice from October",
    keep: ["October"],
    says: "invoice",
  },
  {
    via: "reply",
    say: "say no thanks we want to cancel it",
    context:
      "From: Linda Park\nSubject: Your subscription\n\nDear customer, your subscription renews on 1 April. Would you like to continue? Regards, Linda",
    keep: [],
    says: "cancel",
  },
  {
    via: "reply",
    say: "let him know that next Tuesday works for me",
    context:
      "From: Rahul Verma\nSubject: Design review\n\nHi, can we push the design review to next Tuesday? Rahul",
    keep: ["Tuesday"],
    says: "Tuesday",
  },
  {
    via: "comment",
    say: "write a comment that i shared this with my network",
    context: "Our team is hiring two data analysts in Nairobi. Applications close on Friday.",
    keep: [],
    says: "shared",
  },
  {
    via: "write",
    say: "tell the customer we replaced the battery and the phone is under warranty until 2027",
    keep: ["2027"],
    says: "battery",
    site: "repairs.example.com",
  },
  {
    via: "chat",
    say: "draft a mail to HR requesting two days leave for my sister's wedding",
    keep: [],
    says: "wedding",
  },
  {
    via: "chat",
    say: "could you write something for my neighbor thanking her for watering the plants",
    keep: [],
    says: "plants",
  },
  {
    via: "voice",
    say: "i need a message to the plumber asking if he can come before noon",
    keep: [],
    says: "noon",
  },
  {
    via: "chat",
    say: "message for my teacher i can't go to class on Wednesday because i have a doctor appointment",
    keep: ["Wednesday"],
    says: "class",
  },
  {
    via: "chat",
    say: "turn down the job offer from Brightline nicely i accepted another position",
    keep: [],
    says: "another position",
  },
  {
    via: "chat",
    say: "write to the estate agent that we are interested in the flat on Allen Avenue and ask them when we can view it",
    keep: ["Allen Avenue"],
    says: "Allen Avenue",
  },
  {
    via: "chat",
    say: "tell my colleague Wei i put the contract on his desk",
    keep: [],
    says: "contract",
  },
  {
    via: "reply",
    say: "answer him that Monday is fine but after 10",
    context:
      "From: Stefan Braun\nSubject: Delivery\n\nHello, the shipment of 40 units is ready. Shall we deliver on Monday? Greetings, Stefan",
    keep: ["10"],
    says: "Monday",
  },
  {
    via: "comment",
    say: "say thank you to all the volunteers",
    context: "Sharing photos from our barangay clean-up drive today! Over 80 neighbours joined.",
    keep: [],
    says: "volunteers",
  },
  {
    via: "chat",
    say: "can you make an apology to the customer for the wrong size",
    keep: [],
    says: "size",
  },
  {
    via: "chat",
    say: "i want you to write my manager that i finished the training",
    keep: [],
    says: "training",
  },
  {
    via: "write",
    say: "ask Julien if he received my last email",
    keep: [],
    says: "email",
  },
  {
    via: "chat",
    say: "let Zainab know the lab is closed on Friday",
    keep: ["Friday"],
    says: "lab",
  },
  {
    via: "chat",
    say: "reply to Beatriz thanking her for the recommendation",
    keep: [],
    says: "recommendation",
  },
];
