/** Set replies and short questions, each a sentence of its own where a run-on joins it to a clause. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";
import {
  setReplyAt,
  shortQuestionEnd,
} from "../../../../../../src/server/ai/llm/writing-engine/set-replies";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

describe("the set replies and short questions read", () => {
  it.each([
    ["sure thing", 2],
    ["yes , please", 3],
    ["count me in", 3],
    ["talk to you tomorrow", 4],
    ["sounds good to me", 4],
  ])("%j is a set reply of %i tokens", (said, end) => {
    expect(setReplyAt(tokenize(said), 0)?.end).toBe(end);
  });

  it.each([
    ["what time", 2],
    ["which order number", 3],
    ["how much", 2],
    ["how long exactly", 3],
    ["when exactly", 2],
    ["why not", 2],
  ])("%j is a short question of %i words", (said, end) => {
    expect(shortQuestionEnd(tokenize(said), 0)).toBe(end);
  });

  it.each(["why now", "how are you", "where is it", "who"])("%j is no short question", (said) => {
    expect(shortQuestionEnd(tokenize(said), 0)).toBe(-1);
  });
});

describe("a set reply or a short question at a join", () => {
  it.each([
    // Opening a sentence, before something of its own.
    ["yes please the blue one is better", "Yes, please. The blue one is better."],
    ["sure thing see you then", "Sure thing. See you then."],
    ["bye for now talk soon", "Bye for now. Talk soon."],
    ["of course which one", "Of course. Which one?"],
    ["why not let's try it", "Why not? Let's try it."],
    ["why not we have time", "Why not? We have time."],
    // A word of praise, before a set phrase or a short question.
    ["great count me in", "Great. Count me in."],
    ["cool see you then", "Cool. See you then."],
    ["got it will do", "Got it. Will do."],
    ["ok sounds good talk to you tomorrow", "Ok, sounds good. Talk to you tomorrow."],
    // Ending a sentence, after a complete clause.
    ["sure i can do that what time", "Sure, I can do that. What time?"],
    ["that sounds great count me in", "That sounds great. Count me in."],
    ["the interview went well fingers crossed", "The interview went well. Fingers crossed."],
    ["we need more chairs how many", "We need more chairs. How many?"],
    ["i can come which room", "I can come. Which room?"],
    ["the meeting runs long how long exactly", "The meeting runs long. How long exactly?"],
  ])("%j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    // "please" leads into its order; "of course" into its clause.
    ["yes please send the invoice", "Yes, please send the invoice."],
    ["of course we can", "Of course, we can."],
    // Praise leads into what it praises.
    ["great work everyone", "Great work, everyone."],
    ["got it from the shop", "Got it from the shop."],
    ["accounting says they never got it", "Accounting says they never got it."],
    // The question goes on, or a word before takes it.
    ["what time is it", "What time is it?"],
    ["which one works for you", "Which one works for you?"],
    ["why not ask him", "Why not ask him?"],
    ["i don't know how much", "I don't know how much."],
    ["no idea which one", "No idea which one."],
    ["tell me what time", "Tell me what time."],
    ["i wonder which one", "I wonder which one."],
    // The phrase is what the verb before it says, or goes on.
    ["i will see you then", "I will see you then."],
    ["keep me posted about the move", "Keep me posted about the move."],
    ["count me in for friday", "Count me in for Friday."],
  ])("%j stays %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});

describe("a question asked of someone after a clause ending on a noun", () => {
  it.each([
    [
      "i forgot my badge can someone open the door",
      "I forgot my badge. Can someone open the door?",
    ],
    [
      "the room is booked for two hours is that enough",
      "The room is booked for two hours. Is that enough?",
    ],
    // A question narrowed before its auxiliary: "when exactly is".
    [
      "we missed the bus when exactly is the next one",
      "We missed the bus. When exactly is the next one?",
    ],
  ])("%j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
