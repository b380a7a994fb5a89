import { describe, expect, it } from "vitest";
import { encodeWav } from "../../../../../src/server/ai/audio/wav";
import { AudioIntake } from "../../../../../src/server/voice/socket/audio-intake";
import { AUDIO_MESSAGES } from "../../../../../src/shared/audio";
import { VOICE_LIMITS } from "../../../../../src/shared/voice-protocol";
import { craftWav, opusBomb } from "../../../../helpers/crafted-audio";

const wav = (samples: number) =>
  encodeWav(new Int16Array(samples).fill(1000), 16_000).toString("base64");

describe("the voice socket's audio intake", () => {
  it("decodes a chunk, and plays a chunk sent twice once", () => {
    const intake = new AudioIntake();
    const chunk = { chunk_data: wav(3200), chunk_sequence: 0, audio_format: "wav" };
    const first = intake.take(chunk, false);
    expect("pcm" in first && first.pcm.length).toBe(3200);
    expect(intake.take(chunk, false)).toEqual({ skipped: true });
    intake.end();
  });

  it("refuses an oversized chunk by name and skips audio while muted", () => {
    const intake = new AudioIntake();
    const big = { chunk_data: Buffer.alloc(70_000).toString("base64") };
    expect(intake.take(big, false)).toEqual({
      fault: {
        code: "CHUNK_TOO_LARGE",
        message: "Audio chunk too large: 70000 bytes (at most 65536)",
      },
    });
    expect(intake.take({ chunk_data: wav(320), audio_format: "wav" }, true)).toEqual({
      skipped: true,
    });
    intake.end();
  });

  it("tells a broken stream once and waits for the next recording's header", () => {
    const intake = new AudioIntake();
    const garbage = { chunk_data: Buffer.from("not webm at all").toString("base64") };
    const first = intake.take(garbage, false);
    expect("fault" in first && first.fault.code).toBe("AUDIO_DECODE_ERROR");
    expect(intake.take(garbage, false)).toEqual({ skipped: true });
    intake.end();
  });
});

describe("the intake's bounds", () => {
  it("refuses a WAV header out of bounds as an unsupported format, and goes on", () => {
    const intake = new AudioIntake();
    const lying = craftWav({ rate: 4_294_967_295, data: new Uint8Array(64) });
    expect(
      intake.take({ chunk_data: lying.toString("base64"), audio_format: "wav" }, false),
    ).toEqual({
      fault: { code: "UNSUPPORTED_FORMAT", message: AUDIO_MESSAGES.sampleRate(4_294_967_295) },
    });
    const next = intake.take({ chunk_data: wav(320), audio_format: "wav" }, false);
    expect("pcm" in next && next.pcm.length).toBe(320);
    intake.end();
  });

  it("refuses a chunk that holds more sound than a chunk may", () => {
    const intake = new AudioIntake();
    const bomb = { chunk_data: opusBomb(VOICE_LIMITS.maxChunkBytes).toString("base64") };
    intake.format = "ogg";
    expect(intake.take(bomb, false)).toEqual({
      fault: {
        code: "CHUNK_TOO_LARGE",
        message: AUDIO_MESSAGES.chunkTooLong(VOICE_LIMITS.maxChunkSeconds),
      },
    });
    intake.end();
  });
});
