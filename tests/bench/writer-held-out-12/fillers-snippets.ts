/**
 * Fillers, stumbles and self-corrections to drop, and snippets whose trigger
 * is said mid-sentence, to be placed byte for byte.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const FILLERS_SNIPPETS: WriterCase[] = [
  { via: "write", say: "um so the delivery is uh on tuesday morning", keep: ["Tuesday"] },
  { via: "write", say: "the meeting is like at four no wait at five in the big room", keep: [] },
  {
    via: "voice",
    say: "you know the printer is broken again I mean the colour one upstairs",
    keep: [],
  },
  { via: "write", say: "we need we need more time for the tiling", keep: [] },
  {
    via: "write",
    say: "send the contract to Karim no wait Kareem Haddad",
    keep: ["Kareem Haddad"],
  },
  {
    via: "chat",
    say: "erm the parents evening is er on the 9th you know at the main hall",
    keep: ["9th"],
  },
  {
    via: "write",
    say: "you can book a time at my calendar link any day next week",
    keep: ["https://cal.example.com/ana-lopes/30min"],
    snippets: [{ trigger: "my calendar link", text: "https://cal.example.com/ana-lopes/30min" }],
  },
  {
    via: "reply",
    context: "From: Thiago Alves\nI would like to order 40 units. How do I pay?\nThiago",
    say: "thanks for the order please pay to bank details and we ship the same day",
    keep: ["IBAN PT50 0002 0123 1234 5678 9015 4, BIC BCOMPTPL"],
    snippets: [
      { trigger: "bank details", text: "IBAN PT50 0002 0123 1234 5678 9015 4, BIC BCOMPTPL" },
    ],
  },
  {
    via: "write",
    say: "our office is at office address on the second floor next to the lift",
    keep: ["Calle de Alcalá 48, 28014 Madrid"],
    snippets: [{ trigger: "office address", text: "Calle de Alcalá 48, 28014 Madrid" }],
  },
  {
    via: "reply",
    context: "From: Site team\nIs the concrete delivery still on for tomorrow?\nSite team",
    say: "yes it is still on see you there my signature",
    keep: ["Aroha Ngata\nSite Manager, Ngata Builders\n+64 21 555 0192"],
    snippets: [
      {
        trigger: "my signature",
        text: "Aroha Ngata\nSite Manager, Ngata Builders\n+64 21 555 0192",
      },
    ],
  },
  {
    via: "comment",
    context: "Post by Diego Torres: Has anyone set up the new VPN client on Linux?",
    say: "um yes the full guide is here guide link it took me ten minutes",
    keep: ["https://docs.example.org/vpn-setup?ref=li"],
    snippets: [{ trigger: "guide link", text: "https://docs.example.org/vpn-setup?ref=li" }],
  },
];
