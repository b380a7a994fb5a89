import { type AudioBuffer, inference, normalizeLanguage, stt } from "@livekit/agents";
import type { AudioFrame } from "@livekit/rtc-node";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureAgentsRuntime } from "../../../../../src/server/ai/agents-runtime";
import { SpeculativeRecognizer } from "../../../../../src/server/voice/turn/speculative-stt";
import { concatPcm, silence, speak, toFrames } from "../../../../helpers/speech";

interface Call {
  samples: number;
  /** Whether the request was called off before its answer came. */
  aborted?: boolean;
}

/** A recognizer of whole recordings that says how much audio each request carried. */
class CountingRecognizer extends stt.STT {
  label = "counting";
  readonly calls: Call[] = [];

  constructor() {
    super({ streaming: false, interimResults: false });
  }

  protected async _recognize(buffer: AudioBuffer, signal?: AbortSignal): Promise<stt.SpeechEvent> {
    const frames = Array.isArray(buffer) ? buffer : [buffer as AudioFrame];
    const samples = frames.reduce((sum, frame) => sum + frame.samplesPerChannel, 0);
    const call: Call = { samples };
    this.calls.push(call);
    await new Promise((resolve) => setTimeout(resolve, 30));
    call.aborted = signal?.aborted ?? false;
    if (call.aborted) throw new Error("aborted");
    return {
      type: stt.SpeechEventType.FINAL_TRANSCRIPT,
      alternatives: [
        {
          language: normalizeLanguage("en"),
          text: `request ${this.calls.length} of ${samples} samples`,
          startTime: 0,
          endTime: 0,
          confidence: 1,
        },
      ],
    };
  }

  stream(): stt.SpeechStream {
    throw new Error("not streaming");
  }
}

/**
 * Feeds the PCM in 20 ms frames and answers the transcripts once the first
 * has come and a while has passed with no other.
 */
async function transcribe(pcm: Int16Array) {
  const recognizer = new CountingRecognizer();
  const stream = new SpeculativeRecognizer(recognizer, new inference.VAD()).stream();
  for (const frame of toFrames(pcm)) stream.pushFrame(frame);
  const events: stt.SpeechEvent[] = [];
  const isFinal = (event: stt.SpeechEvent) => event.type === stt.SpeechEventType.FINAL_TRANSCRIPT;
  for await (const event of stream) {
    events.push(event);
    if (isFinal(event)) break;
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  stream.close();
  const finals = events.filter(isFinal).map((event) => event.alternatives?.[0]?.text);
  return { finals, calls: recognizer.calls, events };
}

/** Feeds the PCM in 20 ms frames at the pace a microphone gives them, until the final transcript. */
async function transcribeLive(pcm: Int16Array) {
  const recognizer = new CountingRecognizer();
  const stream = new SpeculativeRecognizer(recognizer, new inference.VAD()).stream();
  const events: stt.SpeechEvent[] = [];
  const heard = (async () => {
    for await (const event of stream) {
      events.push(event);
      if (event.type === stt.SpeechEventType.FINAL_TRANSCRIPT) break;
    }
  })();
  for (const frame of toFrames(pcm)) {
    stream.pushFrame(frame);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await heard;
  stream.close();
  const texts = (type: stt.SpeechEventType) =>
    events.filter((event) => event.type === type).map((event) => event.alternatives?.[0]?.text);
  return { events, calls: recognizer.calls, texts };
}

/** Flite's speech without the quiet it leaves before and after, so that a pause is as long as it says. */
function trimmed(pcm: Int16Array): Int16Array {
  const loud = (sample: number) => Math.abs(sample) > 300;
  return pcm.slice(pcm.findIndex(loud), pcm.findLastIndex(loud) + 1);
}

beforeAll(() => ensureAgentsRuntime("fatal"));

describe("speculative recognition of whole recordings", () => {
  it("sends the utterance as soon as silence starts, before the VAD has heard enough to end it", async () => {
    const words = await speak("please send the report");
    const { finals, calls, events } = await transcribe(
      concatPcm(silence(300), words, silence(1000)),
    );
    expect(calls).toHaveLength(1);
    expect(finals).toEqual([`request 1 of ${calls[0]?.samples} samples`]);
    // The request left with the words (and the VAD's 300 ms before them), not the VAD's 250 ms of silence after.
    expect(calls[0]?.samples).toBeLessThan(16_000 * 0.3 + words.length + 16_000 * 0.25);
    expect(calls[0]?.aborted).toBe(false);
    expect(events.map((event) => event.type)).toEqual([
      stt.SpeechEventType.START_OF_SPEECH,
      stt.SpeechEventType.END_OF_SPEECH,
      stt.SpeechEventType.FINAL_TRANSCRIPT,
    ]);
  }, 30_000);

  it("discards what it sent ahead when the person goes on after a short pause", async () => {
    const { finals, calls } = await transcribe(
      concatPcm(
        silence(300),
        trimmed(await speak("please send the report")),
        silence(220),
        trimmed(await speak("to the client")),
        silence(1000),
      ),
    );
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(calls[0]?.aborted).toBe(true);
    const last = calls.at(-1);
    expect(last?.aborted).toBe(false);
    // One transcript, of everything said: the aborted request's answer is never used.
    expect(finals).toEqual([`request ${calls.length} of ${last?.samples} samples`]);
  }, 30_000);

  it("tells a speculation's answer as a preflight transcript while the silence goes on, then as the final", async () => {
    const { events, calls, texts } = await transcribeLive(
      concatPcm(silence(300), trimmed(await speak("please send the report")), silence(900)),
    );
    expect(calls).toHaveLength(1);
    const answer = `request 1 of ${calls[0]?.samples} samples`;
    expect(events.map((event) => event.type)).toEqual([
      stt.SpeechEventType.START_OF_SPEECH,
      stt.SpeechEventType.PREFLIGHT_TRANSCRIPT,
      stt.SpeechEventType.END_OF_SPEECH,
      stt.SpeechEventType.FINAL_TRANSCRIPT,
    ]);
    expect(texts(stt.SpeechEventType.PREFLIGHT_TRANSCRIPT)).toEqual([answer]);
    expect(texts(stt.SpeechEventType.FINAL_TRANSCRIPT)).toEqual([answer]);
  }, 30_000);

  it("makes the final transcript of everything said when the person goes on after a preflight", async () => {
    const { calls, texts } = await transcribeLive(
      concatPcm(
        silence(300),
        trimmed(await speak("please send the report")),
        // Long enough for an answer, short of the VAD's end of speech (250 ms after its hangover).
        silence(270),
        trimmed(await speak("to the client")),
        silence(900),
      ),
    );
    const preflights = texts(stt.SpeechEventType.PREFLIGHT_TRANSCRIPT);
    expect(preflights.length).toBeGreaterThanOrEqual(2);
    const last = calls.at(-1);
    expect(texts(stt.SpeechEventType.FINAL_TRANSCRIPT)).toEqual([
      `request ${calls.length} of ${last?.samples} samples`,
    ]);
    expect(preflights.at(-1)).toBe(`request ${calls.length} of ${last?.samples} samples`);
    expect(last?.samples).toBeGreaterThan(calls[0]?.samples ?? Number.POSITIVE_INFINITY);
  }, 30_000);
});
