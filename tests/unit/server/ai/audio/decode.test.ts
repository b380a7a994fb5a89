import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import {
  AudioDecodeError,
  AudioTooLongError,
  audioFormat,
  createStreamingDecoder,
  decodeToPcm16k,
  opensWebmRecording,
  UnsupportedAudioError,
} from "../../../../../src/server/ai/audio/decode";
import { moovFirst } from "../../../../../src/server/ai/audio/mp4-faststart";
import { OpusDecoder } from "../../../../../src/server/ai/audio/opus-decoder";
import { AUDIO_MESSAGES } from "../../../../../src/shared/audio";
import { opusBomb } from "../../../../helpers/crafted-audio";
import {
  concatPcm,
  encodeOggOpus,
  encodeWebmOpus,
  ffmpeg,
  SAMPLE_RATE,
  speak,
} from "../../../../helpers/speech";

const PHRASE = "please send the report to the client tomorrow";
const seconds = (pcm: Int16Array) => pcm.length / SAMPLE_RATE;

function rms(pcm: Int16Array) {
  let sum = 0;
  for (const sample of pcm) sum += sample * sample;
  return Math.sqrt(sum / Math.max(1, pcm.length)) / 32768;
}

/**
 * Normalized cross-correlation of two signals at the best lag within ±10 ms:
 * near 1 when the decoded audio is the original waveform.
 */
function similarity(a: Int16Array, b: Int16Array) {
  let best = 0;
  for (let lag = -160; lag <= 160; lag += 1) {
    let dot = 0;
    let aa = 0;
    let bb = 0;
    for (let i = Math.max(0, -lag); i < a.length && i + lag < b.length; i += 1) {
      const x = a[i] ?? 0;
      const y = b[i + lag] ?? 0;
      dot += x * y;
      aa += x * x;
      bb += y * y;
    }
    best = Math.max(best, dot / Math.sqrt(aa * bb || 1));
  }
  return best;
}

/** An EBML element header: ID (marker kept) and size (marker dropped) at `at`. */
function elementAt(bytes: Buffer, at: number) {
  const idLength = Math.clz32(bytes[at] ?? 0) - 23;
  const sizeAt = at + idLength;
  const sizeLength = Math.clz32(bytes[sizeAt] ?? 0) - 23;
  let size = (bytes[sizeAt] ?? 0) & (0xff >> sizeLength);
  for (let i = 1; i < sizeLength; i += 1) size = size * 256 + (bytes[sizeAt + i] ?? 0);
  return { id: bytes.readUIntBE(at, idLength), body: sizeAt + sizeLength, size };
}

/**
 * ffmpeg's WebM with every Cluster's size replaced by "unknown", as Chrome's
 * MediaRecorder writes it (it cannot know a cluster's size when it starts
 * sending it).
 */
function asMediaRecorderStream(webm: Buffer) {
  const header = elementAt(webm, 0);
  const segment = elementAt(webm, header.body + header.size);
  const parts = [webm.subarray(0, segment.body)];
  for (let at = segment.body; at < webm.length; ) {
    const child = elementAt(webm, at);
    if (child.id === 0x1f43b675) {
      parts.push(Buffer.from([0x1f, 0x43, 0xb6, 0x75, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]));
      parts.push(Buffer.from([0xff]), webm.subarray(child.body, child.body + child.size));
    } else {
      parts.push(webm.subarray(at, child.body + child.size));
    }
    at = child.body + child.size;
  }
  return Buffer.concat(parts);
}

/** Feeds `bytes` to a streaming decoder in pieces of `size`, keeping each piece's output. */
function decodeInPieces(format: string, bytes: Buffer, size: number) {
  const decoder = createStreamingDecoder(format);
  const outputs: Int16Array[] = [];
  try {
    for (let at = 0; at < bytes.length; at += size) {
      outputs.push(decoder.push(bytes.subarray(at, at + size)));
    }
  } finally {
    decoder.end();
  }
  return outputs;
}

let speech: Int16Array;
let webm: Buffer;
let ogg: Buffer;

beforeAll(async () => {
  speech = await speak(PHRASE);
  [webm, ogg] = await Promise.all([encodeWebmOpus(speech), encodeOggOpus(speech)]);
});

