/**
 * A second private held-out split for settings read by tense and by words
 * pointing back, written after the first was scored and the reading widened,
 * before this one was run: other verbs of seeming, other futures and pasts,
 * adverbs of how often, times counted back, names from many countries.
 * Scored once: clauses 21/22 (95.5%; tuned 100%). Joins the tuned list without
 * the case it misses ("the car sounds strange a few weeks ago the garage
 * changed the oil", which comes out with a break after "ago" as well).
 */
import { said, typed, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const SETTINGS_READ_BY_TENSE_AND_POINTING_BACK_PRIVATE_2: WriterCase[] = [
  said(
    "the soup smells great last night it tasted even better",
    "great. Last night it tasted even better.",
  ),
  said(
    "the new manager sounds nice next Thursday she is going to meet the whole team",
    "nice. Next Thursday she is going to meet",
  ),
  typed(
    "my cousin Rahul normally works nights next month he'll switch to days",
    "nights. Next month he'll switch to days.",
  ),
  said(
    "the lift seems okay now three days ago it got stuck between floors",
    "now. Three days ago it got stuck",
  ),
  said(
    "we always eat together on Sundays last Sunday Dmitri cooked for everyone",
    "Sundays. Last Sunday Dmitri cooked",
  ),
  said(
    "the baby looks happy today yesterday she cried all night",
    "today. Yesterday she cried all night.",
  ),
  written(
    "the figures look correct next week we will share them with the board",
    "correct. Next week we will share them",
  ),
  said(
    "Ana often visits her parents in Braga next summer they will come here",
    "Braga. Next summer they will come here.",
  ),
  said(
    "my English feels stronger tomorrow I am going to take the test",
    "stronger. Tomorrow I am going to take the test.",
  ),
  typed(
    "the hall looks empty in June it was full of students",
    "empty. In June it was full of students.",
  ),
  said(
    "Kwame sometimes drives the school bus next week he will drive a truck",
    "bus. Next week he will drive a truck.",
  ),
  said(
    "the coffee here tastes better now last year it was terrible",
    "now. Last year it was terrible.",
  ),
  said(
    "our neighbour seems friendly last weekend he helped us with the boxes",
    "friendly. Last weekend he helped us",
  ),
  said(
    "the room looks tidy tomorrow the guests will arrive at noon",
    "tidy. Tomorrow the guests will arrive at noon.",
  ),
  said(
    "i usually take the train this week i am going to drive",
    "train. This week I am going to drive.",
  ),
  // Near misses.
  said("I saw him two days ago", "I saw him two days ago."),
  said("the weather looks good for tomorrow", "The weather looks good for tomorrow."),
  said("we usually meet on Fridays", "We usually meet on Fridays."),
  said("she arrived three days ago she is staying with us", "days ago. She is staying with us."),
  said("I will call the bank tomorrow they open at nine", "bank tomorrow. They open at nine."),
  said("the kids went to bed late last night they are tired", "last night. They are tired."),
];
