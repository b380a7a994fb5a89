/** Run-on dictations with an answer, a greeting, thanks or an apology at a clause's opening. */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_ANSWERS_GREETINGS: WriterCase[] = [
  {
    via: "write",
    say: "I read your message yes we can meet on Monday",
    keep: [],
    punctuated: ["message. Yes, we"],
  },
  {
    via: "write",
    say: "you asked about the car no it is not ready yet",
    keep: [],
    punctuated: ["car. No, it"],
  },
  {
    via: "write",
    say: "I missed your call sorry I was driving",
    keep: [],
    punctuated: ["call. Sorry"],
  },
  {
    via: "write",
    say: "the keys are under the mat thanks again for watering the plants",
    keep: [],
    punctuated: ["mat. Thanks again"],
  },
  {
    via: "write",
    say: "yes I got the file it opens fine now",
    keep: [],
    punctuated: ["Yes, I got", "file. It opens"],
  },
  {
    via: "write",
    say: "no we do not need a taxi my brother is picking us up",
    keep: [],
    punctuated: ["No, we", "taxi. My brother"],
  },
  {
    via: "write",
    say: "hi Tom the boxes arrived one is damaged",
    keep: ["Tom"],
    punctuated: ["arrived. One is damaged"],
  },
  {
    via: "write",
    say: "good morning everyone the stand-up is moved to half past nine",
    keep: [],
    punctuated: ["Good morning, everyone"],
  },
  {
    via: "write",
    say: "sure I can cover your shift on Saturday",
    keep: [],
    punctuated: ["Sure, I can"],
  },
  {
    via: "write",
    say: "thanks for the quick reply the new date works for us",
    keep: [],
    punctuated: ["reply. The new date"],
  },
  {
    via: "write",
    say: "sorry for the late answer I was away last week",
    keep: [],
    punctuated: ["answer. I was"],
  },
  {
    via: "write",
    say: "thank you for the flowers they made my day",
    keep: [],
    punctuated: ["flowers. They made"],
  },
  {
    via: "write",
    say: "yes the room is free on Friday",
    keep: [],
    punctuated: ["Yes, the room"],
  },
  {
    via: "write",
    say: "sorry I was late the bus broke down on the bridge",
    keep: [],
    punctuated: ["late. The bus"],
  },
  {
    via: "write",
    say: "the files are attached let me know if anything is missing thanks",
    keep: [],
    punctuated: ["attached. Let me know"],
  },
  {
    via: "write",
    say: "hi Ahmed yes the Tuesday slot works for me",
    keep: ["Ahmed"],
    punctuated: ["es, the Tuesday slot"],
  },
  {
    via: "write",
    say: "no the refund has not been processed yet it takes five working days",
    keep: [],
    punctuated: ["No, the refund", "yet. It takes"],
  },
  {
    via: "reply",
    context: "Could you send me the menu for the wedding dinner? Thanks, Ngozi",
    say: "of course the menu is attached the fish can be changed to chicken",
    keep: [],
    punctuated: ["attached. The fish"],
  },
  {
    via: "write",
    say: "hello Rosa your glasses are ready you can collect them after two",
    keep: ["Rosa"],
    punctuated: ["ready. You can"],
  },
  {
    via: "write",
    say: "thanks Ravi the slides look much better now",
    keep: ["Ravi"],
    punctuated: ["Thanks, Ravi"],
  },
  {
    via: "write",
    say: "the van is loaded we leave at six see you there",
    keep: [],
    punctuated: ["loaded. We leave"],
  },
  {
    via: "reply",
    context: "Is the apartment on Via Roma still available in August? Giulia",
    say: "yes it is still free the price for August is the same as July",
    keep: ["August"],
    punctuated: ["Yes, it", "free. The price"],
  },
];