describe("formats", () => {
  it("reads names and MIME types, parameters aside", () => {
    expect(audioFormat("audio/webm;codecs=opus")).toBe("webm");
    expect(audioFormat("video/webm")).toBe("webm");
    expect(audioFormat("audio/ogg; codecs=opus")).toBe("ogg");
    expect(audioFormat("audio/x-wav")).toBe("wav");
    expect(audioFormat("audio/mp4")).toBe("mp4");
    expect(audioFormat("PCM16")).toBe("pcm16");
  });

  it("turns away other formats by name", async () => {
    await expect(decodeToPcm16k(webm, "audio/flac")).rejects.toThrow(
      new AudioDecodeError("Unsupported audio format: audio/flac"),
    );
    expect(() => createStreamingDecoder("mp4")).toThrow(/^Unsupported audio format: mp4/);
  });
});

describe("webm/opus", () => {
  it("decodes to 16 kHz PCM of the recording's length that is the same waveform", async () => {
    const pcm = await decodeToPcm16k(webm, "audio/webm;codecs=opus");
    // Opus adds at most one 20 ms packet of padding at the end.
    expect(Math.abs(seconds(pcm) - seconds(speech))).toBeLessThan(0.03);
    expect(rms(pcm)).toBeGreaterThan(0.05);
    expect(similarity(speech, pcm)).toBeGreaterThan(0.95);
  });

  it("decodes a stream fed in 200 ms pieces to the same samples, as they arrive", async () => {
    const whole = await decodeToPcm16k(webm, "webm");
    // 24 kb/s is 600 bytes per 200 ms; the cuts fall anywhere, mid-element included.
    const outputs = decodeInPieces("webm", webm, 600);
    expect(concatPcm(...outputs)).toEqual(whole);
    const firstHalf = concatPcm(...outputs.slice(0, Math.ceil(outputs.length / 2)));
    expect(seconds(firstHalf)).toBeGreaterThan(seconds(whole) * 0.35);
  });

  it("reads MediaRecorder's unknown-size clusters, and a new recording on the same stream", async () => {
    const live = asMediaRecorderStream(webm);
    const whole = await decodeToPcm16k(webm, "webm");
    expect(concatPcm(...decodeInPieces("webm", live, 512))).toEqual(whole);

    expect(concatPcm(...decodeInPieces("webm", Buffer.concat([live, live]), 512))).toEqual(
      concatPcm(whole, whole),
    );
  });

  it("keeps decoding while hundreds of other decoders exist", () => {
    const first = createStreamingDecoder("webm");
    const head = first.push(webm.subarray(0, 2000));
    const others = Array.from({ length: 300 }, () => new OpusDecoder());
    try {
      const rest = first.push(webm.subarray(2000));
      expect(similarity(speech, concatPcm(head, rest))).toBeGreaterThan(0.95);
    } finally {
      first.end();
      for (const decoder of others) decoder.free();
    }
  });

  it("hands WebM with another codec to ffmpeg", async () => {
    const vorbis = await ffmpeg(speech, ["-c:a", "libvorbis", "-f", "webm", "pipe:1"]);
    const pcm = await decodeToPcm16k(vorbis, "audio/webm");
    expect(Math.abs(seconds(pcm) - seconds(speech))).toBeLessThan(0.05);
    expect(similarity(speech, pcm)).toBeGreaterThan(0.9);
    await expect(
      decodeToPcm16k(vorbis, "webm", { ffmpegPath: "/nonexistent/ffmpeg" }),
    ).rejects.toThrow("Decoding webm (vorbis) audio needs ffmpeg, which is not installed");
    expect(() => decodeInPieces("webm", vorbis, 600)).toThrow(
      "Unsupported audio format: webm (vorbis)",
    );
  });
});

describe("a live webm stream", () => {
  it("starts afresh at a new recording's header, even after one cut off mid-block", async () => {
    const whole = await decodeToPcm16k(webm, "webm");
    const decoder = createStreamingDecoder("webm");
    // The first recording loses its last piece, as when a browser mutes mid-chunk.
    decoder.push(webm.subarray(0, Math.floor(webm.length * 0.8)));
    expect(opensWebmRecording(webm)).toBe(true);
    expect(opensWebmRecording(webm.subarray(100))).toBe(false);
    const next = decoder.push(webm);
    decoder.end();
    expect(next).toEqual(whole);
  });
});

