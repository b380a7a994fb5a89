import { runPiped } from "./speech";

/**
 * Audio as an attacker writes it: headers that claim what they like, and
 * tiny files that stand for hours of sound.
 */

export interface WavFields {
  rate: number;
  channels?: number;
  bits?: number;
  /** 1: integer PCM, 3: float. */
  encoding?: number;
  /** Bytes a frame; channels × bits / 8 unless told. */
  blockAlign?: number;
  /** What the data chunk declares; the bytes that follow unless told. */
  dataSize?: number;
  /** The samples' bytes (zeros: silence for signed PCM). */
  data?: Uint8Array;
}

/** A RIFF/WAVE file with exactly the header fields given. */
export function craftWav({
  rate,
  channels = 1,
  bits = 16,
  encoding = 1,
  blockAlign = (channels * bits) / 8,
  data = new Uint8Array(0),
  dataSize = data.length,
}: WavFields): Buffer {
  const wav = Buffer.alloc(44 + data.length);
  wav.write("RIFF", 0, "ascii");
  wav.writeUInt32LE((36 + data.length) >>> 0, 4);
  wav.write("WAVE", 8, "ascii");
  wav.write("fmt ", 12, "ascii");
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(encoding, 20);
  wav.writeUInt16LE(channels, 22);
  wav.writeUInt32LE(rate >>> 0, 24);
  wav.writeUInt32LE((rate * blockAlign) >>> 0, 28);
  wav.writeUInt16LE(blockAlign, 32);
  wav.writeUInt16LE(bits, 34);
  wav.write("data", 36, "ascii");
  wav.writeUInt32LE(dataSize >>> 0, 40);
  Buffer.from(data).copy(wav, 44);
  return wav;
}

/** `seconds` of silent 16-bit mono WAV at `rate`. */
export function silentWav(rate: number, seconds: number) {
  return craftWav({ rate, data: new Uint8Array(Math.round(rate * seconds) * 2) });
}

const OGG_CRC = Array.from({ length: 256 }, (_, index) => {
  let crc = index << 24;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  return crc >>> 0;
});

function oggPage(flags: number, sequence: number, packets: Buffer[]): Buffer {
  const lacing = packets.flatMap((packet) => {
    const values = Array<number>(Math.floor(packet.length / 255)).fill(255);
    return [...values, packet.length % 255];
  });
  const header = Buffer.alloc(27 + lacing.length);
  header.write("OggS", 0, "ascii");
  header.writeUInt8(flags, 5);
  header.writeBigUInt64LE(0n, 6);
  header.writeUInt32LE(0x5eed, 14);
  header.writeUInt32LE(sequence, 18);
  header.writeUInt8(lacing.length, 26);
  Buffer.from(lacing).copy(header, 27);
  const page = Buffer.concat([header, ...packets]);
  let crc = 0;
  for (const byte of page) crc = ((crc << 8) ^ (OGG_CRC[((crc >>> 24) ^ byte) & 0xff] ?? 0)) >>> 0;
  page.writeUInt32LE(crc, 22);
  return page;
}

/**
 * Ogg/Opus in which every packet is two bytes that stand for 120 ms (six
 * 20 ms CELT frames of no data, which a decoder conceals as sound): about
 * 40 minutes of audio in 64 KB. `bytes` is the size to stay under.
 */
export function opusBomb(bytes: number): Buffer {
  const head = Buffer.alloc(19);
  head.write("OpusHead", 0, "ascii");
  head.writeUInt8(1, 8);
  head.writeUInt8(1, 9);
  head.writeUInt16LE(312, 10);
  head.writeUInt32LE(48_000, 12);
  const tags = Buffer.alloc(16);
  tags.write("OpusTags", 0, "ascii");
  // Config 31 (CELT, full band, 20 ms), code 3; then six frames, constant bitrate, no padding.
  const packet = Buffer.from([(31 << 3) | 3, 6]);
  const pages = [oggPage(0x02, 0, [head]), oggPage(0, 1, [tags])];
  let size = pages.reduce((sum, page) => sum + page.length, 0);
  const audioPage = () => oggPage(0, pages.length, Array(255).fill(packet));
  while (size + audioPage().length <= bytes) {
    const page = audioPage();
    pages.push(page);
    size += page.length;
  }
  return Buffer.concat(pages);
}

/**
 * Minutes to hours of lossless silence, as ffmpeg writes it to a pipe: ALAC
 * in fragmented mp4 (what a recorder streams) or FLAC in Ogg.
 */
export function losslessSilence(kind: "alac-mp4" | "flac-ogg", seconds: number, rate = 8_000) {
  const output =
    kind === "alac-mp4"
      ? ["-c:a", "alac", "-f", "mp4", "-movflags", "frag_keyframe+empty_moov"]
      : ["-c:a", "flac", "-frame_size", "16384", "-f", "ogg"];
  // Minute-long fragments: one per packet would make the mp4 large.
  const fragments = kind === "alac-mp4" ? ["-frag_duration", "60000000"] : [];
  return runPiped("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error"],
    ...["-f", "lavfi", "-i", `anullsrc=r=${rate}:cl=mono`, "-t", String(seconds)],
    ...output,
    ...fragments,
    "pipe:1",
  ]);
}
