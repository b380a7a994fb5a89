/**
 * Numbers, dates, times, money, phone numbers and percentages, typed as
 * digits or said as words: what was typed comes through exactly, and what
 * was said in words is written as a careful editor writes it (amounts,
 * percentages, years and times in digits).
 */
import type { WriterCase } from "../writer-cases";

export const NUMBERS: WriterCase[] = [
  {
    via: "chat",
    say: "write to Helga that the total comes to one thousand two hundred fifty euros including VAT",
    keep: ["1,250", "VAT"],
    says: "including VAT",
  },
  {
    via: "chat",
    say: "the conversion rate went from three point two percent to four point eight percent after the redesign",
    keep: ["3.2", "4.8"],
  },
  {
    via: "voice",
    say: "tell Nadia her appointment is on the twenty third of May at ten thirty",
    keep: ["23", "May", "10:30"],
    says: "appointment",
  },
  {
    via: "reply",
    say: "sure it's plus 351 912 345 678 and I'm home after six",
    context:
      "From: Bruno Tavares <bruno.tavares@entregas.pt>\n\nHello, could you send me your phone number so the courier can call you before delivery?\n\nThanks,\nBruno",
    keep: ["Bruno", "+351 912 345 678"],
  },
  {
    via: "chat",
    say: "our budget for the offsite is 15k and we've spent about 60 percent of it already",
    keep: ["15", "60"],
  },
  {
    via: "chat",
    say: "remind Olga the rent of 950 dollars is due on the first",
    keep: ["950"],
    says: "rent",
  },
  {
    via: "write",
    say: "order number 4471-B shipped on 11/03 and the tracking number is 1Z999AA10123456784",
    keep: ["4471-B", "11/03", "1Z999AA10123456784"],
  },
  {
    via: "chat",
    say: "ask the bank whether the transfer of 2,400.50 GBP from the 3rd has cleared",
    keep: ["2,400.50", "GBP", "3rd"],
    says: "transfer",
  },
  {
    via: "chat",
    say: "call me on 0770 098 8123 if the gate code 4590 doesn't work",
    keep: ["0770 098 8123", "4590"],
  },
  {
    via: "chat",
    say: "the company was founded in nineteen ninety eight and went public in twenty fifteen",
    keep: ["1998", "2015"],
  },
  {
    via: "comment",
    say: "amazing effort finishing in 3 hours 12 minutes on that course congrats",
    context: "Finished my first marathon in Valencia today! Legs are done but the heart is full.",
    keep: ["3 hours", "12 minutes"],
  },
  {
    via: "chat",
    say: "the meeting is at 3 no sorry at 4 pm Berlin time which is 10 am in New York",
    keep: ["Berlin", "New York", "10"],
  },
  {
    via: "chat",
    say: "tell the team the deadline is Friday the 7th of November not the 5th",
    keep: ["7", "November"],
    says: "deadline",
  },
  {
    via: "chat",
    say: "we need 3 laptops 2 monitors and 5 headsets for the new hires",
    keep: ["5 headsets"],
    punctuated: ["3 laptops, 2 monitors"],
  },
  {
    via: "reply",
    say: "the license is 49 dollars per user per month or 490 a year if they pay annually",
    context:
      "From: Aiko Tanaka <aiko@tanaka-design.jp>\n\nHello, how much does your tool cost for a team of 8 people?\n\nBest regards,\nAiko Tanaka",
    keep: ["Aiko", "49", "490"],
  },
  {
    via: "chat",
    say: "the temperature in the server room hit thirty eight degrees yesterday",
    keep: ["38"],
  },
  {
    via: "chat",
    say: "write an email to Sven that attendance dropped by twelve percent compared with last year",
    keep: ["Sven", "12"],
    says: "attendance dropped",
  },
  {
    via: "chat",
    say: "let Carmen know the flights are booked out on 2 June back on 16 June",
    keep: ["2 June", "16 June"],
    says: "flights are booked",
  },
  {
    via: "voice",
    say: "I paid one hundred and twenty dollars for the tickets and Jun owes me half",
    keep: ["120", "Jun"],
  },
  {
    via: "chat",
    say: "tell Ravi the refund of $37.99 was approved and should arrive in 5 to 7 business days",
    keep: ["$37.99"],
    says: "refund",
  },
  {
    via: "write",
    say: "the Q3 report shows 1,284 new sign-ups a 7.5% increase over Q2",
    keep: ["Q3", "1,284", "7.5%", "Q2"],
    punctuated: ["sign-ups, a"],
  },
];
