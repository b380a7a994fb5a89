/**
 * The writer's patterns that took time growing with the square of the text,
 * rewritten to be linear: each gives what the pattern it replaces gave on
 * every short text of the characters that matter to it (the old pattern is
 * the oracle here, on texts too short for its cost to show), and answers at
 * once on its attack at many times the field's maximum.
 */
import { describe, expect, it } from "vitest";
import { SIGNED_ON_ONE_LINE } from "../../../../../../src/server/ai/llm/writing-engine/drafts";
import { ACTIONS } from "../../../../../../src/server/ai/llm/writing-engine/request-action-rules";
import { ACTION_VERBS } from "../../../../../../src/server/ai/llm/writing-engine/request-actions";
import { joinersBeforeVerbs } from "../../../../../../src/server/ai/llm/writing-engine/request-parts";
import { HAS_VERB } from "../../../../../../src/server/ai/llm/writing-engine/request-sentences";
import { MANNER, WHO } from "../../../../../../src/server/ai/llm/writing-engine/request-words";
import { NEWS_THEN_WRITE_HER } from "../../../../../../src/server/ai/llm/writing-engine/requests";
import { asksOursAfterNews } from "../../../../../../src/server/ai/llm/writing-engine/statements";
import { SIGN_OFFS } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

/** Texts of up to `most` pieces, the same on every run. */
function texts(pieces: string[], count: number, most: number): string[] {
  let seed = 24;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  return Array.from({ length: count }, () =>
    Array.from(
      { length: 1 + Math.floor(next() * most) },
      () => pieces[Math.floor(next() * pieces.length)],
    ).join(""),
  );
}

/** At this length the old patterns took seconds to minutes; the new ones take milliseconds. */
const LONG = 60_000;
const answersAtOnce = (run: () => unknown) => {
  const started = performance.now();
  run();
  expect(performance.now() - started).toBeLessThan(3000);
};

