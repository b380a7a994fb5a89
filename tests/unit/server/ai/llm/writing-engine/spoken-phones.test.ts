/** Phone numbers said with "plus" and a country code, typed, said as a number, or read digit by digit. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";

describe("phone numbers with a country code", () => {
  it.each([
    // Read digit by digit: the code is as long as the calling codes say.
    [
      "call me on plus four four seven seven zero zero nine one one two two three",
      "+44 7700911223",
    ],
    ["plus four nine one five one two three four five six seven eight nine", "+49 15123456789"],
    ["plus one four one five five five five zero one nine nine", "+1 4155550199"],
    ["plus three five three eight seven one two three four five six seven", "+353 871234567"],
    // Said as a number.
    ["my number is plus forty eight six zero one two three four five six seven", "+48 601234567"],
  ])("%j holds %j", (said, number) => {
    expect(cleanDictation(said)).toContain(number);
  });

  it("reads a sum as a sum", () => {
    expect(cleanDictation("two plus two is four")).toBe("Two plus two is four.");
  });
});
