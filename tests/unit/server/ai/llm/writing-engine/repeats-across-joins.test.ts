/** A noun phrase said as one clause's object and again as the next one's subject keeps both copies. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";

describe("a noun phrase said twice across a join", () => {
  it.each([
    ["i called the office the office was closed", "I called the office. The office was closed."],
    ["thanks for the invoice the invoice is paid", "Thanks for the invoice. The invoice is paid."],
    ["i met peter peter says hello", "I met Peter. Peter says hello."],
    ["i need the key the key is in the drawer", "I need the key. The key is in the drawer."],
    ["we tested the new app the new app works", "We tested the new app. The new app works."],
    ["please fix it it is urgent", "Please fix it. It is urgent."],
    ["i found it it was under the sofa", "I found it. It was under the sofa."],
    ["please check it it might be broken", "Please check it. It might be broken."],
    ["we will call you you will hear from us", "We will call you. You will hear from us."],
  ])("keeps both copies: %j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["the the printer is broken", "The printer is broken."],
    ["we can we can do friday", "We can do Friday."],
    ["i sent the report the report to anna", "I sent the report to Anna."],
    ["i think the plan the plan is good", "I think the plan is good."],
    ["the report the report is ready", "The report is ready."],
    ["i think it it is fine", "I think it is fine."],
    ["it it is broken", "It is broken."],
  ])("drops a stutter: %j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
