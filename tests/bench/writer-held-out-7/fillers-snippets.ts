/**
 * Fillers, stumbles and self-corrections to drop, and snippets to keep byte
 * for byte where their trigger was said (held-out 7, written blind).
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const FILLERS_SNIPPETS: WriterCase[] = [
  {
    via: "chat",
    say: "um so the delivery is uh scheduled for Tuesday",
    keep: ["Tuesday"],
  },
  {
    via: "voice",
    say: "I think we should I mean we must finish the report by Friday",
    keep: ["Friday"],
  },
  {
    via: "write",
    say: "the call is at 3:30 no wait 4:30 in the small room",
    keep: ["4:30"],
  },
  {
    via: "chat",
    say: "you know the new intern is really really good with Excel",
    keep: ["Excel"],
  },
  {
    via: "write",
    say: "erm can we uh move the dentist appointment to Thursday",
    keep: ["Thursday"],
  },
  {
    via: "voice",
    say: "the the contract is signed and and sent to Karolina",
    keep: ["Karolina"],
  },
  {
    via: "write",
    say: "we will ship on Monday no sorry on Tuesday",
    keep: ["Tuesday"],
  },
  {
    via: "chat",
    say: "uh my landlord um says the rent goes up in January",
    keep: ["January"],
  },
  {
    via: "write",
    say: "you can book a time with me here my calendar link",
    keep: [],
    snippets: [{ trigger: "my calendar link", text: "https://cal.example.com/amara-okeke/30min" }],
  },
  {
    via: "reply",
    context:
      "From: Lena Hoffmann\n\nHello,\n\nWe would like to order 40 units. Where should we send the payment?\n\nLena",
    say: "thanks for the order you can pay to my bank details",
    keep: [],
    snippets: [
      { trigger: "my bank details", text: "IBAN DE44 5001 0517 5407 3249 31\nBIC INGDDEFFXXX" },
    ],
  },
  {
    via: "chat",
    say: "the documents should go to my office address",
    keep: [],
    snippets: [
      {
        trigger: "my office address",
        text: "Verba Labs, 12 Rua do Ouro, 1100-060 Lisboa, Portugal",
      },
    ],
  },
  {
    via: "write",
    say: "thanks again for your help my signature",
    keep: [],
    snippets: [
      {
        trigger: "my signature",
        text: "Kenji Watanabe\nSenior Engineer, Hikari Systems\n+81 3-5555-0123",
      },
    ],
  },
  {
    via: "chat",
    say: "tell Ibrahim the slides are ready here is the zoom link",
    keep: ["Ibrahim"],
    says: "slides are ready",
    snippets: [{ trigger: "the zoom link", text: "https://zoom.us/j/93155501234?pwd=Qm9vaw" }],
  },
  {
    via: "write",
    say: "my address for the delivery is home address and the gate code is 2580",
    keep: ["2580"],
    snippets: [{ trigger: "home address", text: "Flat 3B, 21 Marine Drive, Mumbai 400020" }],
  },
  {
    via: "write",
    site: "web.whatsapp.com",
    say: "you can pay by transfer to payment details the invoice number is 2291",
    keep: ["2291"],
    snippets: [{ trigger: "payment details", text: "Account 0123456789, GTBank, Adaeze Obi" }],
  },
];
