/**
 * The private held-out split of the orders in
 * orders-and-greetings-opening-a-clause.ts, written before the fix and not
 * tuned on: orders, questions and steps after a statement in other words
 * (adverbs between subject and verb, nouns that are also verbs, other
 * tenses, names from many countries, three clauses), with near misses.
 */
import { said, typed, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const ORDERS_AFTER_A_CLAUSE_PRIVATE_HELD_OUT: WriterCase[] = [
  said("the old charger no longer works order a new one", "works. Order a new one."),
  said("the printer jams a lot feed it one sheet at a time", "lot. Feed it one sheet"),
  said("the floor was just mopped somebody put up a sign", "mopped. Somebody put up a sign."),
  said("okay then send it the copy on the shelf is old", "send it. The copy on the shelf is old."),
  typed("the milk went off pour it away", "off. Pour it away."),
  said("Grandma rarely eats meat cook her the fish", "meat. Cook her the fish."),
  said("the bus comes every hour check the times online", "hour. Check the times online."),
  said("the stew tastes bland add more salt and some pepper", "bland. Add more salt"),
  written("the screen keeps flickering restart the laptop", "flickering. Restart the laptop."),
  said("the hall was painted yesterday mind the walls", "yesterday. Mind the walls."),
  written("the visa expired in March renew it soon", "March. Renew it soon."),
  written(
    "Bogdan already paid his share does Lucia still owe us",
    "share. Does Lucia still owe us?",
  ),
  written("the cheese smells odd was it in the fridge", "odd. Was it in the fridge?"),
  written("the taps run brown will the plumber come today", "brown. Will the plumber come today?"),
  said(
    "switch off the oven open the window and wipe the counter",
    "oven, open the window and wipe",
  ),
  said("fill the kettle find two mugs and bring the biscuits", "kettle, find two mugs and bring"),
  said(
    "the guests arrive soon the table is set light the candles",
    "soon. The table is set. Light the candles.",
  ),
  said("sign the letter scan it and email it to Kenji", "letter, scan it and email it"),
  // Near misses.
  said("remind Juan the boiler is old", "boiler is old"),
  said("the shoes she bought are tight", "The shoes she bought are tight."),
  said("find out whether the shop is open", "Find out whether the shop is open."),
  said("the nurses check the patients at night", "The nurses check the patients at night."),
  said("please ask the tenants to move their bikes", "move their bikes"),
  said("the children watch cartoons after school", "The children watch cartoons after school."),
];
