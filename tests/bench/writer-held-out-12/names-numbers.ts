/** Names and numbers said in many forms: dates, times, money, phone numbers, codes, addresses. */
import type { WriterCase } from "../writer-cases/writer-case";

export const NAMES_NUMBERS: WriterCase[] = [
  {
    via: "write",
    say: "the inspection is on 14 March 2027 at 10:30 in room 3B",
    keep: ["14 March 2027", "10:30", "3B"],
  },
  {
    via: "write",
    say: "my IBAN is DE89 3704 0044 0532 0130 00 please use it for the refund",
    keep: ["DE89 3704 0044 0532 0130 00"],
  },
  { via: "write", say: "the total is $1,249.99 including tax", keep: ["$1,249.99"] },
  {
    via: "write",
    say: "please call 020 7946 0958 any weekday after lunch",
    keep: ["020 7946 0958"],
  },
  {
    via: "chat",
    say: "the booking reference is KX-4471-B under the name Okonkwo",
    keep: ["KX-4471-B", "Okonkwo"],
  },
  { via: "write", say: "her flight is TK 1862 landing at 23:15", keep: ["TK 1862", "23:15"] },
  {
    via: "write",
    say: "send the samples to 14 Nguyen Hue Street District 1 Ho Chi Minh City",
    keep: ["14 Nguyen Hue Street", "Ho Chi Minh City"],
  },
  { via: "write", say: "the rent is 2,400 zloty and it is due on the 1st", keep: ["2,400", "1st"] },
  { via: "write", say: "the postcode for the warehouse is SW1A 1AA", keep: ["SW1A 1AA"] },
  {
    via: "write",
    say: "the tracking number is 1Z 999 AA1 0123 4567 84",
    keep: ["1Z 999 AA1 0123 4567 84"],
  },
  {
    via: "write",
    say: "we met on 3/11 and agreed on 15% off the second order",
    keep: ["3/11", "15%"],
  },
  {
    via: "write",
    say: "Sofía Ramírez-Ortega joins the team on Monday as our new accountant",
    keep: ["Sofía Ramírez-Ortega", "Monday"],
  },
  {
    via: "voice",
    say: "my order from March 2nd still has not arrived the order number is 7719-22",
    keep: ["March 2nd", "7719-22"],
  },
  {
    via: "write",
    say: "the invoice for ₹18,500 was paid on 2026-11-20",
    keep: ["₹18,500", "2026-11-20"],
  },
  {
    via: "write",
    say: "Xu Ming's new email is xu.ming@example.cn",
    keep: ["Xu Ming", "xu.ming@example.cn"],
  },
  {
    via: "comment",
    say: "the webinar is on 5 December at 14:00 CET and the code is WEB-88",
    keep: ["5 December", "14:00 CET", "WEB-88"],
  },
];
