/**
 * Series said without commas: bare nouns, things with a determiner, names,
 * places and orders in a row closed by "and" or "or", and a new sentence that
 * starts right after the last item; beside the compounds, pairs and names of
 * several words that must stay whole. "ask Bilal to book the room print the
 * slides and order lunch", steps inside a request's message, was left out: the
 * request reader splits the message before the step reader sees it.
 */
import { keeping, said, typed, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const SERIES_SAID_WITHOUT_COMMAS: WriterCase[] = [
  said("please pick up milk bread and cheese on the way home", "milk, bread and cheese on the way"),
  keeping(
    ["Lisbon", "Faro"],
    said("we visited Lisbon Porto and Faro last summer", "Lisbon, Porto and Faro last summer"),
  ),
  said(
    "we need flour sugar eggs and butter the shop closes at eight",
    "flour, sugar, eggs and butter. The shop closes at eight",
  ),
  said(
    "to reset it unplug the router wait ten seconds and plug it back in",
    "unplug the router, wait ten seconds and plug it back in",
  ),
  said(
    "the kit has a charger a cable and two batteries the manual is online",
    "a charger, a cable and two batteries. The manual is online",
  ),
  said("my flatmate cooked rice beans and plantain for everyone", "rice, beans and plantain for"),
  keeping(
    ["Chidi", "Joaquín"],
    typed(
      "i invited Chidi Mei Ama and Joaquín to the dinner",
      "Chidi, Mei, Ama and Joaquín to the dinner",
    ),
  ),
  said(
    "the room has a desk a lamp and a small sofa the window faces the park",
    "a desk, a lamp and a small sofa. The window faces the park",
  ),
  typed(
    "you can pay with cash card cheque or bank transfer",
    "cash, card, cheque or bank transfer",
  ),
  said(
    "please wash the cups wipe the table and empty the bin before you leave",
    "wash the cups, wipe the table and empty the bin before you leave",
  ),
  said("she speaks Arabic French and English at home", "Arabic, French and English at home"),
  said(
    "we ordered pizza salad and chips the delivery took an hour",
    "pizza, salad and chips. The delivery took an hour",
  ),
  written("bring your passport your ticket and a pen", "your passport, your ticket and a pen"),
  said(
    "the shop sells shoes bags and belts my sister works there",
    "shoes, bags and belts. My sister works there",
  ),
  said(
    "i packed a towel a hat and sunscreen we leave at nine",
    "a towel, a hat and sunscreen. We leave at nine",
  ),
  said(
    "he fixed the sink the door and the light the bill was fair",
    "the sink, the door and the light. The bill was fair",
  ),
  keeping(
    ["Farida"],
    said(
      "we met Olu Farida Wen and Sven they all work in sales",
      "Olu, Farida, Wen and Sven. They all work in sales",
    ),
  ),
  // Pairs, compounds and names of several words stay whole.
  said("please buy salt and pepper on the way", "salt and pepper on the way"),
  said(
    "we have apple juice and orange juice in the fridge",
    "apple juice and orange juice in the fridge",
  ),
  said(
    "she flew between New York and Los Angeles twice this month",
    "New York and Los Angeles twice",
  ),
  said(
    "please clean the coffee machine and the kettle tonight",
    "the coffee machine and the kettle tonight",
  ),
  said(
    "my grandmother makes bread and butter pudding every year",
    "bread and butter pudding every year",
  ),
  said("I called Anna and Tom yesterday", "Anna and Tom yesterday"),
  said(
    "he prints black and white photos for the gallery",
    "black and white photos for the gallery",
  ),
  said(
    "the kids played football and basketball after school",
    "football and basketball after school",
  ),
];
