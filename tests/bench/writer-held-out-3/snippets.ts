/**
 * Snippets said at the start, in the middle and at the end of a dictation,
 * in any case, beside snippets not said: each said trigger becomes its text
 * byte for byte (links, addresses, bank details, signatures of several
 * lines), and its words are gone.
 */
import type { WriterCase } from "../writer-cases";

const SIGNATURE =
  "Kind regards,\nMarta Wiśniewska\nHead of Procurement | Nordlys AS\n+47 22 33 44 55";
const OFFICE = "Nordlys AS\nKarl Johans gate 12\n0154 Oslo";

export const SNIPPETS: WriterCase[] = [
  {
    via: "reply",
    say: "thanks for your interest you can book a slot here my calendar link looking forward to it",
    context:
      "From: Owen Price <owen@pricelabs.co.uk>\n\nHi, I'd love to hear more about the platform. When could we talk?",
    keep: ["Owen"],
    snippets: [
      { trigger: "my calendar link", text: "https://cal.example.com/lena-kraus/30min" },
      { trigger: "my phone", text: "+49 30 1234 5678" },
    ],
  },
  {
    via: "write",
    say: "please send the payment to bank details with the invoice number as the reference",
    keep: [],
    snippets: [
      { trigger: "bank details", text: "IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX" },
    ],
  },
  {
    via: "reply",
    say: "sounds good see you on Monday sig formal",
    context: "From: Lars Berg <lars.berg@fjord.no>\n\nShall we meet on Monday at our office?",
    keep: ["Monday"],
    snippets: [
      { trigger: "sig formal", text: SIGNATURE },
      { trigger: "office address", text: OFFICE },
    ],
  },
  {
    via: "chat",
    say: "write to Dana saying here's where we meet on Friday office address and to ring the bell twice",
    keep: ["Friday"],
    says: "ring the bell twice",
    snippets: [
      { trigger: "office address", text: OFFICE },
      { trigger: "sig formal", text: SIGNATURE },
    ],
  },
  {
    via: "comment",
    say: "great talk today the slides are at slides link would love to connect",
    context: "Thanks to everyone who came to my session on Q3 roadmaps at ProductCon!",
    keep: [],
    snippets: [{ trigger: "slides link", text: "https://talks.example.org/q3-roadmap?ref=li" }],
  },
  {
    via: "reply",
    say: "Please use Zoom Link for the call at 3 tomorrow",
    context: "From: Hannah Lee <hannah@lee-studio.com>\n\nWhere do we meet for tomorrow's call?",
    keep: ["3"],
    snippets: [{ trigger: "zoom link", text: "https://zoom.us/j/98765432101?pwd=Xy7kQ" }],
  },
  {
    via: "write",
    say: "hi team the new VPN guide is at vpn doc and questions go to helpdesk email",
    keep: ["VPN"],
    snippets: [
      { trigger: "vpn doc", text: "https://wiki.example.com/it/VPN_Setup_v2" },
      { trigger: "helpdesk email", text: "helpdesk@example.com" },
      { trigger: "my phone", text: "+1 415 555 0199" },
    ],
  },
  {
    via: "voice",
    say: "tell Ola I'm at home address and the gate code is 1942",
    keep: ["1942"],
    says: "gate code",
    snippets: [{ trigger: "home address", text: "ul. Długa 7/3, 00-238 Warszawa" }],
  },
  {
    via: "chat",
    say: "make this more formal: can u send the signed copy to legal inbox by thursday",
    keep: ["Thursday"],
    says: "signed copy",
    snippets: [{ trigger: "legal inbox", text: "legal@nordlys.example" }],
  },
  {
    via: "reply",
    say: "thanks Priyanka I've attached the form as discussed sig short",
    context: "From: Priyanka Rao <priyanka.rao@medline.in>\n\nCould you send the completed form?",
    keep: ["Priyanka"],
    snippets: [{ trigger: "sig short", text: "— Tomasz\nsent from my phone" }],
  },
  {
    via: "transform",
    say: "add my booking page at the end",
    context: "Which day works for you next week?",
    keep: [],
    says: "works for you",
    snippets: [{ trigger: "booking page", text: "https://book.example.com/r-alvarez" }],
  },
  {
    via: "chat",
    say: "write an email to Mr. Grant asking him to return the deposit to account details by the end of the month",
    keep: ["Grant"],
    says: "deposit",
    snippets: [{ trigger: "account details", text: "PL61 1090 1014 0000 0712 1981 2874" }],
  },
  {
    via: "write",
    say: "Address for the delivery is warehouse address, please call 30 minutes before",
    keep: ["30 minutes"],
    site: "forms.example.com",
    snippets: [
      {
        trigger: "warehouse address",
        text: "Unit 7, Dock Road\nFelixstowe IP11 3SW\nUnited Kingdom",
      },
    ],
  },
];
