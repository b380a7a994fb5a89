/** Whom a request names and what follows the name: two people of two words each, and "what we agreed". */
import { describe, expect, it } from "vitest";
import { leadAfterWhom } from "../../../../../../src/server/ai/llm/writing-engine/request-words";
import { readRequest } from "../../../../../../src/server/ai/llm/writing-engine/requests";

describe("two people named before 'and', in one or two words each", () => {
  it.each([
    ["ask piotr nowak and li wei whether they can join", "Piotr Nowak and Li Wei"],
    ["tell maria lopez and jan kowalski that the offer is ready", "Maria Lopez and Jan Kowalski"],
    ["tell anna and li wei that lunch is ready", "Anna and Li Wei"],
    ["tell anna tom and ben that the meeting moved", "Anna, Tom and Ben"],
  ])("%j is for %s", (said, recipient) => {
    expect(readRequest(said)?.recipient).toBe(recipient);
  });
});

describe("leadAfterWhom", () => {
  it.each([
    ["the", "the parcel arrived", "saying "],
    ["what", "what we agreed yesterday", "about "],
    ["what", "what is the plan", "asking "],
    ["why", "why is the build red", "asking "],
    ["that", "that the parcel arrived", ""],
  ])("before %j in %j: %j", (next, after, lead) => {
    expect(leadAfterWhom(next, after)).toBe(lead);
  });

  it("keeps whom a message about what was agreed is for", () => {
    expect(readRequest("write to Ahmed what we agreed yesterday about the price")).toMatchObject({
      recipient: "Ahmed",
      content: "I am writing about what we agreed yesterday about the price.",
    });
  });
});
