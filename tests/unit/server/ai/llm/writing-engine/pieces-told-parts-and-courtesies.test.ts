/**
 * Readings of a request's frame and parts: a piece named by any noun of
 * writing, "write to X tell her …", parts said in a row, an order to someone
 * dictated as one's own sentence, and a courtesy at a clause's end.
 */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/writing-engine/dictation";
import { partsInARow } from "../../../../../../src/server/ai/llm/writing-engine/parts-in-a-row";
import { sendingSaid } from "../../../../../../src/server/ai/llm/writing-engine/sending-said";
import { toldWhenWrittenTo } from "../../../../../../src/server/ai/llm/writing-engine/write-then-tell";
import { piecesAsNotes } from "../../../../../../src/server/ai/llm/writing-engine/written-pieces";

describe("piecesAsNotes", () => {
  it.each([
    ["write a short reminder that the gym closes", "write a short note that the gym closes"],
    ["draft a support ticket saying it fails", "draft a support note saying it fails"],
    ["write a letter to the bank saying I moved", "write a note to the bank saying I moved"],
    ["a short memo saying it is fixed", "a short note saying it is fixed"],
    ["write a report on sales", "write a report on sales"],
    ["a reminder that rent is due", "a reminder that rent is due"],
  ])("%j → %j", (said, read) => {
    expect(piecesAsNotes(said)).toBe(read);
  });
});

describe("toldWhenWrittenTo", () => {
  it.each([
    ["write to Lucia tell her it moved", "tell Lucia it moved"],
    ["message Kofi, ask him to call", "ask Kofi to call"],
    ["email Ms Park and let her know it is late", "let Ms Park know it is late"],
    ["send a message to Ken to thank him", "send a message to Ken to thank him"],
  ])("%j → %j", (said, read) => {
    expect(toldWhenWrittenTo(said)).toBe(read);
  });
});

describe("partsInARow", () => {
  const starts = (request: string) =>
    partsInARow(request).map(({ index, joiner }) => request.slice(index + joiner.length));
  it.each([
    ["thank him confirm friday is fine", ["confirm friday is fine"]],
    ["accept say I will come", ["say I will come"]],
    ["confirm the payment say the receipt is attached", ["say the receipt is attached"]],
    ["thank him for the offer but say no", []],
    ["accept the offer say I can start in june", ["say I can start in june"]],
    ["accept politely say I will come", ["say I will come"]],
    ["tell him the kids say hello", []],
    ["thank him for the visit and to confirm the date", []],
  ])("%j starts parts at %j", (request, parts) => {
    expect(starts(request)).toEqual(parts);
  });
});

describe("sendingSaid", () => {
  it.each([
    ["please send Rahul the invoice from March", true],
    ["could you send Mrs Lee the bill", true],
    ["we need to send Anna the report", true],
    ["send Ana a note saying I'm late", false],
    ["send him the contract", false],
    ["send Tom the link and tell him to check it", false],
  ])("%j: %j", (said, kept) => {
    expect(sendingSaid(said)).toBe(kept);
  });
});

describe("closing courtesies", () => {
  it.each([
    ["the room is already taken sorry", "The room is already taken. Sorry."],
    ["the parcel arrived thanks", "The parcel arrived. Thanks."],
    ["we are so sorry", "We are so sorry."],
    ["the kids had to say sorry", "The kids had to say sorry."],
  ])("%j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
