import { describe, expect, it } from "vitest";
import {
  createTranscript,
  PARTIAL_ID,
  reduceTranscript,
  type TranscriptEvent,
  type TranscriptState,
} from "../../../../../src/web/voice/state/transcript";

const sessionId = "s1";
const at = Date.UTC(2026, 0, 1);

function run(events: TranscriptEvent[], state: TranscriptState = createTranscript(sessionId)) {
  return events.reduce(reduceTranscript, state);
}

describe("voice transcript", () => {
  it("shows a partial as one partial user message, updated in place", () => {
    const state = run([
      { type: "user_partial", sessionId, text: "hel", at },
      { type: "user_partial", sessionId, text: "hello wor", at: at + 100 },
    ]);
    expect(state.messages).toEqual([
      {
        id: PARTIAL_ID,
        role: "user",
        content: "hello wor",
        created_at: new Date(at).toISOString(),
        partial: true,
      },
    ]);
  });

  it("replaces the partial with the final", () => {
    const state = run([
      { type: "user_partial", sessionId, text: "hello wor", at },
      { type: "user_final", sessionId, id: "u1", text: "Hello world.", at: at + 500 },
    ]);
    expect(state.messages).toEqual([
      { id: "u1", role: "user", content: "Hello world.", created_at: new Date(at).toISOString() },
    ]);
  });

  it("skips a final whose id is already shown", () => {
    const once = run([{ type: "user_final", sessionId, id: "u1", text: "Hi", at }]);
    const twice = reduceTranscript(once, {
      type: "user_final",
      sessionId,
      id: "u1",
      text: "Hi",
      at,
    });
    expect(twice).toBe(once);
    expect(twice.messages).toHaveLength(1);
  });

  it("streams agent chunks into one message until the completion sets the full text", () => {
    const streaming = run([
      { type: "agent_chunk", sessionId, id: "a1", text: "Sure, ", at },
      { type: "agent_chunk", sessionId, id: "a1", text: "here", at },
    ]);
    expect(streaming.messages).toEqual([
      expect.objectContaining({
        id: "a1",
        role: "assistant",
        content: "Sure, here",
        streaming: true,
      }),
    ]);
    const done = reduceTranscript(streaming, {
      type: "agent_complete",
      sessionId,
      id: "a1",
      text: "Sure, here it is.",
      at,
    });
    expect(done.messages).toEqual([
      expect.objectContaining({ id: "a1", content: "Sure, here it is.", streaming: false }),
    ]);
  });

  it("marks a reply the server says was cut short, and only that one", () => {
    const state = run([
      { type: "agent_chunk", sessionId, id: "a1", text: "Half", at },
      { type: "agent_complete", sessionId, id: "a1", text: "Half", at, cutShort: true },
      { type: "agent_complete", sessionId, id: "a2", text: "Whole.", at },
    ]);
    expect(state.messages).toEqual([
      expect.objectContaining({ id: "a1", content: "Half", status: "cut_short" }),
      expect.not.objectContaining({ status: "cut_short" }),
    ]);
  });

  it("adds a completed reply that was never streamed", () => {
    const state = run([{ type: "agent_complete", sessionId, id: "a1", text: "Done.", at }]);
    expect(state.messages).toEqual([
      expect.objectContaining({ role: "assistant", content: "Done." }),
    ]);
  });

  it("ends streaming on an interrupt and keeps the text", () => {
    const state = run([
      { type: "agent_chunk", sessionId, id: "a1", text: "Let me", at },
      { type: "agent_interrupt", sessionId },
      { type: "agent_chunk", sessionId, id: "a1", text: " ignored", at },
    ]);
    expect(state.messages).toEqual([
      expect.objectContaining({ id: "a1", content: "Let me", streaming: false }),
    ]);
  });

  it("keeps a reply that began during the partial after the final", () => {
    const state = run([
      { type: "user_partial", sessionId, text: "write", at },
      { type: "agent_chunk", sessionId, id: "a1", text: "On it", at },
      { type: "user_final", sessionId, id: "u1", text: "Write a note.", at },
    ]);
    expect(state.messages.map((message) => message.id)).toEqual(["u1", "a1"]);
  });

  it("ignores events of another session", () => {
    const state = createTranscript(sessionId);
    expect(
      reduceTranscript(state, { type: "user_partial", sessionId: "other", text: "x", at }),
    ).toBe(state);
    expect(
      reduceTranscript(state, { type: "agent_chunk", sessionId: "other", id: "a", text: "x", at }),
    ).toBe(state);
  });

  it("skips a final already stored in the loaded history", () => {
    const state = createTranscript(sessionId, [
      { id: "u1", role: "user", content: "Hi", created_at: new Date(at).toISOString() },
    ]);
    expect(
      reduceTranscript(state, { type: "user_final", sessionId, id: "u1", text: "Hi", at }).messages,
    ).toHaveLength(1);
  });
});
