/** Places, quarters and short weekdays said in lower case, written as names. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";
import { PLACE_NAMES } from "../../../../../../src/server/ai/llm/writing-engine/place-names";

describe("names said in lower case", () => {
  it.each([
    ["I just got back from madrid", "I just got back from Madrid."],
    ["the office in sao paulo is closing", "The office in Sao Paulo is closing."],
    ["we fly to tokyo next week", "We fly to Tokyo next week."],
    ["we hired a german engineer", "We hired a German engineer."],
    ["my english is not perfect", "My English is not perfect."],
    ["please polish the text", "Please polish the text."],
    ["she moved to rio de janeiro", "She moved to Rio de Janeiro."],
    ["we sell in germany and the netherlands", "We sell in Germany and the Netherlands."],
    ["the q4 numbers look good", "The Q4 numbers look good."],
    ["our clients are in the uk and the usa", "Our clients are in the UK and the USA."],
    ["please have it ready by wed", "Please have it ready by Wednesday."],
    ["let's talk on thu", "Let's talk on Thursday."],
    ["we are open from mon to fri", "We are open from Monday to Friday."],
    ["parking is free on sundays", "Parking is free on Sundays."],
    // "may" and "march" are months only where a month is meant.
    ["we go there in may", "We go there in May."],
    ["the party is on the 5th of may", "The party is on the 5th of May."],
    ["the deadline is march 3", "The deadline is March 3."],
    ["the invoice from march is open", "The invoice from March is open."],
    ["nothing changed after may", "Nothing changed after May."],
    ["we can deliver by march", "We can deliver by March."],
    ["the course starts march fifth", "The course starts March 5."],
    // "first" and "second" follow a verb as often as they date a month.
    ["they march first and eat later", "They march first and eat later."],
    // A lower-case name a thing is sent to, and words that only look like one.
    ["send it to paul", "Send it to Paul."],
    ["please forward the invoice to anna", "Please forward the invoice to Anna."],
    ["give the keys to jonas tomorrow", "Give the keys to Jonas tomorrow."],
    ["send the photos to ravi and to grandma", "Send the photos to Ravi and to grandma."],
    ["send it to print and then to the client", "Send it to print and then to the client."],
    ["send it to reception", "Send it to reception."],
    ["we went to school", "We went to school."],
  ])("%j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    "The weather was nice today.",
    "I was reading a book.",
    "The kids had a bath.",
    "It looks better on mobile.",
    "We had turkey for dinner.",
    "We bought new china.",
    "We sat in the sun.",
    "They want to wed in spring.",
    "Let's split the bill.",
    "My Sao Paulo trip.",
    "The q5 plan is new.",
    "This may help a lot.",
    "We march 3 km every day.",
    "They march on.",
  ])("leaves %j as it is", (text) => {
    expect(cleanDictation(text)).toBe(text);
  });

  it("keeps a name said with its own capitals", () => {
    expect(cleanDictation("we met in NEW YORK")).toBe("We met in NEW YORK.");
  });

  it("lists each place once, as it is written", () => {
    expect(new Set(PLACE_NAMES).size).toBe(PLACE_NAMES.length);
    for (const name of PLACE_NAMES) expect(name).toMatch(/^(the )?\p{Lu}/u);
  });
});
