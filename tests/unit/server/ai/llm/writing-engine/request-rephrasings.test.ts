import { describe, expect, it } from "vitest";
import { rephraseRequest } from "../../../../../../src/server/ai/llm/writing-engine/request-rephrasings";

describe("rephraseRequest", () => {
  it("drops the openings people of many first languages start a request with", () => {
    expect(rephraseRequest("do what is needed and tell Rahul the build is ready")).toBe(
      "tell Rahul the build is ready",
    );
    expect(rephraseRequest("would you be so kind to write to Anna that it moved")).toBe(
      "write to Anna that it moved",
    );
    expect(rephraseRequest("is it possible to tell Kenji that it moved")).toBe(
      "tell Kenji that it moved",
    );
  });

  it("brings 'would you mind' and its -ing verb to the plain request", () => {
    expect(rephraseRequest("would you mind writing to José that it shipped")).toBe(
      "write to José that it shipped",
    );
  });

  it("drops a 'please' said after the request's verb", () => {
    expect(rephraseRequest("write please to Łukasz that we pay")).toBe(
      "write to Łukasz that we pay",
    );
    expect(rephraseRequest("tell Fatima please that her ID is AC-9")).toBe(
      "tell Fatima that her ID is AC-9",
    );
  });

  it("words the person told without 'to' as a plain 'tell'", () => {
    expect(rephraseRequest("say Ahmed that the car is ready")).toBe(
      "tell Ahmed that the car is ready",
    );
    expect(rephraseRequest("let know Marco that we arrived")).toBe("tell Marco that we arrived");
    expect(rephraseRequest("convey to the team that we ship")).toBe("tell the team that we ship");
    expect(rephraseRequest("pass on to Li Na that we ship")).toBe("tell Li Na that we ship");
  });

  it("keeps 'say' with what to say when no person follows it", () => {
    expect(rephraseRequest("say we agree that it works")).toBe("say we agree that it works");
  });

  it("reads who a message is for before the piece, or before a colon", () => {
    expect(rephraseRequest("send to Anna a message that it moved")).toBe(
      "write a message to Anna that it moved",
    );
    expect(rephraseRequest("write for me a message to Anna that it moved")).toBe(
      "write for me a message to Anna that it moved",
    );
    expect(rephraseRequest("message Piotr: the invoice is paid")).toBe(
      "write a message to Piotr: the invoice is paid",
    );
    expect(rephraseRequest("give him an answer that we agree")).toBe("reply to him that we agree");
    expect(rephraseRequest("write him back that we agree")).toBe("reply to him that we agree");
    expect(rephraseRequest("answer yes, we agree")).toBe("say yes, we agree");
  });
});

describe("how, said before what", () => {
  it.each([
    ["in a friendly tone tell him we accept", "tell him we accept"],
    ["let's write to Tom that it is ready", "write to Tom that it is ready"],
    ["answer this email: we can ship", "write a reply saying we can ship"],
    ["write Tom an email: it is ready", "write a message to Tom : it is ready"],
  ])("%j", (said, request) => {
    expect(rephraseRequest(said)).toBe(request);
  });
});

describe("how to say it, said around what", () => {
  it.each([
    ["be polite and say no", "say no"],
    ["say no but be nice", "say no"],
    ["tell him we can't, politely", "tell him we can't"],
  ])("%j", (said, request) => {
    expect(rephraseRequest(said)).toBe(request);
  });

  // 5,000 characters is the longest dictation; "about" and spaces took 32 s
  // in the pattern for "about the invoice, tell Anna …".
  it.each([
    ["about", `about ${" ".repeat(4_994)}`],
    ["about, tabs", `re\tª${" \t".repeat(2_497)}`],
    ["say no, nicely", `say no${" ".repeat(4_990)}x`],
  ])("answers at once on 5,000 characters of %s", (_shape, said) => {
    expect(typeof rephraseRequest(said)).toBe("string");
  });
});

describe("a person said with the team they are from", () => {
  it.each([
    ["ask Jessica from hr about the new policy", "ask Jessica about the new policy"],
    ["tell chen wei from the sales team that it is fine", "tell chen wei that it is fine"],
    ["remind Anna from the London office to send it", "remind Anna to send it"],
    ["email Tom from it that the laptop is broken", "email Tom that the laptop is broken"],
  ])("%s: the request is to the person", (request, rephrased) => {
    expect(rephraseRequest(request)).toBe(rephrased);
  });

  it("keeps a 'from' that is no team: 'ask him from the start'", () => {
    expect(rephraseRequest("ask Tom from the start what he needs")).toBe(
      "ask Tom from the start what he needs",
    );
  });
});
