/**
 * Second private held-out split for series said without commas, written
 * after the first split was scored and before the step reader was widened
 * past a time that opens the clause: other times and orders, determiners,
 * names and places from many countries, a sentence after the series opened
 * by a pronoun or a noun phrase, and pairs that must stay whole.
 */
import { keeping, said, typed, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const SERIES_SAID_WITHOUT_COMMAS_PRIVATE_HELD_OUT_2: WriterCase[] = [
  said(
    "tonight wash the dishes feed the cat and lock the door",
    "wash the dishes, feed the cat and lock the door",
  ),
  said(
    "after lunch call the bank check the invoices and answer the emails",
    "call the bank, check the invoices and answer the emails",
  ),
  said("the cafe serves tea juice and hot chocolate", "tea, juice and hot chocolate"),
  said(
    "we brought chairs tables and umbrellas the beach was crowded",
    "chairs, tables and umbrellas. The beach was crowded",
  ),
  keeping(
    ["Marrakesh", "Fez"],
    said("last spring we toured Marrakesh Rabat and Fez", "Marrakesh, Rabat and Fez"),
  ),
  said(
    "my bag holds a laptop a notebook and three pens it is quite heavy",
    "a laptop, a notebook and three pens. It is quite heavy",
  ),
  typed(
    "the menu lists soups salads and desserts the prices are fair",
    "soups, salads and desserts. The prices are fair",
  ),
  keeping(
    ["Amina", "Rafael"],
    said(
      "Amina Kofi Lin and Rafael finished the course today",
      "Amina, Kofi, Lin and Rafael finished",
    ),
  ),
  said(
    "she bought some apples a melon and two lemons we made juice",
    "some apples, a melon and two lemons. We made juice",
  ),
  written("please bring a towel a swimsuit and some snacks", "a towel, a swimsuit and some snacks"),
  said(
    "the hotel has a pool a gym and a spa he never uses them",
    "a pool, a gym and a spa. He never uses them",
  ),
  said(
    "we could visit Vienna Prague or Budapest in spring",
    "Vienna, Prague or Budapest in spring",
  ),
  said(
    "in the morning open the shop count the cash and switch on the lights",
    "open the shop, count the cash and switch on the lights",
  ),
  said(
    "the printer needs paper ink and a new cable the old one broke",
    "paper, ink and a new cable. The old one broke",
  ),
  said(
    "our garden grows tomatoes beans and peppers they taste great",
    "tomatoes, beans and peppers. They taste great",
  ),
  // Pairs and compounds stay whole.
  said("we ate fish and chips by the sea", "fish and chips by the sea"),
  said("the shop sells cups and saucers", "cups and saucers"),
  said("I met Carlos and Yuki at the station", "Carlos and Yuki at the station"),
  said("we flew from San Diego and Las Vegas", "San Diego and Las Vegas"),
  said("the baby has a blue and white blanket", "a blue and white blanket"),
  said(
    "please clean the meeting room and the kitchen sink",
    "the meeting room and the kitchen sink",
  ),
];
