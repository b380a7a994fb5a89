import type { tts } from "@livekit/agents";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureAgentsRuntime } from "../../../../../src/server/ai/agents-runtime";
import { framesToPcm } from "../../../../../src/server/ai/audio/frames";
import { encodeWav } from "../../../../../src/server/ai/audio/wav";
import {
  createGoogleTTSProvider,
  GoogleTTS,
  type SpeechSynthesizer,
} from "../../../../../src/server/ai/tts/google-tts";
import { collectPcm } from "../../../../../src/server/ai/tts/synthesize";
import { ProviderError } from "../../../../../src/server/ai/types";
import { framesOf, ramp } from "../../../../helpers/tts";

beforeAll(() => ensureAgentsRuntime("silent"));

/** LINEAR16 as Text-to-Speech answers it: a 44-byte RIFF/WAVE header, then the samples. */
const wav = encodeWav;

type GoogleRequest = Parameters<SpeechSynthesizer["synthesizeSpeech"]>[0];

/** Stands in for TextToSpeechClient: records requests, answers as the API does or fails. */
function fakeGoogle(answer: (request: GoogleRequest) => unknown) {
  const requests: GoogleRequest[] = [];
  const client: SpeechSynthesizer = {
    async synthesizeSpeech(request) {
      requests.push(request);
      return [{ audioContent: (await answer(request)) as Uint8Array }];
    },
  };
  return { client, requests };
}

/** A google-gax error as the client rejects with it. */
function grpcError(code: number, message: string) {
  return Object.assign(new Error(message), { code, details: message });
}

