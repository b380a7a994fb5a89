/** Run-on dictations whose second clause opens with a time or place word, or with "there". */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_TIME_THERE: WriterCase[] = [
  // A time or place word opens the second clause.
  {
    via: "write",
    say: "we migrated the database last weekend now the reports load in seconds",
    keep: [],
    punctuated: ["weekend. Now"],
  },
  {
    via: "chat",
    say: "the boiler was serviced in October yesterday it stopped working again",
    keep: ["October"],
    punctuated: ["October. Yesterday"],
  },
  {
    via: "voice",
    say: "my mother had surgery on Monday today she is already walking",
    keep: ["Monday"],
    punctuated: ["Monday. Today"],
  },
  {
    via: "write",
    say: "sorry for the late reply here's the updated schedule",
    keep: [],
    punctuated: ["reply. Here"],
  },
  {
    via: "write",
    say: "the parcel left the warehouse on the 3rd tomorrow it should reach Kraków",
    keep: ["3rd", "Kraków"],
    punctuated: ["3rd. Tomorrow"],
  },
  {
    via: "chat",
    say: "i worked in a hotel for five years later i moved to logistics",
    keep: [],
    punctuated: ["years. Later"],
  },
  {
    via: "write",
    say: "the old website had many broken links now every page is checked each week",
    keep: [],
    punctuated: ["links. Now"],
  },
  {
    via: "voice",
    say: "we stayed in Florence for two nights tonight we take the train to Rome",
    keep: ["Florence", "Rome"],
    punctuated: ["nights. Tonight"],
  },
  {
    via: "write",
    say: "the issue started after the last update since then the app logs me out every hour",
    keep: [],
    punctuated: ["update. Since then"],
    site: "support.example.com",
  },
  {
    via: "write",
    say: "the project kicked off in January next week we deliver the first module",
    keep: ["January"],
    punctuated: ["January. Next week"],
  },
  {
    via: "chat",
    say: "i lived in Lagos until 2019 after that i moved to Accra",
    keep: ["Lagos", "2019", "Accra"],
    punctuated: ["2019. After that"],
  },
  {
    via: "write",
    say: "the shop was quiet all morning at lunch it was completely full",
    keep: [],
    punctuated: ["morning. At lunch"],
  },
  // "There" opens the second clause.
  {
    via: "write",
    say: "the car park is full there are free spaces on Elm Street",
    keep: ["Elm Street"],
    punctuated: ["full. There are"],
  },
  {
    via: "chat",
    say: "the flight lands at 7:40 there is a shuttle bus to the hotel",
    keep: ["7:40"],
    punctuated: ["7:40. There is"],
  },
  {
    via: "voice",
    say: "the report is almost done there are two tables missing",
    keep: [],
    punctuated: ["done. There are"],
  },
  {
    via: "write",
    say: "we moved into the apartment last week there is mould in the bathroom",
    keep: [],
    punctuated: ["week. There is"],
  },
  {
    via: "write",
    say: "your order has shipped there was a delay at the warehouse",
    keep: [],
    punctuated: ["shipped. There was"],
  },
  {
    via: "chat",
    say: "the kids' school has a new principal there will be a meeting for parents on Thursday",
    keep: ["Thursday"],
    punctuated: ["principal. There will"],
  },
  {
    via: "write",
    say: "the exam results are online there were no failures this year",
    keep: [],
    punctuated: ["online. There were"],
  },
  {
    via: "voice",
    say: "i checked the fridge there's no milk left",
    keep: [],
    punctuated: ["fridge. There"],
  },
  {
    via: "write",
    say: "the server is back online there may be short delays until noon",
    keep: [],
    punctuated: ["online. There may"],
  },
];
