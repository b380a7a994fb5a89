/**
 * Requests said midway after a statement, second-language openings, relayed
 * orders and questions, and whose pronouns a message turns to "you".
 */

import { describe, expect, it } from "vitest";
import { performAction } from "../../../../../../src/server/ai/llm/writing-engine/request-actions";
import {
  copiedInMentioned,
  relayedOrder,
  withoutEndMarks,
  withReason,
} from "../../../../../../src/server/ai/llm/writing-engine/request-relays";
import { readRequest } from "../../../../../../src/server/ai/llm/writing-engine/requests";
import { growthOfEightfoldInput, LINEAR_GROWTH } from "../../../../../helpers/time-growth";

describe("withReason", () => {
  it.each([
    [
      " so ",
      "I'm stuck in traffic.",
      "I'll be late.",
      "I'll be late because I'm stuck in traffic.",
    ],
    [
      ", and so ",
      "The train is cancelled",
      "The meeting moves.",
      "The meeting moves because the train is cancelled.",
    ],
    [
      " so ",
      "We finished early",
      "Anna can go home.",
      "Anna can go home because we finished early.",
    ],
    [
      " so ",
      "The client called",
      "Could you check the offer?",
      "Could you check the offer? The client called.",
    ],
  ])("after %j keeps %j as the reason of %j", (connective, before, content, written) => {
    expect(withReason(connective, before, content)).toBe(written);
  });

  it.each([
    [", anyway ", "The meeting ran over", "I'll call you."],
    [" actually ", "My laptop died", "Could you send the slides?"],
    [" so ", "", "I'll be late."],
  ])("after %j, %j is background only", (connective, before, content) => {
    expect(withReason(connective, before, content)).toBe(content);
  });
});

describe("a request said after a statement and 'so', 'anyway', 'actually'", () => {
  it.each([
    [
      "I'm stuck in traffic so tell Lea I'll be ten minutes late",
      "Lea",
      "I'll be ten minutes late because I'm stuck in traffic.",
    ],
    [
      "the meeting ran over, anyway tell Marco I'll call him tomorrow",
      "Marco",
      "I'll call you tomorrow.",
    ],
    [
      "my laptop died actually can you ask Jonas to send me the slides",
      "Jonas",
      "Could you send me the slides?",
    ],
  ])("%j is a message to %s", (said, recipient, content) => {
    expect(readRequest(said)).toMatchObject({ recipient, content });
  });

  it.each([
    "I was so tired so I told Lea I would stay home",
    "it rained so tell me what you think",
  ])("%j is no request", (said) => {
    expect(readRequest(said)).toBeUndefined();
  });

  it("reads a long run of connectives in linear time", () => {
    const said = (size: number) => "it rained so anyway actually ".repeat(size);
    expect(growthOfEightfoldInput((size) => readRequest(said(size)), 20)).toBeLessThan(
      LINEAR_GROWTH,
    );
  });
});

describe("second-language openings", () => {
  it.each([
    ["I want that you write to Piotr the order is delayed", "Piotr", "The order is delayed."],
    ["you write to Chen that the shipment left today", "Chen", "The shipment left today."],
    ["you tell to Yuki that the visa papers are ready", "Yuki", "The visa papers are ready."],
    ["make polite answer to Omar, we agree with the price", "Omar", "We agree with the price."],
    ["I want that you tell to Hans the truck is coming at 8", "Hans", "The truck is coming at 8."],
    [
      "kindly inform Mr. Banerjee that his refund was processed",
      "Mr. Banerjee",
      "Your refund was processed.",
    ],
  ])("%j", (said, recipient, content) => {
    expect(readRequest(said)).toMatchObject({ recipient, content });
  });

  it.each([
    ["can you please to write to Olga that the delivery is late", "Olga", "The delivery is late."],
    ["can you kindly to tell Mehmet the room is booked", "Mehmet", "The room is booked."],
    ["would you mind to write Hugo that the keys are here", "Hugo", "The keys are here."],
    [
      "could you maybe ask Pierre whether the contract is signed",
      "Pierre",
      "Could you let me know whether the contract is signed?",
    ],
    ["could you perhaps tell Yuki the samples arrived", "Yuki", "The samples arrived."],
  ])("a hedge or an infinitive's 'to' after the asking: %j", (said, recipient, content) => {
    expect(readRequest(said)).toMatchObject({ recipient, content });
  });

  it.each([
    [
      "I would be grateful if you could tell Sara the report is ready",
      "Sara",
      "The report is ready.",
    ],
    ["can you do me a favour and tell Ali the keys are here", "Ali", "The keys are here."],
    ["you could write to Hiro that we land at 7", "Hiro", "We land at 7."],
    ["can you write to Ivan the car is ready", "Ivan", "The car is ready."],
    ["Can you write to Ivan? The car is ready.", "Ivan", "The car is ready."],
    ["is it possible you email Dana the invoice is paid", "Dana", "The invoice is paid."],
  ])("a wish or a question that asks for a message: %j", (said, recipient, content) => {
    expect(readRequest(said)).toMatchObject({ recipient, content });
  });

  it.each([
    "you could try restarting the router",
    "I would be grateful if you could send me the file",
    "can you write it? The car is ready.",
  ])("leaves %j, which asks for no message, alone", (said) => {
    expect(readRequest(said)).toBeUndefined();
  });

  it.each(["maybe we should meet on Friday", "perhaps the train is late"])(
    "leaves %j, a hedge before no request, as a statement",
    (said) => {
      expect(readRequest(said)).toBeUndefined();
    },
  );

  it("leaves 'you write very clear emails' as a statement", () => {
    expect(readRequest("you write very clear emails")).toBeUndefined();
  });
});

