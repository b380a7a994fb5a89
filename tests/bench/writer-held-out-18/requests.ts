/**
 * Requests to the writer in one, two and three parts ("tell Sven yes and ask
 * if…", "decline politely … and suggest…"), by reply, comment, plain text and
 * chat, many with a time, a date or an amount, some in a second-language
 * speaker's grammar. `says` holds a word the carried-out result must hold.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const REQUESTS: WriterCase[] = [
  {
    via: "reply",
    context: "Hi,\n\nCan you join our supplier workshop on Thursday afternoon?\n\nSven",
    say: "tell sven yes i will come and ask if i need to bring my laptop",
    keep: [],
    says: "laptop",
  },
  {
    via: "reply",
    context:
      "Hello,\n\nWe would like to book a table for 12 guests on the 20th for a birthday dinner.\n\nIrene",
    say: "decline politely we are fully booked on the 20th and suggest the 27th",
    keep: ["27th"],
    says: "27th",
  },
  {
    via: "reply",
    context: "Hi,\n\nInvoice 3391 still shows as unpaid in our system. Can you check?\n\nOscar",
    say: "answer oscar that we paid invoice 3391 yesterday by bank transfer",
    keep: ["3391"],
    says: "transfer",
  },
  {
    via: "write",
    say: "write a message to the cleaning company that we need them on friday at 8 instead of 9",
    keep: [],
    says: "friday",
  },
  {
    via: "chat",
    say: "write an email to my landlord the heating is broken since 3 days and ask him to send someone",
    keep: [],
    says: "heating",
  },
  {
    via: "comment",
    context: "Remote teams are less productive. Agree or disagree?",
    say: "comment that i disagree and that our team in madrid works better from home",
    keep: ["Madrid"],
    says: "madrid",
  },
  {
    via: "reply",
    context: "Hi,\n\nCould we move our call to next week? Something came up.\n\nYuki",
    say: "accept and propose tuesday at 3 30",
    keep: ["3:30"],
    says: "tuesday",
  },
  {
    via: "write",
    say: "ask the team if somebody can cover my shift on sunday",
    keep: [],
    says: "shift",
  },
  {
    via: "chat",
    say: "tell my manager i am sick today and i will be back tomorrow",
    keep: [],
    says: "sick",
  },
  {
    via: "reply",
    context: "Hello,\n\nPlease send us your bank details so we can process the refund.\n\nFernanda",
    say: "reply that i send the bank details in a separate email for security",
    keep: [],
    says: "separate",
  },
  {
    via: "write",
    say: "remind the parents that the school trip costs 25 euros and the last day to pay is friday",
    keep: ["25"],
    says: "trip",
  },
  {
    via: "comment",
    context: "Happy to share that I have been promoted to Head of Operations!",
    say: "write a comment congratulating ewa on her promotion",
    keep: [],
    says: "ewa",
  },
  {
    via: "reply",
    context: "Hi,\n\nCan you give us a discount if we order 500 units?\n\nDmitri",
    say: "say we can give 8 percent for 500 units but not more",
    keep: ["500"],
    says: "8",
  },
  {
    via: "write",
    say: "write to the hotel that we arrive late around 11 at night and ask them to keep the room",
    keep: ["11"],
    says: "room",
  },
  {
    via: "chat",
    say: "thank the team for the hard work this quarter and tell them the party is on the 19th",
    keep: ["19th"],
    says: "party",
  },
  {
    via: "reply",
    context: "Hello,\n\nAre you available for a meeting on Monday at 10 am?\n\nAhmed",
    say: "say monday does not work for me offer wednesday or thursday morning",
    keep: [],
    says: "wednesday",
  },
  {
    via: "write",
    say: "apologize to the customer for the late delivery and offer free shipping on the next order",
    keep: [],
    says: "shipping",
  },
  {
    via: "comment",
    context: "We are growing our engineering team in Portugal this year.",
    say: "reply to the post saying we are also hiring 2 developers in lisbon",
    keep: [],
    says: "lisbon",
  },
  {
    via: "reply",
    context: "Hi,\n\nCould you send me the slides from Tuesday's training?\n\nJulia",
    say: "say sorry for the delay and tell her the slides are attached",
    keep: [],
    says: "slides",
  },
  {
    via: "write",
    say: "tell the neighbours the water is off tomorrow from 9 to 12 because of repairs",
    keep: [],
    says: "water",
  },
  {
    via: "chat",
    say: "write a message to my son's teacher that he is absent on monday because he has a doctor appointment",
    keep: [],
    says: "doctor",
  },
  {
    via: "reply",
    context:
      "Dear friends,\n\nWe would be so happy to see you at our wedding on 14 June in Sintra.\n\nPaulina and Rui",
    say: "accept the invitation with pleasure and ask if we can bring our daughter",
    keep: [],
    says: "daughter",
  },
  {
    via: "write",
    say: "ask the supplier when the 300 chairs will arrive we need them before the 1st of october",
    keep: ["300", "October"],
    says: "chairs",
  },
  {
    via: "comment",
    context: "New article: how we halved our customer response time.",
    say: "thank him for the article and mention our webinar next thursday",
    keep: [],
    says: "webinar",
  },
  {
    via: "reply",
    context: "Hi,\n\nHas my order shipped yet?\n\nChen",
    say: "tell him yes it left yesterday and it arrives in 3 days",
    keep: [],
    says: "yesterday",
  },
  {
    via: "write",
    say: "decline the meeting invitation and say i am on holiday until the 4th",
    keep: ["4th"],
    says: "holiday",
  },
  {
    via: "chat",
    say: "write to anna that the rent is 650 from next month and ask her to confirm",
    keep: ["650"],
    says: "650",
  },
  {
    via: "reply",
    context: "Hello,\n\nDid you receive the signed contract we sent on Monday?\n\nMarek",
    say: "say we received it and our lawyer is checking it we answer by end of next week",
    keep: [],
    says: "lawyer",
  },
  {
    via: "write",
    say: "answer the customer that the store opens at 10 on sundays",
    keep: [],
    says: "10",
  },
  {
    via: "comment",
    context: "Seven tips for learning a language as an adult.",
    say: "say thanks for the tips and that number 3 helped me the most",
    keep: [],
    says: "helped",
  },
  {
    via: "reply",
    context: "Hello,\n\nHow much are your private Spanish lessons?\n\nLucia",
    say: "tell her the price is 45 euros per hour and the first lesson is free",
    keep: ["45"],
    says: "free",
  },
  {
    via: "chat",
    say: "draft a reminder for the team the report is due on friday at noon",
    keep: [],
    says: "noon",
  },
];
