/** Run-on dictations where one clause is a question ("can you …", "is it …", "what time …"). */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_QUESTIONS: WriterCase[] = [
  {
    via: "write",
    say: "I tried to call you is it a bad time",
    keep: [],
    punctuated: ["you. Is it", "bad time?"],
  },
  {
    via: "write",
    say: "the report is due on Friday can you send me your part by Thursday",
    keep: [],
    punctuated: ["Friday. Can you", "Thursday?"],
  },
  {
    via: "write",
    say: "I am at the station what time does your train arrive",
    keep: [],
    punctuated: ["station. What time", "arrive?"],
  },
  {
    via: "write",
    say: "the shop is closed do you know another one nearby",
    keep: [],
    punctuated: ["closed. Do you know", "nearby?"],
  },
  {
    via: "write",
    say: "the blue dress is sold out do you have it in green",
    keep: [],
    punctuated: ["out. Do you", "green?"],
  },
  {
    via: "write",
    say: "my son has a fever can we come in this afternoon",
    keep: [],
    punctuated: ["fever. Can we", "afternoon?"],
  },
  {
    via: "write",
    say: "we are out of paper who is ordering it this month",
    keep: [],
    punctuated: ["paper. Who is", "month?"],
  },
  {
    via: "write",
    say: "the parcel still has not arrived did you send it to the old address",
    keep: [],
    punctuated: ["arrived. Did you", "address?"],
  },
  {
    via: "write",
    say: "the meeting room is taken where should we meet",
    keep: [],
    punctuated: ["taken. Where should", "meet?"],
  },
  {
    via: "write",
    say: "the quote looks fine does it include the delivery",
    keep: [],
    punctuated: ["fine. Does it", "delivery?"],
  },
  {
    via: "write",
    say: "your bike is in the hall is it okay if I move it",
    keep: [],
    punctuated: ["hall. Is it", "move it?"],
  },
  {
    via: "write",
    say: "the train was delayed by an hour are you still at the restaurant",
    keep: [],
    punctuated: ["hour. Are you", "restaurant?"],
  },
  {
    via: "write",
    say: "we finished the first draft how many pages should the final one be",
    keep: [],
    punctuated: ["draft. How many", "be?"],
  },
  {
    via: "write",
    say: "the kids want pizza is that okay with you",
    keep: [],
    punctuated: ["pizza. Is that", "with you?"],
  },
  {
    via: "write",
    say: "I lost the receipt can I still return the shoes",
    keep: [],
    punctuated: ["receipt. Can I", "shoes?"],
  },
  {
    via: "write",
    say: "did you get my email I sent it on Monday",
    keep: [],
    punctuated: ["Did you get my email? I sent"],
  },
  {
    via: "write",
    say: "are you still at home we are waiting outside",
    keep: [],
    punctuated: ["home? We"],
  },
  {
    via: "write",
    say: "which bus goes to the airport I have a heavy suitcase",
    keep: [],
    punctuated: ["airport? I have"],
  },
  {
    via: "write",
    say: "excuse me where is the room for the interview I am a little early",
    keep: [],
    punctuated: ["Excuse me, where is", "interview? I"],
  },
  {
    via: "write",
    say: "can you check the oil the warning light came on this morning",
    keep: [],
    punctuated: ["oil? The warning light"],
  },
  {
    via: "write",
    say: "the clinic called what did they want",
    keep: [],
    punctuated: ["called. What did", "want?"],
  },
  {
    via: "reply",
    context: "Dear customer, your repair is finished. Regards, Smart Fix Istanbul",
    say: "thank you how much do I need to pay when I come",
    keep: [],
    punctuated: ["How much do I need", "come?"],
  },
];
