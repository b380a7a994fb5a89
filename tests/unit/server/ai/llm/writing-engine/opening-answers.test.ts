/** Answers opening a sentence, set apart from the clause that follows only when one does. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";
import { answerAt } from "../../../../../../src/server/ai/llm/writing-engine/opening-answers";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

describe("an answer before a clause of its own", () => {
  it.each([
    ["no the meeting is not cancelled", "No, the meeting is not cancelled."],
    ["nope the shop was closed", "Nope, the shop was closed."],
    ["right the printer is fixed", "Right, the printer is fixed."],
    ["no we don't need the van", "No, we don't need the van."],
    ["sorry we are fully booked", "Sorry, we are fully booked."],
    // An answer after an answer.
    ["no sorry we are fully booked", "No, sorry, we are fully booked."],
    ["yeah no the printer is broken", "Yeah, no, the printer is broken."],
    // A whole answer is a sentence of its own.
    ["sure no problem I will bring the cables", "Sure, no problem. I will bring the cables."],
    ["no not yet the bank needs two more days", "No, not yet. The bank needs two more days."],
    ["yes exactly the meeting is at ten", "Yes, exactly. The meeting is at ten."],
    ["no thanks we found another one", "No, thanks. We found another one."],
    // After a lead, a name called or a greeting.
    ["well no the price is not final", "Well, no, the price is not final."],
    ["Tom no the meeting is at ten", "Tom, no, the meeting is at ten."],
    ["hi Tom yes the invoice is paid", "Hi Tom, yes, the invoice is paid."],
  ])("%j → %j", (said, cleaned) => {
    expect(cleanDictation(said)).toBe(cleaned);
  });

  it.each([
    ["no problem at all", "No problem at all."],
    ["no one came to the meeting", "No one came to the meeting."],
    ["right after lunch we meet the client", "Right after lunch we meet the client."],
    ["no more meetings on friday", "No more meetings on Friday."],
    ["sorry for the delay", "Sorry for the delay."],
    ["sure thing", "Sure thing."],
    ["no thanks", "No thanks."],
    ["oh no the bus is late", "Oh no, the bus is late."],
    // Opening a sentence, "exactly" says how many.
    ["exactly 12 laptops arrived", "Exactly 12 laptops arrived."],
  ])("leaves %j one phrase", (said, cleaned) => {
    expect(cleanDictation(said)).toBe(cleaned);
  });

  it("reads an answer after an answer once, not on along a run of them", () => {
    const tokens = tokenize("no no no no the meeting is on");
    expect(answerAt(tokens, 0, false)).toBeUndefined();
    expect(answerAt(tokens, 3, true)).toEqual({ length: 1, mark: "," });
  });
});

describe("a name's clause or an order after an answer, and a clause after a greeting", () => {
  it.each([
    ["of course Lena can stay for dinner", "Of course, Lena can stay for dinner."],
    ["no Omar has the keys", "No, Omar has the keys."],
    ["no worries Kemal already paid", "No worries. Kemal already paid."],
    ["sure send me the slides", "Sure, send me the slides."],
    ["sure call me after five", "Sure, call me after five."],
    ["morning Jana the keys are at reception", "Morning Jana, the keys are at reception."],
    ["evening all the bar is open", "Evening all, the bar is open."],
    ["dear all the canteen is closed on friday", "Dear all, the canteen is closed on Friday."],
    ["hi Tom Anna will join us later", "Hi Tom, Anna will join us later."],
  ])("%j → %j", (said, cleaned) => {
    expect(cleanDictation(said)).toBe(cleaned);
  });

  it.each([
    ["yes and no", "Yes and no."],
    ["yes or no", "Yes or no."],
    ["sure thing", "Sure thing."],
    ["no more meetings on friday", "No more meetings on Friday."],
    ["morning meetings are too long", "Morning meetings are too long."],
    ["evening classes start in october", "Evening classes start in October."],
    ["morning", "Morning."],
  ])("%j stays %j", (said, cleaned) => {
    expect(cleanDictation(said)).toBe(cleaned);
  });
});