describe("an order or a question relayed", () => {
  it.each([
    ["write to Ravi that kindly send the invoice again", "Could you send the invoice again?"],
    ["email Tomás that please confirm the booking", "Could you confirm the booking?"],
    [
      "write an email to Ravi that kindly send the invoice again",
      "Could you kindly send the invoice again?",
    ],
    ["message Sara why is the build red again", "Why is the build red again?"],
    ["text Mei when does the train leave", "When does the train leave?"],
    ["tell Ravi kindly send the invoice again", "Could you send the invoice again?"],
    ["inform Sara that please check the logs", "Could you check the logs?"],
    ["ask Sara what time is the call", "What time is the call?"],
    ["ask Sara what she is doing", "Could you let me know what you are doing?"],
    ["email Anna if the room is free", "Could you let me know if the room is free?"],
  ])("%j → %j", (said, content) => {
    expect(readRequest(said)?.content).toBe(content);
  });

  it("keeps 'please find attached' as what to write", () => {
    expect(relayedOrder("please find attached the invoice")).toBeUndefined();
  });
});

describe("whose pronouns become 'you'", () => {
  it.each([
    ["ask them to send his homework", "Could you send his homework?"],
    ["ask him to send his homework", "Could you send your homework?"],
    ["ask him to send her slides", "Could you send her slides?"],
    ["ask her if she can bring her laptop", "Could you let me know if you can bring your laptop?"],
    ["ask Anna if she has her passport", "Could you let me know if you have your passport?"],
  ])("%j → %j", (part, written) => {
    expect(performAction(part, true)).toBe(written);
  });
});

describe("copiedInMentioned", () => {
  it.each([
    [
      "write to Tom that the offer is ready and cc maria lopez and jan kowalski",
      "write to Tom that the offer is ready and mention I have copied in Maria Lopez and Jan Kowalski",
    ],
    [
      "tell Anna the report is done, cc the team",
      "tell Anna the report is done and mention I have copied in the team",
    ],
    [
      "tell Anna it is done and please loop in li wei",
      "tell Anna it is done and mention I have copied in Li Wei",
    ],
  ])("%j → %j", (said, read) => {
    expect(copiedInMentioned(said)).toBe(read);
  });

  it("leaves a cc said before the end, which is not whom to copy", () => {
    const said = "tell Anna the cc list is long";
    expect(copiedInMentioned(said)).toBe(said);
  });

  it("writes the names copied in as names in the message", () => {
    expect(
      readRequest("write to Tom that the offer is ready and cc maria lopez and jan kowalski")
        ?.content,
    ).toBe("The offer is ready. I have copied in Maria Lopez and Jan Kowalski.");
  });
});

describe("withoutEndMarks", () => {
  it("cuts the run of the given marks a text ends with, and only those", () => {
    expect(withoutEndMarks("Tell Lea I will be late?!.", ".?!")).toBe("Tell Lea I will be late");
    expect(withoutEndMarks("e.g. the U.S. office", ".?!")).toBe("e.g. the U.S. office");
    expect(withoutEndMarks("late,;", ".")).toBe("late,;");
    expect(withoutEndMarks("...", ".")).toBe("");
  });

  it("reads marks inside the text once, however many there are", () => {
    const text = `${"?".repeat(100_000)} a`;
    expect(withoutEndMarks(`${text}!!`, ".?!")).toBe(text);
  });

  it("is what a request is read after: its final mark is not part of the message", () => {
    expect(readRequest("tell Anna the invoice is paid!!")).toMatchObject({
      recipient: "Anna",
    });
    expect(readRequest("tell Anna the invoice is paid!!")?.content).not.toMatch(/!!/u);
  });
});
