/**
 * Requests to the writer of one, two and three parts ("reply to tom say yes
 * and ask if there is an agenda"), by reply, comment, plain text and chat:
 * each is carried out, not handed back, and its result holds the word or
 * two in `says`.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const REQUESTS: WriterCase[] = [
  {
    via: "reply",
    context: "Hi, can you join the planning call on Thursday at 3? Thanks, Tom",
    say: "reply to tom say yes and ask if there is an agenda",
    keep: [],
    says: "agenda",
  },
  {
    via: "reply",
    context:
      "Dear Ms Ruiz, we would like to book 40 rooms for our conference in May. Best regards, Paul Meyer",
    say: "decline politely tell him we are full in may",
    keep: ["May"],
    says: "full",
  },
  {
    via: "reply",
    context: "Hello, is the blue sofa from your ad still available? Regards, Nadia",
    say: "tell her it was sold yesterday",
    keep: [],
    says: "sold",
  },
  {
    via: "chat",
    say: "write a short message to my landlord saying the heater is broken again",
    keep: [],
    says: "heater",
  },
  {
    via: "write",
    say: "write a note for the cleaner saying the keys are under the mat",
    keep: [],
    says: "mat",
  },
  {
    via: "comment",
    context: "I passed my driving test today, after 3 attempts!",
    say: "congratulate him and say the third time is the charm",
    keep: [],
    says: "third time",
  },
  {
    via: "reply",
    context: "Could you send me the invoice for October? Thanks, Lea",
    say: "tell lea the invoice is attached and apologise for the delay",
    keep: ["Lea"],
    says: "invoice",
  },
  {
    via: "chat",
    say: "tell my brother the dinner is at 8 on saturday",
    keep: ["8", "Saturday"],
    says: "dinner",
  },
  {
    via: "reply",
    context: "Hi, are you able to deliver on the 15th instead of the 12th? Best, Carlos",
    say: "say the 15th works and ask for the exact address",
    keep: ["15th"],
    says: "address",
  },
  {
    via: "reply",
    context:
      "We would like to invite you to speak at our logistics conference on June 5 in Rotterdam.",
    say: "accept the invitation and ask how long the talk should be",
    keep: [],
    says: "talk",
  },
  {
    via: "write",
    say: "ask john if he can cover my shift on sunday",
    keep: ["Sunday"],
    says: "shift",
  },
  {
    via: "comment",
    context: "Looking for recommendations: a good dentist in Valencia?",
    say: "recommend doctor ruiz on calle mayor and say she is very gentle",
    keep: ["Ruiz"],
    says: "gentle",
  },
  {
    via: "reply",
    context: "Can we move our call to Friday morning? Best, Anke",
    say: "say friday is fine but only after 10",
    keep: ["10"],
    says: "Friday",
  },
  {
    via: "chat",
    say: "write an email to the school saying lucas will be absent tomorrow because he has a fever",
    keep: ["Lucas"],
    says: "fever",
  },
  {
    via: "reply",
    context: "Hi, the shipment of 300 units will be two weeks late. Sorry about this. Ahmed",
    say: "thank him for telling us ask if a partial delivery is possible and say we need at least 100 units by friday",
    keep: ["100"],
    says: "100 units",
  },
  {
    via: "write",
    say: "follow up with the supplier about the missing pallets",
    keep: [],
    says: "pallets",
  },
  {
    via: "reply",
    context: "Would you be interested in a free demo of our new HR software next week?",
    say: "turn it down politely say we just signed with another provider",
    keep: [],
    says: "signed",
  },
  {
    via: "comment",
    context: "After 10 years, I'm leaving the company to open my own bakery in Leeds.",
    say: "wish her luck with the bakery",
    keep: [],
    says: "bakery",
  },
  {
    via: "chat",
    say: "remind my team that the office is closed on monday",
    keep: ["Monday"],
    says: "closed",
  },
  {
    via: "reply",
    context: "Did you receive the signed contract? Kind regards, Helga",
    say: "say we received the contract and thank her",
    keep: [],
    says: "contract",
  },
  {
    via: "write",
    say: "write a message to the neighbours saying the party ends at 11",
    keep: ["11"],
    says: "party",
  },
  {
    via: "reply",
    context: "Is it possible to pay the deposit in two parts? Thanks, Nikolai",
    say: "tell him yes the first part is due on the 1st and the second on the 15th",
    keep: ["1st", "15th"],
    says: "first part",
  },
  {
    via: "comment",
    context: "We're looking for volunteers for the beach clean-up on Saturday morning.",
    say: "say count me in and ask what we should bring",
    keep: [],
    says: "bring",
  },
  {
    via: "chat",
    say: "draft a reply to maria saying the photos are lovely and ask for the one with the dog",
    keep: [],
    says: "dog",
  },
  {
    via: "reply",
    context: "Can you confirm the booking for 4 people on the 20th? Thanks, Chloe",
    say: "confirm the booking and mention that parking is free",
    keep: [],
    says: "parking",
  },
  {
    via: "write",
    say: "apologise to the customer for the wrong size and offer a free exchange",
    keep: [],
    says: "exchange",
  },
  {
    via: "reply",
    context: "Could you look at my CV before Friday? Cheers, Ben",
    say: "reply yes happy to help send it by thursday",
    keep: ["Thursday"],
    says: "Thursday",
  },
  {
    via: "chat",
    say: "write to the hotel asking if they have a room with a sea view on the 3rd",
    keep: ["3rd"],
    says: "sea view",
  },
  {
    via: "comment",
    context: "Our team just launched the new booking app. Feedback welcome!",
    say: "say the app is fast and ask if there will be a dark mode",
    keep: [],
    says: "dark mode",
  },
  {
    via: "reply",
    context: "Hi, the plumber can come Tuesday or Wednesday. Which day suits you? Sam",
    say: "say wednesday and ask if he can come before noon",
    keep: [],
    says: "Wednesday",
  },
  {
    via: "write",
    say: "tell the team the coffee machine is fixed",
    keep: [],
    says: "coffee machine",
  },
  {
    via: "reply",
    context: "Are you coming to Ana's birthday dinner on the 9th? Love, Rita",
    say: "tell rita we cannot come we are away that weekend and ask her to send ana our love",
    keep: ["Ana"],
    says: "away",
  },
];
