/**
 * A second private split for breaks around a noun phrase, written after the
 * first split was scored and the reading made more general, before this one
 * was run: a compound kept whole before a new subject, "is there" or "are
 * there" opening a question of its own, a determiner's phrase opening the
 * second clause, a list of bare nouns ending at its last item; in other
 * tenses, verbs and places, with names from many countries. Scored once:
 * clauses set apart 49/57 (86.0%); after one more widening (a bare plural
 * after a verb's object opens a clause), 51/57 (89.5%). Its six misses then
 * were taken out when it joined the tuned list and are left open ("the
 * hallway walls guests always notice", which may describe the walls; "are
 * there any forms I should fill in" after a month; "is there oil" after a
 * verb in "-s"; lists after "holds" and "stocks" whose last item runs into
 * a plural subject; "yoga swimming and tennis lessons"). Its other cases are
 * tuned ones now.
 */
import { said, typed, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const BREAKS_AROUND_A_NOUN_PHRASE_PRIVATE_HELD_OUT_2: WriterCase[] = [
  said("we cleaned the car seats kids spilled juice again", "car seats. Kids spilled juice"),
  said(
    "the bakery changed the bread prices customers noticed quickly",
    "bread prices. Customers noticed quickly.",
  ),
  said("I updated the phone numbers clients can call now", "phone numbers. Clients can call"),
  typed(
    "Svetlana booked the tennis court players arrive at nine",
    "tennis court. Players arrive at nine.",
  ),
  said(
    "they fixed the roof tiles neighbours stopped complaining",
    "roof tiles. Neighbours stopped complaining.",
  ),
  said(
    "the firm moved the print room designers sit there now",
    "print room. Designers sit there now.",
  ),
  said("we locked the bike shed thieves cannot get in", "bike shed. Thieves cannot get in."),
  said("the town opened the summer market tourists love it", "summer market. Tourists love it."),
  said(
    "I sorted the kitchen drawers spoons are on the left now",
    "kitchen drawers. Spoons are on the left",
  ),
  said("our team lead approved the holiday plan colleagues seem happy", "holiday plan. Colleagues"),
  said("the housing office sent the rent letters tenants read them today", "rent letters. Tenants"),
  said("the bus drivers went home early", "The bus drivers went home early."),
  said("the lunch boxes Amina packed were heavy", "The lunch boxes Amina packed were heavy."),
  said("the paint shop workers wear masks", "The paint shop workers wear masks."),
  said("the stove is broken is there a microwave", "broken. Is there a microwave?"),
  said(
    "my train ticket shows the wrong date is there someone at the desk",
    "wrong date. Is there someone",
  ),
  said("the gym lockers are full are there any free ones", "are full. Are there any free ones?"),
  typed("Rahul needs a charger is there one in the office", "a charger. Is there one"),
  said("the toilets upstairs are dirty is there a cleaner today", "dirty. Is there a cleaner"),
  said("we have two guests coming is there enough food", "coming. Is there enough food?"),
  said("the website shows an error is there a phone line", "an error. Is there a phone line?"),
  said("our boiler broke again is there a plumber free this week", "again. Is there a plumber"),
  said(
    "the meeting room is booked is there another room upstairs",
    "booked. Is there another room",
  ),
  said("the fruit bowl is empty are there apples in the fridge", "empty. Are there apples"),
  written("are there any tickets left for Friday", "Are there any tickets left for Friday?"),
  said("the cat is there under the table", "The cat is there under the table."),
  said(
    "the lights flickered the power cable looks burnt",
    "flickered. The power cable looks burnt.",
  ),
  said("my bag got wet the laptop sleeve saved it", "got wet. The laptop sleeve saved it."),
  said(
    "the match was cancelled a team captain got injured",
    "cancelled. A team captain got injured.",
  ),
  said(
    "we arrived early the tour guide was still at breakfast",
    "arrived early. The tour guide was",
  ),
  typed(
    "Fatima finished the course her exam grade came today",
    "the course. Her exam grade came today.",
  ),
  said(
    "the kitchen smelled bad the rubbish bin was full",
    "smelled bad. The rubbish bin was full.",
  ),
  said("I woke up late the alarm clock never rang", "up late. The alarm clock never rang."),
  said("the road was icy a delivery truck slid into a wall", "was icy. A delivery truck slid"),
  said(
    "the shop opened at ten the store manager greeted everyone",
    "at ten. The store manager greeted everyone.",
  ),
  said(
    "the wifi dropped again the router light keeps blinking",
    "again. The router light keeps blinking.",
  ),
  said("my son was sick the school nurse called me", "was sick. The school nurse called me."),
  said("the concert ended late the last train had gone", "ended late. The last train had gone."),
  said(
    "we painted all weekend the living room looks bright now",
    "all weekend. The living room looks",
  ),
  said("the tour guide was still at breakfast", "The tour guide was still at breakfast."),
  said("the alarm clock never rang", "The alarm clock never rang."),
  said(
    "we packed tents stoves and blankets maps were in the car",
    "blankets. Maps were in the car.",
  ),
  said(
    "the bakery sells cakes pies and cookies coffee costs extra",
    "cookies. Coffee costs extra.",
  ),
  said("my son collects stamps coins and cards comics bore him", "cards. Comics bore him."),
  said("the clinic treats cats dogs and birds horses go elsewhere", "birds. Horses go elsewhere."),
  said(
    "I bought onions carrots and garlic potatoes were too expensive",
    "garlic. Potatoes were too",
  ),
  said(
    "the office has desks chairs and lamps plants arrive on Friday",
    "lamps. Plants arrive on Friday.",
  ),
  said(
    "the course uses videos quizzes and books exams happen online",
    "books. Exams happen online.",
  ),
  said("we rent bikes kayaks and boats helmets are free", "boats. Helmets are free."),
  said(
    "she brought paper cups plastic plates and party hats",
    "paper cups, plastic plates and party hats",
  ),
  said("we sell shirts jeans and jackets", "We sell shirts, jeans and jackets."),
];
