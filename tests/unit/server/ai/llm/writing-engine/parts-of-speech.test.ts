import { describe, expect, it } from "vitest";
import {
  isNounAt,
  isVerbAt,
  objectPronounAt,
  partOfSpeechAt,
  possessiveHerAt,
  readingOnce,
  tagTokens,
} from "../../../../../../src/server/ai/llm/writing-engine/parts-of-speech";
import { tokenize, word } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

const tagsOf = (text: string) => {
  const tokens = tokenize(text);
  return tagTokens(tokens).map((tag, at) => `${tokens[at]?.text}/${tag ?? "-"}`);
};

describe("the part of speech of each word", () => {
  it("reads an indefinite pronoun as no verb", () => {
    expect(tagsOf("i checked everything the order number is wrong")[2]).toBe("everything/PRON");
  });

  it("tags run-on speech said in lower case, word by word", () => {
    expect(tagsOf("i installed the new driver yesterday the printer still does not print")).toEqual(
      [
        "i/PRON",
        "installed/VERB",
        "the/DET",
        "new/ADJ",
        "driver/NOUN",
        "yesterday/NOUN",
        "the/DET",
        "printer/NOUN",
        "still/ADV",
        "does/AUX",
        "not/PART",
        "print/VERB",
      ],
    );
  });

  it("gives a word the tagger splits the tag of its first piece, marks and breaks none", () => {
    expect(tagsOf("we don't know, they're sure\nit's fine")).toEqual([
      "we/PRON",
      "don't/AUX",
      "know/VERB",
      ",/-",
      "they're/PRON",
      "sure/ADJ",
      "\n/-",
      "it's/PRON",
      "fine/ADJ",
    ]);
  });

  it("reads 'a bit' and 'a little' before how something is as an adverb of degree", () => {
    expect(tagsOf("the lid was a bit damaged")).toContain("a/ADV");
    expect(tagsOf("the room is a little cold")).toContain("little/ADV");
    expect(tagsOf("she is a little girl")).toContain("a/DET");
    expect(tagsOf("I ate a lot yesterday")).toContain("lot/NOUN");
  });

  it("reads 'only' after a possessive as an adjective before its noun", () => {
    expect(tagsOf("their only worry is the rent")).toEqual(
      expect.arrayContaining(["only/ADJ", "worry/NOUN"]),
    );
    expect(tagsOf("I told her only once")).toContain("only/ADV");
  });

  it("reads a preposition's plain word after 'be' or a noun as its object", () => {
    expect(tagsOf("Dr Lee is on leave Dr Park covers")).toContain("leave/NOUN");
    expect(tagsOf("we want to leave early")).toContain("leave/VERB");
    expect(tagsOf("please log in wait a minute")).toContain("wait/VERB");
  });

  it("gives a word joined by hyphens the tag of its last piece", () => {
    expect(tagsOf("a state-of-the-art tool")[1]).toBe("state-of-the-art/NOUN");
  });

  it("keeps abbreviations, addresses and numbers aligned with the words after them", () => {
    const tags = tagsOf("Dr. Smith sent 3.5 kg to hello@example.com, the client liked it");
    expect(tags.slice(-4)).toEqual(["the/DET", "client/NOUN", "liked/VERB", "it/PRON"]);
  });

  it("reads a list once and answers for its words, and none for a word added later", () => {
    const tokens = tokenize("marketing cannot make it on thursday");
    expect(isNounAt(tokens, 0)).toBe(true);
    expect(isVerbAt(tokens, 1)).toBe(true);
    expect(partOfSpeechAt(tokens, 2)).toBe("VERB");
    // A list built from these tokens keeps their tags; a word added to a list already read has none.
    const copy = [word("so"), ...tokens];
    expect(partOfSpeechAt(copy, 1)).toBe("NOUN");
    tokens.push(word("again"));
    expect(partOfSpeechAt(tokens, tokens.length - 1)).toBeUndefined();
  });

  it("gives a word too long for the tagger no tag, and the words around it theirs", () => {
    const tokens = tokenize(`the ${"-".repeat(5000)} printer works`);
    expect(tagTokens(tokens)).toEqual(["DET", undefined, "NOUN", "VERB"]);
  });

  it("reads a long dictation in time linear in its length", () => {
    const text = Array.from(
      { length: 2000 },
      () => "we moved the call marketing cannot make it",
    ).join(" ");
    const tokens = tokenize(text);
    const tags = tagTokens(tokens);
    expect(tags).toHaveLength(tokens.length);
    expect(tags.filter((tag) => tag === undefined)).toHaveLength(0);
  });
});

describe("one call of the writer reads each text once", () => {
  const text = "i installed the new driver yesterday the printer still does not print";

  it("gives a text read again in the call the tags it had, and a list of its own for each", () => {
    const outside = tagTokens(tokenize(text));
    readingOnce(() => {
      const first = tagTokens(tokenize(text));
      const again = tagTokens(tokenize(text));
      expect(first).toEqual(outside);
      expect(again).toEqual(outside);
      expect(again).not.toBe(first);
      // A call inside the call shares its readings and leaves them to the outer call.
      expect(readingOnce(() => tagTokens(tokenize(text)))).toEqual(outside);
      expect(tagTokens(tokenize(`${text} again`))).toEqual([...outside, "ADV"]);
    });
  });

  it("forgets the call's texts when it ends, even by an error", () => {
    expect(() =>
      readingOnce(() => {
        tagTokens(tokenize(text));
        throw new Error("a rule failed");
      }),
    ).toThrow("a rule failed");
    expect(readingOnce(() => tagsOf("we sent it"))).toEqual(["we/PRON", "sent/VERB", "it/PRON"]);
  });
});

describe("a possessive 'her'", () => {
  it.each([
    ["she told me her brother is moving", 3, true],
    ["we met her new boss", 2, true],
    ["tell her the car is ready", 1, false],
    ["we visited her she was happy", 2, false],
    ["I thanked her", 2, false],
  ])("%s: word %i is possessive: %s", (text, index, possessive) => {
    expect(possessiveHerAt(tokenize(text), index)).toBe(possessive);
  });
});

describe("a pronoun that is a verb's object", () => {
  it.each([
    ["we loved it", 2, false, true],
    ["thanks for sending this", 3, false, true],
    ["is it ready", 1, false, false],
    ["refill it please", 1, true, true],
    ["the car it broke", 2, false, false],
    ["the car it broke", 2, true, true],
    ["join us", 1, false, true],
    ["she told me her brother is moving", 3, true, false],
  ])("%s: word %i, 'it' anywhere %s: %s", (text, index, itAnywhere, object) => {
    expect(objectPronounAt(tokenize(text), index, itAnywhere)).toBe(object);
  });
});