describe("GoogleTTS", () => {
  it("asks for the voice's LINEAR16 at 24 kHz and turns the WAV answer into 100 ms frames", async () => {
    const served = ramp(24_000 * 1.25);
    const google = fakeGoogle(() => wav(served, 24_000));
    const voice = new GoogleTTS({ voice: "en-US-Neural2-D", client: google.client });

    const events = await framesOf(voice, "Calm and steady.");

    expect(google.requests).toEqual([
      {
        input: { text: "Calm and steady." },
        voice: { name: "en-US-Neural2-D", languageCode: "en-US" },
        audioConfig: { audioEncoding: "LINEAR16", sampleRateHertz: 24_000 },
      },
    ]);
    expect(events.map((event) => event.frame.samplesPerChannel)).toEqual([
      ...Array(12).fill(2_400),
      1_200,
    ]);
    for (const { frame } of events) {
      expect(frame.sampleRate).toBe(24_000);
      expect(frame.channels).toBe(1);
    }
    expect(events.map((event) => event.final)).toEqual(events.map((_, i) => i === 12));
    expect(framesToPcm(events.map((event) => event.frame))).toEqual(served);
  });

  it("reads the base64 answer of the REST fallback as well", async () => {
    const served = ramp(4_800);
    const google = fakeGoogle(() => wav(served, 24_000).toString("base64"));
    const { pcm } = await collectPcm(new GoogleTTS({ client: google.client }), "Hello.");
    expect(pcm).toEqual(served);
    expect(google.requests[0]?.voice).toEqual({ name: "en-US-Neural2-F", languageCode: "en-US" });
  });

  it("sends a long text as whole sentences within the API's 5,000-byte limit, in order", async () => {
    const sentences = Array.from(
      { length: 120 },
      (_, i) => `Sentence number ${i + 1} says a little more about the quarterly report.`,
    );
    let served = 0;
    const google = fakeGoogle(() => wav(Int16Array.of(++served), 24_000));

    const { pcm } = await collectPcm(new GoogleTTS({ client: google.client }), sentences.join(" "));

    expect(google.requests.length).toBeGreaterThan(1);
    const texts = google.requests.map((request) => request.input?.text ?? "");
    for (const text of texts) expect(Buffer.byteLength(text)).toBeLessThanOrEqual(5_000);
    expect(texts.join(" ")).toBe(sentences.join(" "));
    expect([...pcm]).toEqual(texts.map((_, i) => i + 1));
  });

  it.each([
    [
      7,
      "7 PERMISSION_DENIED: Cloud Text-to-Speech API has not been used",
      /refused the credentials/,
    ],
    [16, "16 UNAUTHENTICATED: Request had invalid authentication credentials", /credentials/],
    [8, "8 RESOURCE_EXHAUSTED: Quota exceeded", /quota is used up/],
    [3, "3 INVALID_ARGUMENT: Voice 'xx' does not exist", /rejected the request: .*Voice 'xx'/],
    [14, "14 UNAVAILABLE: No connection established", /unavailable/],
  ])("reports gRPC status %i as a ProviderError naming google", async (code, message, expected) => {
    const google = fakeGoogle(() => {
      throw grpcError(code, message);
    });
    const failure = await collectPcm(new GoogleTTS({ client: google.client }), "Hi.").catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).provider).toBe("google");
    expect((failure as ProviderError).message).toMatch(/^google: /);
    expect((failure as ProviderError).message).toMatch(expected);
    expect((failure as ProviderError).cause).toMatchObject({ code });
  });

  it("says what to set when no Google credentials exist at all", async () => {
    const google = fakeGoogle(() => {
      throw new Error("Could not load the default credentials. Browse to https://cloud.google.com");
    });
    await expect(collectPcm(new GoogleTTS({ client: google.client }), "Hi.")).rejects.toThrow(
      /^google: no Google credentials were found; set GOOGLE_APPLICATION_CREDENTIALS/,
    );
  });

  it("tells the voice pipeline of a failure through the TTS 'error' event, as plugins do", async () => {
    const google = fakeGoogle(() => {
      throw grpcError(8, "8 RESOURCE_EXHAUSTED: Quota exceeded");
    });
    const voice = new GoogleTTS({ client: google.client });
    const errors: Parameters<tts.TTSCallbacks["error"]>[0][] = [];
    voice.on("error", (event) => errors.push(event));

    expect(await framesOf(voice, "Hi.")).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ type: "tts_error", label: "google", recoverable: false });
    expect(errors[0]?.error).toBeInstanceOf(ProviderError);
  });

  it("drops the answer of a request aborted while in flight, without an error", async () => {
    const answers: ((audio: Buffer) => void)[] = [];
    const google = fakeGoogle(() => new Promise<Buffer>((resolve) => answers.push(resolve)));
    const voice = new GoogleTTS({ client: google.client });
    const errors: unknown[] = [];
    voice.on("error", (event) => errors.push(event));
    const controller = new AbortController();

    const kept = framesOf(voice, "Hello there.");
    const aborted: tts.SynthesizedAudio[] = [];
    const stream = voice.synthesize("Hello there.", undefined, controller.signal);
    const done = (async () => {
      for await (const event of stream) aborted.push(event);
    })();
    await expect.poll(() => answers.length).toBe(2);
    controller.abort();
    for (const answer of answers) answer(wav(ramp(24_000), 24_000));
    await done;

    expect(aborted).toEqual([]);
    expect(errors).toEqual([]);
    // The other request, not aborted, still speaks.
    expect((await kept).length).toBe(10);
  });
});

describe("createGoogleTTSProvider", () => {
  const provider = createGoogleTTSProvider({
    client: fakeGoogle(() => wav(ramp(1), 24_000)).client,
  });

  it("offers the Neural2 catalogue, Birch (en-US-Neural2-F) first as the default", () => {
    const voices = provider.voices();
    expect(provider.name).toBe("google");
    expect(provider.defaultVoiceId).toBe("en-US-Neural2-F");
    expect(voices[0]).toMatchObject({ id: "en-US-Neural2-F", name: "Birch", gender: "female" });
    expect(voices.map((voice) => voice.name)).toEqual([
      "Birch",
      "Cedar",
      "Aspen",
      "Oak",
      "Willow",
      "Maple",
    ]);
    for (const voice of voices) {
      expect(voice).toMatchObject({ language: "en-US", quality: "neural" });
      expect(voice.id).toMatch(/^en-US-Neural2-[A-J]$/);
    }
  });

  it("speaks with the voice asked for, and with Birch for an unknown id", () => {
    expect((provider.forVoice("en-US-Neural2-J") as GoogleTTS).voice).toBe("en-US-Neural2-J");
    expect((provider.forVoice("local-slt") as GoogleTTS).voice).toBe("en-US-Neural2-F");
  });
});
