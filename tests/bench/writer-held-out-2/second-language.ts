/** Dictations in the patterns of people whose first language is not English. */
import type { WriterCase } from "../writer-cases";

export const SECOND_LANGUAGE: WriterCase[] = [
  {
    via: "chat",
    say: "write to Carlos that I am agree with the proposal and we can to start next week",
    keep: ["Carlos"],
    says: "proposal",
  },
  {
    via: "reply",
    say: "please do the needful and revert back with the signed copy by today evening",
    context: "Hi, attached is the agreement. Let me know if anything is missing.",
    keep: [],
  },
  {
    via: "chat",
    say: "tell to João that yesterday I have sent the documents and he must check the email",
    keep: ["João"],
    says: "documents",
  },
  {
    via: "voice",
    say: "I want that you write to Katarzyna the meeting is cancelled because the director is sick",
    keep: ["Katarzyna"],
    says: "cancelled",
  },
  {
    via: "reply",
    say: "thank you for your kind reply, I will send you the details tomorrow itself",
    context: "Thanks, we'd love to hear more about your product.",
    keep: [],
  },
  {
    via: "chat",
    say: "email to Mr. Tanaka that we received his order and shipping is from next Monday",
    keep: ["Tanaka", "Monday"],
    says: "order",
  },
  {
    via: "chat",
    say: "write to Ji-woo that the presentation file I already uploaded, please check it",
    keep: ["Ji-woo"],
    says: "uploaded",
  },
  {
    via: "reply",
    say: "inshallah we will finish the installation on Sunday, please prepare the access card for our engineers",
    context: "When can your team finish the installation at our Riyadh office?",
    keep: ["Sunday"],
    says: "access card",
  },
  {
    via: "voice",
    say: "write to Mehmet that since two weeks I am waiting for the refund",
    keep: ["Mehmet"],
    says: "refund",
  },
  {
    via: "chat",
    say: "tell Herr Schneider that the delivery comes only the day after tomorrow, sorry for the inconvenience",
    keep: ["Schneider"],
    says: "delivery",
  },
  {
    via: "reply",
    say: "I am very interesting in this position and I can make the interview any day this week",
    context: "Thank you for applying. Would you be available for an interview?",
    keep: [],
    says: "interview",
  },
  {
    via: "chat",
    say: "write to Amélie that I will be absent the Friday because I must go to the prefecture",
    keep: ["Amélie", "Friday"],
    says: "prefecture",
  },
  {
    via: "voice",
    say: "send to Olga the message that the report is ready, she can take it from my table",
    keep: ["Olga"],
    says: "report",
  },
  {
    via: "chat",
    say: "write to Senthil that kindly share the updated sheet, the old one is having some mistakes",
    keep: ["Senthil"],
    says: "updated sheet",
  },
  {
    via: "reply",
    say: "the goods we have received but two boxes are missing, please check and inform",
    context: "Dear customer, your shipment of 12 boxes was delivered on Tuesday.",
    keep: [],
    says: "two boxes",
  },
  {
    via: "chat",
    say: "tell Wei the file I cannot open it, can he send again as PDF",
    keep: ["Wei", "PDF"],
    says: "PDF",
  },
  {
    via: "voice",
    say: "write to Chidi that I reached home safely and I will call him in the night",
    keep: ["Chidi"],
    says: "home safely",
  },
];
