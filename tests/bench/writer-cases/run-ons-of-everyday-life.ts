/**
 * Everyday news said in one breath, at home and at work: each clause must be
 * set apart, whatever opens it (a plural, "don't", "no problem", a question,
 * "here is").
 */

import { said } from "./builders";
import { MARCUS } from "./threads";
import type { WriterCase } from "./writer-case";

export const RUN_ONS_OF_EVERYDAY_LIFE: WriterCase[] = [
  said("the weather was great we went to the beach every day", "was great. We went"),
  said("I called you twice you didn't answer", "twice. You didn't answer."),
  said("my phone died I couldn't call you", "died. I couldn't call you."),
  said("thanks again for dinner it was lovely", "for dinner. It was lovely."),
  said("the kids loved the zoo they want to go again", "the zoo. They want to go again."),
  said("prices went up again customers are complaining", "up again. Customers are complaining."),
  said("we missed the bus so we took a taxi", "the bus, so we took a taxi."),
  said("he is new here please help him settle in", "new here. Please help him"),
  said("dinner is at eight don't be late", "at eight. Don't be late."),
  said(
    "the printer is broken again someone needs to call IT",
    "broken again. Someone needs to call IT.",
  ),
  said(
    "my sister is visiting next week she arrives on Friday",
    "next week. She arrives on Friday.",
  ),
  said("the form has a mistake the date should be 3 May", "a mistake. The date should be 3 May."),
  said("Anna is sick today Tom will take her meetings", "sick today. Tom will take her meetings."),
  said(
    "we had a great time thank you so much for everything",
    "great time. Thank you so much for everything.",
  ),
  said("no problem I can do it tomorrow", "No problem. I can do it tomorrow."),
  {
    // Said in a voice session, a message ending on a question is refused; in a reply it is written.
    via: "reply",
    say: "sorry I was in a meeting what did you need",
    context: MARCUS,
    keep: [],
    punctuated: ["in a meeting. What did you need?"],
  },
  said("the hotel is booked here is the confirmation number", "booked. Here is the confirmation"),
  said("my train is delayed I will be twenty minutes late", "delayed. I will be twenty"),
  said("he said he would come he never showed up", "would come. He never showed up."),
  said(
    "there is a problem with the invoice the amount is wrong",
    "the invoice. The amount is wrong.",
  ),
  {
    via: "reply",
    say: "sounds good to me when can we start",
    context: MARCUS,
    keep: [],
    punctuated: ["Sounds good to me. When can we start?"],
  },
  said("all tests passed the build is green", "tests passed. The build is green."),
];
