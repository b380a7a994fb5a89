/**
 * Fillers (um, uh, like, you know, I mean) and stumbles ("the the") that must
 * go, and snippets whose trigger is said in the middle of a sentence and
 * must become their text byte for byte.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const FILLERS_SNIPPETS: WriterCase[] = [
  {
    via: "write",
    say: "um the delivery is uh late the the driver is sick",
    keep: [],
    punctuated: ["late. The driver"],
  },
  {
    via: "chat",
    say: "i mean the budget is fine we just need more time",
    keep: [],
    punctuated: ["fine. We just"],
  },
  {
    via: "reply",
    context: "Can you send the report today? Thanks, Wiebke",
    say: "uh the report is almost ready you know i will send it by 5",
    keep: ["5"],
    punctuated: ["ready. I will"],
  },
  {
    via: "voice",
    say: "er we moved the meeting to tuesday the the room was taken",
    keep: ["Tuesday"],
    punctuated: ["Tuesday. The room"],
  },
  {
    via: "write",
    say: "we we finished the test um the results look good",
    keep: [],
    punctuated: ["test. The results"],
  },
  {
    via: "comment",
    context: "Our new website is live! Tell us what you think.",
    say: "um the site looks uh really clean and fast",
    keep: [],
  },
  {
    via: "write",
    say: "the customer was like really angry you know the order was late again",
    keep: [],
    punctuated: ["angry. The order"],
  },
  {
    via: "write",
    say: "you can book a time with my calendar link and i will confirm the same day",
    keep: [],
    snippets: [{ trigger: "my calendar link", text: "https://cal.example.com/ruiz/30min" }],
  },
  {
    via: "reply",
    context: "Where should I send the payment for the repair? Best, Lotte",
    say: "please transfer the amount to my bank details the reference is invoice 331",
    keep: ["331"],
    snippets: [{ trigger: "my bank details", text: "IBAN DE89 3704 0044 0532 0130 00" }],
  },
  {
    via: "write",
    say: "give the driver my office address if he gets lost",
    keep: [],
    snippets: [{ trigger: "my office address", text: "Calle de Alcalá 48, 28014 Madrid" }],
  },
  {
    via: "chat",
    say: "you can call me on my mobile number after 6 the office line is down",
    keep: ["6"],
    punctuated: ["6. The office"],
    snippets: [{ trigger: "my mobile number", text: "+34 612 345 678" }],
  },
];
