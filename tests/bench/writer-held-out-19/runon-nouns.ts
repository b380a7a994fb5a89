/**
 * Run-on dictations whose second clause opens with a noun phrase ("the
 * supplier", "a driver", "customers"): set apart with a full stop and a
 * capital. Some speakers drop articles or subjects; the pieces test only the join.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_NOUNS: WriterCase[] = [
  {
    via: "write",
    say: "the coffee machine is empty the supplier comes on wednesday",
    keep: ["Wednesday"],
    punctuated: ["empty. The supplier"],
  },
  {
    via: "chat",
    say: "i lost my wallet on the bus a woman found it and called me",
    keep: [],
    punctuated: ["bus. A woman"],
  },
  {
    via: "write",
    say: "we ordered 40 chairs the invoice says 45",
    keep: ["40", "45"],
    punctuated: ["chairs. The invoice"],
  },
  {
    via: "reply",
    context: "Can you tell me the status of my ticket about the login error?",
    say: "we found the problem the fix goes live tonight",
    keep: [],
    punctuated: ["problem. The fix"],
  },
  {
    via: "write",
    say: "the train was cancelled the next one leaves in one hour",
    keep: [],
    punctuated: ["cancelled. The next"],
  },
  {
    via: "write",
    say: "my daughter starts school in september the teacher seems very nice",
    keep: ["September"],
    punctuated: ["September. The teacher"],
  },
  {
    via: "write",
    say: "is raining all day the football training is cancelled",
    keep: [],
    punctuated: ["day. The football"],
  },
  {
    via: "comment",
    context: "We are hiring a backend developer in Lisbon.",
    say: "i applied last week the form did not accept my file",
    keep: [],
    punctuated: ["week. The form"],
  },
  {
    via: "write",
    say: "tomorrow come the technician for the heating the key is with the neighbour",
    keep: [],
    punctuated: ["heating. The key"],
  },
  {
    via: "write",
    say: "our flight lands at 6 40 the hotel shuttle waits outside terminal b",
    keep: ["6:40"],
    punctuated: ["6:40. The hotel"],
  },
  {
    via: "voice",
    say: "the big meeting room is booked the small room is free after lunch",
    keep: [],
    punctuated: ["booked. The small"],
  },
  {
    via: "write",
    say: "my phone is dead the battery lasts only two hours",
    keep: [],
    punctuated: ["dead. The battery"],
  },
  {
    via: "reply",
    context: "Hello, I ordered a blue sofa but I got a green one.",
    say: "we are very sorry for this mistake a driver will collect the green sofa on tuesday",
    keep: ["Tuesday"],
    punctuated: ["mistake. A driver"],
  },
  {
    via: "write",
    say: "delivery was late again customers are angry",
    keep: [],
    punctuated: ["again. Customers"],
  },
  {
    via: "write",
    say: "the contract ends in march the new prices start in april",
    keep: ["March", "April"],
    punctuated: ["March. The new"],
  },
  {
    via: "chat",
    say: "my neighbour has a big dog the poor animal barks all night",
    keep: [],
    punctuated: ["dog. The poor"],
  },
  {
    via: "write",
    say: "last year we had 200 members this number is now almost double",
    keep: ["200"],
    punctuated: ["members. This number"],
  },
  {
    via: "write",
    say: "the dentist called my appointment is moved to friday",
    keep: ["Friday"],
    punctuated: ["called. My appointment"],
  },
  {
    via: "write",
    say: "your package is at the post office the pickup code is 7 3 9 1",
    keep: ["7391"],
    punctuated: ["office. The pickup"],
  },
  {
    via: "comment",
    context: "What do you think about working from home?",
    say: "i work from home since two years productivity is much better for me",
    keep: [],
    punctuated: ["years. Productivity"],
  },
  {
    via: "write",
    say: "the boxes are in the garage two of them are very heavy",
    keep: [],
    punctuated: ["garage. Two of"],
  },
  {
    via: "reply",
    context: "Is the monthly report ready?",
    say: "the first part is ready the numbers from sales are still missing",
    keep: [],
    punctuated: ["ready. The numbers"],
  },
  {
    via: "write",
    say: "the children need new shoes winter is coming",
    keep: [],
    punctuated: ["shoes. Winter is"],
  },
  {
    via: "write",
    say: "the electricity bill for march is wrong the amount is double",
    keep: ["March"],
    punctuated: ["wrong. The amount"],
  },
  {
    via: "write",
    say: "the new colleague from poland starts monday her name is agnieszka",
    keep: ["Poland", "Agnieszka"],
    punctuated: ["Monday. Her name"],
  },
  {
    via: "write",
    say: "water is coming from the ceiling the upstairs neighbour is not at home",
    keep: [],
    punctuated: ["ceiling. The upstairs"],
  },
  {
    via: "voice",
    say: "the shop closes at 8 the pharmacy is open until 10",
    keep: [],
    punctuated: [". The pharmacy is"],
  },
  {
    via: "write",
    say: "this morning arrived the new computers the old ones go to the school",
    keep: [],
    punctuated: [". The old ones"],
  },
];
