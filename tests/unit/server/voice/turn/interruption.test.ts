import { describe, expect, it } from "vitest";
import {
  isBackchannel,
  isEcho,
  leavesAgentSpeaking,
} from "../../../../../src/server/voice/turn/interruption";

const REPLY = "Sure, I will send the report to the client tomorrow morning.";

describe("words heard while the agent speaks", () => {
  it.each([
    "mhm",
    "Okay.",
    "right",
    "yeah",
    "Uh-huh.",
    "okay right",
    "yeah I see",
    "got it",
    "gotcha",
    // Recognizers write 'alright' as two words.
    "All right.",
    "all good",
    // pocketsphinx's spelling of a hum.
    "m h m",
  ])("leave it speaking when they are a backchannel: %s", (text) => {
    expect(isBackchannel(text)).toBe(true);
    expect(leavesAgentSpeaking(text, REPLY)).toBe(true);
  });

  it.each([
    "wait stop please",
    "no not the report",
    "yeah but send it on Friday",
    "okay okay okay okay",
    "",
  ])("are no backchannel when they say more: %s", (text) => {
    expect(isBackchannel(text)).toBe(false);
  });

  it("take the agent's own words coming back as its echo", () => {
    expect(isEcho("send the report to the client", REPLY)).toBe(true);
    expect(isEcho("I will send the report", REPLY)).toBe(true);
    expect(isEcho("no wait send it to my manager instead", REPLY)).toBe(false);
    // A correction in the agent's words, with one of the person's own.
    expect(isEcho("send the report to the client today", REPLY)).toBe(false);
    expect(isEcho("", REPLY)).toBe(false);
  });

  it("stop it for a real interruption", () => {
    expect(leavesAgentSpeaking("wait, stop, that is wrong", REPLY)).toBe(false);
    expect(leavesAgentSpeaking("can you make it shorter", REPLY)).toBe(false);
  });
});
