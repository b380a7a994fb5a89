/**
 * Dates, times, money, codes and addresses as people say them aloud: a day
 * before or after its month with or without "of", a time with no "at" before
 * it, cents said after the currency, codes and numbers read out one character
 * at a time, and email addresses spelt out. Near misses keep numbers that
 * count things.
 */
import type { WriterCase } from "./writer-case";

export const DATES_TIMES_AND_MONEY_SAID_ALOUD: WriterCase[] = [
  // A day's figure is never followed by a full stop ("4. December").
  { via: "voice", say: "the meeting is on the fourth december", keep: ["4 December"] },
  { via: "voice", say: "we fly home the twentieth july", keep: ["20 July"] },
  { via: "chat", say: "the exam is the second of february in the morning", keep: ["2 February"] },
  { via: "voice", say: "the invoice is due on november thirtieth", keep: ["November 30"] },
  { via: "voice", say: "the shop opens again on december 4", keep: ["December 4"] },
  { via: "voice", say: "my brother arrives on the 4th of december", keep: ["4th of December"] },
  {
    via: "chat",
    say: "tell lea the party is on the ninth of may at the lake",
    keep: ["Lea", "9 May"],
    says: "party is on 9 May",
  },
  // Ordinal dates in a list.
  {
    via: "voice",
    say: "the workshops are on the third the tenth and the seventeenth of june",
    keep: ["3, 10 and 17 June"],
  },
  {
    via: "voice",
    say: "the office is closed on the second and the ninth of march",
    keep: ["2 and 9 March"],
  },
  // A time said with no "at" before it.
  { via: "voice", say: "lets meet seven fifteen tomorrow", keep: ["7:15 tomorrow"] },
  { via: "voice", say: "the bus leaves eight forty tonight", keep: ["8:40 tonight"] },
  { via: "chat", say: "I can call you nine thirty on monday", keep: ["9:30 on Monday"] },
  { via: "voice", say: "please call me at seven fifteen", keep: ["7:15"] },
  { via: "voice", say: "we open the doors at half past eight", keep: ["8:30"] },
  { via: "voice", say: "the train is ten past six in the morning", keep: ["6:10"] },
  // Near misses: counts that look like a time.
  { via: "voice", say: "we need seven fifteen minute slots", keep: ["seven fifteen minute"] },
  { via: "voice", say: "there are nine twenty year old students", keep: ["nine twenty year old"] },
  // Money with cents said after the currency.
  { via: "voice", say: "the ticket was twelve euros fifty", keep: ["12.50 euros"] },
  { via: "chat", say: "the ticket was 12 euros fifty", keep: ["12.50 euros"] },
  { via: "voice", say: "a coffee here costs three dollars twenty", keep: ["3.20 dollars"] },
  { via: "voice", say: "the laptop costs fifteen hundred dollars", keep: ["1,500 dollars"] },
  {
    via: "chat",
    say: "tell Ivana the parking was eight pounds forty",
    keep: ["Ivana", "8.40 pounds"],
    says: "parking was 8.40 pounds",
  },
  // Near miss: a count after the money.
  {
    via: "voice",
    say: "we collected forty euros fifty people donated",
    keep: ["40 euros", "fifty people"],
  },
  // Numbers and codes read out one character at a time.
  {
    via: "voice",
    say: "my number is zero one seven six two three four five six seven eight",
    keep: ["01762345678"],
  },
  { via: "voice", say: "the order code is a b seven seven three", keep: ["AB773"] },
  {
    via: "chat",
    say: "the booking reference is k l m four two nine",
    keep: ["KLM429"],
  },
  {
    via: "chat",
    say: "write to Sven that my order number is x y one two three four",
    keep: ["Sven", "XY1234"],
    says: "order number is XY1234",
  },
  { via: "voice", say: "my postcode is s w one a one a a", keep: ["SW1A1AA"] },
  { via: "chat", say: "the ticket number is t k t dash four four nine one", keep: ["TKT-4491"] },
  {
    via: "chat",
    say: "write to Lena that the wifi password is h o m e two zero two four",
    keep: ["Lena", "HOME2024"],
    says: "password is HOME2024",
  },
  { via: "voice", say: "the code is a b one two three a day late", keep: ["AB123 a day late"] },
  // Near miss: a grade and a plan, not a code.
  { via: "voice", say: "she got a b in maths this year", keep: ["a b in maths"] },
  // Email addresses spelt out.
  {
    via: "voice",
    say: "my email is anna dot kowalski at gmail dot com",
    keep: ["anna.kowalski@gmail.com"],
  },
  {
    via: "chat",
    say: "send the file to tom at example dot org please",
    keep: ["tom@example.org"],
  },
  {
    via: "chat",
    say: "tell Rahul my new address is rahul dot k at outlook dot com",
    keep: ["Rahul", "rahul.k@outlook.com"],
    says: "rahul.k@outlook.com",
  },
  {
    via: "chat",
    say: "let Jonas know Booking dot com emailed the reservation is confirmed",
    keep: ["Jonas", "Booking.com"],
    says: "reservation is confirmed",
  },
  { via: "voice", say: "the dot com era is over", keep: ["dot com era"] },
  // Near miss: "at" a place.
  { via: "voice", say: "we looked at the prices on amazon", keep: ["looked at the prices"] },
  { via: "voice", say: "I am at home until five", keep: ["at home until five"] },
];
