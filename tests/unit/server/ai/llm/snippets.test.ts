import { describe, expect, it } from "vitest";
import {
  performWritingTask,
  respond,
  respondSpoken,
} from "../../../../../src/server/ai/llm/local-writing-engine";
import { writingTaskChat } from "../../../../../src/server/ai/llm/prompts";
import {
  asModelPlaceholders,
  asWordPlaceholders,
  guardSnippets,
  guardTask,
  restoreSnippets,
  restoreSnippetsInStream,
} from "../../../../../src/server/ai/llm/snippets";

const CALENDAR = { trigger: "my calendar link", text: "https://cal.example.com/ada/30min" };
const IBAN = {
  trigger: "my bank details",
  text: "IBAN DE89 3704 0044 0532 0130 00\nBIC COBADEFFXXX",
};
/** Everything the writer would normally change: lower-case start, double spaces, trailing spaces, breaks. */
const RAW = {
  trigger: "my signature",
  text: "ada  lovelace  \nhead of research,  analytical engines ltd.\n\n+44 20 7946 0000   ",
};
const ADDRESS = { trigger: "address", text: "12 Crescent Road, Leeds" };
const WORK_ADDRESS = { trigger: "my work address", text: "Unit 4, Dock Street, Hull HU1 3DL" };

const TONES = ["professional", "formal", "friendly", "concise", "confident"] as const;

async function collect(pieces: AsyncIterable<string>): Promise<string> {
  let text = "";
  for await (const piece of pieces) text += piece;
  return text;
}

async function* inPieces(text: string, size: number) {
  for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
}

describe("matching triggers", () => {
  it("finds a trigger said mid-sentence, in any case, with punctuation around it", () => {
    const guarded = guardSnippets(
      "Book a slot with My Calendar Link, thanks.",
      [CALENDAR],
      "model",
    );
    expect(guarded.text).toBe("Book a slot with [[snippet-1]], thanks.");
    expect(guarded.said).toEqual([CALENDAR]);
  });

  it("matches whole words only", () => {
    const guarded = guardSnippets("the addresses are in the sheet", [ADDRESS], "model");
    expect(guarded.text).toBe("the addresses are in the sheet");
    expect(guarded.said).toEqual([]);
  });

  it("takes the longest trigger first", () => {
    const guarded = guardSnippets(
      "send it to my work address please",
      [ADDRESS, WORK_ADDRESS],
      "model",
    );
    expect(guarded.text).toBe("send it to [[snippet-1]] please");
    expect(guarded.said).toEqual([WORK_ADDRESS]);
  });

  it("hears a hyphenated trigger said as separate words", () => {
    const guarded = guardSnippets(
      "here is my zoom room",
      [{ trigger: "zoom-room", text: "https://zoom.example/j/1" }],
      "word",
    );
    expect(guarded.said).toHaveLength(1);
    expect(guarded.text).toMatch(/^here is my Vsnip[a-z]{2}q$/);
  });

  it("gives one placeholder to a trigger said twice", () => {
    const guarded = guardSnippets("my calendar link or my calendar link", [CALENDAR], "model");
    expect(guarded.text).toBe("[[snippet-1]] or [[snippet-1]]");
  });
});

describe("restoring texts", () => {
  it("puts each text back byte for byte, once", () => {
    const said = [CALENDAR, RAW];
    expect(restoreSnippets("A [[snippet-1]] B [[snippet-2]] C [[snippet-1]]", said, "model")).toBe(
      `A ${CALENDAR.text} B ${RAW.text} C `,
    );
  });

  it("reads a placeholder a model mangled: one bracket, another case, an underscore", () => {
    expect(restoreSnippets("Here: [Snippet_1].", [CALENDAR], "model")).toBe(
      `Here: ${CALENDAR.text}.`,
    );
  });

  it("adds a text the model dropped before the sign-off, or at the end", () => {
    expect(restoreSnippets("Hello,\n\nSee you then.\n\nBest regards,", [CALENDAR], "model")).toBe(
      `Hello,\n\nSee you then.\n\n${CALENDAR.text}\n\nBest regards,`,
    );
    expect(restoreSnippets("See you then.", [CALENDAR], "model")).toBe(
      `See you then.\n\n${CALENDAR.text}`,
    );
    expect(restoreSnippets("See you then.", [CALENDAR], "model", "drop")).toBe("See you then.");
  });

  it("swaps placeholders split across a model's streamed pieces", async () => {
    const answer = "Pay to [[snippet-1]] and book via [[snippet-2]].";
    for (const size of [1, 2, 3, 5, 8]) {
      const restored = await collect(
        restoreSnippetsInStream(inPieces(answer, size), [IBAN, CALENDAR]),
      );
      expect(restored).toBe(`Pay to ${IBAN.text} and book via ${CALENDAR.text}.`);
    }
  });

  it("passes a stream without snippets through untouched", async () => {
    expect(await collect(restoreSnippetsInStream(inPieces("a [b] c", 2), []))).toBe("a [b] c");
  });
});

