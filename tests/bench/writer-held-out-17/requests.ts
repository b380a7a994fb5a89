/**
 * Requests to the writer of one, two and three parts, in a reply, a
 * comment, a plain field or the chat: each must be carried out, not handed
 * back, and `says` holds a word the written result must contain.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const REQUESTS: WriterCase[] = [
  {
    via: "reply",
    context: "Hi, can you join the planning meeting on Thursday at 10? Best, Tom",
    say: "reply to tom say yes and ask if i should bring the budget",
    keep: ["Tom"],
    says: "budget",
  },
  {
    via: "reply",
    context: "Dear team, we would like to book 30 seats for dinner on Saturday. Regards, Lena",
    say: "decline politely we are fully booked on saturday",
    keep: [],
    says: "booked",
  },
  {
    via: "reply",
    context: "Hello, could you send me the updated price list? Thanks, Raj",
    say: "tell raj the new price list is attached",
    keep: ["Raj"],
    says: "attached",
  },
  {
    via: "write",
    say: "write a message to my landlord that the kitchen tap is leaking",
    keep: [],
    says: "leaking",
  },
  {
    via: "chat",
    say: "write a short email to the team saying the office is closed on monday",
    keep: [],
    says: "closed",
  },
  {
    via: "comment",
    context: "We just launched our new mentoring program for junior engineers. Who wants to join?",
    say: "say congratulations and ask how people can apply",
    keep: [],
    says: "apply",
  },
  {
    via: "reply",
    context: "Hi, the delivery will be one day late, it comes on Tuesday now. Sorry! Marco",
    say: "reply to marco thank him and say tuesday is fine",
    keep: [],
    says: "Tuesday",
  },
  {
    via: "chat",
    say: "ask john if he can send the contract by friday",
    keep: ["John"],
    says: "Friday",
  },
  {
    via: "reply",
    context: "Hi, are you coming to the team dinner next Friday? Aisha",
    say: "accept the invitation and say i will bring dessert",
    keep: [],
    says: "dessert",
  },
  {
    via: "write",
    say: "tell the customer the refund was processed and it takes 5 working days",
    keep: ["5"],
    says: "refund",
  },
  {
    via: "reply",
    context:
      "Hello, we have not received payment for invoice 2291. Please check. Kind regards, Stefan",
    say: "apologize and say the payment goes out tomorrow",
    keep: [],
    says: "tomorrow",
  },
  {
    via: "comment",
    context: "After 8 years I am leaving the company. Thank you all for the journey.",
    say: "wish her good luck and say we will miss her",
    keep: [],
    says: "miss",
  },
  {
    via: "write",
    say: "remind the team that the timesheets are due on friday",
    keep: [],
    says: "timesheets",
  },
  {
    via: "reply",
    context: "Hi, can we reschedule our call to next week? Yuki",
    say: "say sure and suggest wednesday afternoon",
    keep: [],
    says: "Wednesday",
  },
  {
    via: "chat",
    say: "tell maria that the train is delayed and i will be 20 minutes late",
    keep: ["Maria"],
    says: "20 minutes",
  },
  {
    via: "reply",
    context:
      "Hello, we would love to have you speak at our meetup in June. Would you be available? Best, Chloe",
    say: "turn down the offer i am travelling in june but thank her",
    keep: [],
    says: "June",
  },
  { via: "write", say: "follow up on the quote we sent last week", keep: [], says: "quote" },
  {
    via: "reply",
    context: "Hi, could you review my pull request before Friday? Thanks, Ben",
    say: "reply yes i will review it tomorrow morning",
    keep: [],
    says: "tomorrow",
  },
  {
    via: "comment",
    context: "Our small team just hit one million downloads!",
    say: "congratulate them and ask what the next goal is",
    keep: [],
    says: "goal",
  },
  {
    via: "chat",
    say: "write to the school that my son is sick today and will stay home",
    keep: [],
    says: "sick",
  },
  {
    via: "reply",
    context: "Hi, please confirm your address for the delivery. Logistics team",
    say: "confirm the address is 12 river road flat 3",
    keep: ["12 River Road"],
    says: "River Road",
  },
  {
    via: "write",
    say: "ask the supplier if they can deliver before the 20th",
    keep: ["20th"],
    says: "20th",
  },
  {
    via: "reply",
    context: "Dear customer, your subscription ends on May 1. Would you like to renew? Support",
    say: "say yes please renew it for one more year",
    keep: [],
    says: "year",
  },
  {
    via: "chat",
    say: "draft a message to my neighbour asking him to move his car",
    keep: [],
    says: "car",
  },
  {
    via: "reply",
    context: "Hi, can you send the slides from yesterday's workshop? Thanks, Olga",
    say: "tell olga the slides are attached and ask her for feedback",
    keep: ["Olga"],
    says: "feedback",
  },
  {
    via: "comment",
    context: "Looking for recommendations: best tool for team retrospectives?",
    say: "recommend miro say we use it every sprint",
    keep: ["Miro"],
    says: "sprint",
  },
  {
    via: "write",
    say: "write a note for my colleague that i took the last printer paper and ordered more",
    keep: [],
    says: "ordered",
  },
  {
    via: "reply",
    context: "Hi, the hotel for the trip costs 140 euros per night. OK to book? Dana",
    say: "say ok but ask if there is a cheaper option",
    keep: [],
    says: "cheaper",
  },
  {
    via: "chat",
    say: "tell my manager i need friday off for a doctor appointment",
    keep: [],
    says: "Friday",
  },
  {
    via: "reply",
    context:
      "Hello, we received your CV. Are you available for an interview on Tuesday at 11? HR team",
    say: "accept and say tuesday at 11 is perfect",
    keep: ["11"],
    says: "Tuesday",
  },
  {
    via: "write",
    say: "explain to the client that the delay is because of the holidays",
    keep: [],
    says: "holidays",
  },
  {
    via: "comment",
    context: "We are hiring two backend developers in Lisbon. Send me a message!",
    say: "say i am interested and ask if remote work is possible",
    keep: [],
    says: "remote",
  },
];
