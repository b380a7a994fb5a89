/**
 * Run-on dictations whose second clause opens with a time or a place
 * ("yesterday", "next week", "at noon", "there", "here"), where the tense or
 * the sense ties that word to the second clause alone.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_TIME_PLACE: WriterCase[] = [
  {
    via: "write",
    say: "the heater works again yesterday it would not turn on at all",
    keep: [],
    punctuated: ["again. Yesterday"],
  },
  {
    via: "write",
    say: "i finished the slides tomorrow i will send them to the team",
    keep: [],
    punctuated: ["slides. Tomorrow"],
  },
  {
    via: "write",
    say: "the agenda is attached at noon we break for lunch",
    keep: [],
    punctuated: ["attached. At noon"],
  },
  {
    via: "write",
    say: "the cafe is closed for repairs there is a bakery next door",
    keep: [],
    punctuated: ["repairs. There is"],
  },
  {
    via: "write",
    say: "we arrived at the campsite there was no running water",
    keep: [],
    punctuated: ["campsite. There was"],
  },
  {
    via: "write",
    say: "the old price list had mistakes here is the corrected one",
    keep: [],
    punctuated: ["mistakes. Here is"],
  },
  {
    via: "write",
    say: "the team did well last quarter next quarter we need to hire two engineers",
    keep: [],
    punctuated: ["quarter. Next quarter"],
  },
  {
    via: "write",
    say: "i was off sick last week this week i am catching up",
    keep: [],
    punctuated: ["week. This week"],
  },
  {
    via: "write",
    say: "the pool is closed until june in the meantime you can use the gym",
    keep: ["June"],
    punctuated: ["June. In the meantime"],
  },
  {
    via: "write",
    say: "my mother moved to Hanoi last year every summer we visit her",
    keep: ["Hanoi"],
    punctuated: ["year. Every summer"],
  },
  {
    via: "write",
    say: "the store opened early by lunchtime the shelves were empty",
    keep: [],
    punctuated: ["early. By lunchtime"],
  },
  {
    via: "write",
    say: "the wedding was beautiful after the ceremony we danced until midnight",
    keep: [],
    punctuated: ["beautiful. After the ceremony"],
  },
  {
    via: "write",
    say: "the concert was sold out next time we should book early",
    keep: [],
    punctuated: ["out. Next time"],
  },
  {
    via: "voice",
    say: "i was in Seoul for work last month now i am back in Busan",
    keep: ["Seoul", "Busan"],
    punctuated: ["month. Now"],
  },
  {
    via: "write",
    say: "we reached Marrakech late at night the next morning we went to the souk",
    keep: ["Marrakech"],
    punctuated: ["night. The next morning"],
  },
  {
    via: "write",
    say: "the package left the depot yesterday today it is with the courier",
    keep: [],
    punctuated: ["yesterday. Today"],
  },
  {
    via: "write",
    say: "the meeting starts soon before that i need a coffee",
    keep: [],
    punctuated: ["soon. Before that"],
  },
  {
    via: "write",
    say: "the flat is small there is no space for a desk",
    keep: [],
    punctuated: ["small. There is no"],
  },
  {
    via: "write",
    say: "our new office is in Ankara there we will have more space",
    keep: ["Ankara"],
    punctuated: ["Ankara. There"],
  },
  {
    via: "write",
    say: "the results were good last time this time we need better",
    keep: [],
    punctuated: ["time. This time"],
  },
  {
    via: "write",
    say: "my son starts school in september until then my mother looks after him",
    keep: ["September"],
    punctuated: ["September. Until then"],
  },
  {
    via: "write",
    say: "the hostel was noisy in the end we moved to a hotel",
    keep: [],
    punctuated: ["noisy. In the end"],
  },
  {
    via: "write",
    say: "the shipment got stuck in customs tomorrow we will know more",
    keep: [],
    punctuated: ["customs. Tomorrow"],
  },
  {
    via: "comment",
    say: "sorry for the delay here are the photos from the party",
    keep: [],
    punctuated: ["delay. Here are"],
  },
  {
    via: "write",
    say: "the plumber will come on thursday last time he forgot the parts",
    keep: ["Thursday"],
    punctuated: ["Thursday. Last time"],
  },
  {
    via: "write",
    say: "we sold the old car last spring since then we take the metro",
    keep: [],
    punctuated: ["spring. Since then"],
  },
  {
    via: "write",
    say: "the clinic moved to a new building downstairs there is a pharmacy",
    keep: [],
    punctuated: ["building. Downstairs"],
  },
  {
    via: "write",
    say: "i landed in Nairobi last night on monday i can meet your team",
    keep: ["Nairobi"],
    punctuated: ["night. On Monday"],
  },
];
