/** Run-on dictations whose second clause opens with a time or a place word. */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_TIME_PLACE: WriterCase[] = [
  {
    via: "write",
    say: "the office is closed today tomorrow we open at nine",
    keep: [],
    punctuated: ["today. Tomorrow"],
  },
  {
    via: "chat",
    say: "i sent the form yesterday today they asked for it again",
    keep: [],
    punctuated: ["yesterday. Today"],
  },
  {
    via: "write",
    say: "the package is not here yet yesterday the tracking said delivered",
    keep: [],
    punctuated: ["yet. Yesterday"],
  },
  {
    via: "write",
    say: "we have a call at noon at three i have the dentist",
    keep: [],
    punctuated: ["noon. At three"],
  },
  {
    via: "write",
    say: "the keys are on the shelf there is also a spare in the drawer",
    keep: [],
    punctuated: ["shelf. There is"],
  },
  {
    via: "write",
    say: "the old agenda had mistakes here is the updated one",
    keep: [],
    punctuated: ["mistakes. Here is"],
  },
  {
    via: "chat",
    say: "i missed the train this morning next week i will take the early one",
    keep: [],
    punctuated: ["morning. Next week"],
  },
  {
    via: "write",
    say: "i hope you are well on saturday we are having a small party",
    keep: [],
    punctuated: ["well. On Saturday"],
  },
  {
    via: "voice",
    say: "i passed the theory test next month i take the driving test",
    keep: [],
    punctuated: ["test. Next month"],
  },
  {
    via: "write",
    say: "the new site went live last night since then we had no errors",
    keep: [],
    punctuated: ["night. Since then"],
  },
  {
    via: "write",
    say: "the printer is fixed there was a paper jam",
    keep: [],
    punctuated: ["fixed. There was"],
  },
  {
    via: "chat",
    say: "i will visit my parents at christmas after that i start the new job",
    keep: [],
    punctuated: ["Christmas. After that"],
  },
  {
    via: "write",
    say: "the clinic moved last month now it is on Green Street",
    keep: ["Green Street"],
    punctuated: ["month. Now"],
  },
  {
    via: "write",
    say: "the cleaners usually come on wednesdays this week they are coming on thursday",
    keep: [],
    punctuated: ["Wednesdays. This week"],
  },
  {
    via: "voice",
    say: "my flight lands in Lagos at night in the morning i drive to Ibadan",
    keep: ["Lagos", "Ibadan"],
    punctuated: ["night. In the morning"],
  },
  {
    via: "write",
    say: "the meeting room is booked downstairs there is a free table",
    keep: [],
    punctuated: ["booked. Downstairs"],
  },
  {
    via: "chat",
    say: "we stayed in Kyoto for a week afterwards we took the train to Osaka",
    keep: ["Kyoto", "Osaka"],
    punctuated: ["week. Afterwards"],
  },
  {
    via: "write",
    say: "your lab results are normal later today the nurse will call you",
    keep: [],
    punctuated: ["normal. Later today"],
  },
  {
    via: "write",
    say: "i lost my wallet at the market an hour later a man brought it back",
    keep: [],
    punctuated: ["market. An hour later"],
  },
  {
    via: "write",
    say: "we close the accounts on friday until then please send all receipts",
    keep: [],
    punctuated: ["Friday. Until then"],
  },
  {
    via: "chat",
    say: "the store is closed for repairs meanwhile orders go to the warehouse",
    keep: [],
    punctuated: ["repairs. Meanwhile"],
  },
  {
    via: "write",
    say: "the hall is free in the evening during the day the children use it",
    keep: [],
    punctuated: ["evening. During the day"],
  },
];
