/**
 * A second private held-out split for times and places said between two
 * clauses, written after the first fix and before the second, and not
 * looked at while fixing: places opened by other prepositions, hours said
 * as "half past", days counted with a possessive, orders and three clauses
 * after the phrase, and near misses. Written before the second fix and
 * scored once after it (clauses 19/25, 76.0%, beside the tuned column's
 * 100%); since then its cases are tuned ones.
 */
import { said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

export const TIMES_AND_PLACES_BETWEEN_CLAUSES_PRIVATE_2: WriterCase[] = [
  said(
    "the new clinic is in Mombasa near the port there the nurses speak swahili",
    "port. There the nurses speak",
  ),
  said(
    "we camped by the river for three nights there we caught fish every day",
    "nights. There we caught",
  ),
  typed(
    "i spent my childhood in Oaxaca back there everyone cooked with corn",
    "Oaxaca. Back there everyone cooked",
  ),
  said(
    "the bakery opens at half past six at eleven they sell out",
    "6:30. At eleven they sell out",
  ),
  said(
    "the ceremony was too long next year we should make it shorter",
    "long. Next year we should",
  ),
  said(
    "Rajesh started at the bank in March on his first day he met the director",
    "March. On his first day he met",
  ),
  said(
    "this is the back entrance here the delivery drivers park",
    "entrance. Here the delivery drivers park",
  ),
  said(
    "the garden is lovely in spring behind the shed there is a pond",
    "spring. Behind the shed there is",
  ),
  typed("my flight lands at ten past nine at noon i have a meeting", "9:10. At noon I have"),
  said(
    "the museum was closed on monday so we went to the zoo there the kids fed the goats",
    "zoo. There the kids fed",
  ),
  said(
    "granny lived on a farm outside Cork there she kept hens and two cows",
    "Cork. There she kept",
  ),
  said(
    "the course runs for six weeks in the final week you present a project",
    "weeks. In the final week you present",
  ),
  said(
    "Kofi and I had lunch at a small café afterwards we walked along the beach",
    "café. Afterwards we walked",
  ),
  typed("the hotel lobby is huge on the left there are two lifts", "huge. On the left there are"),
  said("that was the old market over there they built a mall", "market. Over there they built"),
  said("the internet is slow in the morning at night it is fine", "morning. At night it is fine"),
  said(
    "Ana teaches in a school in Lisbon there the classes are small",
    "Lisbon. There the classes are",
  ),
  said(
    "my parents moved to Ghent in the eighties there my father opened a shop",
    "eighties. There my father opened",
  ),
  // Near misses.
  said("we can meet there after lunch", "We can meet there after lunch."),
  said("i will see you there at eight", "see you there at eight."),
  said("he has worked there since 2015 he likes it", "there since 2015. He likes it"),
  said("they got married in Goa in December it was beautiful", "Goa in December. It was beautiful"),
  said("we had dinner at a café in Lisbon it was great", "café in Lisbon. It was great"),
  said(
    "the keys are under the mat there is a spare in the shed",
    "under the mat. There is a spare",
  ),
  said(
    "we leave the hotel at nine in the morning we drive to Agra",
    "nine in the morning. We drive",
  ),
];
