/** Run-on dictations whose second clause opens with a bare noun or a noun phrase. */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_NOUNS: WriterCase[] = [
  {
    via: "chat",
    say: "we called the client three times the line was busy",
    keep: [],
    punctuated: ["times. The line"],
  },
  {
    via: "write",
    say: "we met the new tenants the family seems very nice",
    keep: [],
    punctuated: ["tenants. The family"],
  },
  {
    via: "write",
    say: "please check the attachment the invoice has the wrong date",
    keep: [],
    punctuated: ["attachment. The invoice"],
  },
  {
    via: "chat",
    say: "i will be out on friday my manager can answer questions",
    keep: [],
    punctuated: ["Friday. My manager"],
  },
  {
    via: "write",
    say: "the shop closes early on sundays customers can order online",
    keep: [],
    punctuated: ["Sundays. Customers can"],
  },
  {
    via: "voice",
    say: "we finished the kitchen the tiles look beautiful",
    keep: [],
    punctuated: ["kitchen. The tiles"],
  },
  {
    via: "write",
    say: "i am working from home today lunch is in the fridge",
    keep: [],
    punctuated: ["today. Lunch is"],
  },
  {
    via: "write",
    say: "the school trip is next week permission slips are due on monday",
    keep: [],
    punctuated: ["week. Permission slips"],
  },
  {
    via: "chat",
    say: "my son has a fever the doctor said to keep him home",
    keep: [],
    punctuated: ["fever. The doctor"],
  },
  {
    via: "write",
    say: "we reviewed your application the committee will decide in january",
    keep: [],
    punctuated: ["application. The committee"],
  },
  {
    via: "write",
    say: "i changed the password the old one no longer works",
    keep: [],
    punctuated: ["password. The old one"],
  },
  {
    via: "voice",
    say: "the water was off all morning the plumber came at eleven",
    keep: [],
    punctuated: ["morning. The plumber"],
  },
  {
    via: "write",
    say: "please bring your passport security checks every bag",
    keep: [],
    punctuated: ["passport. Security checks"],
  },
  {
    via: "chat",
    say: "our team won the match the final score was three to one",
    keep: [],
    punctuated: ["match. The final score"],
  },
  {
    via: "write",
    say: "the hotel is near the station breakfast starts at seven",
    keep: [],
    punctuated: ["station. Breakfast starts"],
  },
  {
    via: "write",
    say: "the report is late the data from finance never arrived",
    keep: [],
    punctuated: ["late. The data"],
  },
  {
    via: "chat",
    say: "i bought new shoes the old ones had a hole",
    keep: [],
    punctuated: ["shoes. The old ones"],
  },
  {
    via: "write",
    say: "the bus was full most people stood the whole way",
    keep: [],
    punctuated: ["full. Most people"],
  },
  {
    via: "write",
    say: "we need more chairs the hall fits two hundred people",
    keep: [],
    punctuated: ["chairs. The hall"],
  },
  {
    via: "write",
    say: "the customer returned the phone the screen had a crack",
    keep: [],
    punctuated: ["phone. The screen"],
  },
  {
    via: "voice",
    say: "my grandmother is in hospital visiting hours are from two to four",
    keep: [],
    punctuated: ["hospital. Visiting hours"],
  },
  {
    via: "write",
    say: "the car failed the inspection the brakes need new pads",
    keep: [],
    punctuated: ["inspection. The brakes"],
  },
  {
    via: "chat",
    say: "i cleaned the kitchen the dishes are in the cupboard",
    keep: [],
    punctuated: ["kitchen. The dishes"],
  },
  {
    via: "write",
    say: "the heating broke last night my daughter slept in our room",
    keep: [],
    punctuated: ["night. My daughter"],
  },
];
