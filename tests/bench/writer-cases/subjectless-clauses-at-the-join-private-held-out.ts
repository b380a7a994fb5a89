/**
 * The private held-out split of subjectless-clauses-at-the-join.ts, written
 * before the fix and not tuned on: other objects, places and times before a
 * bare "is" or "was", other learners' verbs after "he", "she", "nobody" and
 * "nothing", statements opened by "is", and near misses.
 */
import { said, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const SUBJECTLESS_CLAUSES_AT_THE_JOIN_PRIVATE_HELD_OUT: WriterCase[] = [
  written("we booked the hotel by the beach was very expensive", "beach. It was very expensive."),
  said(
    "i finished the presentation is ready for tomorrow",
    "presentation. It is ready for tomorrow.",
  ),
  written("my son started a new school is very big", "school. It is very big."),
  written(
    "yesterday we had the meeting with the client was very long",
    "client. It was very long.",
  ),
  written(
    "please read the contract carefully is very important",
    "carefully. It is very important.",
  ),
  written("i changed my password was too easy", "password. It was too easy."),
  said("we watched the match last night was amazing", "last night. It was amazing."),
  written("the new printer is very fast is also cheap", "fast. It is also cheap."),
  written("i know the shop is closed on sunday", "the shop is closed on Sunday"),
  written("the book you gave me was very useful", "The book you gave me was very useful."),
  written("everybody in the office was very happy", "Everybody in the office was very happy."),
  written("my colleague speak 4 languages she help me always", "languages. She help me always."),
  written("i sent you the file yesterday nobody reply", "yesterday. Nobody reply."),
  written("we waited 2 hours nothing happen", "2 hours. Nothing happen."),
  written(
    "is very hot in the office today can you open the window",
    "It is very hot in the office today.",
  ),
  written("is snowing since the morning the roads are closed", "It is snowing"),
  said("my neighbour is very kind he bring us always bread", "kind. He bring us always bread."),
];
