/** Run-ons with an answer, a greeting, thanks or an apology at a break. */
import type { WriterCase } from "../writer-cases/writer-case";
import { runOn } from "./make";

export const RUNON_ANSWERS_GREETINGS: WriterCase[] = [
  runOn("yes i can come on friday", ["Yes, I can"], { keep: ["Friday"] }),
  runOn("no we have not received the payment yet", ["No, we"]),
  runOn("thanks for the photos the kids look so happy", ["photos. The kids"], { via: "chat" }),
  runOn("hi Tom the meeting moved to thursday the room is the same", ["Thursday. The room"], {
    keep: ["Tom", "Thursday"],
  }),
  runOn("sorry for the late reply i was away all week", ["reply. I was"]),
  runOn("i read your note yes we can swap shifts", ["note. Yes, we"]),
  runOn("good morning everyone the kitchen will be closed for cleaning", ["morning, everyone"]),
  runOn("hi Sara yes the keys are with the neighbour", ["Yes, the keys"], { keep: ["Sara"] }),
  runOn(
    "no the appointment is still on it is at nine on monday",
    ["No, the appointment", "on. It"],
    {
      keep: ["Monday"],
    },
  ),
  runOn("sorry i cannot come to the dinner my son is sick", ["dinner. My son"], { via: "voice" }),
  runOn("yes please send the blue one", ["Yes, please send"]),
  runOn("congratulations on the new job we are so proud of you", ["job. We"]),
  runOn("the dinner was lovely thanks again", ["lovely. Thanks again"], { via: "chat" }),
  runOn("the boxes arrived see you next week Joanna", ["arrived. See you"], {
    keep: ["Joanna"],
  }),
  runOn("yes the invoice was paid on the fifth", ["Yes, the invoice"]),
  runOn("hi Wei the samples are ready you can pick them up", ["ready. You can"], {
    keep: ["Wei"],
  }),
  runOn("thanks Maria the receipts are in the blue folder", ["Thanks, Maria"], {
    keep: ["Maria"],
  }),
  runOn("of course we can move it just tell me the day", ["it. Just tell"]),
  runOn("i got the quote from the garage no we will not fix the car there", ["garage. No, we"]),
  runOn("welcome to the team Adaeze your desk is next to mine", ["team, Adaeze"], {
    keep: ["Adaeze"],
  }),
  runOn("the visa came through yes we are really going to Canada", ["through. Yes, we"], {
    keep: ["Canada"],
    via: "voice",
  }),
  runOn("hello Mariana the dress is ready the shop closes at six", ["ready. The shop"], {
    keep: ["Mariana"],
  }),
  runOn("sorry about the noise the party ended very late", ["noise. The party"]),
  runOn("thank you for the quick repair the sink works perfectly now", ["repair. The sink"], {
    via: "reply",
    context:
      "Hi, I came by this morning and replaced the trap under your kitchen sink. Let me know if it leaks again. Jorge",
  }),
  runOn("the car is washed and parked outside best regards Piotr", ["outside."], {
    keep: ["Piotr"],
  }),
];
