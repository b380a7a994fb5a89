import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { tts } from "@livekit/agents";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAgentsRuntime } from "../../../../../src/server/ai/agents-runtime";
import { framesToPcm } from "../../../../../src/server/ai/audio/frames";
import { encodeWav as wav } from "../../../../../src/server/ai/audio/wav";
import {
  createOpenAITTSProvider,
  type OpenAITTS,
} from "../../../../../src/server/ai/tts/openai-tts";
import { collectPcm } from "../../../../../src/server/ai/tts/synthesize";
import { ProviderError } from "../../../../../src/server/ai/types";
import { framesOf, ramp } from "../../../../helpers/tts";

beforeAll(() => ensureAgentsRuntime("silent"));

interface SpeechRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * A local server speaking OpenAI's POST /v1/audio/speech: it answers the
 * audio it was given (a WAV for `response_format: "wav"`) or an error in
 * OpenAI's JSON shape.
 */
async function startSpeechServer() {
  const requests: SpeechRequest[] = [];
  let status = 200;
  let audio: Buffer = wav(ramp(24_000), 24_000);
  /** When set, the answer's first `bytes` are sent at once and the rest only once `release` is called. */
  let held: { bytes: number; release: Promise<void> } | undefined;
  const server: Server = createServer(async (req, res) => {
    const parts: Buffer[] = [];
    for await (const part of req) parts.push(part as Buffer);
    requests.push({
      path: req.url ?? "",
      headers: req.headers,
      body: JSON.parse(Buffer.concat(parts).toString() || "{}"),
    });
    if (req.url !== "/v1/audio/speech") {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "not found", type: "invalid_request_error" } }));
    } else if (status !== 200) {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          error: { message: `fake error ${status}`, type: "invalid_request_error", code: null },
        }),
      );
    } else {
      res.writeHead(200, { "content-type": "audio/wav" });
      if (held) {
        res.write(audio.subarray(0, held.bytes));
        await held.release;
        res.end(audio.subarray(held.bytes));
      } else {
        res.end(audio);
      }
    }
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answer(next: { status?: number; audio?: Buffer; held?: typeof held }) {
      status = next.status ?? 200;
      audio = next.audio ?? audio;
      held = next.held;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A WAV as servers stream it, before they know its length: both sizes 0xFFFFFFFF. */
function streamedWav(pcm: Int16Array, sampleRate: number) {
  const file = wav(pcm, sampleRate);
  file.writeUInt32LE(0xffff_ffff, 4);
  file.writeUInt32LE(0xffff_ffff, 40);
  return file;
}

describe("OpenAI-compatible TTS", () => {
  let server: Awaited<ReturnType<typeof startSpeechServer>>;
  beforeAll(async () => {
    server = await startSpeechServer();
  });
  afterAll(() => server.close());

  it("posts model, voice and text to /audio/speech and frames all of the 24 kHz answer", async () => {
    const served = ramp(13_200);
    server.answer({ audio: wav(served, 24_000) });
    const provider = createOpenAITTSProvider({
      baseUrl: server.baseUrl,
      apiKey: "sk-test",
      model: "tts-1",
    });

    const events = await framesOf(provider.forVoice("openai-onyx"), "Deep and authoritative.");

    const request = server.requests.at(-1);
    expect(request?.path).toBe("/v1/audio/speech");
    expect(request?.headers.authorization).toBe("Bearer sk-test");
    expect(request?.body).toMatchObject({
      model: "tts-1",
      voice: "onyx",
      input: "Deep and authoritative.",
      response_format: "wav",
    });
    // The last 50 ms too, which the plugin's own stream would drop.
    expect(events.map((event) => event.frame.samplesPerChannel)).toEqual([
      ...Array(5).fill(2_400),
      1_200,
    ]);
    for (const { frame } of events) {
      expect(frame.sampleRate).toBe(24_000);
      expect(frame.channels).toBe(1);
    }
    expect(events.map((event) => event.final)).toEqual(events.map((_, i) => i === 5));
    expect(framesToPcm(events.map((event) => event.frame))).toEqual(served);
  });

  it("plays the speech from its first bytes, before the server has sent the rest", async () => {
    const served = ramp(24_000);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The header and 200 ms of speech first; the rest waits until the first frame is out.
    server.answer({
      audio: streamedWav(served, 24_000),
      held: { bytes: 44 + 9_600, release: released },
    });
    const provider = createOpenAITTSProvider({ baseUrl: server.baseUrl, model: "kokoro" });
    const stream = provider.forVoice("openai-nova").synthesize("A long answer.");
    const frames: tts.SynthesizedAudio[] = [];
    for await (const event of stream) {
      frames.push(event);
      if (frames.length === 1) release();
    }
    expect(frames[0]?.frame.samplesPerChannel).toBe(2_400);
    expect(framesToPcm(frames.map((event) => event.frame))).toEqual(served);
    server.answer({ audio: wav(ramp(2_400), 24_000) });
  });

  it("works with a self-hosted server that takes no API key and streams its WAV", async () => {
    server.answer({ audio: streamedWav(ramp(2_400), 24_000) });
    const provider = createOpenAITTSProvider({ baseUrl: server.baseUrl, model: "kokoro" });
    const { pcm, sampleRate } = await collectPcm(provider.forVoice("openai-nova"), "Hello.");
    expect(sampleRate).toBe(24_000);
    expect(pcm).toEqual(ramp(2_400));
    expect(server.requests.at(-1)?.body).toMatchObject({ model: "kokoro", voice: "nova" });
  });

  it("refuses audio at another rate rather than play it at the wrong speed", async () => {
    server.answer({ audio: wav(ramp(2_205), 22_050) });
    const provider = createOpenAITTSProvider({ baseUrl: server.baseUrl, model: "piper" });
    await expect(collectPcm(provider.forVoice("openai-nova"), "Hello.")).rejects.toThrow(
      /^openai: speech synthesis failed: the speech server answered 22050 Hz/,
    );
    server.answer({ audio: wav(ramp(2_400), 24_000) });
  });

  it.each([
    [401, /refused the API key; check OPENAI_API_KEY/],
    [403, /refused the API key/],
    [404, /no such model or endpoint; check OPENAI_TTS_MODEL/],
    [429, /rate limit or quota is used up/],
    [400, /rejected the request: 400 fake error 400/],
    [500, /failed \(500\)/],
  ])("reports HTTP %i as a ProviderError naming openai", async (status, expected) => {
    server.answer({ status });
    const provider = createOpenAITTSProvider({ baseUrl: server.baseUrl, model: "tts-1" });
    const failure = await collectPcm(provider.forVoice("openai-nova"), "Hi.").catch(
      (error: unknown) => error,
    );
    server.answer({ status: 200 });
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).provider).toBe("openai");
    expect((failure as ProviderError).message).toMatch(/^openai: /);
    expect((failure as ProviderError).message).toMatch(expected);
  });

  it("says to check OPENAI_BASE_URL when nothing answers there", async () => {
    const closed = await startSpeechServer();
    await closed.close();
    const provider = createOpenAITTSProvider({ baseUrl: closed.baseUrl, model: "tts-1" });
    await expect(collectPcm(provider.forVoice("openai-nova"), "Hi.")).rejects.toThrow(
      /^openai: could not reach the speech server; check OPENAI_BASE_URL/,
    );
  });

  it("offers OpenAI's voices under tree names, Birch (nova) first as the default", () => {
    const provider = createOpenAITTSProvider({ baseUrl: server.baseUrl, model: "tts-1" });
    const voices = provider.voices();
    expect(provider.name).toBe("openai");
    expect(provider.defaultVoiceId).toBe("openai-nova");
    expect(voices[0]).toMatchObject({ id: "openai-nova", name: "Birch", gender: "female" });
    expect(voices.map((voice) => voice.id).sort()).toEqual(
      ["alloy", "echo", "fable", "nova", "onyx", "shimmer"].map((name) => `openai-${name}`),
    );
    expect(new Set(voices.map((voice) => voice.name)).size).toBe(6);
    expect((provider.forVoice("en-US-Neural2-F") as OpenAITTS).voice).toBe("nova");
    expect((provider.forVoice("openai-shimmer") as OpenAITTS).voice).toBe("shimmer");
  });
});
