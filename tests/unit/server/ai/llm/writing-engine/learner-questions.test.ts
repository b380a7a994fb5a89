/** Questions a learner asks in statement order, or with no subject said: "why you send it", "is possible a table". */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";
import {
  asksInStatementOrderAt,
  learnerQuestionAt,
} from "../../../../../../src/server/ai/llm/writing-engine/learner-questions";
import { readPartsOfSpeech } from "../../../../../../src/server/ai/llm/writing-engine/parts-of-speech";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

const read = (text: string) => {
  const tokens = tokenize(text);
  readPartsOfSpeech(tokens);
  return tokens;
};

/** The words of `text` at which a learner's question opens after a clause. */
const questionsIn = (text: string) => {
  const tokens = read(text);
  return tokens.flatMap((token, index) => (learnerQuestionAt(tokens, index) ? [token.text] : []));
};

describe("a question in statement order", () => {
  it.each([
    "why you send me the reminder again",
    "where i can park",
    "how you say this in english",
    "why they did not call",
    "who you are looking for",
    "what we need to bring for the trip",
    "why nobody told us",
  ])("%s asks", (text) => {
    expect(asksInStatementOrderAt(read(text), 0)).toBe(true);
  });

  it.each([
    "what we need is more time",
    "where we live is very quiet",
    "how you feel matters",
    "where you see the sign turn left",
    "where i work there is no parking",
    "when you arrive call me",
    "you can call me tomorrow",
  ])("%s does not", (text) => {
    expect(asksInStatementOrderAt(read(text), 0)).toBe(false);
  });
});

describe("a learner's question after a clause", () => {
  it.each([
    ["we waited 2 hours why they did not call", "why"],
    ["we are 5 persons for the dinner is possible a table at 8", "is"],
    ["the technician comes tomorrow between 8 and 12 is ok for you", "is"],
    ["we arrive late at night is possible to check in", "is"],
  ])("%s: opens at %s", (text, opener) => {
    expect(questionsIn(text)).toEqual([opener]);
  });

  it.each([
    "i do not understand why you send it twice",
    "that is why we moved the meeting",
    "this is the reason why we changed the supplier",
    "a refund is possible within 14 days",
    "the 3 pm slot is ok for me",
    "i think the room at the back is ok for you",
    "we come with 3 children it is possible",
    "i hope tomorrow is ok for you",
  ])("%s: none", (text) => {
    expect(questionsIn(text)).toEqual([]);
  });
});

describe("dictation", () => {
  it.each([
    ["why you send me the reminder again", "Why you send me the reminder again?"],
    [
      "we already paid the bill why you send me a reminder",
      "We already paid the bill. Why you send me a reminder?",
    ],
    [
      "we are 5 persons for the dinner is possible a table at 8",
      "We are 5 persons for the dinner. Is possible a table at 8?",
    ],
    [
      "we want to come on saturday with 3 children is possible",
      "We want to come on Saturday with 3 children. Is possible?",
    ],
    ["you have my number", "You have my number."],
    ["sure i can call you what is your number", "Sure, I can call you. What is your number?"],
    ["i can send you what is my address", "I can send you what is my address."],
  ])("%s", (text, written) => {
    expect(cleanDictation(text)).toBe(written);
  });
});
