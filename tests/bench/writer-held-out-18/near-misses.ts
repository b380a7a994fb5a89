/**
 * Speech that sounds run together but is one sentence and must not be broken:
 * describing clauses ("the man who called", "the book I read"), reported
 * clauses ("he said the road was closed"), "so … that", verbs with two
 * objects, names with their surnames. Each piece is the joined stretch, which
 * must come through with no mark inside.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const NEAR_MISSES: WriterCase[] = [
  {
    via: "write",
    say: "the man who called this morning left his number",
    keep: [],
    punctuated: ["man who called this morning left his number"],
  },
  {
    via: "write",
    say: "the book i read on holiday was really good",
    keep: [],
    punctuated: ["book I read on holiday was really good"],
  },
  {
    via: "write",
    say: "he said the road was closed because of the snow",
    keep: [],
    punctuated: ["said the road was closed"],
  },
  {
    via: "write",
    say: "i was so tired that i fell asleep on the sofa",
    keep: [],
    punctuated: ["so tired that I fell asleep"],
  },
  {
    via: "write",
    say: "i will send the client the new offer tomorrow",
    keep: [],
    punctuated: ["send the client the new offer"],
  },
  {
    via: "write",
    say: "we gave our neighbours the keys before the holiday",
    keep: [],
    punctuated: ["gave our neighbours the keys"],
  },
  {
    via: "write",
    say: "anna maria lopez starts in our team next monday",
    keep: ["Anna Maria Lopez"],
    punctuated: ["Anna Maria Lopez starts"],
  },
  {
    via: "reply",
    context:
      "Hello,\n\nFor the 200 units we can offer 14 euros per unit, delivery included.\n\nKarl",
    say: "i think the price you offered is fair",
    keep: [],
    punctuated: ["think the price you offered is fair"],
  },
  {
    via: "write",
    say: "the woman that sits next to me speaks four languages",
    keep: [],
    punctuated: ["sits next to me speaks four languages"],
  },
  {
    via: "write",
    say: "everybody knows the office closes at 6 on fridays",
    keep: [],
    punctuated: ["knows the office closes"],
  },
  {
    via: "comment",
    context: "Ten small habits that made me a better manager.",
    say: "the tips you shared last week helped me a lot",
    keep: [],
    punctuated: ["tips you shared last week helped me"],
  },
  {
    via: "write",
    say: "my boss told me the project was approved",
    keep: [],
    punctuated: ["told me the project was approved"],
  },
  {
    via: "write",
    say: "it was so cold that the pipes froze",
    keep: [],
    punctuated: ["so cold that the pipes froze"],
  },
  {
    via: "write",
    say: "the car we rented in portugal had no air conditioning",
    keep: ["Portugal"],
    punctuated: ["car we rented in Portugal had no"],
  },
  {
    via: "chat",
    say: "the people i met at the conference were very friendly",
    keep: [],
    punctuated: ["people I met at the conference were"],
  },
  {
    via: "write",
    say: "i hope the weather is better next week",
    keep: [],
    punctuated: ["hope the weather is better"],
  },
  {
    via: "write",
    say: "she asked me if i can work on saturday",
    keep: ["Saturday"],
    punctuated: ["asked me if I"],
  },
  {
    via: "write",
    say: "we offered the new customer a discount of 10 percent",
    keep: ["10"],
    punctuated: ["offered the new customer a discount"],
  },
  {
    via: "write",
    say: "the file you sent me yesterday does not open",
    keep: [],
    punctuated: ["file you sent me yesterday does not open"],
  },
  {
    via: "write",
    say: "the restaurant where we had dinner on friday is closed now",
    keep: [],
    punctuated: ["where we had dinner on Friday is closed"],
  },
  {
    via: "write",
    say: "i know the answer is in the manual somewhere",
    keep: [],
    punctuated: ["know the answer is in the manual"],
  },
  {
    via: "voice",
    say: "the colleague who helped me with the move is leaving the company",
    keep: [],
    punctuated: ["colleague who helped me with the move is leaving"],
  },
  {
    via: "write",
    say: "we told the new intern the rules on his first day",
    keep: [],
    punctuated: ["told the new intern the rules"],
  },
  {
    via: "write",
    say: "maria fernanda costa will present the results on thursday",
    keep: ["Maria Fernanda Costa"],
    punctuated: ["Maria Fernanda Costa will present"],
  },
  {
    via: "reply",
    context:
      "Hi,\n\nWe could deliver the furniture on the 18th between 8 and 12. Does that work?\n\nDana",
    say: "we think the delivery date you proposed works for us",
    keep: [],
    punctuated: ["delivery date you proposed works for us"],
  },
  {
    via: "write",
    say: "i bought my mother a new phone for her birthday",
    keep: [],
    punctuated: ["bought my mother a new phone"],
  },
  {
    via: "write",
    say: "the documents we need for the visa are on the website",
    keep: [],
    punctuated: ["documents we need for the visa are on the website"],
  },
  {
    via: "write",
    say: "he promised the payment would arrive by the end of the month",
    keep: [],
    punctuated: ["promised the payment would arrive"],
  },
  {
    via: "comment",
    context: "My talk from yesterday's conference, with the questions from the audience.",
    say: "the question you asked at the end is the most important one",
    keep: [],
    punctuated: ["question you asked at the end is the most important"],
  },
  {
    via: "write",
    say: "our teacher showed the students the photos from the trip",
    keep: [],
    punctuated: ["showed the students the photos"],
  },
  {
    via: "write",
    say: "the last time we met in vienna was in 2022",
    keep: ["2022"],
    punctuated: ["time we met in Vienna was in 2022"],
  },
  {
    via: "write",
    say: "i am sure the team can finish it by thursday",
    keep: [],
    punctuated: ["sure the team can finish it"],
  },
];
