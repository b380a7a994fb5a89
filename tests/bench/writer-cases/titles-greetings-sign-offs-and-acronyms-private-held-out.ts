/**
 * A private split written before the fix for titles, greetings, sign-offs
 * and acronyms: scored once at the end, then part of the tuned list.
 * Scored once: 18/18 cases hold every property (names 18/18, clauses 3/3).
 * Not fully blind: the first bench during the work listed its two sign-off
 * cases among the misses, before the sign-off reading was written.
 */
import type { WriterCase } from "./writer-case";

export const TITLES_GREETINGS_SIGN_OFFS_AND_ACRONYMS_PRIVATE_HELD_OUT: WriterCase[] = [
  {
    via: "write",
    say: "i have an appointment with doctor kowalski on monday",
    keep: ["Doctor Kowalski", "Monday"],
  },
  { via: "write", say: "coach ramirez wants us at practice at 6", keep: ["Coach Ramirez"] },
  {
    via: "write",
    say: "we visited aunt fatima in cairo last summer",
    keep: ["Aunt Fatima", "Cairo"],
  },
  { via: "write", say: "professor tanaka approved my thesis topic", keep: ["Professor Tanaka"] },
  {
    via: "write",
    say: "the professor gave us extra time for the essay",
    keep: ["The professor gave"],
  },
  { via: "write", say: "did you get the message from will thompson", keep: ["Will Thompson"] },
  { via: "write", say: "can you mark these invoices as paid", keep: ["mark these invoices"] },
  {
    via: "write",
    say: "hi again i found the missing receipt",
    keep: [],
    punctuated: ["Hi again, I found"],
  },
  {
    via: "write",
    say: "dear customer service team my order has not arrived",
    keep: ["my order has not arrived"],
  },
  { via: "write", say: "kind regards sofia", keep: ["Kind regards,\nSofia"] },
  { via: "write", say: "thanks for your help best regards ahmed", keep: ["Best regards,\nAhmed"] },
  { via: "write", say: "the usb stick is in the top drawer", keep: ["The USB stick"] },
  { via: "write", say: "i will ask hr about the holiday policy", keep: ["ask HR about"] },
  { via: "write", say: "the invoice shows the vat separately", keep: ["the VAT separately"] },
  { via: "write", say: "our cfo wants the numbers by friday", keep: ["Our CFO", "Friday"] },
  { via: "write", say: "the build is green on ci now", keep: ["on CI now"] },
  { via: "write", say: "uncle tomasz will pick us up at the airport", keep: ["Uncle Tomasz"] },
  { via: "write", say: "my flight is lh 904 to frankfurt", keep: ["LH 904", "Frankfurt"] },
];
