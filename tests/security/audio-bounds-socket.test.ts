/**
 * Crafted audio chunks on the voice socket, from a signed-in account: lying
 * WAV headers and Ogg/Opus whose few bytes stand for most of an hour. Each
 * chunk gets the socket's error message naming what is wrong, the session
 * goes on, and the server's memory (read from /proc around each case, at its
 * highest while the case runs) moves by less than 200 MB.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDIO_MESSAGES } from "../../src/shared";
import { VOICE_ERROR_CODES, VOICE_LIMITS } from "../../src/shared/voice-protocol";
import { craftWav, opusBomb, silentWav } from "../helpers/crafted-audio";
import { memoryAround } from "../helpers/process-memory";
import { type RunningServer, runServer } from "../helpers/running-server";
import { connectVoice, type VoiceClient } from "../helpers/voice-client";

const MEMORY_BUDGET_MB = 200;

let server: RunningServer;
let voice: VoiceClient;
let sequence = 0;

beforeAll(async () => {
  server = await runServer();
  const token = await server.signUp("socket-audio@example.com");
  voice = await connectVoice(server.url, { token, session_id: "voice_session_audio_bounds" });
  await voice.start("wav");
  // A muted browser's keepalive, so what is loaded on first use is not counted below.
  await expectTaken(silentWav(16_000, 2));
}, 120_000);

afterAll(async () => {
  voice?.socket.terminate();
  await server?.stop();
});

function sendChunk(bytes: Buffer, format: string) {
  expect(bytes.length).toBeLessThanOrEqual(VOICE_LIMITS.maxChunkBytes);
  voice.send({
    type: "audio_chunk",
    chunk_data: bytes.toString("base64"),
    chunk_sequence: sequence++,
    chunk_size_bytes: bytes.length,
    audio_format: format,
  });
}

/** A chunk the session takes: no error comes before the heartbeat sent after it. */
async function expectTaken(bytes: Buffer) {
  const from = voice.messages.length;
  sendChunk(bytes, "wav");
  await voice.heartbeat();
  expect(voice.messages.slice(from).filter((message) => message.type === "error")).toEqual([]);
}

/** Sends each chunk and waits for its error; checks the server's memory around them all. */
async function expectRefused(
  chunks: Buffer[],
  format: string,
  expected: (index: number) => { code: string; message: string },
) {
  const { result, peakMb, afterMb } = await memoryAround(server.pid, async () => {
    const errors = [];
    for (const chunk of chunks) {
      const from = voice.messages.length;
      sendChunk(chunk, format);
      errors.push(await voice.waitForType("error", { from, timeoutMs: 25_000 }));
    }
    return errors;
  });
  result.forEach((error, index) => {
    expect(error).toMatchObject(expected(index));
  });
  expect(peakMb).toBeLessThan(MEMORY_BUDGET_MB);
  expect(afterMb).toBeLessThan(MEMORY_BUDGET_MB);
  // The session goes on.
  await voice.heartbeat();
}

const unsupported = (message: string) => ({ code: VOICE_ERROR_CODES.unsupportedFormat, message });

describe("WAV chunks whose header the socket refuses", () => {
  it("a WAV chunk claiming 4.29 GHz", async () => {
    const wav = craftWav({ rate: 4_294_967_295, data: new Uint8Array(16_000) });
    await expectRefused([wav], "wav", () => unsupported(AUDIO_MESSAGES.sampleRate(4_294_967_295)));
  });

  it("a 64 KB WAV chunk at 1 Hz", async () => {
    const wav = craftWav({ rate: 1, data: new Uint8Array(VOICE_LIMITS.maxChunkBytes - 44) });
    await expectRefused([wav], "wav", () => unsupported(AUDIO_MESSAGES.sampleRate(1)));
  });

  it("forty WAV chunks at odd multi-MHz rates", async () => {
    const rates = Array.from({ length: 40 }, (_, index) => 40_000_003 + index * 1_000_037);
    const wavs = rates.map((rate) => craftWav({ rate, data: new Uint8Array(64) }));
    await expectRefused(wavs, "wav", (index) =>
      unsupported(AUDIO_MESSAGES.sampleRate(rates[index] ?? 0)),
    );
  });

  it("a WAV chunk claiming 100 channels", async () => {
    const wav = craftWav({ rate: 16_000, channels: 100, data: new Uint8Array(16_000) });
    await expectRefused([wav], "wav", () => unsupported(AUDIO_MESSAGES.channels(100)));
  });

  it("a WAV chunk whose data size lies", async () => {
    const wav = craftWav({ rate: 16_000, data: new Uint8Array(16_000), dataSize: 4_000_000 });
    await expectRefused([wav], "wav", () => ({
      code: VOICE_ERROR_CODES.audioDecode,
      message: AUDIO_MESSAGES.dataSize(4_000_000, 16_000),
    }));
  });
});

describe("chunks that stand for more sound than a chunk may hold", () => {
  it("Ogg/Opus chunks of two-byte packets, each most of an hour", async () => {
    const bomb = opusBomb(VOICE_LIMITS.maxChunkBytes);
    await expectRefused([bomb, bomb, bomb, bomb], "ogg", () => ({
      code: VOICE_ERROR_CODES.chunkTooLarge,
      message: AUDIO_MESSAGES.chunkTooLong(VOICE_LIMITS.maxChunkSeconds),
    }));
    // A keepalive after them is taken as ever.
    await expectTaken(silentWav(16_000, 2));
  });
});
