/**
 * The private held-out split of
 * short-answers-set-phrases-and-questions-at-joins.ts, written before the
 * fix and not looked at while tuning: other answers, set phrases, short
 * questions and auxiliaries, with near misses. Scored once after the fix:
 * clauses set apart 18/19 (94.7%) beside the tuned 100%; the one it missed
 * ("we missed the bus when exactly is the next one") was then read as a
 * question narrowed before its auxiliary (clauses.ts). Since then a tuned file.
 */
import { replied, said } from "./builders";
import { MARCUS } from "./threads";
import type { WriterCase } from "./writer-case";

export const SHORT_ANSWERS_SET_PHRASES_AND_QUESTIONS_AT_JOINS_PRIVATE_HELD_OUT: WriterCase[] = [
  replied("sure we can meet on monday what time", MARCUS, "on Monday. What time?"),
  said("no thanks the old one still works", "No, thanks. The old one still works."),
  said("see you then take care", "See you then. Take care."),
  said("the plan looks solid count us in", "looks solid. Count us in."),
  replied(
    "i left my charger at home does anyone have one",
    MARCUS,
    "at home. Does anyone have one?",
  ),
  replied("of course how many", MARCUS, "Of course. How many?"),
  said("that works for me see you at noon", "works for me. See you at noon."),
  said("yes please the earlier slot is better for me", "Yes, please. The earlier slot"),
  replied("i lost my keys could someone let me in", MARCUS, "my keys. Could someone let me in?"),
  said("sounds good talk soon", "Sounds good. Talk soon."),
  replied("i can bring the cake which flavour", MARCUS, "the cake. Which flavour?"),
  replied("why not we have time", MARCUS, "Why not? We have time."),
  said("the delivery is late again is there a tracking number", "again. Is there a tracking"),
  said("sure thing i will call her now", "Sure thing. I will call her now."),
  replied("fine by me let's do it", MARCUS, "Fine by me. Let's do it."),
  said("we missed the bus when exactly is the next one", "the bus. When exactly is the next"),
  replied("which one do you prefer", MARCUS, "Which one do you prefer?"),
  replied("how much time do we have", MARCUS, "How much time do we have?"),
  said("she forgot her lunch at home", "She forgot her lunch at home."),
];
