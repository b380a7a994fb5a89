import { stt } from "@livekit/agents";
import { describe, expect, it } from "vitest";
import { ensureAgentsRuntime } from "../../../../../src/server/ai/agents-runtime";
import { ProviderError } from "../../../../../src/server/ai/types";
import { googleSetup, type StreamingResponse } from "../../../../helpers/google-speech-fake";
import { SAMPLE_RATE } from "../../../../helpers/speech";
import {
  bytesOf,
  collect,
  finalsIn,
  sleep,
  toneFrame,
  typesOf,
  waitFor,
} from "../../../../helpers/stt-stream";

ensureAgentsRuntime();

/**
 * Responses in the shape @google-cloud/speech emits them (recorded from the
 * v1 API: durations with string seconds, lower-case language codes).
 */
function interim(head: string, tail: string, endSeconds: number): StreamingResponse {
  const at = (seconds: number) => ({
    seconds: String(Math.floor(seconds)),
    nanos: Math.round((seconds % 1) * 1e9),
  });
  return {
    results: [
      {
        alternatives: [{ transcript: head, confidence: 0, words: [] }],
        isFinal: false,
        stability: 0.9,
        resultEndTime: at(endSeconds),
        channelTag: 0,
        languageCode: "en-us",
      },
      {
        alternatives: [{ transcript: tail, confidence: 0, words: [] }],
        isFinal: false,
        stability: 0.01,
        resultEndTime: at(endSeconds),
        channelTag: 0,
        languageCode: "en-us",
      },
    ],
    error: null,
    speechEventType: "SPEECH_EVENT_UNSPECIFIED",
    totalBilledTime: null,
    requestId: "0",
  };
}

function final(transcript: string, endSeconds: number, confidence = 0.92): StreamingResponse {
  return {
    results: [
      {
        alternatives: [{ transcript, confidence, words: [] }],
        isFinal: true,
        stability: 0,
        resultEndTime: {
          seconds: String(Math.floor(endSeconds)),
          nanos: Math.round((endSeconds % 1) * 1e9),
        },
        channelTag: 0,
        languageCode: "en-us",
      },
    ],
    error: null,
    speechEventType: "SPEECH_EVENT_UNSPECIFIED",
    totalBilledTime: { seconds: "2", nanos: 0 },
    requestId: "0",
  };
}