describe("ogg/opus", () => {
  it("decodes whole and in pieces to the same waveform", async () => {
    const pcm = await decodeToPcm16k(ogg, "audio/ogg;codecs=opus");
    expect(Math.abs(seconds(pcm) - seconds(speech))).toBeLessThan(0.03);
    expect(similarity(speech, pcm)).toBeGreaterThan(0.95);
    expect(concatPcm(...decodeInPieces("ogg", ogg, 333))).toEqual(pcm);
  });
});

describe("wav", () => {
  it("passes 16 kHz mono 16-bit samples through unchanged", async () => {
    const wav = await ffmpeg(speech, ["-f", "wav", "pipe:1"]);
    expect(await decodeToPcm16k(wav, "audio/wav")).toEqual(speech);
  });

  it("brings 48 kHz stereo and 44.1 kHz float down to 16 kHz mono", async () => {
    for (const args of [
      ["-ar", "48000", "-ac", "2", "-c:a", "pcm_s16le"],
      ["-ar", "44100", "-c:a", "pcm_f32le"],
      ["-ar", "8000", "-c:a", "pcm_s24le"],
    ]) {
      const wav = await ffmpeg(speech, [...args, "-f", "wav", "pipe:1"]);
      const pcm = await decodeToPcm16k(wav, "wav");
      expect(Math.abs(seconds(pcm) - seconds(speech))).toBeLessThan(0.01);
      // 8 kHz keeps only the band below 4 kHz, most but not all of the speech.
      expect(similarity(speech, pcm)).toBeGreaterThan(args.includes("8000") ? 0.85 : 0.99);
    }
  });
});

describe("mp4", () => {
  it("decodes fragmented mp4 (what MediaRecorder writes) through ffmpeg", async () => {
    const mp4 = await ffmpeg(speech, [
      ...["-c:a", "aac", "-b:a", "32k", "-f", "mp4", "-movflags", "frag_keyframe+empty_moov"],
      "pipe:1",
    ]);
    const pcm = await decodeToPcm16k(mp4, "audio/mp4");
    // AAC primes with 1,024 samples and pads its last frame.
    expect(Math.abs(seconds(pcm) - seconds(speech))).toBeLessThan(0.15);
    expect(rms(pcm)).toBeGreaterThan(0.05);
  });

  it("moves the index of a file-style mp4 in front of the audio, offsets and all", async () => {
    const file = readFileSync(
      new URL("../../../../fixtures/hello-world-moov-last.m4a", import.meta.url),
    );
    const moved = moovFirst(file);
    expect(moved.indexOf("moov")).toBeLessThan(moved.indexOf("mdat"));
    expect(moved.length).toBe(file.length);
    // This file is small enough for ffmpeg to read either way: both must give the same audio.
    const [before, after] = await Promise.all([
      decodeToPcm16k(file, "mp4"),
      decodeToPcm16k(moved, "mp4"),
    ]);
    expect(after).toEqual(before);
    expect(rms(after)).toBeGreaterThan(0.05);
  });

  it("says ffmpeg is missing when it is", async () => {
    await expect(
      decodeToPcm16k(webm, "mp4", { ffmpegPath: "/nonexistent/ffmpeg" }),
    ).rejects.toThrow("Decoding mp4 audio needs ffmpeg, which is not installed on this server");
  });
});

describe("pcm16", () => {
  it("carries a sample cut between pieces over to the next", () => {
    const bytes = Buffer.from(speech.buffer, speech.byteOffset, speech.byteLength);
    expect(concatPcm(...decodeInPieces("pcm16", bytes, 6401))).toEqual(speech);
  });
});

