import { getEventListeners, once } from "node:events";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { stt } from "@livekit/agents";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAgentsRuntime } from "../../../../../src/server/ai/agents-runtime";
import { createOpenAISTTProvider, OpenAISTT } from "../../../../../src/server/ai/stt/openai-stt";
import { ProviderError } from "../../../../../src/server/ai/types";
import { bytesOf, collect, toneFrame, typesOf, waitFor } from "../../../../helpers/stt-stream";

ensureAgentsRuntime();

interface Transcription {
  path: string;
  headers: IncomingHttpHeaders;
  form: FormData;
}

/** An OpenAI-compatible transcription server on 127.0.0.1 that records each request. */
class FakeTranscriptionServer {
  readonly requests: Transcription[] = [];
  answer: { status: number; body: unknown } = { status: 200, body: { text: "Hello world." } };
  /** How long each answer is held back, and how many requests are held now. */
  delayMs = 0;
  pending = 0;
  readonly #server: Server;

  constructor() {
    this.#server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      // undici parses the multipart body the way any server framework would.
      const request = new Request(`http://127.0.0.1${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks),
      });
      const form = await request.formData();
      // The answer set when the request arrived: a test may set the next one as soon as it sees this.
      const answer = this.answer;
      this.requests.push({ path: req.url ?? "", headers: req.headers, form });
      this.pending += 1;
      await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      this.pending -= 1;
      if (res.destroyed) return;
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(JSON.stringify(answer.body));
    });
  }

  async start() {
    this.#server.listen(0, "127.0.0.1");
    await once(this.#server, "listening");
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/v1`;
  }

  close() {
    this.#server.close();
  }
}

describe("OpenAI-compatible transcription", () => {
  const server = new FakeTranscriptionServer();
  let baseUrl = "";
  const engine = () => new OpenAISTT({ baseUrl, apiKey: "test-key", model: "whisper-1" });

  beforeAll(async () => {
    baseUrl = await server.start();
  });
  afterAll(() => server.close());

  it("posts the audio as a 16 kHz WAV file with the model to /audio/transcriptions", async () => {
    server.answer = { status: 200, body: { text: " Hello world. " } };
    const frames = [toneFrame(0), toneFrame(1)];
    const event = await engine().recognize(frames);
    expect(event.type).toBe(stt.SpeechEventType.FINAL_TRANSCRIPT);
    expect(event.alternatives?.[0]).toMatchObject({ text: "Hello world.", language: "en" });

    const request = server.requests.at(-1);
    expect(request?.path).toBe("/v1/audio/transcriptions");
    expect(request?.headers.authorization).toBe("Bearer test-key");
    expect(request?.form.get("model")).toBe("whisper-1");
    expect(request?.form.get("language")).toBe("en");
    expect(request?.form.get("response_format")).toBe("json");
    const file = request?.form.get("file") as File;
    expect(file.name).toBe("audio.wav");
    expect(file.type).toBe("audio/wav");
    const wav = Buffer.from(await file.arrayBuffer());
    expect(wav.toString("latin1", 0, 4)).toBe("RIFF");
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(16000);
    expect(wav.subarray(44)).toEqual(Buffer.concat(frames.map(bytesOf)));
  });

  it("gives a person's dictionary as the prompt, and no prompt without one", async () => {
    server.answer = { status: 200, body: { text: "Tomasz" } };
    await engine()
      .withPhrases(["Tomasz", "SharePoint"])
      .recognize([toneFrame(0)]);
    expect(server.requests.at(-1)?.form.get("prompt")).toBe("Tomasz, SharePoint.");
    await engine().recognize([toneFrame(0)]);
    expect(server.requests.at(-1)?.form.get("prompt")).toBeNull();
  });

  it("brings other sample rates to 16 kHz first", async () => {
    await engine().recognize([toneFrame(0, 48_000), toneFrame(1, 48_000)]);
    const file = server.requests.at(-1)?.form.get("file") as File;
    const wav = Buffer.from(await file.arrayBuffer());
    expect(wav.readUInt32LE(24)).toBe(16000);
    expect((wav.length - 44) / 2).toBe(640);
  });

  it("maps HTTP failures and an unreachable server to ProviderError naming openai", async () => {
    const cases: [number, RegExp][] = [
      [401, /^openai: the transcription server refused the API key/],
      [404, /^openai: the transcription server has no such model or endpoint/],
      [429, /^openai: the transcription server's rate limit or quota is used up/],
      [500, /^openai: the transcription server failed \(500\)/],
      [400, /^openai: the transcription server rejected the audio: 400 Invalid file format/],
    ];
    for (const [status, message] of cases) {
      server.answer = {
        status,
        body: { error: { message: "Invalid file format.", type: "invalid_request_error" } },
      };
      const failure = engine().recognize([toneFrame(0)]);
      await expect(failure).rejects.toBeInstanceOf(ProviderError);
      await expect(failure).rejects.toThrow(message);
    }
    const closed = createServer();
    closed.listen(0, "127.0.0.1");
    await once(closed, "listening");
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    const unreachable = new OpenAISTT({
      baseUrl: `http://127.0.0.1:${port}/v1`,
      model: "whisper-1",
    });
    await expect(unreachable.recognize([toneFrame(0)])).rejects.toThrow(
      /^openai: could not reach the transcription server/,
    );
  });

  it("declares no streaming; its own stream transcribes on flush and at the end of input", async () => {
    const instance = engine();
    expect(instance.capabilities).toMatchObject({ streaming: false, interimResults: false });
    const before = server.requests.length;
    const stream = instance.stream();
    server.answer = { status: 200, body: { text: "First." } };
    for (let i = 0; i < 5; i += 1) stream.pushFrame(toneFrame(i));
    stream.flush();
    await waitFor(() => server.requests.length === before + 1);
    server.answer = { status: 200, body: { text: "Second." } };
    for (let i = 5; i < 8; i += 1) stream.pushFrame(toneFrame(i));
    stream.endInput();
    const events = await collect(stream);
    expect(typesOf(events)).toEqual([
      "START_OF_SPEECH",
      "FINAL_TRANSCRIPT",
      "END_OF_SPEECH",
      "START_OF_SPEECH",
      "FINAL_TRANSCRIPT",
      "END_OF_SPEECH",
    ]);
    expect(events.map((event) => event.alternatives?.[0]?.text).filter(Boolean)).toEqual([
      "First.",
      "Second.",
    ]);
    const sizes = server.requests.slice(before).map(async (request) => {
      const file = request.form.get("file") as File;
      return (file.size - 44) / 2 / 320;
    });
    expect(await Promise.all(sizes)).toEqual([5, 3]);
  });

  it("drops an utterance the server heard nothing in", async () => {
    server.answer = { status: 200, body: { text: "" } };
    const stream = engine().stream();
    stream.pushFrame(toneFrame(0));
    stream.endInput();
    expect(await collect(stream)).toEqual([]);
    expect(createOpenAISTTProvider({ baseUrl, model: "whisper-1" }).name).toBe("openai");
  });

  it("lets go of a session's abort signal after each utterance", async () => {
    server.answer = { status: 200, body: { text: "Hello." } };
    const session = new AbortController();
    const recognizer = engine();
    for (let utterance = 0; utterance < 12; utterance += 1) {
      await recognizer.recognize([toneFrame(utterance)], session.signal);
    }
    // One listener kept per utterance would grow for as long as the session lasts.
    expect(getEventListeners(session.signal, "abort")).toEqual([]);
  });

  it("still stops a request when the session's signal aborts", async () => {
    const session = new AbortController();
    server.delayMs = 5_000;
    const request = engine().recognize([toneFrame(0)], session.signal);
    await waitFor(() => server.pending > 0);
    session.abort();
    await expect(request).rejects.toThrow();
    server.delayMs = 0;
  });
});
