import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  AudioRefusedError,
  AudioTooLongError,
} from "../../../../../src/server/ai/audio/decode-errors";
import { decodeWithFfmpeg } from "../../../../../src/server/ai/audio/ffmpeg-decoder";
import { AUDIO_MESSAGES } from "../../../../../src/shared/audio";
import { losslessSilence } from "../../../../helpers/crafted-audio";

/**
 * Stand-ins for an ffmpeg that misbehaves: one that never ends and one that
 * never stops writing. Each notes its pid, so the test can see it is gone
 * (killed and reaped, not left a zombie).
 */
const dir = mkdtempSync(join(tmpdir(), "verba-ffmpeg-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function standIn(name: string, body: string) {
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\necho $$ > ${path}.pid\n${body}\n`, { mode: 0o755 });
  return { path, pid: () => Number(readFileSync(`${path}.pid`, "utf8").trim()) };
}

const limits = { rate: 16_000, maxSeconds: 60, timeoutMs: 20_000 };

/** Whether a process is still there (running, or a zombie nobody reaped). */
function exists(pid: number) {
  return existsSync(`/proc/${pid}`);
}

describe("ffmpeg under limits", () => {
  it("kills an ffmpeg that takes longer than its time, and answers once it is gone", async () => {
    const hang = standIn("hang", "exec sleep 600");
    const decoding = decodeWithFfmpeg(new Uint8Array(1000), "mp4", {
      ...limits,
      ffmpegPath: hang.path,
      timeoutMs: 500,
    });
    await expect(decoding).rejects.toThrow(
      new AudioRefusedError(AUDIO_MESSAGES.decodeTimedOut(0.5)),
    );
    expect(exists(hang.pid())).toBe(false);
  });

  it("kills an ffmpeg whose output passes the length, without keeping it", async () => {
    const flood = standIn("flood", "exec cat /dev/zero");
    const decoding = decodeWithFfmpeg(new Uint8Array(1000), "mp4", {
      ...limits,
      ffmpegPath: flood.path,
    });
    await expect(decoding).rejects.toThrow(new AudioTooLongError(AUDIO_MESSAGES.tooLong(60)));
    expect(exists(flood.pid())).toBe(false);
  });

  it("survives an ffmpeg that exits without reading its input", async () => {
    const quit = standIn("quit", "exit 1");
    const decoding = decodeWithFfmpeg(new Uint8Array(4_000_000), "mp4", {
      ...limits,
      ffmpegPath: quit.path,
    });
    await expect(decoding).rejects.toThrow("The audio could not be decoded");
  });

  it("stops the real ffmpeg on an hour of ALAC silence a second past the limit", async () => {
    const mp4 = await losslessSilence("alac-mp4", 3_600);
    await expect(
      decodeWithFfmpeg(mp4, "mp4", { ...limits, ffmpegPath: "ffmpeg", maxSeconds: 5 }),
    ).rejects.toThrow(new AudioTooLongError(AUDIO_MESSAGES.tooLong(5)));
    const pcm = await decodeWithFfmpeg(await losslessSilence("alac-mp4", 5), "mp4", {
      ...limits,
      ffmpegPath: "ffmpeg",
      maxSeconds: 5,
    });
    expect(pcm.length).toBe(5 * 16_000);
  });
});
