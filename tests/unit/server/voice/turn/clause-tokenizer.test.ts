import { describe, expect, it } from "vitest";
import {
  ClauseTokenizer,
  speechPieces,
} from "../../../../../src/server/voice/turn/clause-tokenizer";

describe("what synthesis is given", () => {
  it("keeps short sentences whole, one piece each", () => {
    expect(speechPieces("Sure, I will send it today. Anything else you need?")).toEqual([
      "Sure, I will send it today.",
      "Anything else you need?",
    ]);
  });

  it("cuts a long sentence after its first clause", () => {
    expect(
      speechPieces(
        "If you want this to sound more formal for your manager, say that the report will arrive tomorrow morning.",
      ),
    ).toEqual([
      "If you want this to sound more formal for your manager,",
      "say that the report will arrive tomorrow morning.",
    ]);
  });

  it("leaves a short tail with its clause", () => {
    expect(
      speechPieces("Please send the final version of the report to the client, thanks."),
    ).toEqual(["Please send the final version of the report to the client, thanks."]);
  });

  it("hands out the first clause while the model is still writing the sentence", async () => {
    const stream = new ClauseTokenizer().stream();
    for (const word of "If you want this to sound more formal for your manager, say that the report will".split(
      " ",
    ))
      stream.pushText(`${word} `);
    const first = await stream.next();
    expect(first.value?.token).toBe("If you want this to sound more formal for your manager,");
    stream.close();
  });
});
