import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rms } from "../../../../../src/server/ai/audio/frames";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../../helpers/test-instance";

/** Decodes with ffmpeg, an independent decoder, to check the preview really plays. */
function decodeMp3(mp3: Buffer): Promise<Int16Array> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      "ffmpeg",
      ["-hide_banner", "-loglevel", "error", "-f", "mp3", "-i", "pipe:0"].concat([
        "-f",
        "s16le",
        "-ac",
        "1",
        "-ar",
        "16000",
        "pipe:1",
      ]),
    );
    const out: Buffer[] = [];
    child.stdout.on("data", (data: Buffer) => out.push(data));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`ffmpeg exited with ${code}`));
      const pcm = Buffer.concat(out);
      resolve(new Int16Array(pcm.buffer, pcm.byteOffset, pcm.byteLength / 2));
    });
    child.stdin.end(mp3);
  });
}

describe.each(DIALECTS)("voice preview (%s)", (dialect) => {
  let t: TestInstance;
  let ann: TestUser;

  beforeAll(async () => {
    t = await getTestInstance(dialect, { RATE_LIMIT_PREVIEW_MAX: "4" });
    ann = await t.signUp();
  });
  afterAll(() => t.close());

  it("speaks a sample sentence in the chosen voice as base64 mp3 that plays", async () => {
    const { voices } = await t.trpc(ann.token).voicePreference.availableVoices.query();
    const [birch, other] = voices;
    if (!birch || !other) throw new Error("the catalogue needs two voices");
    const first = await t.request(
      "POST",
      "/api/v1/voice/preview",
      { voice_id: birch.id },
      ann.token,
    );
    expect(first.status).toBe(200);
    expect(first.body.audio_format).toBe("mp3");
    expect(first.body.voice_id).toBe(birch.id);
    const pcm = await decodeMp3(Buffer.from(first.body.audio_content, "base64"));
    const seconds = pcm.length / 16_000;
    expect(seconds).toBeGreaterThan(2);
    expect(seconds).toBeLessThan(12);
    expect(rms(pcm)).toBeGreaterThan(0.01);

    const second = await t.trpc(ann.token).voice.preview.mutate({ voice_id: other.id });
    expect(second.audio_content).not.toBe(first.body.audio_content);
  });

  it("refuses unknown or missing voices and callers without a token", async () => {
    const unknown = await t.request(
      "POST",
      "/api/v1/voice/preview",
      { voice_id: "nope" },
      ann.token,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toBe("Unknown voice");
    const missing = await t.request("POST", "/api/v1/voice/preview", {}, ann.token);
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe("voice_id: Required");
    const anonymous = await t.request("POST", "/api/v1/voice/preview", { voice_id: "local-slt" });
    expect(anonymous.status).toBe(401);
  });

  it("limits previews per user", async () => {
    const bob = await t.signUp();
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 5; i++) {
      const response = await t.request(
        "POST",
        "/api/v1/voice/preview",
        { voice_id: "local-slt" },
        bob.token,
      );
      statuses.push(response.status);
      retryAfter = response.headers.get("retry-after");
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    const carol = await t.signUp();
    const other = await t.request(
      "POST",
      "/api/v1/voice/preview",
      { voice_id: "local-slt" },
      carol.token,
    );
    expect(other.status).toBe(200);
  });
});
