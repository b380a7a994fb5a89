/**
 * Names, figures, dates, emails and codes that must come through exactly:
 * people's names from many languages, codes said digit by digit or letter by
 * letter, an email said with "at" and "dot", times and dates. Only forms a
 * careful editor would certainly write are kept.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const NAMES_NUMBERS: WriterCase[] = [
  {
    via: "write",
    say: "please send the photos to anna dot kowalska at gmail dot com",
    keep: ["anna.kowalska@gmail.com"],
  },
  {
    via: "write",
    say: "the meeting with siobhan is on march 3 at 9 30 in the small room",
    keep: ["Siobhan", "March 3", "9:30"],
  },
  {
    via: "write",
    say: "mr nakamura arrives on the 12th of april in the afternoon",
    keep: ["Nakamura", "April"],
  },
  {
    via: "write",
    say: "the iban ends with 4 4 0 2 the bank is ing",
    keep: ["4402", "ING"],
  },
  {
    via: "reply",
    context: "Which dates do you need the rooms for?",
    say: "we need 3 rooms for 2 nights from june 14 to june 16",
    keep: ["June 14", "June 16"],
  },
  {
    via: "write",
    say: "our new address is 25 baker street in london",
    keep: ["25 Baker Street", "London"],
  },
  {
    via: "write",
    say: "the total with vat is 1250 euros and 80 cents",
    keep: ["VAT"],
  },
  {
    via: "write",
    say: "for the refund please contact gosia from accounting she knows the case",
    keep: ["Gosia"],
  },
  {
    via: "write",
    say: "the reset code is 6 6 1 9 0 4 it works for 10 minutes",
    keep: ["661904", "10 minutes"],
  },
  {
    via: "reply",
    context: "Can you send your details for the contract?",
    say: "my name is oluwaseun adeyemi born 14 february 1990 my tax number is 5 5 2 0 1 8 7",
    keep: ["Oluwaseun Adeyemi", "February", "1990", "5520187"],
  },
  {
    via: "write",
    say: "the flight tk 1 8 4 4 to ankara leaves on tuesday at 6 in the morning",
    keep: ["1844", "Ankara", "Tuesday"],
  },
  {
    via: "write",
    say: "version 2 point 4 of the app fixes the login problem",
    keep: ["2.4"],
  },
  {
    via: "write",
    say: "priya sharma and rajesh kumar join the call on thursday at 4 pm",
    keep: ["Priya Sharma", "Rajesh Kumar", "Thursday"],
  },
  {
    via: "write",
    say: "the postcode is 8 0 3 3 1 in munich",
    keep: ["80331", "Munich"],
  },
  {
    via: "comment",
    context: "Who is going to the Web Summit in Lisbon this year?",
    say: "i will be there from november 11 to 14 with my colleague ines",
    keep: ["November 11", "Ines"],
  },
  {
    via: "write",
    say: "the claim number is 2 0 2 6 dash 0 0 4 7 1 please write it on every letter",
    keep: ["2026-00471"],
  },
  {
    via: "write",
    say: "mrs santos and mr ochieng sign the contract on the 1st of december",
    keep: ["Santos", "Ochieng", "December"],
  },
  {
    via: "write",
    say: "my order 9 1 7 3 3 was 64 euros 20 and i paid twice",
    keep: ["91733"],
  },
];
