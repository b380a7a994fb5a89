import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";
import { readPartsOfSpeech } from "../../../../../../src/server/ai/llm/writing-engine/parts-of-speech";
import {
  orderAfterClauseAt,
  thatAfterAmountAt,
} from "../../../../../../src/server/ai/llm/writing-engine/run-on-openings";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

/** The words of `text` at which `rule` sees a clause open. */
function openingsOf(text: string, rule: typeof orderAfterClauseAt): string[] {
  const tokens = tokenize(text);
  readPartsOfSpeech(tokens);
  return tokens.flatMap((token, index) => (rule(tokens, index) ? [token.text] : []));
}

describe("an order after a complete clause", () => {
  it.each([
    ["the oven is hot put the tray in", "put"],
    ["the tap is leaking again fix it tonight", "fix"],
    ["the bus is full wait for the next one", "wait"],
    ["the gate code is 4471 press the green button", "press"],
    ["the bakery is closed buy the bread at the station", "buy"],
    ["the laptop is slow clean the cache", "clean"],
    ["the soup is cold heat it up", "heat"],
  ])("%s: opens at %s", (text, order) => {
    expect(openingsOf(text, orderAfterClauseAt)).toEqual([order]);
  });

  it.each([
    "we made the kids tidy the room",
    "I heard the neighbours close the door",
    "she had the plumber check the pipes",
    "let me know",
    "I want you to bring the charger",
    "we have no money left this month",
    "I think the manager liked it",
    "the meeting is in the board room the door is open",
    "we finally watch the film tonight",
    "we can finally visit the museum",
    "the car park on the left is free",
    // "her" before what is hers is no object, and a word read as an adjective no order.
    "the nurse has kind manners her voice is calm",
    "the new office is much brighter the old one was dark",
    // A noun after a noun, then a preposition: one noun phrase, no order and its particle.
    "please save the budget file in the shared drive",
    "can you share the Miro board link in the group chat",
  ])("%s: no order", (text) => {
    expect(openingsOf(text, orderAfterClauseAt)).toEqual([]);
  });

  it.each([
    // After an intransitive past, a verb in "-ing" after "be", a number, an adverb.
    ["the lights went out use the torch", "use"],
    ["the visitors left clean the table", "clean"],
    ["the baby is napping keep the noise down", "keep"],
    ["the lesson starts at ten bring three markers", "bring"],
    ["the party is over go home", "go"],
    ["the show has ended go back to the lobby", "go"],
    ["the pipes are fixed let the neighbours know", "let"],
    // "be" with what to be, "do not" or "don't" with a verb.
    ["the floor is slippery be careful", "be"],
    // Where or when to be: "there" and "here" (which the tagger reads as pronouns), a preposition.
    ["the train leaves from platform 4 be there early", "be"],
    ["the doors open at nine be at the gate", "be"],
    // An adjective before "be" ends the clause before; "be" agrees with no subject.
    ["the shop is open late be quick", "be"],
    ["the dog is grumpy don't touch his bowl", "don't"],
    ["the office is at 9 do not park outside", "do"],
    ["the manager is in a meeting do not call her", "do"],
    // After "got" and a participle, "-ing" after a verb, a degree and what "be" says.
    ["the bag got stolen call the police", "call"],
    ["the taps stopped dripping turn off the valve", "turn"],
    ["the sofa is too heavy ask someone to lift it", "ask"],
    // On someone named, then a preposition or a time; not before what they are told.
    ["the gate code changed ask Priya for the new one", "ask"],
    ["the van is ready call Omar tonight", "call"],
  ])("%s: opens at %s", (text, order) => {
    expect(openingsOf(text, orderAfterClauseAt)).toEqual([order]);
  });

  it.each([
    // A past that takes a verb after it, and "be" or "do not" after a subject or an auxiliary.
    "I forgot bring the charger",
    "she tried call the office",
    "the students in the hall do not listen",
    "I believe the drivers do not know",
    "the kids must be careful",
    "the kids need to be there early",
    "he is always be polite",
    "when does the ferry leave tomorrow",
    // A noun and the clause describing it still wait for the noun's verb.
    "the girl who sold the car put up a sign",
    "the meeting ran long tell Marco I will call",
  ])("%s: no order", (text) => {
    expect(openingsOf(text, orderAfterClauseAt)).toEqual([]);
  });

  it("sets apart an order opened by 'kindly', and one after what 'is' says in a clause told", () => {
    expect(cleanDictation("the slides are shared kindly review them")).toBe(
      "The slides are shared. Kindly review them.",
    );
    expect(cleanDictation("she said the heater is off turn it on")).toBe(
      "She said the heater is off. Turn it on.",
    );
  });

  it("ends an order opened by 'do not' on a full stop", () => {
    expect(cleanDictation("the check in is at noon do not be late")).toBe(
      "The check in is at noon. Do not be late.",
    );
    expect(cleanDictation("the glue is still wet don't move the frame")).toBe(
      "The glue is still wet. Don't move the frame.",
    );
  });

  it("reads 'her' before what is hers as no object, in every clause rule", () => {
    expect(cleanDictation("she told me her brother is moving to canada")).toBe(
      "She told me her brother is moving to Canada.",
    );
    expect(cleanDictation("we phoned her the tickets are booked")).toBe(
      "We phoned her. The tickets are booked.",
    );
  });

  it("sets the order apart as a sentence of its own", () => {
    expect(cleanDictation("the shop is shut order the parts online")).toBe(
      "The shop is shut. Order the parts online.",
    );
  });
});

describe("'that' after an amount", () => {
  it.each([
    ["the repair came to 600 that is a lot", "that"],
    ["we waited 40 minutes that was too long", "that"],
    ["my score went up to 92 that's my best", "that's"],
  ])("%s: opens at %s", (text, that) => {
    expect(openingsOf(text, thatAfterAmountAt)).toEqual([that]);
  });

  it.each([
    "we sold 5 chairs that are broken",
    "he has 1 cat that is very old",
    "the report that was late is here",
  ])("%s: a relative clause", (text) => {
    expect(openingsOf(text, thatAfterAmountAt)).toEqual([]);
  });

  it("sets the clause after the amount apart", () => {
    expect(cleanDictation("the taxi was 70 dollars that was a surprise")).toBe(
      "The taxi was 70 dollars. That was a surprise.",
    );
  });
});
