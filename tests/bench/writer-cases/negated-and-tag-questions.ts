/**
 * Questions asked with a negated auxiliary before its subject ("why don't we
 * meet on Friday", "can't you stay") and tag questions after a statement
 * ("the view is lovely isn't it"), said by people of many first languages;
 * the contraction stays where its long form would stand in the wrong place.
 * Beside them the near misses: a negation whose verb went unsaid, then a
 * clause of its own ("I can't I am busy"), and an order ("don't forget").
 */
import { said, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const NEGATED_AND_TAG_QUESTIONS: WriterCase[] = [
  written("why don't we move the call to Thursday", "Why don't we move the call to Thursday?"),
  written("the client liked the draft why don't we send it today", "draft. Why don't we send"),
  written("can't you stay one more night", "Can't you stay one more night?"),
  written("isn't the warehouse closed on public holidays", "Isn't the warehouse closed on"),
  written("doesn't it open at nine", "Doesn't it open at nine?"),
  written("wasn't there a cheaper flight", "Wasn't there a cheaper flight?"),
  written("the new office is bright isn't it", "is bright, isn't it?"),
  written("you got the parcel didn't you", "parcel, didn't you?"),
  said("the kids loved the zoo didn't they the lions were asleep", "didn't they? The lions"),
  written("your brother lives in Porto doesn't he", "Porto, doesn't he?"),
  // Near misses.
  said("my sister can't she has an exam", "can't. She has an exam."),
  written("the printer doesn't it needs toner", "It needs toner."),
  written("don't forget the spare keys", "Do not forget the spare keys."),
];
