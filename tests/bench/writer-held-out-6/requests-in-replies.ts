/**
 * Requests said into the extension's reply and comment boxes, with the thread
 * or post being answered: accept, decline, say thanks, tell and ask, in two
 * or three parts.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const REQUESTS_IN_REPLIES: WriterCase[] = [
  {
    via: "reply",
    say: "reply that yes we can deliver the 500 units but only by the end of march",
    context:
      "From: Sofia Alvarez\n\nHello, can you deliver 500 units of the model K2 pump by 15 March?\n\nBest regards,\nSofia Alvarez",
    keep: ["500"],
    says: "500 units",
  },
  {
    via: "reply",
    say: "accept the invitation and tell him i will bring my colleague Hana",
    context:
      "From: Stefan Richter\n\nDear partners, we would be glad to welcome you at our anniversary dinner on 12 December at 7 pm.\n\nStefan Richter",
    keep: ["Hana"],
    says: "hana",
  },
  {
    via: "comment",
    say: "write a short comment congratulating her on the promotion",
    context:
      "After six great years in the sales team, I am proud to say I was promoted to Regional Sales Director.",
    keep: [],
    says: "promotion",
  },
  {
    via: "reply",
    say: "tell him we need two more days for the quote because our supplier is late",
    context:
      "From: Wei Zhang\n\nHi, could you send us your quote for the packaging this week?\n\nThanks,\nWei",
    keep: [],
    says: "supplier",
  },
  {
    via: "reply",
    say: "say thanks but we cannot join the webinar this time",
    context:
      "From: Emma Lindqvist\n\nHi! We are running a free webinar on export rules next Tuesday. Would your team like to join?\n\nEmma",
    keep: [],
    says: "webinar",
  },
  {
    via: "comment",
    say: "write that i am interested in the position and i sent my cv yesterday",
    context:
      "We are hiring! A data engineer for our Berlin office, hybrid, starting in January. Apply by 30 November.",
    keep: [],
    says: "interested",
  },
  {
    via: "reply",
    say: "tell her the draft is good but the second chapter is too long",
    context:
      "From: Lina Haddad\n\nHi, I attached the first draft of the handbook. Any feedback is welcome.\n\nLina",
    keep: [],
    says: "second chapter",
  },
  {
    via: "reply",
    say: "tell him the transfer was done this morning and the reference is TX-20931",
    context:
      "From: Oluwaseun Bello\n\nGood day, kindly confirm when the payment for invoice 2231 will be made.\n\nRegards,\nOluwaseun",
    keep: ["TX-20931"],
    says: "transfer",
  },
  {
    via: "reply",
    say: "say no problem and propose wednesday at 3 instead",
    context:
      "From: Marek Kowalczyk\n\nHi, something came up and I cannot make our call on Tuesday. Could we find another time?\n\nMarek",
    keep: ["3"],
    says: "wednesday",
  },
  {
    via: "reply",
    say: "politely decline the offer we already work with another agency but thank them for thinking of us",
    context:
      "From: Bright Media\n\nHello, we would love to help your company with its social media. Can we schedule a short call?\n\nThe Bright Media team",
    keep: [],
    says: "another agency",
  },
  {
    via: "reply",
    say: "could you answer that the invoice is correct and we will pay it before the 20th",
    editor: "Hi Kofi,\n\n",
    context:
      "From: Kofi Mensah\n\nHello, please check the attached invoice 1187 and confirm that everything is correct.\n\nKofi",
    keep: ["20th"],
    says: "invoice is correct",
  },
];
