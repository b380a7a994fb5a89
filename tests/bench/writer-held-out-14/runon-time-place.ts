/** Run-on dictations whose second clause opens with a time or a place. */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_TIME_PLACE: WriterCase[] = [
  {
    via: "write",
    say: "my flight landed late tomorrow I have to be at the office by eight",
    keep: [],
    punctuated: ["late. Tomorrow"],
  },
  {
    via: "write",
    say: "the new chairs arrive on Friday yesterday they called to confirm",
    keep: [],
    punctuated: ["Friday. Yesterday"],
  },
  {
    via: "write",
    say: "the lab opens at nine at noon they close for lunch",
    keep: [],
    punctuated: [". At noon"],
  },
  {
    via: "voice",
    say: "we drove to Porto on Sunday there we met Rui's parents",
    keep: ["Porto", "Rui's"],
    punctuated: ["Sunday. There"],
  },
  {
    via: "write",
    say: "the hotel is near the station there is a pharmacy next to it",
    keep: [],
    punctuated: ["station. There is"],
  },
  {
    via: "write",
    say: "the report was finished on time next week the board will read it",
    keep: [],
    punctuated: ["time. Next week"],
  },
  {
    via: "write",
    say: "the roof was repaired last month this week the painters are coming",
    keep: [],
    punctuated: ["month. This week"],
  },
  {
    via: "write",
    say: "we finished the audit yesterday today we start on the tax forms",
    keep: [],
    punctuated: ["yesterday. Today"],
  },
  {
    via: "voice",
    say: "the kids were sick all weekend on Monday they went back to school",
    keep: [],
    punctuated: ["weekend. On Monday"],
  },
  {
    via: "write",
    say: "the old server was switched off in March since then everything runs faster",
    keep: [],
    punctuated: ["March. Since then"],
  },
  {
    via: "write",
    say: "the market is closed on Sundays on Saturdays it opens early",
    keep: [],
    punctuated: ["Sundays. On Saturdays"],
  },
  {
    via: "write",
    say: "I started the new job in January since then I have not had a day off",
    keep: [],
    punctuated: ["January. Since then"],
  },
  {
    via: "chat",
    say: "we stayed in Hanoi for three days after that we took the train to Hue",
    keep: ["Hanoi", "Hue"],
    punctuated: ["days. After that"],
  },
  {
    via: "write",
    say: "the meeting room is booked in the morning in the afternoon it is free",
    keep: [],
    punctuated: ["morning. In the afternoon"],
  },
  {
    via: "write",
    say: "did you ask for the price list here it is",
    keep: [],
    punctuated: ["list? Here it is"],
  },
  {
    via: "write",
    say: "this Friday is a holiday next Monday we are back as usual",
    keep: [],
    punctuated: ["holiday. Next Monday"],
  },
  {
    via: "write",
    say: "the course ends in June in September the new group starts",
    keep: [],
    punctuated: ["June. In September"],
  },
  {
    via: "write",
    say: "the train stops in Lyon there you change for Grenoble",
    keep: ["Lyon", "Grenoble"],
    punctuated: ["Lyon. There"],
  },
  {
    via: "write",
    say: "we booked the tickets last week two days later the prices went up",
    keep: [],
    punctuated: ["week. Two days later"],
  },
  {
    via: "write",
    say: "my grandmother lived in Kraków until last year now she lives with us",
    keep: ["Kraków"],
    punctuated: ["year. Now she"],
  },
  {
    via: "write",
    say: "the package left Shenzhen two weeks ago now it is stuck in customs",
    keep: ["Shenzhen"],
    punctuated: ["ago. Now it"],
  },
];
