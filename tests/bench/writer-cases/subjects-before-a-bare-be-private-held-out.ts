/**
 * The private held-out split of subjects-before-a-bare-be.ts, written before
 * the fix and not tuned on: other noun phrases with a phrase of their own
 * before a bare "is" or "was", other subjects in "-ing" and other reports,
 * and a few phrases that hang on the verb before.
 */
import { said, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const SUBJECTS_BEFORE_A_BARE_BE_PRIVATE_HELD_OUT: WriterCase[] = [
  written(
    "we could not stay the noise from the street was terrible",
    "from the street was terrible",
  ),
  written("i need a break the pressure at work is too much", "pressure at work is too much"),
  said("we left early the music at the party was too loud", "music at the party was too loud"),
  written(
    "sorry i missed your call the battery of my phone was dead",
    "battery of my phone was dead",
  ),
  written("i called the hotel the man at the desk was very rude", "man at the desk was very rude"),
  written(
    "we moved last month the flat in the city centre is very small",
    "flat in the city centre is very small",
  ),
  written(
    "thank you for the flowers the colour of the roses is beautiful",
    "colour of the roses is beautiful",
  ),
  written(
    "the bus was late the driver of the bus was very nice",
    "driver of the bus was very nice",
  ),
  written(
    "i read your message the answer to your question is very simple",
    "answer to your question is very simple",
  ),
  said("my phone died the charger in my bag was broken", "charger in my bag was broken"),
  written("we tested it the speed of the new server is amazing", "of the new server is amazing"),
  written(
    "please come early parking near the office is difficult",
    "parking near the office is difficult",
  ),
  written(
    "they were tired cooking for 20 people is hard work",
    "Cooking for 20 people is hard work",
  ),
  written("we proved the method is reliable", "the method is reliable"),
  written("we had lunch at the new canteen was very good", "canteen. It was very good."),
  written("we bought a sofa for the living room was very cheap", "living room. It was very cheap."),
];
