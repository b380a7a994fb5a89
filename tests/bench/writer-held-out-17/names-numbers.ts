/**
 * Names, figures, dates, email addresses and codes that must come through
 * exactly as the person said them.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const NAMES_NUMBERS: WriterCase[] = [
  {
    via: "write",
    say: "please send the invoice to anna.kowalska@gmail.com by friday",
    keep: ["anna.kowalska@gmail.com", "Friday"],
  },
  {
    via: "write",
    say: "my order number is 4471902 it has not arrived yet",
    keep: ["4471902"],
    punctuated: ["4471902. It has"],
  },
  {
    via: "reply",
    context: "Hi, when is my appointment? Thanks, Jakub",
    say: "your appointment with doctor okafor is on april 22 at 3:15",
    keep: ["Okafor", "April 22", "3:15"],
  },
  { via: "write", say: "call siobhan on 0871234567 after 6", keep: ["Siobhan", "0871234567"] },
  {
    via: "write",
    say: "the door code is 4471 the same code opens the garage",
    keep: ["4471"],
    punctuated: ["4471. The same"],
  },
  {
    via: "write",
    say: "nguyen van an starts on june 3 in the berlin office",
    keep: ["Nguyen Van An", "June 3", "Berlin"],
  },
  {
    via: "chat",
    say: "xu ming and zhang wei will present on thursday",
    keep: ["Xu Ming", "Zhang Wei", "Thursday"],
  },
  { via: "write", say: "we paid 75 euros for parking and 32 for fuel", keep: ["75", "32"] },
  { via: "write", say: "mr oyelaran is waiting at the front desk", keep: ["Oyelaran"] },
  {
    via: "reply",
    context: "Hello, can you confirm the date of my check-up? Regards, Ines",
    say: "your appointment with doctor gonzalez is on october 9",
    keep: ["Gonzalez", "October 9"],
  },
  {
    via: "write",
    say: "send the parcel to 221 baker street in london",
    keep: ["221 Baker Street", "London"],
  },
  { via: "write", say: "my employee number is 30458 and i work in finance", keep: ["30458"] },
  {
    via: "comment",
    context: "Reminder: applications for the community grant are open.",
    say: "the deadline for the grant is november 30 not december",
    keep: ["November 30"],
  },
  {
    via: "write",
    say: "siddharth and priyanka will join the call at 11:45",
    keep: ["Siddharth", "Priyanka", "11:45"],
  },
  {
    via: "write",
    say: "the ticket number is 58213 please use it in your reply",
    keep: ["58213"],
    punctuated: ["58213. Please use"],
  },
  {
    via: "write",
    say: "mehmet yilmaz from ankara sent 3 samples",
    keep: ["Mehmet Yilmaz", "Ankara", "3"],
  },
  {
    via: "write",
    say: "you can contact me at j.schmidt@firma.de if you have questions",
    keep: ["j.schmidt@firma.de"],
  },
];
