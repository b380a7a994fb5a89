/**
 * A third private held-out split for breaks at the edge of a noun run,
 * written after the second was scored and the rule widened again, before
 * this one was run: other times and adverbs, possessives with compounds,
 * other auxiliaries, names from many countries, and near misses.
 * Scored once: 18/21 clauses set apart (85.7%). The two it still missed
 * find no break at all (a verb that takes no object, "burst" read as a
 * noun) and are listed in the round's report.
 */
import { said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

export const BREAKS_AT_THE_EDGE_OF_A_NOUN_RUN_PRIVATE_HELD_OUT_3: WriterCase[] = [
  said(
    "the ferry was delayed this evening car queues reached the town",
    "this evening. Car queues reached",
  ),
  said(
    "Lucía called the insurer on wednesday her phone bill is wrong too",
    "on Wednesday. Her phone bill is wrong too.",
  ),
  said(
    "the storm hit the coast last week beach huts were destroyed",
    "last week. Beach huts were destroyed.",
  ),
  typed(
    "we renovated the bathroom in april tile prices were crazy",
    "in April. Tile prices were crazy.",
  ),
  said(
    "the shop reopened today shoe sizes are still missing",
    "today. Shoe sizes are still missing.",
  ),
  said(
    "Kwame played football yesterday his left foot is bruised",
    "yesterday. His left foot is bruised.",
  ),
  said(
    "my son started university this autumn textbook costs are huge",
    "this autumn. Textbook costs are huge.",
  ),
  said(
    "the wind was strong at dawn the garden shed was damaged",
    "at dawn. The garden shed was damaged.",
  ),
  said(
    "we cooked for the neighbours on sunday their youngest boy loved the soup",
    "on Sunday. Their youngest boy loved",
  ),
  said(
    "I washed the car this morning my phone charger was inside",
    "this morning. My phone charger was inside.",
  ),
  said(
    "Sven went skiing in february his ski boots were too small",
    "in February. His ski boots were",
  ),
  said(
    "the class ended early today exam papers come back on monday",
    "today. Exam papers come back",
  ),
  typed(
    "the clinic was full this morning our doctor was ill the nurse saw us",
    "this morning. Our doctor was ill. The nurse saw us.",
  ),
  said(
    "we finally moved last saturday moving boxes are everywhere",
    "last Saturday. Moving boxes are everywhere.",
  ),
  said("the village bus stop has no roof", "The village bus stop has no roof."),
  said("her little brother plays the drums", "Her little brother plays the drums."),
  said("we sold our old garden furniture", "We sold our old garden furniture."),
  said("the hospital night staff are very kind", "The hospital night staff are very kind."),
  typed("after the storm our front gate was broken", "our front gate was broken."),
];
