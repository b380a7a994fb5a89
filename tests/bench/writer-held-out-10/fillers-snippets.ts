/**
 * Fillers and self-corrections to drop, and snippets whose triggers are said
 * mid-sentence, each to become its text byte for byte.
 */
import type { WriterCase } from "../writer-cases/writer-case";
import { dictated, kept } from "./cases";

export const FILLERS_SNIPPETS: WriterCase[] = [
  dictated("voice", "um the delivery is uh late again", ["delivery is late again"]),
  dictated(
    "write",
    "the meeting is on Tuesday no wait Wednesday at ten",
    ["on Wednesday"],
    ["Wednesday"],
  ),
  dictated("chat", "the hotel was like really nice and the staff were like so friendly", [
    "was really nice",
  ]),
  dictated("voice", "we should um we should book the tickets tonight", [
    "We should book the tickets tonight",
  ]),
  dictated("write", "please send it to Anna sorry I mean to Marta", ["to Marta"], ["Marta"]),
  dictated("write", "erm I was wondering if you could er check the numbers for me", [
    "could check the numbers",
  ]),
  kept("voice", "the train was you know cancelled so we took a taxi", []),
  kept("write", "I will I will send the the report by Friday", ["Friday"]),
  {
    via: "write",
    say: "you can book a time here my calendar link and I will confirm the same day",
    keep: ["https://cal.example.com/ana-lima/30min"],
    snippets: [{ trigger: "my calendar link", text: "https://cal.example.com/ana-lima/30min" }],
  },
  {
    via: "reply",
    say: "thank you for the order please pay to my bank details by Friday",
    context: "Hi, I would like to order two of the blue vases. How can I pay? Kasia",
    keep: ["IBAN PL61 1090 1014 0000 0712 1981 2874", "Friday"],
    snippets: [{ trigger: "my bank details", text: "IBAN PL61 1090 1014 0000 0712 1981 2874" }],
  },
  {
    via: "chat",
    say: "our office is at office address and the entrance is round the back",
    keep: ["Verba Ltd, 14 Harbour Road, Gdańsk 80-001"],
    snippets: [{ trigger: "office address", text: "Verba Ltd, 14 Harbour Road, Gdańsk 80-001" }],
  },
  {
    via: "write",
    say: "for directions open the map link it is the building with the blue door",
    keep: ["https://maps.example.com/?q=52.2297,21.0122"],
    snippets: [{ trigger: "the map link", text: "https://maps.example.com/?q=52.2297,21.0122" }],
  },
  {
    via: "write",
    say: "join the call using my meeting link at three and um bring the budget numbers",
    keep: ["https://meet.example.com/xkq-7731-pz"],
    snippets: [{ trigger: "my meeting link", text: "https://meet.example.com/xkq-7731-pz" }],
  },
  {
    via: "voice",
    say: "please send the signed form to office email and copy hr email on it",
    keep: ["office@ribeiro-consulting.pt", "hr@ribeiro-consulting.pt"],
    snippets: [
      { trigger: "office email", text: "office@ribeiro-consulting.pt" },
      { trigger: "hr email", text: "hr@ribeiro-consulting.pt" },
    ],
  },
  {
    via: "write",
    say: "you can follow your parcel at Tracking Link it updates every hour",
    keep: ["https://track.example.com/p/ZX81-5520"],
    snippets: [{ trigger: "tracking link", text: "https://track.example.com/p/ZX81-5520" }],
  },
  {
    via: "comment",
    say: "congratulations on the launch if you need a designer here is my portfolio link",
    keep: ["https://www.example.com/portfolio/daniela-reyes"],
    snippets: [
      { trigger: "my portfolio link", text: "https://www.example.com/portfolio/daniela-reyes" },
    ],
  },
];
