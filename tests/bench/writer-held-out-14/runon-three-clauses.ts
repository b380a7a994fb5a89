/** Run-on dictations of three clauses, some with a greeting or thanks at an end. */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_THREE_CLAUSES: WriterCase[] = [
  {
    via: "write",
    say: "the heating broke on Sunday the landlord came on Monday now it works again",
    keep: [],
    punctuated: ["Sunday. The landlord", "Monday. Now it"],
  },
  {
    via: "write",
    say: "hi Grace the contract is signed the copy is in your inbox thanks",
    keep: ["Grace"],
    punctuated: ["signed. The copy"],
  },
  {
    via: "voice",
    say: "my phone fell in the sink it still works the screen is a bit dark",
    keep: [],
    punctuated: ["sink. It still works. The screen"],
  },
  {
    via: "write",
    say: "the bakery opened at six we were first in line the bread was still warm",
    keep: [],
    punctuated: [". We were first", "line. The bread"],
  },
  {
    via: "write",
    say: "the nurse took my blood she said the results take three days I am a bit nervous",
    keep: [],
    punctuated: ["blood. She said the results", "days. I"],
  },
  {
    via: "write",
    say: "Yusuf finished the tiling the grout needs a day to dry please keep off it",
    keep: ["Yusuf"],
    punctuated: ["tiling. The grout", "dry. Please keep"],
  },
  {
    via: "voice",
    say: "the bus broke down we walked the last mile Olu carried the bags",
    keep: ["Olu"],
    punctuated: ["down. We walked", "mile. Olu carried"],
  },
  {
    via: "write",
    say: "our team won the match Diego scored twice the coach was very proud",
    keep: ["Diego"],
    punctuated: ["match. Diego scored", "twice. The coach"],
  },
  {
    via: "write",
    say: "the scanner is fixed you can use it again the password is on the side",
    keep: [],
    punctuated: ["fixed. You can", "again. The password"],
  },
  {
    via: "write",
    say: "I checked the stock we have ten boxes left we need fifty by Friday",
    keep: [],
    punctuated: ["stock. We have", "left. We need"],
  },
  {
    via: "write",
    say: "thanks for dinner the food was great we should do it again soon",
    keep: [],
    punctuated: ["dinner. The food", "great. We should"],
  },
  {
    via: "write",
    say: "the road is closed take the north exit it adds ten minutes",
    keep: [],
    punctuated: ["closed. Take the north exit. It adds"],
  },
  {
    via: "write",
    say: "Leila called she is stuck in traffic start the meeting without her",
    keep: ["Leila"],
    punctuated: ["Leila called. She", "traffic. Start the meeting"],
  },
  {
    via: "reply",
    context: "Hi, how was the first week at the Jakarta site? Cheers, Budi",
    say: "it went well the new crane arrived on Tuesday the team is learning fast",
    keep: [],
    punctuated: ["well. The new crane", "Tuesday. The team"],
  },
  {
    via: "write",
    say: "the school trip is on Friday the bus leaves at eight pack a lunch for Mia",
    keep: ["Mia"],
    punctuated: ["Friday. The bus", ". Pack a lunch"],
  },
];
