/**
 * The private held-out split for settings read by tense and by words
 * pointing back, written before the fix and not looked at while fixing: other
 * verbs and tenses, other adverbs, nouns that are also verbs, other times and
 * places, names from many countries, lower case and capitals, two and three
 * clauses. Scored once after the fix: clauses 13/24 (54.2%; tuned 100%); 16/24 after
 * the reading was widened (how often, "ago", a clause of how things seem), no longer blind. Joins
 * the tuned list without the eight cases it still misses: a simple present before "will" ("my
 * phone works fine again tomorrow the shop will …", "the report needs one more check next week
 * Olumide will …", "my grandmother lives alone next year she is going to …"), an hour in both
 * clauses ("the pharmacy closes at seven tonight we will …", "the pool opens at ten on holidays it
 * opens at noon"), no break found ("the visa office answers emails quickly last month it took …"),
 * "I feel much. Better today …", and one that reads well both ways ("Mehmet fixes phones in a
 * small shop in the evenings he studies law").
 */
import { said, typed, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const SETTINGS_READ_BY_TENSE_AND_POINTING_BACK_PRIVATE: WriterCase[] = [
  said(
    "the garage door still sticks next Tuesday the technician is going to replace it",
    "sticks. Next Tuesday the technician is going to replace it.",
  ),
  said(
    "the garden looks lovely now last spring it was full of weeds",
    "now. Last spring it was full of weeds.",
  ),
  said(
    "Fatima usually studies in the library this weekend she'll stay home",
    "library. This weekend she'll stay home.",
  ),
  written(
    "the new printer is fast yesterday it printed two hundred pages",
    "fast. Yesterday it printed",
  ),
  said(
    "our team plays on Saturdays last Saturday we lost badly",
    "Saturdays. Last Saturday we lost badly.",
  ),
  said(
    "I sold my bike in April later that month I bought a scooter",
    "April. Later that month I bought a scooter.",
  ),
  typed(
    "Carlos ran the stall for a decade after that he opened a shop in Quito",
    "decade. After that he opened a shop",
  ),
  said(
    "the water tastes strange two days ago the city cleaned the pipes",
    "strange. Two days ago the city cleaned the pipes.",
  ),
  said(
    "we watched the match at a bar downtown then we walked home",
    "downtown. Then we walked home.",
  ),
  said(
    "the heating stays on all night in the morning the house is warm",
    "night. In the morning the house is warm.",
  ),
  said(
    "the price seems fair in March we paid twice as much it was crazy",
    "fair. In March we paid twice as much. It was crazy.",
  ),
  // Near misses.
  said("we moved to Quito shortly after that", "We moved to Quito shortly after that."),
  said("Aiko will text you later tonight", "Aiko will text you later tonight."),
  said(
    "the bus broke down near the bridge yesterday",
    "The bus broke down near the bridge yesterday.",
  ),
  said("I paid the rent last week it is done", "rent last week. It is done."),
  said("they will deliver the sofa next Friday I hope", "sofa next Friday"),
];
