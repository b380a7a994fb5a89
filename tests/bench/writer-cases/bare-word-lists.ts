/**
 * Lists of bare words said without pauses, which take commas, beside
 * compounds that must stay as they are ("office chairs and desks").
 */
import { MARCUS, POST } from "./threads";
import type { WriterCase } from "./writer-case";

export const BARE_WORD_LISTS: WriterCase[] = [
  {
    via: "chat",
    say: "for the trip bring sunscreen towels and water",
    keep: [],
    punctuated: ["sunscreen, towels and water"],
  },
  {
    via: "voice",
    say: "add apples bananas oranges and grapes to the shopping list",
    keep: [],
    punctuated: ["apples, bananas, oranges and grapes"],
  },
  {
    via: "reply",
    say: "the workshop covers budgeting planning and reporting",
    context: MARCUS,
    keep: [],
    punctuated: ["budgeting, planning and reporting"],
  },
  {
    via: "voice",
    say: "we still need pens paper and ink for the printer",
    keep: [],
    punctuated: ["pens, paper and ink"],
  },
  {
    via: "comment",
    say: "love the colors the music and the editing",
    context: POST,
    keep: [],
    punctuated: ["colors, the music and the editing"],
  },
  {
    via: "chat",
    say: "in the morning we serve coffee tea or juice",
    keep: [],
    punctuated: ["coffee, tea or juice"],
  },
  {
    via: "voice",
    say: "we ordered new office chairs and desks for the team",
    keep: ["office chairs and desks"],
  },
  {
    via: "voice",
    say: "the project managers and developers meet on Monday",
    keep: ["project managers and developers", "Monday"],
  },
  {
    via: "chat",
    say: "the price includes flights hotels and meals",
    keep: ["includes flights"],
    punctuated: ["flights, hotels and meals"],
  },
  {
    via: "voice",
    say: "she likes cats and dogs",
    keep: ["likes cats and dogs"],
  },
];
