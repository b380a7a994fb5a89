/**
 * A fourth private held-out split for times and places said between two
 * clauses, written after the third fix and before the fourth, and not
 * looked at while fixing: place adverbs before "there is", times named by
 * other nouns ("this term", "after lunch"), subjects without "-s" after
 * "there", ways to a place ("down there"), and near misses. Written before
 * the fourth fix and scored once after it (clauses 20/22, 90.9%, beside the
 * tuned column's 100%); since then its cases are tuned ones.
 */
import { said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

export const TIMES_AND_PLACES_BETWEEN_CLAUSES_PRIVATE_4: WriterCase[] = [
  said(
    "the new gym is next to the station inside there are showers and lockers",
    "station. Inside there are",
  ),
  said(
    "my grandparents farmed near Tamale there they grew yams and maize",
    "Tamale. There they grew",
  ),
  said(
    "the ward round ends at ten at eleven the families can visit",
    "ten. At eleven the families can",
  ),
  said("the last bus left at midnight by one we were still walking", "midnight. By one we were"),
  typed("this is our meeting room here the team plans every sprint", "room. Here the team plans"),
  said("the shop is tiny at the back there is a small workshop", "tiny. At the back there is"),
  said(
    "Tomás rents a flat in Seville from there he commutes to Cádiz",
    "Seville. From there he commutes",
  ),
  said(
    "the village has one café in the square there the old men play cards",
    "square. There the old men play",
  ),
  said("we spent a week in Zanzibar on the last day it rained", "Zanzibar. On the last day it"),
  typed(
    "i worked in a call centre for two years there i learned patience",
    "years. There I learned",
  ),
  said("the course was online last term this term it is in person", "last term. This term it is"),
  said("lunch is at one after lunch we visit the lab", "one. After lunch we visit"),
  said(
    "Priya lives near the university there she shares a flat with two friends",
    "university. There she shares",
  ),
  said("the hotel is on a hill down there you can see the harbour", "hill. Down there you can see"),
  said("the streets were empty at dawn by noon the market was full", "dawn. By noon the market"),
  // Near misses.
  said("we usually eat there on fridays", "We usually eat there on Fridays."),
  said("I will wait for you here after the class", "I will wait for you here after the class."),
  said("they met in Paris in 2010 they married a year later", "Paris in 2010. They married"),
  said("take the kids there after school they will love it", "there after school. They will love"),
  said(
    "the package is at the post office there is a fee to pay",
    "is at the post office. There is a fee",
  ),
  said("we arrived in Kyoto at night it was raining", "Kyoto at night. It was raining"),
  said("put your shoes there the floor is wet", "Put your shoes there. The floor is wet"),
];
