import { describe, expect, it } from "vitest";
import { ensureAgentsRuntime } from "../../../../../src/server/ai/agents-runtime";
import { createGoogleSTTProvider } from "../../../../../src/server/ai/stt/google-stt";
import { googleSetup } from "../../../../helpers/google-speech-fake";
import { bytesOf, toneFrame } from "../../../../helpers/stt-stream";

ensureAgentsRuntime();

describe("Google recognition of a recording", () => {
  it("sends the audio as LINEAR16 and joins the results", async () => {
    const { client, engine } = googleSetup();
    client.recognizeAnswer = async () => ({
      results: [
        {
          alternatives: [{ transcript: "Hello world.", confidence: 0.9 }],
          resultEndTime: { seconds: "1", nanos: 200000000 },
          languageCode: "en-us",
        },
        {
          alternatives: [{ transcript: " How are you?", confidence: 0.7 }],
          resultEndTime: { seconds: "2", nanos: 500000000 },
          languageCode: "en-us",
        },
      ],
    });
    const frames = [toneFrame(0), toneFrame(1)];
    const event = await engine.recognize(frames);
    expect(client.requests[0]?.config).toMatchObject({
      encoding: "LINEAR16",
      sampleRateHertz: 16000,
      languageCode: "en-US",
    });
    expect(client.requests[0]?.audio?.content).toEqual(Buffer.concat(frames.map(bytesOf)));
    expect(event.alternatives?.[0]).toMatchObject({
      text: "Hello world. How are you?",
      endTime: 2.5,
    });
    expect(event.alternatives?.[0]?.confidence).toBeCloseTo(0.8);
  });

  it("expects a person's dictionary through speech adaptation phrases", async () => {
    const { client, engine } = googleSetup();
    client.recognizeAnswer = async () => ({ results: [] });
    await engine.withPhrases(["Tomasz", "SharePoint"]).recognize([toneFrame(0)]);
    await engine.recognize([toneFrame(0)]);
    expect(client.requests[0]?.config?.speechContexts).toEqual([
      { phrases: ["Tomasz", "SharePoint"] },
    ]);
    // The recognizer it came from is left as it was.
    expect(client.requests[1]?.config?.speechContexts).toBeUndefined();
  });

  it("maps failures, and names google in the provider", async () => {
    const { client, engine } = googleSetup();
    client.recognizeAnswer = async () => {
      throw Object.assign(new Error("3 INVALID_ARGUMENT: Audio too long."), { code: 3 });
    };
    await expect(engine.recognize([toneFrame(0)])).rejects.toThrow(
      "google: Speech-to-Text rejected the request: 3 INVALID_ARGUMENT: Audio too long.",
    );
    expect(createGoogleSTTProvider({ client }).name).toBe("google");
  });
});
