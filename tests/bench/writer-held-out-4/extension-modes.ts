/**
 * The extension's modes: replies to a thread (with what the editor already
 * holds), comments, plain text for any field, and rewrites of a selection,
 * in each of the tones.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const EXTENSION_MODES: WriterCase[] = [
  {
    via: "reply",
    context:
      "Hi,\n\nCan you confirm the delivery date for order 4471?\n\nThanks,\nPriya Nair\nProcurement",
    say: "tell her it ships on may 14 and arrives two days later",
    keep: ["Priya"],
    says: "May 14",
  },
  {
    via: "reply",
    context:
      "Dear team,\n\nThe offsite is moved to the 9th. Please confirm attendance.\n\nBest,\nGiulia",
    say: "confirm that i will attend and i will bring the printed agendas",
    keep: ["Giulia"],
    says: "printed agendas",
  },
  {
    via: "reply",
    context:
      "Hello,\n\nWould you be available for a short interview next Tuesday?\n\nRegards,\nSamir",
    editor: "Hi Samir,\n\n",
    say: "yes tuesday works any time after 10 am",
    keep: ["10 am"],
  },
  {
    via: "reply",
    context: "Hi,\n\nCould you review the attached contract by Friday?\n\nCheers,\nMarcus",
    editor: "\n\nBest regards,\nYuki Sato",
    say: "i will review it by thursday the clause on penalties needs a second look",
    keep: [],
    punctuated: ["Thursday. The"],
  },
  {
    via: "reply",
    tone: "formal",
    context:
      "Dear Ms. Haddad,\n\nWe would like to invite you to speak at our annual conference on 18 May.\n\nSincerely,\nThe Organising Committee",
    say: "decline politely i am travelling that week but i would be glad to join next year",
    keep: [],
    says: "next year",
  },
  {
    via: "reply",
    tone: "friendly",
    context: "hey! are we still on for climbing saturday? — Tomás",
    say: "yes definitely see you at the gym at 10",
    keep: ["10"],
  },
  {
    via: "reply",
    tone: "concise",
    context:
      "Hi,\n\nThe supplier raised prices by 8%. Should we accept or look for alternatives?\n\nThanks,\nIrene",
    say: "let us look for alternatives and get two more quotes before the end of the month",
    keep: [],
    says: "alternatives",
  },
  {
    via: "reply",
    tone: "confident",
    context: "Hi,\n\nAre you sure the team can deliver the pilot by March?\n\nBest,\nOliver",
    say: "yes we can deliver the pilot by march the design is done and the backend is half built",
    keep: ["March"],
    punctuated: ["March. The"],
  },
  {
    via: "comment",
    say: "really inspiring story Adaeze thanks for sharing it",
    keep: ["Adaeze"],
    punctuated: ["story, Adaeze"],
  },
  {
    via: "comment",
    tone: "professional",
    context: "We just opened our new office in Nairobi! Hiring 20 engineers this year.",
    say: "congratulations to the whole team Nairobi has amazing talent",
    keep: ["Nairobi"],
  },
  {
    via: "comment",
    tone: "friendly",
    say: "we tried the same approach in our school the kids enjoyed it a lot",
    keep: [],
    punctuated: ["school. The"],
  },
  {
    via: "write",
    tone: "professional",
    site: "support.example.com",
    say: "customer says the app logs her out every few minutes on iOS 18 she already reinstalled it",
    keep: ["iOS 18"],
    punctuated: ["18. She"],
  },
  {
    via: "write",
    tone: "concise",
    say: "the weekly sync is cancelled we will share the notes in the channel instead",
    keep: [],
    punctuated: ["cancelled. We"],
  },
  {
    via: "write",
    tone: "friendly",
    say: "welcome aboard Chen we are so happy to have you on the team",
    keep: ["Chen"],
    punctuated: ["aboard, Chen"],
  },
  {
    via: "write",
    tone: "formal",
    say: "we regret to inform you that the event on 4 December is cancelled due to the weather",
    keep: ["4 December"],
  },
  {
    via: "write",
    tone: "confident",
    say: "i can lead the migration i have done two of these already",
    keep: [],
    punctuated: ["migration. I"],
  },
  {
    via: "transform",
    say: "make this more formal",
    context: "hey guys the invoice from Kraków Logistics is wrong again can someone fix it asap",
    keep: ["Kraków Logistics"],
    says: "invoice",
  },
  {
    via: "transform",
    say: "shorter please",
    context:
      "I just wanted to reach out and let you know that, unfortunately, we will not be able to make the delivery on Wednesday as originally planned, and it will arrive on Friday instead.",
    keep: ["Friday"],
    says: "Friday",
  },
  {
    via: "transform",
    say: "make it friendlier",
    context: "Your request has been received. Processing takes 5 business days.",
    keep: ["5 business days"],
    says: "request",
  },
  {
    via: "transform",
    tone: "professional",
    say: "fix the grammar",
    context: "me and Rohan was working on the report yesterday and we finish the first part",
    keep: ["Rohan"],
    says: "report",
  },
  {
    via: "transform",
    say: "can you make this sound more confident",
    context: "I think maybe we could possibly hit the 2 million target if things go well.",
    keep: ["2 million"],
    says: "target",
  },
  {
    via: "transform",
    tone: "formal",
    say: "",
    context: "cant make it tmrw sorry, can we do monday at 3 instead",
    keep: ["3"],
  },
];
