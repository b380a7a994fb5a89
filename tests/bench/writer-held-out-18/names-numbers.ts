/**
 * Names, figures, dates, times, emails and reference codes that must come
 * through exactly, in `keep`; only forms a careful editor would write one way.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const NAMES_NUMBERS: WriterCase[] = [
  {
    via: "write",
    say: "please send the contract to joanna kowalczyk her email is joanna dot k at brightlane dot pl",
    keep: ["Joanna Kowalczyk", "joanna.k@brightlane.pl"],
  },
  {
    via: "write",
    say: "the meeting with doctor abdullah al rashid is on the 9th of july at 11 am",
    keep: ["Abdullah", "Rashid", "July"],
  },
  {
    via: "reply",
    context: "Hi,\n\nTo fix your salary slip I need your employee number.\n\nSiddharth, Payroll",
    say: "my employee number is 44709 please update the payroll before the 25th",
    keep: ["44709", "25th"],
  },
  {
    via: "write",
    say: "call mister oyelaran at 10 30 tomorrow about invoice 2291",
    keep: ["Oyelaran", "10:30", "2291"],
  },
  {
    via: "chat",
    say: "our new colleague xiaoming zhang starts on monday in the shanghai office",
    keep: ["Xiaoming Zhang", "Shanghai", "Monday"],
  },
  {
    via: "write",
    say: "the package weighs 23 kilos and costs 76 euros to send",
    keep: ["23", "76"],
  },
  {
    via: "write",
    say: "the reference for the payment is 88341 please write it in the transfer",
    keep: ["88341"],
  },
  {
    via: "reply",
    context:
      "Good morning,\n\nCould you confirm the group booking for the end-of-summer party?\n\nGonzalo",
    say: "i confirm the booking for 14 people on the 22nd of august at 7 30 pm",
    keep: ["14", "22nd", "August", "7:30"],
  },
  {
    via: "write",
    say: "our office is at 48 baker street in london next to the pharmacy",
    keep: ["48 Baker Street", "London"],
  },
  {
    via: "comment",
    context: "What is the best company you have ever worked for?",
    say: "i worked 12 years at siemens and 3 at bosch",
    keep: ["12", "Siemens", "Bosch"],
  },
  {
    via: "write",
    say: "sven johansson at the reception has your badge",
    keep: ["Sven Johansson"],
  },
  {
    via: "write",
    say: "my flight comes from frankfurt it lands at 9 05",
    keep: ["Frankfurt", "9:05"],
    punctuated: ["Frankfurt. It lands"],
  },
  {
    via: "voice",
    say: "my daughter sofia is 7 and my son mateo is 4",
    keep: ["Sofia", "Mateo"],
  },
  {
    via: "write",
    say: "the project budget is 75 thousand euros and we spent 40 percent already",
    keep: ["40"],
  },
  {
    via: "write",
    say: "please write to support@greenfield-logistics.com with the order number 300912",
    keep: ["support@greenfield-logistics.com", "300912"],
  },
  {
    via: "reply",
    context: "Hello,\n\nI have sent the payment for the course today.\n\nNguyen Thi Lan",
    say: "dear ms nguyen we received your payment of 320 euros on 2 october",
    keep: ["Nguyen", "320", "October"],
  },
  {
    via: "write",
    say: "the target for q3 is 95 percent on time delivery",
    keep: ["Q3", "95"],
  },
];
