/**
 * Crafted audio sent to the extension's dictation, as anyone can without an
 * account (a self-chosen installation id is enough): lying WAV headers and
 * tiny files that stand for hours of sound. Each is refused with a 400 that
 * says what is wrong, and the server's memory (read from /proc around each
 * case, at its highest while the case runs) moves by less than 200 MB.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDIO_MESSAGES, EXTENSION_MESSAGES, INSTALLATION_HEADER } from "../../src/shared";
import { craftWav, losslessSilence, opusBomb, silentWav } from "../helpers/crafted-audio";
import { memoryAround } from "../helpers/process-memory";
import { type RunningServer, runServer } from "../helpers/running-server";

const MEMORY_BUDGET_MB = 200;
/** The largest audio a dictation body takes: 1,000,000 base64 characters. */
const MAX_UPLOAD_BYTES = 740_000;

let server: RunningServer;

beforeAll(async () => {
  server = await runServer({
    RATE_LIMIT_EXTENSION_ANON_MAX: "10000",
    RATE_LIMIT_EXTENSION_IP_MAX: "10000",
    RATE_LIMIT_EXTENSION_ANON_AUDIO_SECONDS: "100000",
    RATE_LIMIT_EXTENSION_IP_AUDIO_SECONDS: "100000",
  });
  // Every path once with good audio, so what is loaded on first use is not counted below.
  expect((await dictate(silentWav(16_000, 1), "wav")).body.detail).toBe(
    EXTENSION_MESSAGES.noSpeech,
  );
  const mp4 = await losslessSilence("alac-mp4", 1);
  expect((await dictate(mp4, "mp4")).body.detail).toBe(EXTENSION_MESSAGES.noSpeech);
}, 120_000);

afterAll(() => server?.stop());

async function dictate(audio: Buffer, format: string) {
  const response = await fetch(`${server.url}/api/v1/extension/dictate`, {
    method: "POST",
    headers: { "content-type": "application/json", [INSTALLATION_HEADER]: randomUUID() },
    body: JSON.stringify({ audio: audio.toString("base64"), audio_format: format, mode: "reply" }),
    signal: AbortSignal.timeout(25_000),
  });
  return { status: response.status, body: await response.json() };
}

/** Sends each recording in turn, and checks the answers and the server's memory around them all. */
async function expectRefused(
  recordings: Buffer[],
  format: string,
  words: (index: number) => string,
) {
  const { result, peakMb, afterMb } = await memoryAround(server.pid, async () => {
    const answers = [];
    for (const audio of recordings) answers.push(await dictate(audio, format));
    return answers;
  });
  result.forEach((answer, index) => {
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ detail: words(index), message: words(index) });
  });
  expect(peakMb).toBeLessThan(MEMORY_BUDGET_MB);
  expect(afterMb).toBeLessThan(MEMORY_BUDGET_MB);
}

describe("a WAV header the server refuses before decoding", () => {
  const HIGHEST = 4_294_967_295;

  it("a 16 KB WAV claiming 4.29 GHz", async () => {
    const wav = craftWav({ rate: HIGHEST, data: new Uint8Array(16_000) });
    await expectRefused([wav], "wav", () => AUDIO_MESSAGES.sampleRate(HIGHEST));
  });

  it("a 44-byte WAV claiming 4,294,967,295 Hz", async () => {
    const wav = craftWav({ rate: HIGHEST });
    expect(wav.length).toBe(44);
    await expectRefused([wav], "audio/wav", () => AUDIO_MESSAGES.sampleRate(HIGHEST));
  });

  it("a 1 Hz WAV", async () => {
    await expectRefused([craftWav({ rate: 1, data: new Uint8Array(16_000) })], "wav", () =>
      AUDIO_MESSAGES.sampleRate(1),
    );
  });

  it("forty WAVs at odd multi-MHz rates", async () => {
    const rates = Array.from({ length: 40 }, (_, index) => 40_000_003 + index * 1_000_037);
    const wavs = rates.map((rate) => craftWav({ rate, data: new Uint8Array(64) }));
    await expectRefused(wavs, "wav", (index) => AUDIO_MESSAGES.sampleRate(rates[index] ?? 0));
  });

  it("a WAV claiming 100 channels", async () => {
    const wav = craftWav({ rate: 16_000, channels: 100, data: new Uint8Array(16_000) });
    await expectRefused([wav], "wav", () => AUDIO_MESSAGES.channels(100));
  });

  it("a WAV whose data size lies", async () => {
    const wav = craftWav({ rate: 16_000, data: new Uint8Array(16_000), dataSize: 4_000_000 });
    await expectRefused([wav], "wav", () => AUDIO_MESSAGES.dataSize(4_000_000, 16_000));
  });

  it("a WAV whose block align lies", async () => {
    const wav = craftWav({ rate: 16_000, blockAlign: 7, data: new Uint8Array(16_000) });
    await expectRefused([wav], "wav", () => AUDIO_MESSAGES.blockAlign(7, 1, 16));
  });
});

describe("a recording refused once decoding passes 60 seconds", () => {
  it("100 minutes of ALAC silence in a small mp4", async () => {
    const mp4 = await losslessSilence("alac-mp4", 6_000);
    expect(mp4.length).toBeLessThan(MAX_UPLOAD_BYTES);
    await expectRefused([mp4], "mp4", () => EXTENSION_MESSAGES.audioTooLong);
  });

  it("100 minutes of FLAC silence in a small Ogg file", async () => {
    const ogg = await losslessSilence("flac-ogg", 6_000);
    expect(ogg.length).toBeLessThan(MAX_UPLOAD_BYTES);
    await expectRefused([ogg], "ogg", () => EXTENSION_MESSAGES.audioTooLong);
  });

  it("hours of Opus in Ogg, two bytes a packet", async () => {
    await expectRefused([opusBomb(MAX_UPLOAD_BYTES)], "ogg", () => EXTENSION_MESSAGES.audioTooLong);
  });
});

describe("the same refusal over tRPC", () => {
  it("names the sample rate in the error", async () => {
    const wav = craftWav({ rate: 4_294_967_295, data: new Uint8Array(16_000) });
    const { result, peakMb } = await memoryAround(server.pid, () =>
      fetch(`${server.url}/trpc/extension.dictate`, {
        method: "POST",
        headers: { "content-type": "application/json", [INSTALLATION_HEADER]: randomUUID() },
        body: JSON.stringify({ audio: wav.toString("base64"), audio_format: "wav", mode: "reply" }),
        signal: AbortSignal.timeout(25_000),
      }),
    );
    expect(result.status).toBe(400);
    const body = await result.json();
    expect(body.error.message).toBe(AUDIO_MESSAGES.sampleRate(4_294_967_295));
    expect(peakMb).toBeLessThan(MEMORY_BUDGET_MB);
  });
});
