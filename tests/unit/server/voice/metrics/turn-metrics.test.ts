import { EventEmitter } from "node:events";
import { llm, type metrics, voice } from "@livekit/agents";
import { describe, expect, it } from "vitest";
import { recordTurnMetrics } from "../../../../../src/server/voice/metrics/turn-metrics";

/** A speech handle as far as the recorder reads it. */
class FakeHandle {
  chatItems: llm.ChatMessage[] = [];
  #done: (() => void)[] = [];
  constructor(readonly id: string) {}
  addDoneCallback(callback: () => void) {
    this.#done.push(callback);
  }
  finish() {
    for (const callback of this.#done) callback();
  }
}

function fakeSession() {
  const session = new EventEmitter();
  return {
    recorder: recordTurnMetrics(session as unknown as voice.AgentSession),
    speech(id: string) {
      const handle = new FakeHandle(id);
      session.emit(voice.AgentSessionEventTypes.SpeechCreated, { speechHandle: handle });
      return handle;
    },
    report(report: Partial<metrics.AgentMetrics>) {
      session.emit(voice.AgentSessionEventTypes.MetricsCollected, { metrics: report });
    },
  };
}

const END_OF_SPEECH = 1_000_000;

function eou(speechId: string) {
  return {
    type: "eou_metrics" as const,
    speechId,
    lastSpeakingTimeMs: END_OF_SPEECH,
    transcriptionDelayMs: 180.4,
    endOfUtteranceDelayMs: 260,
    onUserTurnCompletedDelayMs: 4,
    timestamp: END_OF_SPEECH + 265,
  };
}

function llmReport(speechId: string, askedAfter: number, ttftMs: number) {
  const durationMs = 400;
  return {
    type: "llm_metrics" as const,
    speechId,
    timestamp: END_OF_SPEECH + askedAfter + durationMs,
    durationMs,
    ttftMs,
  };
}

function reply(handle: FakeHandle, firstAudioAfter: number) {
  const message = llm.ChatMessage.create({
    role: "assistant",
    content: "Sure.",
    metrics: { startedSpeakingAt: (END_OF_SPEECH + firstAudioAfter) / 1000 },
  });
  handle.chatItems.push(message);
  return message;
}

describe("turn metrics", () => {
  it("times each step of a spoken turn from the end of speech", () => {
    const { recorder, speech, report } = fakeSession();
    const handle = speech("speech_1");
    report(eou("speech_1"));
    report(llmReport("speech_1", 270, 150));
    // A second request of the same reply (a tool's answer) is not what the person waited on.
    report(llmReport("speech_1", 900, 100));
    expect(recorder.forReply(reply(handle, 520))).toEqual({
      transcript_ms: 180,
      end_of_turn_ms: 260,
      model_asked_ms: 270,
      first_token_ms: 420,
      first_audio_ms: 520,
    });
  });

  it("keeps the reports of overlapping replies apart", () => {
    const { recorder, speech, report } = fakeSession();
    const discarded = speech("speech_early");
    const kept = speech("speech_kept");
    report(llmReport("speech_early", -50, 140));
    report(eou("speech_kept"));
    report(llmReport("speech_kept", 200, 160));
    discarded.finish();
    expect(recorder.forReply(reply(kept, 450))).toMatchObject({
      model_asked_ms: 200,
      first_token_ms: 360,
      first_audio_ms: 450,
    });
  });

  it("falls back on the framework's own latency when the turn's reports are missing", () => {
    const { recorder, speech } = fakeSession();
    const handle = speech("speech_2");
    const message = reply(handle, 610);
    message.metrics.e2eLatency = 0.61;
    expect(recorder.forReply(message)).toEqual({ first_audio_ms: 610 });
  });

  it("has nothing for a reply that was never heard or answered no spoken turn", () => {
    const { recorder, speech, report } = fakeSession();
    const silent = speech("speech_3");
    report(eou("speech_3"));
    const unheard = llm.ChatMessage.create({ role: "assistant", content: "Hi" });
    silent.chatItems.push(unheard);
    expect(recorder.forReply(unheard)).toBeUndefined();
    // A greeting: no end of speech came before it.
    const greeting = speech("speech_4");
    expect(recorder.forReply(reply(greeting, 300))).toBeUndefined();
  });
});
