import { llm } from "@livekit/agents";
import { describe, expect, it } from "vitest";
import {
  END_OF_TURN,
  EndOfTurnRules,
  endOfTurnProbability,
} from "../../../../../src/server/voice/turn/end-of-turn";

describe("end-of-turn rules", () => {
  it.each([
    "Please send the report to the client tomorrow.",
    "Can you make this email more polite?",
    "That's great!",
  ])("call a clean sentence or question complete: %s", (text) => {
    expect(endOfTurnProbability(text)).toBe(END_OF_TURN.complete);
  });

  it.each(["please send the report to the client tomorrow", "turn it on", "thank you", "fix this"])(
    "take unpunctuated words (pocketsphinx) that end cleanly as a likely end: %s",
    (text) => {
      expect(endOfTurnProbability(text)).toBe(END_OF_TURN.plausible);
    },
  );

  it.each([
    "please send the report and",
    "I need it because",
    "send the report to",
    "can you check the",
    "the meeting is moved so",
    "I think um",
    "i would like to 'em",
    "I was wondering uh",
    "we need it by Friday,",
    "let me think...",
    "things such as",
    "it's, you know",
    "Send it to the client and.",
  ])("wait long when the words stop mid-thought: %s", (text) => {
    expect(endOfTurnProbability(text)).toBe(END_OF_TURN.midThought);
  });

  it("answer the session's turn detector from the last thing the person said", async () => {
    const rules = new EndOfTurnRules();
    const chatCtx = llm.ChatContext.empty();
    chatCtx.addMessage({ role: "user", content: "Hello." });
    chatCtx.addMessage({ role: "assistant", content: "Hi, how can I help?" });
    chatCtx.addMessage({ role: "user", content: "I need a reply to my manager because" });
    const threshold = await rules.unlikelyThreshold();
    expect(await rules.predictEndOfTurn(chatCtx)).toBeLessThan(threshold ?? 0);
    chatCtx.addMessage({ role: "user", content: "Can you write it for me?" });
    expect(await rules.predictEndOfTurn(chatCtx)).toBeGreaterThan(threshold ?? 1);
    expect(await rules.supportsLanguage("en")).toBe(true);
    expect(await rules.supportsLanguage("de")).toBe(false);
  });
});
