/** Fillers, stumbles and self-corrections to drop, and snippets said mid-sentence. */
import type { WriterCase } from "../writer-cases/writer-case";

export const FILLERS_SNIPPETS: WriterCase[] = [
  { via: "write", say: "um so the meeting is uh moved to friday", keep: ["Friday"] },
  { via: "write", say: "i was like really tired you know after the long trip", keep: [] },
  { via: "write", say: "send it on tuesday no wait i mean wednesday", keep: ["Wednesday"] },
  { via: "voice", say: "the the printer on the first floor is broken again", keep: [] },
  { via: "voice", say: "we need um three boxes of er gloves for the clinic", keep: [] },
  {
    via: "write",
    say: "so uh i mean the report is done and you know the slides are almost ready",
    keep: [],
  },
  {
    via: "write",
    say: "the appointment is um on saturday no sorry on sunday at the clinic",
    keep: ["Sunday"],
  },
  {
    via: "write",
    say: "please send the payment to my iban by the end of the month",
    keep: ["PL61 1090 1014 0000 0712 1981 2874"],
    snippets: [{ trigger: "my iban", text: "PL61 1090 1014 0000 0712 1981 2874" }],
  },
  {
    via: "write",
    say: "you can book a slot with my calendar link and pick any time that suits you",
    keep: ["https://cal.example.com/dr-sato/30min"],
    snippets: [{ trigger: "my calendar link", text: "https://cal.example.com/dr-sato/30min" }],
  },
  {
    via: "write",
    say: "the office is at our address and parking is behind the building",
    keep: ["Calle Mayor 24, 28013 Madrid"],
    snippets: [{ trigger: "our address", text: "Calle Mayor 24, 28013 Madrid" }],
  },
  {
    via: "write",
    say: "for deliveries uh use door code at the back entrance",
    keep: ["#4471*"],
    snippets: [{ trigger: "door code", text: "#4471*" }],
  },
  {
    via: "write",
    say: "er please forward the invoice to billing email today",
    keep: ["billing@kowalczyk-transport.pl"],
    snippets: [{ trigger: "billing email", text: "billing@kowalczyk-transport.pl" }],
  },
  {
    via: "reply",
    say: "yes the room is free on the 14th you can pay with pay link any time before the shoot",
    punctuated: ["14th. You can"],
    context: "Hello, is the small studio free on the 14th for a two-hour shoot? Thanks, Lerato",
    keep: ["14th", "https://pay.example.org/studio-b"],
    snippets: [{ trigger: "pay link", text: "https://pay.example.org/studio-b" }],
  },
];
