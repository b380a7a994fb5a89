/** Fillers, stumbles and self-corrections, and snippets whose trigger is said mid-sentence. */
import type { WriterCase } from "../writer-cases/writer-case";

export const FILLERS_SNIPPETS: WriterCase[] = [
  { via: "voice", say: "um so the delivery is uh coming on Friday", keep: ["Friday"] },
  { via: "chat", say: "I mean we could you know try the other supplier in Porto", keep: ["Porto"] },
  { via: "voice", say: "send the file to Piotr no wait to Ewa", keep: ["Ewa"] },
  { via: "write", say: "the meeting is um on the the 9th of June", keep: ["9th"] },
  { via: "chat", say: "like I said the price is like 200 euros er per person", keep: ["200"] },
  {
    via: "voice",
    say: "uh we we need the signed contract by you know Thursday",
    keep: ["Thursday"],
  },
  {
    via: "write",
    say: "you can book a time here my calendar link and we will talk then",
    snippets: [{ trigger: "my calendar link", text: "https://cal.example.com/r-santos/30min" }],
    keep: ["https://cal.example.com/r-santos/30min"],
  },
  {
    via: "chat",
    say: "please transfer the deposit to my bank details before Friday",
    snippets: [
      { trigger: "my bank details", text: "IBAN PT50 0002 0123 1234 5678 9015 4, BIC CGDIPTPL" },
    ],
    keep: ["IBAN PT50 0002 0123 1234 5678 9015 4, BIC CGDIPTPL", "Friday"],
  },
  {
    via: "reply",
    say: "if you need to return it just use my returns link it takes two minutes",
    context: "Hi, the shoes are too small. How do I send them back? Marta",
    snippets: [{ trigger: "my returns link", text: "https://shop.example.com/returns?ref=HX" }],
    keep: ["https://shop.example.com/returns?ref=HX"],
  },
  {
    via: "voice",
    say: "um the workshop is at my office address see you there at ten",
    snippets: [{ trigger: "my office address", text: "Office 4B, 17 Rue des Lilas, 75011 Paris" }],
    keep: ["Office 4B, 17 Rue des Lilas, 75011 Paris"],
  },
];
