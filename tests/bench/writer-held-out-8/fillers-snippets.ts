/** Fillers, stumbles and self-corrections dropped; snippets said mid-sentence kept byte for byte. */
import type { WriterCase } from "../writer-cases/writer-case";

export const FILLERS_SNIPPETS: WriterCase[] = [
  {
    via: "write",
    say: "um so the shipment is uh delayed until Monday",
    keep: ["Monday"],
  },
  {
    via: "chat",
    say: "we need to finalize the the budget by Friday",
    keep: ["Friday"],
  },
  {
    via: "voice",
    say: "the training is in room 5 no wait room 6",
    keep: ["6"],
  },
  {
    via: "write",
    say: "i will uh send the quotation uh by this evening",
    keep: [],
  },
  {
    via: "write",
    say: "erm the app keeps crashing on the login screen",
    keep: [],
  },
  {
    via: "chat",
    say: "the invoice is for 300 i mean 350 dollars",
    keep: ["350"],
  },
  {
    via: "write",
    say: "you know the door code is 4471 from today",
    keep: ["4471"],
  },
  {
    via: "write",
    say: "uh could you send the file again it was empty",
    keep: [],
    punctuated: ["again? It"],
  },
  // Snippets said mid-sentence.
  {
    via: "write",
    say: "thanks for your interest you can book a slot with my calendar link",
    keep: [],
    snippets: [{ trigger: "my calendar link", text: "https://cal.example.com/ana-souza/30min" }],
  },
  {
    via: "chat",
    say: "please transfer the deposit to my bank details by the 5th",
    keep: ["5th"],
    snippets: [
      { trigger: "my bank details", text: "IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX" },
    ],
  },
  {
    via: "write",
    say: "the samples ship on Monday sig block",
    keep: ["Monday"],
    snippets: [
      { trigger: "sig block", text: "Kenji Watanabe\nSales Manager, Tokyo\n+81 90 5555 0134" },
    ],
  },
  {
    via: "voice",
    say: "our office is at office address on the third floor",
    keep: [],
    snippets: [{ trigger: "office address", text: "Rua Augusta 118, 1100-053 Lisboa" }],
  },
  {
    via: "write",
    say: "um you can pay with the payment link uh before Friday",
    keep: ["Friday"],
    snippets: [{ trigger: "payment link", text: "https://pay.example.com/inv/88213" }],
  },
  {
    via: "chat",
    say: "here is my zoom room we can talk at 4",
    keep: ["4"],
    snippets: [{ trigger: "my zoom room", text: "https://zoom.example.com/j/8812345670" }],
  },
  {
    via: "write",
    say: "kindly deliver it to home address and call me when you arrive",
    keep: [],
    snippets: [{ trigger: "home address", text: "14 Adeola Odeku Street, Victoria Island, Lagos" }],
  },
];
