/**
 * The private held-out split of learner-questions-lists-and-clock-marks.ts,
 * written before the fix and not looked at while tuning: the same questions
 * in statement order, parallel items said without commas and clauses after
 * "am" or "pm", in other words and voices, with near misses. Scored once:
 * 16/20. One case asked its question in a voice session, where a question
 * is put to the assistant and answered, not written out; it moved to the
 * write box after scoring. The other misses were fixed after scoring: the
 * setting before "is possible" read as its subject ("with 3. Children is
 * possible", "on Thursday. Morning is …") and "Faro" missing from the
 * writer's place names.
 */
import { written } from "./builders";
import type { WriterCase } from "./writer-case";

export const LEARNER_QUESTIONS_LISTS_AND_CLOCK_MARKS_PRIVATE_HELD_OUT: WriterCase[] = [
  written("why you not answer my emails", "Why you not answer my emails?"),
  written(
    "where i can buy the tickets for the museum",
    "Where I can buy the tickets for the museum?",
  ),
  written("how we can solve this problem", "How we can solve this problem?"),
  written("what we need to bring for the trip", "What we need to bring for the trip?"),
  written(
    "the package arrived broken why you did not use a box",
    "broken. Why you did not use a box?",
  ),
  written("my account is blocked since monday why nobody helps me", "Monday. Why nobody helps me?"),
  written("nobody knows why she left", "Nobody knows why she left."),
  written("what you said is true", "What you said is true."),
  written("you can send me the contract today", "You can send me the contract today."),
  written("you have the keys for the office", "You have the keys for the office."),
  written("we want to come on saturday with 3 children is possible", "children. Is possible?"),
  written("the delivery can be on thursday morning is ok for you", "morning. Is", "for you?"),
  written(
    "a late check out is possible for 20 euros",
    "A late check out is possible for 20 euros.",
  ),
  written("the clinic is open monday to thursday 8 to 4 friday 8 to 12", "8 to 4, Friday 8 to 12"),
  written(
    "we booked 2 nights in lisbon 3 in porto and 2 in faro",
    "2 nights in Lisbon, 3 in Porto and 2 in Faro",
  ),
  written("you pay 30 percent now 70 percent on arrival", "30 percent now, 70 percent on arrival"),
  written(
    "the course costs 200 euros for members 250 for others",
    "200 euros for members, 250 for others",
  ),
  written("the shuttle leaves at 7 am lunch is at the hotel", "7 am. Lunch is at the hotel."),
  written("the 9 am call is moved to tomorrow", "The 9 am call is moved to tomorrow."),
  written("we finish at 4 pm 5 is too late for the kids", "4 pm. 5 is too late"),
];
