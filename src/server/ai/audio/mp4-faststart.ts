/**
 * ffmpeg reads our mp4 from a pipe (audio never goes to disk), and from a
 * pipe it cannot seek back: an mp4 whose index (`moov`) follows the audio
 * (`mdat`), as recorders that write to a file leave it, fails unless the
 * whole `mdat` fits in ffmpeg's read buffer. Moving `moov` to the front, as
 * qt-faststart does, lets ffmpeg read it in one pass. Fragmented mp4 (what
 * MediaRecorder writes) already has it there.
 */

interface Box {
  type: string;
  start: number;
  /** Where the payload starts, after the 8- or 16-byte header. */
  body: number;
  end: number;
}

/** The boxes laid end to end in bytes[from, to); stops at the first that does not fit. */
function boxes(bytes: Buffer, from: number, to: number): Box[] {
  const found: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = bytes.readUInt32BE(at);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > to) break;
      size = Number(bytes.readBigUInt64BE(at + 8));
      body = at + 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < body - at || at + size > to) break;
    found.push({ type: bytes.toString("latin1", at + 4, at + 8), start: at, body, end: at + size });
    at += size;
  }
  return found;
}

/** The boxes on the way from `moov` to the chunk offset tables. */
const PATH_TO_OFFSETS = new Set(["trak", "mdia", "minf", "stbl"]);

/** Adds `shift` to every chunk offset in [from, to) in the stco/co64 tables under `box`. */
function shiftChunkOffsets(moov: Buffer, box: Box, shift: number, from: number, to: number) {
  for (const child of boxes(moov, box.body, box.end)) {
    if (PATH_TO_OFFSETS.has(child.type)) {
      shiftChunkOffsets(moov, child, shift, from, to);
    } else if (child.type === "stco" || child.type === "co64") {
      const wide = child.type === "co64";
      const count = moov.readUInt32BE(child.body + 4);
      for (let i = 0; i < count; i += 1) {
        const at = child.body + 8 + i * (wide ? 8 : 4);
        if (at + (wide ? 8 : 4) > child.end) break;
        const offset = wide ? Number(moov.readBigUInt64BE(at)) : moov.readUInt32BE(at);
        if (offset < from || offset >= to) continue;
        if (wide) moov.writeBigUInt64BE(BigInt(offset + shift), at);
        else moov.writeUInt32BE(offset + shift, at);
      }
    }
  }
}

/** The same mp4 with `moov` before the first `mdat`, or the input when it already is (or is not mp4). */
export function moovFirst(mp4: Buffer): Buffer {
  const top = boxes(mp4, 0, mp4.length);
  const moov = top.find((box) => box.type === "moov");
  const mdat = top.find((box) => box.type === "mdat");
  if (!moov || !mdat || moov.start < mdat.start) return mp4;
  const shift = moov.end - moov.start;
  // 32-bit offsets past 4 GiB cannot be shifted; such input is far over any upload limit anyway.
  if (moov.start + shift > 0xffffffff) return mp4;
  const index = Buffer.from(mp4.subarray(moov.start, moov.end));
  shiftChunkOffsets(
    index,
    { type: "moov", start: 0, body: moov.body - moov.start, end: index.length },
    shift,
    mdat.start,
    moov.start,
  );
  return Buffer.concat([
    mp4.subarray(0, mdat.start),
    index,
    mp4.subarray(mdat.start, moov.start),
    mp4.subarray(moov.end),
  ]);
}
