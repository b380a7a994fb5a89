/** Requests of two and three parts, polite and curt, and refusals. */
import type { WriterCase } from "../writer-cases/writer-case";

export const REQUESTS_PARTS_REFUSALS: WriterCase[] = [
  {
    via: "reply",
    say: "reply saying I cannot come but please send me the slides",
    context:
      "Hi all, the workshop on supplier audits is on 12 May at 2 pm in room C. Please confirm if you can attend. Pedro",
    keep: ["Pedro"],
    says: "slides",
  },
  {
    via: "reply",
    say: "accept the invitation and ask if I should bring anything",
    context: "We're having a housewarming on Saturday from 7! Would love to see you. Ana",
    keep: ["Ana"],
    says: "bring",
  },
  {
    via: "comment",
    say: "congratulate her and wish her luck in the new role",
    context:
      "Happy to share that I am starting as head nurse at St Mary's Hospital in Leeds next month. — Deepa Rao",
    keep: [],
    says: "new role",
  },
  {
    via: "chat",
    say: "reply to Karim that the meeting is moved to room 5 and add that coffee will be served",
    keep: ["Karim"],
    says: "room 5",
  },
  {
    via: "chat",
    say: "email Lucía that the quote is attached ask her to sign it and tell her the work starts on 3 March",
    keep: ["Lucía", "3 March"],
    says: "sign",
  },
  {
    via: "comment",
    say: "thank him for sharing and say the chart on page 3 was really useful",
    context:
      "Our new report on port delays in the Mediterranean is out. Page 3 has the chart everyone asked for. — Marco Rossi",
    keep: [],
    says: "chart",
  },
  {
    via: "write",
    say: "write a support reply saying we refunded the order and the money will arrive within a week",
    keep: [],
    says: "refunded",
  },
  {
    via: "reply",
    say: "apologise for the late answer and confirm the booking for two nights",
    context:
      "Dear sir, I sent a booking request last week for two nights. Is it confirmed? Regards, Kofi",
    keep: [],
    says: "booking",
  },
  {
    via: "chat",
    say: "tell Sipho that I cannot come to the braai and ask if we can meet next week instead",
    keep: ["Sipho"],
    says: "next week",
  },
  {
    via: "chat",
    say: "could you write to Natalia to thank her for the flowers and invite her to lunch on Sunday",
    keep: ["Natalia", "Sunday"],
    says: "flowers",
  },
  {
    via: "reply",
    say: "accept the quote ask when they can start and mention that parking in front of the house is free",
    context:
      "Good afternoon, please find our quote for the bathroom renovation: £3,200 including materials. Regards, Dariusz",
    keep: [],
    says: "parking",
  },
  {
    via: "write",
    say: "write a note to the parents saying the trip to the zoo is on 14 May and the children need a packed lunch",
    keep: ["14 May"],
    says: "packed lunch",
  },
];
