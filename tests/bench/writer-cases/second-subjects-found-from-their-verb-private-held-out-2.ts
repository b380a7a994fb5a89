/**
 * A second private split of `second-subjects-found-from-their-verb.ts`,
 * written after the first was scored once (18/20) and before this one was
 * scored: other verbs that are nouns too, auxiliaries, adverbs, lists,
 * names and near misses; scored once, clauses 15/15.
 */
import { said, typed, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const SECOND_SUBJECTS_FOUND_FROM_THEIR_VERB_PRIVATE_HELD_OUT_2: WriterCase[] = [
  said("the taxi came late the driver blames the traffic", "late. The driver blames"),
  typed("Olusegun moved house his new street looks quiet", "house. His new street looks"),
  said("we cancelled the trip the refund covers everything", "trip. The refund covers"),
  said("the fan stopped working the motor makes a strange noise", "working. The motor makes"),
  written(
    "I checked the contract the notice period lasts two months",
    "contract. The notice period",
  ),
  said(
    "the heater broke again the landlord rarely answers our emails",
    "again. The landlord rarely",
  ),
  typed("Ayesha opened the parcel the lamp works perfectly", "parcel. The lamp works"),
  said("my car failed the test the garage wants three hundred euros", "test. The garage wants"),
  said("the printer jams a lot the new model costs less", "lot. The new model costs"),
  said("we reached the hotel late the rooms were ready", "late. The rooms were ready"),
  said(
    "the bag is in the hall shoes coats and hats are upstairs",
    "hall. Shoes, coats and hats are",
  ),
  said("I fixed the leak the bathroom floor is dry now", "leak. The bathroom floor is"),
  // Near misses.
  said("the train the kids take leaves at eight", "The train the kids take leaves at eight."),
  said("the phone costs are too high", "The phone costs are too high."),
  said("Tomasz thinks the heater works fine", "Tomasz thinks the heater works fine."),
];
