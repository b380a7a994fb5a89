/** Names and numbers said in the ways people say them: each must come through exactly. */
import type { WriterCase } from "../writer-cases/writer-case";

export const NAMES_NUMBERS: WriterCase[] = [
  {
    via: "write",
    say: "my email is joana dot ferreira at gmail dot com please write there",
    keep: ["joana.ferreira@gmail.com"],
  },
  {
    via: "write",
    say: "the tracking number is JD014600003828 it should arrive tomorrow",
    keep: ["JD014600003828"],
  },
  { via: "write", say: "the flight is LH 1614 from Frankfurt to Warsaw", keep: ["LH 1614"] },
  {
    via: "reply",
    say: "you can call me on +48 601 234 567 after five",
    keep: ["+48 601 234 567"],
    context: "Hi, what is the best number to reach you? Karolina",
  },
  {
    via: "write",
    say: "the total comes to 1,249.50 dollars including tax",
    keep: ["1,249.50"],
  },
  {
    via: "write",
    say: "my reference number is REF-2026-0443 I called about the refund",
    keep: ["REF-2026-0443"],
  },
  {
    via: "comment",
    say: "the workshop is at 14:30 in room B-112",
    keep: ["14:30", "B-112"],
  },
  {
    via: "write",
    say: "please send it to Avenida Paulista 1578 São Paulo",
    keep: ["Avenida Paulista 1578", "São Paulo"],
  },
  {
    via: "write",
    say: "my daughter Nguyễn Thị Lan was born on 3 May 2019",
    keep: ["Nguyễn Thị Lan", "3 May 2019"],
  },
  {
    via: "write",
    say: "the meeting with Dr Oluwaseun Adebayo is moved to Thursday",
    keep: ["Oluwaseun Adebayo", "Thursday"],
  },
  {
    via: "write",
    say: "the Wi-Fi password is Kx7-mP2q please do not share it",
    keep: ["Kx7-mP2q"],
  },
  {
    via: "reply",
    say: "the deposit is 850 euros and the rent is 950 euros a month",
    keep: ["850", "950"],
    context: "Hello, how much is the deposit and the monthly rent for the flat? Samir",
  },
  {
    via: "write",
    say: "the part number is 7H-22-0915 and we need 40 of them",
    keep: ["7H-22-0915", "40"],
  },
  {
    via: "chat",
    say: "tell Hiroshi Tanaka the train leaves at 7:45 from platform 9",
    keep: ["7:45", "9"],
    says: "train",
  },
  {
    via: "write",
    say: "the dosage is 2.5 mg twice a day for ten days",
    keep: ["2.5 mg"],
  },
  {
    via: "write",
    say: "our office is at 221 King Street West Toronto M5H 1K5",
    keep: ["221 King Street West", "M5H 1K5"],
  },
  {
    via: "write",
    say: "I paid 3,400 rupees to Mr Venkataraman for the repair",
    keep: ["3,400", "Venkataraman"],
  },
  {
    via: "write",
    say: "the IBAN is DE89 3704 0044 0532 0130 00 please check it twice",
    keep: ["DE89 3704 0044 0532 0130 00"],
  },
  {
    via: "comment",
    say: "congrats to Małgorzata Wiśniewska on 25 years at the company",
    keep: ["Małgorzata Wiśniewska", "25"],
  },
  {
    via: "write",
    say: "the appointment is on Monday the 14th at 8:15 am",
    keep: ["Monday", "14th", "8:15"],
  },
  {
    via: "write",
    say: "the ticket number is INC-88213 and the priority is P2",
    keep: ["INC-88213", "P2"],
  },
  {
    via: "write",
    say: "the temperature in the cold room was 4.5 degrees at 6 am",
    keep: ["4.5"],
  },
  {
    via: "reply",
    say: "my student number is 2023-11874 and my name is Abdulrahman Al-Fayed",
    keep: ["2023-11874", "Abdulrahman Al-Fayed"],
    context: "Dear student, please send your student number so we can find your file. Registry",
  },
  {
    via: "write",
    say: "the price went up by 12.5 percent since January",
    keep: ["12.5", "January"],
  },
  {
    via: "write",
    say: "the package for Zhang Wei goes to Building 3 Unit 1204",
    keep: ["Zhang Wei", "Unit 1204"],
  },
  {
    via: "write",
    say: "the order number is nine four seven two and it was paid on the 2nd",
    keep: ["9472", "2nd"],
  },
];
