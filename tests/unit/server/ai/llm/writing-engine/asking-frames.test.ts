/** The asking around a request, read by its words: "would you be able to tell Ana …". */
import { describe, expect, it } from "vitest";
import { askingDropped } from "../../../../../../src/server/ai/llm/writing-engine/asking-frames";

describe("askingDropped", () => {
  it.each([
    ["would you be able to tell Ana the van is booked", "tell Ana the van is booked"],
    ["I'd appreciate it if you could message Ola that we are late", "message Ola that we are late"],
    ["any chance you could email Pedro the invoice", "email Pedro the invoice"],
    ["would you mind telling Hamid the van is booked", "tell Hamid the van is booked"],
    ["please don't forget to remind Ola about the lease", "remind Ola about the lease"],
    ["could you kindly messaged Ines the code", "message Ines the code"],
  ])("%s → %s", (said, request) => {
    expect(askingDropped(said)).toBe(request);
  });

  it.each([
    // The person's own report, and a plan that asks nothing of the writer.
    "I told Ana the van is booked",
    "we could tell Ana later",
    "tell Ana the van is booked",
  ])("%s stays as said", (said) => {
    expect(askingDropped(said)).toBe(said);
  });

  it("reads no further than an asking can run", () => {
    const said = `${"please ".repeat(5_000)}tell Ana`;
    expect(askingDropped(said)).toBe(said);
  });
});
