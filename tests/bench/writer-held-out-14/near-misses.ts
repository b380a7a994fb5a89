/**
 * Near misses: speech that looks like a run-on but whose join must stay
 * whole (a describing clause, "I think he …", "so … that", a verb and its
 * object, a full name, "said that …"); each piece holds no mark inside.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const NEAR_MISSES: WriterCase[] = [
  {
    via: "write",
    say: "the book I was reading is on the kitchen table",
    keep: [],
    punctuated: ["book I was reading is on"],
  },
  {
    via: "write",
    say: "the man who called yesterday wants a refund",
    keep: [],
    punctuated: ["man who called yesterday wants a refund"],
  },
  { via: "voice", say: "I think he left early", keep: [], punctuated: ["I think he left early"] },
  {
    via: "write",
    say: "she was so tired that she fell asleep on the train",
    keep: [],
    punctuated: ["so tired that she fell asleep"],
  },
  {
    via: "write",
    say: "we still need the keys you gave me last week",
    keep: [],
    punctuated: ["keys you gave me last week"],
  },
  {
    via: "write",
    say: "Anna Kowalska signed the lease this morning",
    keep: ["Anna Kowalska"],
    punctuated: ["Anna Kowalska signed the lease"],
  },
  {
    via: "write",
    say: "he said that the shop opens at nine on Sundays",
    keep: [],
    punctuated: ["said that the shop opens"],
  },
  {
    via: "write",
    say: "the email you sent this morning had no attachment",
    keep: [],
    punctuated: ["email you sent this morning had no attachment"],
  },
  {
    via: "write",
    say: "I hope you feel better soon",
    keep: [],
    punctuated: ["I hope you feel better soon"],
  },
  {
    via: "write",
    say: "the woman who lives upstairs has a parcel for you",
    keep: [],
    punctuated: ["woman who lives upstairs has a parcel"],
  },
  {
    via: "chat",
    say: "I know she likes dark chocolate",
    keep: [],
    punctuated: ["I know she likes dark chocolate"],
  },
  {
    via: "write",
    say: "it rained so much that the match was stopped",
    keep: [],
    punctuated: ["so much that the match was stopped"],
  },
  {
    via: "write",
    say: "the room we booked has no window",
    keep: [],
    punctuated: ["room we booked has no window"],
  },
  {
    via: "write",
    say: "please make sure the back door is locked",
    keep: [],
    punctuated: ["make sure the back door is locked"],
  },
  {
    via: "write",
    say: "sorry I forgot you were on holiday",
    keep: [],
    punctuated: ["forgot you were on holiday"],
  },
  {
    via: "write",
    say: "the people we met in Madrid sent us a card",
    keep: ["Madrid"],
    punctuated: ["people we met in Madrid sent us a card"],
  },
  {
    via: "write",
    say: "we can meet when you get back from Cairo",
    keep: ["Cairo"],
    punctuated: ["meet when you get back from Cairo"],
  },
  {
    via: "write",
    say: "call me if the parcel comes",
    keep: [],
    punctuated: ["Call me if the parcel comes"],
  },
  {
    via: "write",
    say: "the form you need is on the website",
    keep: [],
    punctuated: ["form you need is on the website"],
  },
  {
    via: "write",
    say: "she told me the flight was full",
    keep: [],
    punctuated: ["told me the flight was full"],
  },
  {
    via: "write",
    say: "Maria José Santos is our new accountant",
    keep: ["Maria José Santos"],
    punctuated: ["Maria José Santos is our new accountant"],
  },
  {
    via: "write",
    say: "I wonder whether the bank is open today",
    keep: [],
    punctuated: ["wonder whether the bank is open today"],
  },
  {
    via: "write",
    say: "the boy I teach on Tuesdays won a prize",
    keep: [],
    punctuated: ["boy I teach on Tuesdays won a prize"],
  },
  {
    via: "write",
    say: "the laptop my company gave me is too heavy",
    keep: [],
    punctuated: ["laptop my company gave me is too heavy"],
  },
  {
    via: "voice",
    say: "we waited until the rain stopped",
    keep: [],
    punctuated: ["waited until the rain stopped"],
  },
  {
    via: "write",
    say: "I am not sure the address is right",
    keep: [],
    punctuated: ["not sure the address is right"],
  },
  {
    via: "write",
    say: "the student who asked about the exam is waiting outside",
    keep: [],
    punctuated: ["student who asked about the exam is waiting outside"],
  },
  {
    via: "write",
    say: "it was so cold that the pipes froze",
    keep: [],
    punctuated: ["so cold that the pipes froze"],
  },
  {
    via: "write",
    say: "I believe the invoice was paid in full",
    keep: [],
    punctuated: ["I believe the invoice was paid in full"],
  },
  {
    via: "write",
    say: "the nurse asked me to wait outside",
    keep: [],
    punctuated: ["asked me to wait outside"],
  },
  {
    via: "write",
    say: "she found the earrings I lost at the party",
    keep: [],
    punctuated: ["found the earrings I lost at the party"],
  },
  {
    via: "write",
    say: "Xu Ming booked the big meeting room for us",
    keep: ["Xu Ming"],
    punctuated: ["Xu Ming booked the big meeting room"],
  },
];
