/**
 * A third private held-out split for times and places said between two
 * clauses, written after the second fix and before the third, and not
 * looked at while fixing: other prepositions of place, nouns that are verbs
 * too after "here" and "there", hours said as "half past", "there is" after
 * a clause that has or does something, and near misses. Written before the
 * third fix and scored once after it (clauses 19/23, 82.6%, beside the
 * tuned column's 100%); since then its cases are tuned ones.
 */
import { said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

export const TIMES_AND_PLACES_BETWEEN_CLAUSES_PRIVATE_3: WriterCase[] = [
  said(
    "my aunt runs a shop by the harbour there tourists buy postcards",
    "harbour. There tourists buy",
  ),
  said(
    "we parked across the street from there we walked to the stadium",
    "street. From there we walked",
  ),
  said(
    "Yusuf finished his shift at eleven after midnight he drove home",
    "eleven. After midnight he drove",
  ),
  said(
    "the lecture hall is on the third floor at the entrance there is a lift",
    "floor. At the entrance there is",
  ),
  said("the trip was a disaster next summer we stay at home", "disaster. Next summer we stay"),
  typed("I lived in Busan for a year there I learned to surf", "year. There I learned"),
  said("this is the new waiting room here patients wait for the nurse", "room. Here patients wait"),
  said(
    "Lucía works at the hospital in Valencia there she treats children",
    "Valencia. There she treats",
  ),
  said("breakfast starts at seven at half past seven the bus leaves", "seven. At 7:30 the bus"),
  said(
    "the room was too small last night tonight we move to a bigger one",
    "last night. Tonight we move",
  ),
  typed(
    "Chen grew up in a small town near Harbin there winters are very cold",
    "Harbin. There winters are",
  ),
  said("they sell bread downstairs upstairs there is a café", "downstairs. Upstairs there is"),
  said(
    "I reached the office at eight at nine the manager called me",
    "eight. At nine the manager called",
  ),
  said("that's our new warehouse there we keep the spare parts", "warehouse. There we keep"),
  said(
    "the flat has two bedrooms in the living room there is a sofa bed",
    "bedrooms. In the living room there is",
  ),
  said(
    "we drove along the coast for hours there we stopped at every beach",
    "hours. There we stopped",
  ),
  // Near misses.
  said("we waited there for an hour nobody came", "there for an hour. Nobody came"),
  said("my dad lives there with my stepmother", "My dad lives there with my stepmother."),
  said("the doctor sees patients there on wednesdays", "patients there on Wednesdays."),
  said("come to my place at seven we can cook together", "at seven. We can cook"),
  said("we had breakfast at the hotel at eight it was good", "at the hotel at eight. It was good"),
  said("she put the vase there yesterday it looks nice", "there yesterday. It looks nice"),
  said("the office is upstairs there are two rooms", "The office is upstairs. There are two rooms"),
];