describe("the built-in writer keeps snippets byte for byte", () => {
  const snippets = [CALENDAR, IBAN, RAW];

  it("in dictation, in every mode and tone, where the trigger was said", () => {
    for (const tone of TONES) {
      for (const mode of ["reply", "comment", "rewrite", "cleanup"] as const) {
        const result = performWritingTask({
          mode,
          tone,
          text: "um please book a call with my calendar link and pay to my bank details thanks my signature",
          snippets,
        });
        for (const snippet of snippets) expect(result).toContain(snippet.text);
        expect(result.indexOf(CALENDAR.text)).toBeLessThan(result.indexOf(IBAN.text));
        expect(result.toLowerCase()).not.toContain("my calendar link");
      }
    }
  });

  it("when a request asks to add one", () => {
    const result = performWritingTask({
      mode: "reply",
      text: "confirm the invoice was paid and add my bank details",
      context: "From: Tomasz Nowak <tomasz@example.pl>\n\nWas it paid?",
      snippets,
    });
    expect(result).toContain("I can confirm that the invoice was paid.");
    expect(result).toContain(IBAN.text);
    expect(result).not.toMatch(/\badd\b/i);
  });

  it("when a rewrite's ask names one, after the rewritten text", () => {
    const result = performWritingTask({
      mode: "transform",
      text: "Are you free on Thursday for a short call?",
      instruction: "add my calendar link at the end",
      snippets,
    });
    expect(result).toBe(`Are you free on Thursday for a short call?\n\n${CALENDAR.text}`);
  });

  it("in chat and in a voice session", () => {
    const turns = [
      { role: "user", content: "tell Maria she can book a time with my calendar link" },
    ];
    expect(respond(turns, { snippets })).toContain(CALENDAR.text);
    expect(respondSpoken(turns, { snippets })).toContain(CALENDAR.text);
    const dictated = [{ role: "user", content: "my  signature" }];
    expect(respondSpoken(dictated, { snippets })).toContain(RAW.text);
  });

  it("leaves its own answers without them", () => {
    const turns = [{ role: "user", content: "what is my calendar link" }];
    expect(respond(turns, { snippets })).not.toContain(CALENDAR.text);
  });
});

describe("a model's prompt", () => {
  it("holds placeholders and the rule to keep them, never the texts", () => {
    const guarded = guardSnippets("pay to my bank details", [IBAN], "model");
    const chat = writingTaskChat({ mode: "reply", text: guarded.text }, true);
    const prompt = JSON.stringify(chat.toJSON());
    expect(prompt).toContain("[[snippet-1]]");
    expect(prompt).toContain("keep each one exactly once");
    expect(prompt).not.toContain("DE89");
  });
});

describe("a rewrite's ask that names a snippet, for a model", () => {
  it("shows the model a placeholder in the ask, and adds the text when the model placed none", async () => {
    const guarded = guardTask("Are you free?", "add my calendar link", [CALENDAR], "model");
    expect(guarded.instruction).toBe("add [[snippet-1]]");
    const chat = writingTaskChat(
      { mode: "transform", text: guarded.text, instruction: guarded.instruction },
      true,
    );
    expect(JSON.stringify(chat.toJSON())).not.toContain(CALENDAR.text);
    const answered = await collect(
      restoreSnippetsInStream(inPieces("Are you free?", 4), guarded.said),
    );
    expect(answered).toBe(`Are you free?\n\n${CALENDAR.text}`);
  });

  it("numbers the ask's snippets on from the text's, and puts a snippet named in both once", () => {
    const guarded = guardTask(
      "pay to my bank details",
      "add my calendar link and my bank details",
      [CALENDAR, IBAN],
      "model",
    );
    expect(guarded.text).toBe("pay to [[snippet-1]]");
    expect(guarded.instruction).toBe("add [[snippet-2]] and [[snippet-1]]");
    expect(guarded.restore("Please pay to [[snippet-1]].")).toBe(
      `Please pay to ${IBAN.text}.\n\n${CALENDAR.text}`,
    );
  });
});

describe("placeholders between a model's form and the built-in rules' words", () => {
  it("go there and back unchanged, a mangled model form included", () => {
    const words = asWordPlaceholders("See [[snippet-1]] and [ snippet_2 ], then [[snippet-28]].");
    expect(words).not.toContain("snippet");
    expect(asModelPlaceholders(words)).toBe(
      "See [[snippet-1]] and [[snippet-2]], then [[snippet-28]].",
    );
  });
});
