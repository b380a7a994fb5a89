/**
 * A second statement run on after a complete one whose subject the writer
 * did not take for one: "that" or "this" pointing back ("we won that is
 * great", "this worries me"), and "it" or "you" said as the object of one
 * clause and again as the subject of the next ("please fix it it is
 * urgent"), where dropping one copy as a stutter loses a word. Near misses
 * stay one sentence: a describing "that" after a noun, "that" or "this"
 * after a verb that takes a clause, "so tired that …", "it it" as a stutter.
 */
import { said, typed, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const SUBJECTS_OPENING_A_SECOND_STATEMENT: WriterCase[] = [
  written("the hotel upgraded our room that was very kind", "room. That was very kind"),
  typed("i paid the bill online that was easy", "online. That was easy"),
  said("we won the final that is great", "final. That is great"),
  typed("the hotel upgraded us that is kind of them", "us. That is kind"),
  written("it was raining all day that is why we stayed home", "day. That is why"),
  said("the train was cancelled that was a pity", "cancelled. That was a pity"),
  typed("the client paid early that sounds good", "early. That sounds good"),
  written("the wifi drops every hour this worries me", "hour. This worries me"),
  said("prices went up again this affects everyone", "again. This affects"),
  typed("the boss shouted at the intern this made me sad", "intern. This made me"),
  written("the server restarts at night this happens every monday", "night. This happens"),
  said("the meeting moved to friday this gives us more time", "Friday. This gives us"),
  written("please fix it it is urgent", "fix it. It is urgent"),
  typed("i found it it was under the sofa", "found it. It was under"),
  said("i cannot find it it was on my desk this morning", "find it. It was on"),
  written("we will call you you will hear from us soon", "call you. You will hear"),
  typed("i asked her she said no", "asked her. She said no"),
  said("the teacher asked us we did not know the answer", "asked us. We did not"),
  written(
    "the train was late this morning nobody in the office noticed",
    "morning. Nobody in the office",
  ),
  typed("the app keeps crashing nobody from support answers", "crashing. Nobody from support"),
  said("the canteen is expensive most people bring lunch", "expensive. Most people bring"),
  written("the festival was last weekend thousands of people came", "weekend. Thousands of people"),
  typed("we had a vote all of us agreed", "vote. All of us agreed"),
  said("the driver carried our bags that was nice of him", "bags. That was nice of him"),
  // Near misses: one sentence.
  written("we rented a flat that was cheap", "flat that was cheap"),
  typed("i asked her if she was free", "asked her if she"),
  said("we sold thousands of copies last year", "sold thousands of copies"),
  typed("most people i know drive", "Most people I know drive"),
  typed("we stayed in a hotel that was very nice", "hotel that was very nice"),
  said("i met a man that was very kind", "man that was very kind"),
  written("we found a solution that makes everyone happy", "solution that makes everyone"),
  typed("i know that is true", "I know that is true"),
  said("i was so tired that i slept all day", "tired that I slept"),
  typed("i think this is right", "I think this is right"),
  written("we need this fixed today", "We need this fixed today"),
  said("i think it it is fine", "I think it is fine"),
  typed("this bus leaves at 5", "This bus leaves at 5"),
];