describe("Google streaming recognition", () => {
  it("opens the stream with LINEAR16 16 kHz en-US, interim results and punctuation, then sends the audio", async () => {
    const { client, engine } = googleSetup();
    const stream = engine.stream();
    const frames = [0, 1, 2].map((i) => toneFrame(i));
    for (const frame of frames) stream.pushFrame(frame);
    await waitFor(() => client.calls[0]?.writes.length === 3);
    expect(client.calls).toHaveLength(1);
    expect(client.call(0).config).toEqual({
      config: {
        encoding: "LINEAR16",
        sampleRateHertz: 16000,
        audioChannelCount: 1,
        languageCode: "en-US",
        enableAutomaticPunctuation: true,
        maxAlternatives: 1,
      },
      interimResults: true,
    });
    expect(client.call(0).writes).toEqual(frames.map(bytesOf));
    stream.close();
  });

  it("resamples 48 kHz frames to the 16 kHz it declares", async () => {
    const { client, engine } = googleSetup();
    const stream = engine.stream();
    for (let i = 0; i < 10; i += 1) stream.pushFrame(toneFrame(i, 48_000));
    // 200 ms at 16 kHz is 6,400 bytes; rtc-node's resampler holds up to ~40 ms back.
    await waitFor(() => client.calls[0] !== undefined && client.call(0).audioBytes > 5000);
    expect(client.call(0).audioBytes).toBeLessThanOrEqual(6400);
    stream.close();
  });

  it("turns interim and final results into INTERIM_TRANSCRIPT and FINAL_TRANSCRIPT events", async () => {
    const { client, engine } = googleSetup();
    const stream = engine.stream();
    stream.pushFrame(toneFrame(0));
    await waitFor(() => client.calls.length === 1);
    const call = client.call(0);
    call.push(interim("hello", " wor", 0.6));
    call.push(interim("hello world", " how", 1.1));
    call.push(final("Hello world, how are you?", 1.5));
    call.push(interim("fine", "", 2.2));
    call.push(final("Fine.", 2.6, 0.8));
    const events = await collect(stream, (seen) => finalsIn(seen) === 2);
    expect(typesOf(events)).toEqual([
      "START_OF_SPEECH",
      "INTERIM_TRANSCRIPT",
      "INTERIM_TRANSCRIPT",
      "FINAL_TRANSCRIPT",
      "END_OF_SPEECH",
      "START_OF_SPEECH",
      "INTERIM_TRANSCRIPT",
      "FINAL_TRANSCRIPT",
    ]);
    const texts = events.map((event) => event.alternatives?.[0]?.text);
    expect(texts.filter(Boolean)).toEqual([
      "hello wor",
      "hello world how",
      "Hello world, how are you?",
      "fine",
      "Fine.",
    ]);
    const first = events[3]?.alternatives?.[0];
    expect(first).toMatchObject({ language: "en-US", confidence: 0.92, startTime: 0 });
    expect(first?.endTime).toBeCloseTo(1.5);
    const second = events[7]?.alternatives?.[0];
    expect(second?.startTime).toBeCloseTo(1.5);
    expect(second?.endTime).toBeCloseTo(2.6);
    stream.close();
  });

  it("writes silence to keep the stream open while no audio comes", async () => {
    const { client, engine } = googleSetup({ keepaliveMs: 40 });
    const stream = engine.stream();
    await sleep(100);
    // Nothing to keep alive before the first audio: no call is open yet.
    expect(client.calls).toHaveLength(0);
    stream.pushFrame(toneFrame(0));
    await waitFor(() => client.calls[0] !== undefined && client.call(0).writes.length >= 4);
    const [audio, ...keepalives] = client.call(0).writes;
    expect(audio).toEqual(bytesOf(toneFrame(0)));
    for (const silence of keepalives) {
      expect(silence.length).toBe(3200);
      expect(silence.every((byte) => byte === 0)).toBe(true);
    }
    stream.close();
  });

  it("opens a new call before the stream limit, carrying on with results and times", async () => {
    const { client, engine, errors } = googleSetup({ streamLimitMs: 150 });
    const stream = engine.stream();
    const pushed: Buffer[] = [];
    let index = 0;
    const feed = setInterval(() => {
      const frame = toneFrame(index);
      index += 1;
      pushed.push(bytesOf(frame));
      stream.pushFrame(frame);
    }, 20);
    await waitFor(() => client.calls.length === 1);
    // What Google says after the half-close is still heard.
    client.call(0).onHalfClose = [final("The first part.", 0.1)];
    await waitFor(() => client.calls.length === 2);
    let answered = false;
    const events = await collect(stream, (seen) => {
      if (finalsIn(seen) === 1 && !answered) {
        answered = true;
        client.call(1).push(final("The second part.", 0.1));
      }
      return finalsIn(seen) === 2;
    });
    clearInterval(feed);
    stream.close();

    const [first, second] = client.calls;
    expect(first?.writableEnded).toBe(true);
    expect(second?.config).toEqual(first?.config);
    // Every frame went to one call or the other, in order, none lost or doubled.
    const sent = Buffer.concat([...(first?.writes ?? []), ...(second?.writes ?? [])]);
    expect(Buffer.concat(pushed).subarray(0, sent.length)).toEqual(sent);
    const finals = events.filter((event) => event.type === stt.SpeechEventType.FINAL_TRANSCRIPT);
    expect(finals.map((event) => event.alternatives?.[0]?.text)).toEqual([
      "The first part.",
      "The second part.",
    ]);
    // The second call times from its own start; the stream adds the first call's audio.
    const firstCallSeconds = (first?.audioBytes ?? 0) / 2 / SAMPLE_RATE;
    expect(finals[1]?.alternatives?.[0]?.endTime).toBeCloseTo(firstCallSeconds + 0.1, 3);
    expect(errors).toEqual([]);
  });

  it("half-closes the call on flush so that Google finalizes, and opens another for more audio", async () => {
    const { client, engine } = googleSetup();
    const stream = engine.stream();
    stream.pushFrame(toneFrame(0));
    await waitFor(() => client.calls.length === 1);
    client.call(0).onHalfClose = [final("Done.", 0.02)];
    stream.flush();
    const events = await collect(stream, (seen) => finalsIn(seen) === 1);
    expect(events.at(-1)?.alternatives?.[0]?.text).toBe("Done.");
    expect(client.call(0).writableEnded).toBe(true);
    stream.pushFrame(toneFrame(1));
    await waitFor(() => client.calls.length === 2);
    expect(client.call(1).writes).toEqual([bytesOf(toneFrame(1))]);
    stream.close();
  });

  it("ends when the input ends and the last call has answered", async () => {
    const { client, engine } = googleSetup();
    const stream = engine.stream();
    stream.pushFrame(toneFrame(0));
    await waitFor(() => client.calls.length === 1);
    client.call(0).onHalfClose = [final("The end.", 0.02)];
    stream.endInput();
    const events = await collect(stream);
    expect(typesOf(events)).toEqual(["START_OF_SPEECH", "FINAL_TRANSCRIPT", "END_OF_SPEECH"]);
  });

  it("maps gRPC failures to ProviderError naming google", async () => {
    const { client, engine, errors } = googleSetup();
    const stream = engine.stream();
    stream.pushFrame(toneFrame(0));
    await waitFor(() => client.calls.length === 1);
    client.call(0).destroy(
      Object.assign(
        new Error("16 UNAUTHENTICATED: Request had invalid authentication credentials."),
        {
          code: 16,
        },
      ),
    );
    expect(await collect(stream)).toEqual([]);
    expect(errors).toHaveLength(1);
    const error = errors[0]?.error;
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ provider: "google" });
    expect(error?.message).toMatch(/^google: Speech-to-Text refused the credentials/);
    expect(errors[0]?.recoverable).toBe(false);
    // Audio still arriving after the failure opens no new call.
    stream.pushFrame(toneFrame(1));
    await sleep(50);
    expect(client.calls).toHaveLength(1);
  });

  it("maps an error inside a response too", async () => {
    const { client, engine, errors } = googleSetup();
    const stream = engine.stream();
    stream.pushFrame(toneFrame(0));
    await waitFor(() => client.calls.length === 1);
    client.call(0).push({ error: { code: 8, message: "Quota exceeded." }, results: [] });
    await collect(stream);
    expect(errors[0]?.error.message).toMatch(/^google: the Speech-to-Text quota is used up/);
  });
});
