/**
 * Snippets: a phrase the person says that must become their exact text (a
 * calendar link, an address with line breaks, a signature, bank details with
 * an IBAN), said at the start, mid-sentence or at the end, in every channel.
 * Each case also carries snippets that are not said, which must not appear.
 */
import type { WriterCase } from "../writer-cases";
import {
  DEEPA,
  EDITOR_QUOTED_LIAM,
  EDITOR_TANAKA,
  HIROSHI,
  INGRID,
  JEAN_LUC,
  KWAME,
  LIAM,
  MEI,
  POST_CONFERENCE,
  POST_HIRING,
  RAFAEL,
  ZOFIA,
} from "./contexts";

const CALENDAR = {
  trigger: "my calendar link",
  text: "https://cal.example.com/ada-kowalska/30min",
};
const ADDRESS = {
  trigger: "our office address",
  text: "Verba Labs\nul. Prosta 51\n00-838 Warszawa\nPoland",
};
const SIGNATURE = {
  trigger: "my signature",
  text: "Ada Kowalska\nHead of Operations, Verba Labs\n+48 601 234 567",
};
const BANK = {
  trigger: "our bank details",
  text: "Account holder: Verba Labs sp. z o.o.\nIBAN: PL61 1090 1014 0000 0712 1981 2874\nBIC: WBKPPLPP",
};
const ZOOM = {
  trigger: "the zoom link",
  text: "https://zoom.example.com/j/84512209931?pwd=Qx7rT2",
};
const MOBILE = { trigger: "my mobile", text: "+48 601 234 567" };
const BOOKING = { trigger: "our booking page", text: "https://book.example.com/verba-labs" };
const DISCLAIMER = {
  trigger: "the standard disclaimer",
  text: "This quote is valid for 30 days and excludes VAT.",
};
const INTRO = {
  trigger: "my intro",
  text: "I'm Ada, I run operations at Verba Labs — we help teams write faster in their second language.",
};

export const SNIPPETS: WriterCase[] = [
  {
    via: "reply",
    say: "happy to talk before the kickoff, pick any time that suits you from my calendar link",
    context: INGRID,
    keep: ["Ingrid"],
    snippets: [CALENDAR, SIGNATURE],
  },
  {
    via: "chat",
    say: "write to Rafael that he can send the invoice to our office address and that we pay within 14 days",
    keep: ["Rafael", "14 days"],
    says: "14 days",
    snippets: [ADDRESS, BANK],
  },
  {
    via: "reply",
    say: "the invoice is paid, and for any refunds from now on please use our bank details",
    context: ZOFIA,
    keep: ["Zofia"],
    snippets: [BANK, ADDRESS],
  },
  {
    via: "voice",
    say: "tell the team the all hands moved to 4 pm and here is the zoom link",
    keep: ["4 pm"],
    says: "4 pm",
    snippets: [ZOOM, CALENDAR],
  },
  {
    via: "reply",
    say: "sure let's talk next week just book whatever slot works on my calendar link thanks my signature",
    context: KWAME,
    keep: ["Kwame"],
    snippets: [CALENDAR, SIGNATURE],
  },
  {
    via: "comment",
    say: "my intro and we would be glad to chat about the backend roles",
    context: POST_HIRING,
    keep: [],
    snippets: [INTRO, CALENDAR],
  },
  {
    via: "chat",
    say: "email Hiroshi the quote: 250 licenses at 12 euros per user per month, then the standard disclaimer",
    keep: ["Hiroshi", "250"],
    says: "250 licenses",
    snippets: [DISCLAIMER, SIGNATURE],
  },
  {
    via: "voice",
    say: "if anything comes up call me on my mobile I'm out of the office until Wednesday",
    keep: ["Wednesday"],
    snippets: [MOBILE, ADDRESS],
  },
  {
    via: "reply",
    say: "please deliver to our office address, reception is on the ground floor",
    context: RAFAEL,
    keep: ["Rafael"],
    snippets: [ADDRESS, CALENDAR],
  },
  {
    via: "chat",
    say: "reply to Deepa that the March reimbursement of 312 euros will be paid on Friday and end with my signature",
    keep: ["Deepa", "312", "Friday"],
    says: "reimbursement",
    snippets: [SIGNATURE, BANK],
  },
  {
    via: "reply",
    say: "Thursday is perfect and here's the Zoom link in case you can't make it in person",
    context: LIAM,
    editor: EDITOR_QUOTED_LIAM,
    keep: ["Liam", "Thursday"],
    snippets: [ZOOM, MOBILE],
  },
  {
    via: "chat",
    say: "write to Giulia that our rates for next year are all on our booking page",
    keep: ["Giulia"],
    says: "rates",
    snippets: [BOOKING, ADDRESS],
  },
  {
    via: "reply",
    say: "we'd like to invite you for a second interview please pick a time on my calendar link my signature",
    context: JEAN_LUC,
    keep: ["Jean-Luc"],
    snippets: [CALENDAR, SIGNATURE, ADDRESS],
  },
  {
    via: "comment",
    say: "great talk, if your team wants a workshop like this you can grab a date on our booking page",
    context: POST_CONFERENCE,
    keep: [],
    snippets: [BOOKING, INTRO],
  },
  {
    via: "reply",
    say: "samples received thank you please ship the full order to our office address by the 20th",
    context: MEI,
    keep: ["Mei", "20th"],
    snippets: [ADDRESS, BANK],
  },
  {
    via: "voice",
    say: "uh send Olga my calendar link so she can pick a slot for the migration review",
    keep: ["Olga"],
    says: "migration review",
    snippets: [CALENDAR, ZOOM],
  },
  {
    via: "reply",
    say: "please find our proposal attached, our bank details for the 30 percent deposit are below",
    context: HIROSHI,
    editor: EDITOR_TANAKA,
    keep: ["30"],
    snippets: [BANK, SIGNATURE],
  },
  {
    via: "reply",
    say: "My signature at the end please, and say the timesheet is uploaded",
    context: DEEPA,
    keep: ["Deepa"],
    says: "uploaded",
    snippets: [SIGNATURE, MOBILE],
  },
];
