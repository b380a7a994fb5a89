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

  /** Everything a stream hands out for a reply written word by word. */
  async function piecesOf(reply: string) {
    const stream = new ClauseTokenizer().stream();
    for (const word of reply.split(" ")) stream.pushText(`${word} `);
    stream.endInput();
    const pieces: string[] = [];
    for await (const { token } of stream) pieces.push(token);
    return pieces;
  }

  it("hands out a reply's short opening clause as soon as the next word is written", async () => {
    const stream = new ClauseTokenizer().stream();
    stream.pushText("Sure,");
    stream.pushText(" I");
    expect((await stream.next()).value?.token).toBe("Sure,");
    stream.close();
  });

  it("hands out an opening clause that ends in a comma or a question mark at once, but waits after a number or a full stop", async () => {
    const stream = new ClauseTokenizer().stream();
    stream.pushText("Sure,");
    expect((await stream.next()).value?.token).toBe("Sure,");
    stream.close();

    for (const text of ["About 1,", "Dr.", "Of course."]) {
      const waiting = new ClauseTokenizer().stream();
      waiting.pushText(text);
      const next = waiting.next();
      const first = await Promise.race([next, new Promise((resolve) => setTimeout(resolve, 50))]);
      expect(first).toBeUndefined();
      waiting.close();
    }
  });

  it("speaks the opening clause alone, then the rest as before", async () => {
    expect(
      await piecesOf("Sure, I will send the report to the client tomorrow morning. Anything else?"),
    ).toEqual([
      "Sure,",
      "I will send the report to the client tomorrow morning.",
      "Anything else?",
    ]);
    expect(await piecesOf("Of course. Here is a clearer version of your sentence.")).toEqual([
      "Of course.",
      "Here is a clearer version of your sentence.",
    ]);
  });

  it("loses no words when the reply has no opening clause, or is only one", async () => {
    expect(await piecesOf("Please send the final version of the report to the client")).toEqual([
      "Please send the final version of the report to the client",
    ]);
    expect(await piecesOf("Thanks!")).toEqual(["Thanks!"]);
  });
});
