/**
 * A fifth private held-out split for times and places said between two
 * clauses, written after the fourth fix and before the fifth, and not
 * looked at while fixing: a clause that spends a stretch before an hour,
 * weekdays and months after "this" and "last", "over there" and "from
 * there" after a place, counted mornings, and near misses. Written before
 * the fifth fix and scored once after it (clauses 17/22, 77.3%, beside the
 * tuned column's 100%); since then its cases are tuned ones.
 */
import { said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

export const TIMES_AND_PLACES_BETWEEN_CLAUSES_PRIVATE_5: WriterCase[] = [
  said(
    "the old town is beautiful along the river there are lots of bars",
    "beautiful. Along the river there are",
  ),
  said("my son studies in Leeds there he plays rugby for the university", "Leeds. There he plays"),
  said(
    "the clinic opens at eight at nine the doctors start their rounds",
    "eight. At nine the doctors start",
  ),
  said("we spent the morning at the beach at noon we ate grilled fish", "beach. At noon we ate"),
  typed("this is the main reception here visitors sign in", "reception. Here visitors sign in"),
  said(
    "the restaurant was full last friday this friday i booked a table",
    "last Friday. This Friday I booked",
  ),
  said("Kwame grew up in Kumasi there his family owned a shop", "Kumasi. There his family owned"),
  said(
    "the printer is broken on the second floor there's another one",
    "broken. On the second floor there",
  ),
  said("the game ended late by then the trains had stopped", "late. By then the trains"),
  typed(
    "I work in Gdańsk during the week on saturdays I visit my parents",
    "week. On Saturdays I visit",
  ),
  said(
    "our team sits on the fourth floor over there we have a small kitchen",
    "floor. Over there we have",
  ),
  said("the concert was amazing next month we are going to Berlin", "amazing. Next month we are"),
  said("she moved to Montreal in 2018 there she found a job at a bakery", "2018. There she found"),
  said(
    "the museum is free on sundays in the basement there is a café",
    "Sundays. In the basement there is",
  ),
  said(
    "we spent two days in Agra on the first morning we saw the Taj Mahal",
    "Agra. On the first morning we saw",
  ),
  said(
    "the team is based in Nairobi from there we cover east africa",
    "Nairobi. From there we cover",
  ),
  // Near misses.
  said("I will see you there on Saturday", "I will see you there on Saturday."),
  said("we stayed at a hotel near the beach it was cheap", "near the beach. It was cheap"),
  said("my brother works there too he likes the people", "there too. He likes"),
  said("we left the car there for the night it was safe", "there for the night. It was safe"),
  said("the meeting is at ten in room four we need the projector", "room four. We need"),
  said("we had a house there we went every summer", "a house there. We went every summer"),
];
