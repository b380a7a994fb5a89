/** Names and numbers said in many forms: dates, times, money, phone numbers, codes, addresses. */
import type { WriterCase } from "../writer-cases/writer-case";

export const NAMES_NUMBERS: WriterCase[] = [
  {
    via: "write",
    say: "my new number is 0912 345 678 call me after lunch",
    keep: ["0912 345 678"],
  },
  {
    via: "write",
    say: "the total comes to $1,249.50 including tax",
    keep: ["$1,249.50"],
  },
  {
    via: "write",
    say: "the flight is LH 2417 from Frankfurt at 7:45 in the morning",
    keep: ["LH 2417", "Frankfurt", "7:45"],
  },
  {
    via: "write",
    say: "my appointment is on 3 March 2027 at the Santa Maria clinic",
    keep: ["3 March 2027", "Santa Maria"],
  },
  {
    via: "write",
    say: "the postcode is SW1A 2AA and the flat is number 14B",
    keep: ["SW1A 2AA", "14B"],
  },
  {
    via: "chat",
    say: "the order number is ORD-88213 and it was placed on the 2nd of November",
    keep: ["ORD-88213", "2nd of November"],
  },
  {
    via: "write",
    say: "please pay the deposit to IBAN DE89 3704 0044 0532 0130 00 by Friday",
    keep: ["DE89 3704 0044 0532 0130 00", "Friday"],
  },
  {
    via: "write",
    say: "the meeting with Zhang Wei and Olumide Bakare is at 14:30 in room B-204",
    keep: ["Zhang Wei", "Olumide Bakare", "14:30", "B-204"],
  },
  {
    via: "write",
    say: "the address is 27 Rua Augusta in Lisbon on the third floor",
    keep: ["27 Rua Augusta", "Lisbon"],
  },
  {
    via: "write",
    say: "my employee ID is 0047-221 and my manager is Siobhán O'Connor",
    keep: ["0047-221", "Siobhán O'Connor"],
  },
  {
    via: "voice",
    say: "the parcel weighs 2.5 kilos and it goes to Gdynia",
    keep: ["2.5", "Gdynia"],
  },
  {
    via: "write",
    say: "the wifi password is Blue-Harbor-42 for the guest network",
    keep: ["Blue-Harbor-42"],
  },
  {
    via: "write",
    say: "the discount code SPRING25 gives 25% off until 30 April",
    keep: ["SPRING25", "25%", "30 April"],
  },
  {
    via: "write",
    say: "her flight TK 1980 lands at Istanbul Airport at 06:10",
    keep: ["TK 1980", "Istanbul Airport", "06:10"],
  },
  {
    via: "write",
    say: "I paid ₹4,500 for the repair and the warranty runs until 2028",
    keep: ["₹4,500", "2028"],
  },
  {
    via: "reply",
    context: "Please send your booking reference so we can check the seats. Kenta, Sakura Travel",
    say: "the reference is 7HK3Q9 and we are two adults and one child",
    keep: ["7HK3Q9"],
  },
];