describe("corrupt input", () => {
  const noise = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919 + 13) % 251));
  const couldNot = "The audio could not be decoded";

  it("fails with a plain message for every format", async () => {
    for (const format of ["webm", "ogg", "wav", "mp4"]) {
      await expect(decodeToPcm16k(noise, format)).rejects.toThrow(couldNot);
    }
    await expect(decodeToPcm16k(Buffer.from([1, 2, 3]), "pcm16")).rejects.toThrow(couldNot);
  });

  it("fails on a recording cut off inside its header", async () => {
    await expect(decodeToPcm16k(webm.subarray(0, 60), "webm")).rejects.toThrow(couldNot);
    await expect(decodeToPcm16k(ogg.subarray(0, 40), "ogg")).rejects.toThrow(couldNot);
  });

  it("ends a stream that turns to garbage, and refuses more", () => {
    const decoder = createStreamingDecoder("webm");
    decoder.push(webm.subarray(0, 1000));
    expect(() => decoder.push(Buffer.alloc(64, 0))).toThrow(couldNot);
    expect(() => decoder.push(webm.subarray(1000))).toThrow("The audio stream has already ended");
  });
});

describe("bounds", () => {
  /** The same Ogg/Opus with one header field of its OpusHead changed (the page CRC is not checked). */
  function withOpusHead(field: "channels" | "rate", value: number) {
    const copy = Buffer.from(ogg);
    const head = copy.indexOf("OpusHead");
    if (field === "channels") copy.writeUInt8(value, head + 9);
    else copy.writeUInt32LE(value, head + 12);
    return copy;
  }

  it("refuses an Opus header's channel count or input rate out of bounds", async () => {
    await expect(decodeToPcm16k(withOpusHead("channels", 0), "ogg")).rejects.toThrow(
      new UnsupportedAudioError(AUDIO_MESSAGES.channels(0)),
    );
    await expect(decodeToPcm16k(withOpusHead("channels", 200), "ogg")).rejects.toThrow(
      AUDIO_MESSAGES.channels(200),
    );
    await expect(decodeToPcm16k(withOpusHead("rate", 4_294_967_295), "ogg")).rejects.toThrow(
      AUDIO_MESSAGES.sampleRate(4_294_967_295),
    );
  });

  it("refuses a WebM track's sampling frequency out of bounds", async () => {
    const copy = Buffer.from(webm);
    // SamplingFrequency (0xB5), an 8-byte float, in the track's Audio element (0xE1).
    const at = copy.indexOf(Buffer.from([0xb5, 0x88]));
    expect(at).toBeGreaterThan(0);
    copy.writeDoubleBE(4.2e9, at + 2);
    await expect(decodeToPcm16k(copy, "webm")).rejects.toThrow(AUDIO_MESSAGES.sampleRate(4.2e9));
  });

  it("stops decoding a recording as soon as it passes its length", async () => {
    await expect(decodeToPcm16k(webm, "webm", { maxSeconds: 1 })).rejects.toThrow(
      new AudioTooLongError(AUDIO_MESSAGES.tooLong(1)),
    );
    await expect(decodeToPcm16k(opusBomb(700_000), "ogg")).rejects.toThrow(AudioTooLongError);
    const pcm = Buffer.alloc(16_000 * 2 * 3);
    await expect(decodeToPcm16k(pcm, "pcm16", { maxSeconds: 2 })).rejects.toThrow(
      AudioTooLongError,
    );
  });

  it("refuses a live piece that holds more sound than a piece may", () => {
    const decoder = createStreamingDecoder("ogg", 10);
    expect(() => decoder.push(opusBomb(65_536))).toThrow(AUDIO_MESSAGES.tooLong(10));
    expect(concatPcm(...decodeInPieces("ogg", ogg, 4000)).length).toBeGreaterThan(0);
  });

  it("refuses an Ogg packet that never ends", () => {
    const decoder = createStreamingDecoder("ogg");
    decoder.push(ogg.subarray(0, ogg.indexOf("OggS", ogg.indexOf("OpusTags"))));
    const endless = Buffer.alloc(27 + 255 + 255 * 255);
    endless.write("OggS", 0, "latin1");
    endless.writeUInt32LE(ogg.readUInt32LE(14), 14);
    endless.writeUInt8(255, 26);
    endless.fill(255, 27, 27 + 255);
    expect(() => {
      for (let page = 0; page < 20; page += 1) decoder.push(endless);
    }).toThrow(AUDIO_MESSAGES.packetTooLarge(1024 * 1024));
  });
});
