/** The person's snippets, said alone or in the middle of a sentence. */
import type { WriterCase } from "../writer-cases";

const ZOOM = { trigger: "my zoom link", text: "https://zoom.us/j/84512367890?pwd=Xk7Qa2" };
const ADDRESS = {
  trigger: "my office address",
  text: "Rua Augusta 112, 2º andar\n1100-053 Lisboa",
};
const IBAN = {
  trigger: "my bank details",
  text: "IBAN DE89 3704 0044 0532 0130 00 (BIC COBADEFFXXX)",
};
const SIGNATURE = {
  trigger: "my signature",
  text: "Aisha Bello\nOperations Lead, Kano Logistics\n+234 803 555 0199",
};
const CALENDAR = { trigger: "my calendar link", text: "https://cal.com/mina-park/30min" };

export const SNIPPETS: WriterCase[] = [
  {
    via: "chat",
    say: "write to Tomasz that we can talk tomorrow at 10 here is my zoom link",
    keep: ["Tomasz", "10"],
    says: "tomorrow",
    snippets: [ZOOM],
  },
  {
    via: "reply",
    say: "yes please send the samples to my office address and let me know the tracking number",
    context: "Where should we send the fabric samples?",
    keep: [],
    says: "tracking number",
    snippets: [ADDRESS],
  },
  {
    via: "reply",
    say: "thanks, you can pay the deposit to my bank details before Friday",
    context: "How can I pay the deposit for the apartment?",
    keep: ["Friday"],
    snippets: [IBAN],
  },
  {
    via: "chat",
    say: "email the supplier that the pallets arrived in good condition my signature",
    keep: [],
    says: "pallets",
    snippets: [SIGNATURE, ZOOM],
  },
  {
    via: "reply",
    say: "happy to chat, pick any slot on my calendar link that suits you",
    context: "Would love to learn more about your research. When are you free?",
    keep: [],
    snippets: [CALENDAR],
  },
  {
    via: "voice",
    say: "send Rosa my zoom link and tell her the call starts at 4",
    keep: ["Rosa", "4"],
    snippets: [ZOOM, CALENDAR],
  },
  {
    via: "comment",
    say: "we're hosting a Q&A on this tomorrow, join here my zoom link",
    context: "New feature walkthrough",
    keep: ["Q&A"],
    snippets: [ZOOM],
  },
  {
    via: "chat",
    say: "write to the school that my son Arjun will be absent on Thursday my signature",
    keep: ["Arjun", "Thursday"],
    says: "absent",
    snippets: [SIGNATURE],
  },
  {
    via: "reply",
    say: "the invoice is attached, the payment goes to my bank details and the visit is at my office address",
    context: "Please send the invoice and tell us where the meeting will take place.",
    keep: [],
    snippets: [IBAN, ADDRESS],
  },
  {
    via: "chat",
    say: "tell Hyun-woo he can book a time on my calendar link this week",
    keep: ["Hyun-woo"],
    snippets: [CALENDAR, IBAN],
  },
  {
    via: "reply",
    say: "noted, we will ship on Monday",
    context: "Please confirm the shipping day.",
    keep: ["Monday"],
    snippets: [ZOOM, SIGNATURE],
  },
];