describe("HAS_VERB reads a word in -ed once", () => {
  const OLD =
    /\b(?:am|is|are|was|were|has|have|had|will|would|can|could|shall|should|did|does|went|got|left|arrived|shipped|paid|signed|sent|\p{L}+ed)\b|['’](?:ll|m|re|ve|d)\b/iu;
  const pieces = [
    "a",
    "e",
    "d",
    "ed",
    "E",
    "D",
    "é",
    "ª",
    "ſ",
    "\u212A",
    "5",
    "_",
    " ",
    "-",
    "'",
    "’",
    "was",
    "WAS",
    "sent",
    "ll",
  ];

  it("finds a verb where it did, on every short text", () => {
    for (const text of texts(pieces, 20_000, 8))
      expect([text, HAS_VERB.test(text)]).toEqual([text, OLD.test(text)]);
  });

  it("knows sentences", () => {
    expect(HAS_VERB.test("the invoice was paid")).toBe(true);
    expect(HAS_VERB.test("the contract signed yesterday arrived")).toBe(true);
    expect(HAS_VERB.test("Élodie préparéed it")).toBe(true);
    expect(HAS_VERB.test("the PO number")).toBe(false);
  });

  it("answers at once on a long word of mixed letters", () => {
    answersAtOnce(() => expect(HAS_VERB.test("ªm".repeat(LONG / 2))).toBe(false));
  });
});

describe("NEWS_THEN_WRITE_HER starts the news at its first word", () => {
  const OLD =
    /^(\p{Lu}[\p{L}'’-]*)\s+needs\s+to\s+know\s+(?:that\s+)?([^,]+),\s+(?:can|could|would)\s+you\s+(?:please\s+)?(?:write|tell|email|text|message)\s+(?:her|him|them)$/u;
  const pieces = [
    " ",
    "\t",
    "that",
    "that ",
    ",",
    "x",
    "the venue",
    ", can you write her",
    ", could you please tell him",
  ];

  it("reads the same news on every short text", () => {
    for (const rest of texts(pieces, 20_000, 7)) {
      const text = `Sofia needs to know${rest}`;
      expect(text.replace(NEWS_THEN_WRITE_HER, "tell $1 that $2")).toBe(
        text.replace(OLD, "tell $1 that $2"),
      );
    }
  });

  it("answers at once on a run of tabs", () => {
    answersAtOnce(() =>
      expect(NEWS_THEN_WRITE_HER.test(`A needs to know ${"\t".repeat(LONG)}`)).toBe(false),
    );
  });
});

describe("asksOursAfterNews scans back from the question mark", () => {
  const OLD =
    /[.!]\s+(?:do|did|can|could|should|shall|will|would|are|were|have)\s+we\s+[^.!?]*\?\s*$/iu;
  const pieces = [".", "!", "?", " ", "\t", "\n", "do", "Do", "we", "WE", "have", "x", "do we "];

  it("finds the same questions on every short text", () => {
    for (const text of texts(pieces, 20_000, 9))
      expect([text, asksOursAfterNews(text)]).toEqual([text, OLD.test(text)]);
  });

  it("answers at once on a long run after 'do we'", () => {
    answersAtOnce(() => expect(asksOursAfterNews(`! do we ${"\t".repeat(LONG)}`)).toBe(false));
  });
});

describe("SIGNED_ON_ONE_LINE starts the name at its first character", () => {
  const OLD = new RegExp(`^(?:${SIGN_OFFS.join("|")}),\\s*(.+)$`, "i");
  const pieces = ["Thanks", "BR", "best", ",", " ", "\t", "\r", "\u2028", "Sarah", "x"];

  it("reads the same name on every short trimmed line", () => {
    for (const text of texts(pieces, 20_000, 7)) {
      const line = text.trim();
      expect([line, line.match(SIGNED_ON_ONE_LINE)?.[1]]).toEqual([line, line.match(OLD)?.[1]]);
    }
  });

  it("answers at once on spaces and tabs, then a carriage return inside the line", () => {
    answersAtOnce(() =>
      expect(SIGNED_ON_ONE_LINE.test(`BR,${" \t".repeat(LONG / 2)}x\ry`)).toBe(false),
    );
  });
});

describe("the joiners before a verb are found looking past at most four words", () => {
  const verb = `(?:${[...ACTION_VERBS].sort((a, b) => b.length - a.length).join("|")})`;
  const beforeVerb = `(?:(?:please|also|then|just|${MANNER})\\s+)*`;
  const joiner =
    "(?:,?\\s+(?:and\\s+then|and\\s+also|and\\s+to(?=\\s+(?:thank|confirm|ask|invite|remind|apologi[sz]e|wish|congratulate)\\b)|and|then|also|plus|but)|,|[.;])\\s+";
  const OLD = new RegExp(`(${joiner})(?=${beforeVerb}${verb}(?![\\p{L}'’-]))`, "giu");
  const words = [
    "and",
    "then",
    "also",
    "please",
    "politely",
    "decline",
    "send",
    "to",
    "thank",
    "but",
    "x",
  ];
  const pieces = [...words.flatMap((word) => [word, ` ${word}`]), " ", "  ", "\t", ",", ".", ";"];
  const fiveBeforeVerb = /(?:(?:please|also|then|just|politely)\s+){5}/iu;
  const found = (pattern: RegExp, text: string) =>
    [...text.matchAll(pattern)].map((match) => [match.index, match[1]]);
  const scanned = (text: string) =>
    joinersBeforeVerbs(text).map((boundary) => [boundary.index, boundary.joiner]);

  it("splits where it did on every short text with at most four such words in a row", () => {
    for (const text of texts(pieces, 20_000, 10).filter((text) => !fiveBeforeVerb.test(text)))
      expect([text, scanned(text)]).toEqual([text, found(OLD, text)]);
  });

  it("still splits after four", () => {
    expect(scanned("confirm it and then also please just politely decline")).toEqual([
      [10, " and then "],
    ]);
  });

  it("answers at once on 'then' said over and over", () => {
    answersAtOnce(() => expect(scanned(`d${"\tthen".repeat(LONG / 5)}`)).toEqual([]));
    answersAtOnce(() => expect(scanned(`d${" ".repeat(LONG)}x`)).toEqual([]));
  });
});

describe("the reply action gives the spaces after the verb one run", () => {
  const rule = ACTIONS.find((action) => action.verbs.startsWith("reply|"));
  const build = (after: string) => new RegExp(`^(?:${rule?.verbs})\\s+${after}(?<rest>.*)$`, "isu");
  const OLD = build(
    `(?:(?:to\\s+)?${WHO})?\\s*(?::|saying that|saying|that|with|and say|to say)\\s+`,
  );
  const NEW = build(rule?.after ?? "");
  const pieces = [
    "reply",
    " ",
    "\t",
    "to",
    "Anna",
    "me",
    "saying",
    "that",
    ":",
    "with",
    "and say",
    "x",
    "\0",
  ];

  it("reads the same words to say on every short text", () => {
    for (const rest of texts(pieces, 20_000, 8)) {
      const text = `reply${rest}`;
      const [now, before] = [text.match(NEW), text.match(OLD)];
      expect([text, now?.[0], now?.groups?.rest]).toEqual([
        text,
        before?.[0],
        before?.groups?.rest,
      ]);
    }
  });

  it("answers at once on spaces and tabs, then a NUL", () => {
    answersAtOnce(() => expect(NEW.test(`reply${" \t".repeat(LONG / 2)}\0`)).toBe(false));
  });
});
