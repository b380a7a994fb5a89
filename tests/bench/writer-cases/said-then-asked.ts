/**
 * What to say first, then what to do with it: "the invoice was paid and add
 * my number", "we agree, ask him for the PO", "the meeting moved, tell Anna";
 * and negatives before a verb ("we can't do it") kept in one sentence. The
 * request's first words are the message's here, so these show it carried out
 * by the sentences they must hold.
 */
import { TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const SAID_THEN_ASKED: WriterCase[] = [
  {
    via: "reply",
    say: "the invoice was paid and add my phone number +48 601 234 567",
    context: TOMASZ,
    keep: ["+48 601 234 567"],
    punctuated: ["The invoice was paid. I have included my phone number"],
  },
  {
    via: "reply",
    say: "we agree with the terms, ask him for the PO number",
    context: TOMASZ,
    keep: ["PO"],
    punctuated: ["We agree with the terms. Could you send me the PO number?"],
  },
  {
    via: "reply",
    say: "Friday works for us and ask if 10am is ok",
    context: TOMASZ,
    keep: ["Friday", "10am"],
    punctuated: ["Friday works for us. Could you let me know if 10am"],
  },
  {
    via: "chat",
    say: "the meeting is moved to Friday 13:00, tell Anna",
    keep: ["Anna", "Friday 13:00"],
    punctuated: ["Hello Anna,", "The meeting is moved to Friday 13:00."],
  },
  {
    via: "reply",
    say: "ok so the shipment left on 3 March, apologize for the delay",
    context: TOMASZ,
    keep: ["3 March"],
    says: "apologize for the delay",
  },
  {
    via: "reply",
    say: "we can't do it this month but offer him 15% off next month",
    context: TOMASZ,
    keep: ["15%"],
    says: "15% off next month",
  },
  {
    via: "voice",
    say: "the server is back and ask the team to test the v2.4.1 build",
    keep: ["v2.4.1"],
    punctuated: ["The server is back. Could you test the v2.4.1 build?"],
  },
  {
    via: "comment",
    say: "they don't have it in stock so we will order 20 more",
    keep: ["20"],
    punctuated: ["They do not have it in stock, so we will order 20 more."],
  },
  {
    via: "chat",
    say: "ask him to send the slides and add Priya to the thread",
    keep: ["Priya"],
    says: "add Priya to the thread",
  },
  {
    via: "chat",
    say: "tell him we got it and to send the rest by 3/4",
    keep: ["3/4"],
    says: "send the rest by 3/4",
  },
];
