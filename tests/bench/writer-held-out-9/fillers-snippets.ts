/**
 * Fillers, stumbles and self-corrections to drop, and snippets whose
 * trigger is said mid-sentence, to put in byte for byte.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const FILLERS_SNIPPETS: WriterCase[] = [
  { via: "chat", say: "um so the meeting is uh moved to thursday", keep: ["Thursday"] },
  { via: "write", say: "i need like three more boxes for the move", keep: [] },
  { via: "write", say: "the car is you know making that noise again", keep: [] },
  { via: "write", say: "we will arrive on tuesday no wait wednesday evening", keep: ["Wednesday"] },
  { via: "chat", say: "the total is 40 euros i mean 45 euros", keep: ["45"] },
  {
    via: "write",
    say: "send it to Kasia er Katarzyna Nowak in accounting",
    keep: ["Katarzyna Nowak"],
  },
  { via: "write", say: "the the printer is broken again", keep: [] },
  { via: "voice", say: "erm the kids are uh at school until um four", keep: [] },
  {
    via: "write",
    say: "please send the payment to my iban by friday",
    keep: ["PT50 0002 0123 1234 5678 9015 4"],
    snippets: [{ trigger: "my iban", text: "PT50 0002 0123 1234 5678 9015 4" }],
  },
  {
    via: "chat",
    say: "you can pick a time at calendar link and i will confirm it",
    keep: ["https://cal.example.com/ana/30min"],
    snippets: [{ trigger: "calendar link", text: "https://cal.example.com/ana/30min" }],
  },
  {
    via: "write",
    say: "please post the item to return address and include the order number",
    keep: ["Verba Returns, Unit 4, 18 Mill Lane, Leeds LS1 4AB"],
    snippets: [
      { trigger: "return address", text: "Verba Returns, Unit 4, 18 Mill Lane, Leeds LS1 4AB" },
    ],
  },
  {
    via: "write",
    say: "we meet online at meeting link see you there",
    keep: ["https://meet.example.com/abc-defg-hij"],
    snippets: [{ trigger: "meeting link", text: "https://meet.example.com/abc-defg-hij" }],
  },
  {
    via: "chat",
    say: "our tax number is tax id please put it on the invoice",
    keep: ["NIP 527-123-45-67"],
    snippets: [{ trigger: "tax id", text: "NIP 527-123-45-67" }],
  },
  {
    via: "write",
    say: "the office is at office address ring the bell twice",
    keep: ["Calle Mayor 12, 2º B, 28013 Madrid"],
    snippets: [{ trigger: "office address", text: "Calle Mayor 12, 2º B, 28013 Madrid" }],
  },
  {
    via: "voice",
    say: "um you can reach me on my mobile and uh leave a message",
    keep: ["+351 912 345 678"],
    snippets: [{ trigger: "my mobile", text: "+351 912 345 678" }],
  },
  {
    via: "write",
    say: "please wire the deposit to bank details before the 15th",
    keep: ["Account 12-3456-7890123-00, Kiwi Bank", "15th"],
    snippets: [{ trigger: "bank details", text: "Account 12-3456-7890123-00, Kiwi Bank" }],
  },
];
