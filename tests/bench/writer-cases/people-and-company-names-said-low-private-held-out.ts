/**
 * A private split of people's and companies' names said in lower case,
 * written before the reading and scored once at its end: given and family
 * names from many countries, companies and products, streets named without
 * a number, and near misses that keep their lower case.
 */
import type { WriterCase } from "./writer-case";

export const PEOPLE_AND_COMPANY_NAMES_SAID_LOW_PRIVATE_HELD_OUT: WriterCase[] = [
  {
    via: "write",
    say: "tomorrow i am meeting katarzyna nowak from finance",
    keep: ["Katarzyna Nowak"],
  },
  { via: "write", say: "the keys are with sanjay and deepa", keep: ["Sanjay and Deepa"] },
  // Read as a request: the thanks written to Hiroshi, who is not named in it.
  {
    via: "write",
    say: "please thank hiroshi for the quick fix",
    keep: [],
    says: "Thank you for the quick fix",
  },
  { via: "write", say: "i forwarded the contract to lucia fernandez", keep: ["Lucia Fernandez"] },
  { via: "write", say: "our new designer is chinedu okafor", keep: ["Chinedu Okafor"] },
  { via: "write", say: "i spoke to stefan about the budget", keep: ["Stefan"] },
  { via: "write", say: "the order was shipped by fedex on monday", keep: ["FedEx", "Monday"] },
  { via: "write", say: "can you book a room at ikea for the team event", keep: ["IKEA"] },
  { via: "write", say: "my brother drives a toyota", keep: ["Toyota"] },
  { via: "write", say: "the contract with globex inc ends in june", keep: ["Globex Inc"] },
  { via: "write", say: "we post updates on youtube every week", keep: ["YouTube"] },
  { via: "write", say: "meet me at the cafe on church street", keep: ["Church Street"] },
  { via: "write", say: "reza and shirin are flying in from tehran", keep: ["Reza and Shirin"] },
  {
    via: "write",
    say: "i asked daniel yesterday and he agreed",
    keep: ["Daniel"],
    punctuated: ["Daniel yesterday"],
  },
  { via: "write", say: "we will rob no one of their break", keep: [], punctuated: ["rob no one"] },
  {
    via: "write",
    say: "i handed elena the keys",
    keep: ["Elena"],
    punctuated: ["Elena the keys"],
  },
  {
    via: "write",
    say: "let me know if grace period applies",
    keep: [],
    punctuated: ["grace period"],
  },
  { via: "write", say: "the old road to the farm is muddy", keep: [], punctuated: ["old road"] },
];
