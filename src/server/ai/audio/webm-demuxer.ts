import { checkChannels, checkSampleRate } from "./bounds";
import { AudioDecodeError, UnsupportedCodecError } from "./decode-errors";
import { type OpusHead, parseOpusHead } from "./opus-decoder";

/** The Matroska element IDs we act on (marker bits kept, as the spec writes them). */
const EBML = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_NUMBER = 0xd7;
const TRACK_TYPE = 0x83;
const CODEC_ID = 0x86;
const CODEC_PRIVATE = 0x63a2;
const AUDIO = 0xe1;
const SAMPLING_FREQUENCY = 0xb5;
const CHANNELS = 0x9f;
const CLUSTER = 0x1f43b675;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
const SIMPLE_BLOCK = 0xa3;

/**
 * Parents whose children we read. The walk is flat (a child is read where it
 * appears, without tracking where its parent ends) because MediaRecorder
 * writes Segment and Cluster with unknown sizes.
 */
const CONTAINERS = new Set([SEGMENT, TRACKS, TRACK_ENTRY, AUDIO, CLUSTER, BLOCK_GROUP]);
/** Elements read whole; everything else is skipped, even across chunks. */
const LEAVES = new Set([
  TRACK_NUMBER,
  TRACK_TYPE,
  CODEC_ID,
  CODEC_PRIVATE,
  SAMPLING_FREQUENCY,
  CHANNELS,
  BLOCK,
  SIMPLE_BLOCK,
]);
/** No leaf we read is anywhere near this; a bigger size means the bytes are not WebM. */
const MAX_LEAF_BYTES = 1024 * 1024;
const AUDIO_TRACK_TYPE = 2;

interface TrackEntry {
  number?: number;
  type?: number;
  codec?: string;
  codecPrivate?: Uint8Array;
  sampleRate?: number;
  channels?: number;
}

interface Vint {
  value: number;
  length: number;
  /** All value bits set: "size unknown", as live recorders write it. */
  unknown: boolean;
}

/** An EBML variable-length integer at `at`, or undefined when the bytes end first. */
function readVint(bytes: Uint8Array, at: number, maxLength: number, keepMarker: boolean) {
  const first = bytes[at];
  if (first === undefined) return undefined;
  const length = Math.clz32(first) - 23;
  if (length < 1 || length > maxLength) throw new AudioDecodeError();
  if (at + length > bytes.length) return undefined;
  const mask = keepMarker ? 0xff : 0xff >> length;
  let value = first & mask;
  let unknown = value === mask;
  for (let i = 1; i < length; i += 1) {
    const byte = bytes[at + i] ?? 0;
    value = value * 256 + byte;
    unknown &&= byte === 0xff;
  }
  return { value, length, unknown: unknown && !keepMarker } satisfies Vint;
}

/**
 * An incremental WebM (Matroska) demuxer for the first audio track, which
 * must be Opus: it takes the byte stream in pieces cut anywhere, as
 * MediaRecorder hands them out, and hands out the Opus packets completed by
 * each piece one by one, so a caller that stops early (a recording past its
 * length) never has the rest made. prism-media's demuxer was not used: it
 * skips BlockGroups, misreads 8-byte sizes, and as a stream Transform hands
 * its packets out later.
 */
export class WebmDemuxer {
  #pending: Uint8Array = new Uint8Array(0);
  /** Bytes of a skipped element still to come. */
  #skip = 0;
  #started = false;
  #entry: TrackEntry | undefined;
  #audioTrack: number | undefined;

  /**
   * The Opus packets completed by `chunk`, each recording's preceded by its
   * Opus header (a new recording may start on the same stream).
   */
  *push(chunk: Uint8Array): Generator<Uint8Array | OpusHead> {
    const bytes = concat(this.#pending, chunk);
    let at = 0;
    while (at < bytes.length) {
      if (this.#skip > 0) {
        const skipped = Math.min(this.#skip, bytes.length - at);
        at += skipped;
        this.#skip -= skipped;
        continue;
      }
      const id = readVint(bytes, at, 4, true);
      if (!id) break;
      const size = readVint(bytes, at + id.length, 8, false);
      if (!size) break;
      const dataStart = at + id.length + size.length;
      if (!this.#started) {
        if (id.value !== EBML) throw new AudioDecodeError();
        this.#started = true;
      }
      if (CONTAINERS.has(id.value)) {
        const head = this.#enter(id.value);
        if (head) yield head;
        at = dataStart;
        continue;
      }
      if (size.unknown || size.value > Number.MAX_SAFE_INTEGER) throw new AudioDecodeError();
      if (id.value === EBML) {
        // A new recording on the same connection starts over with its own tracks.
        this.#entry = undefined;
        this.#audioTrack = undefined;
      }
      if (!LEAVES.has(id.value)) {
        at = dataStart;
        this.#skip = size.value;
        continue;
      }
      if (size.value > MAX_LEAF_BYTES) throw new AudioDecodeError();
      if (dataStart + size.value > bytes.length) break;
      yield* this.#leaf(id.value, bytes.subarray(dataStart, dataStart + size.value));
      at = dataStart + size.value;
    }
    this.#pending = bytes.slice(at);
  }

  #enter(id: number) {
    if (id === TRACK_ENTRY) {
      const head = this.#closeEntry();
      this.#entry = {};
      return head;
    }
    return id === CLUSTER ? this.#closeEntry() : undefined;
  }

  /** Adopts the entry just read if it is the first audio track, answering its Opus header. */
  #closeEntry(): OpusHead | undefined {
    const entry = this.#entry;
    this.#entry = undefined;
    if (!entry || this.#audioTrack !== undefined || entry.type !== AUDIO_TRACK_TYPE) {
      return undefined;
    }
    if (entry.number === undefined) throw new AudioDecodeError();
    // Checked before the codec, whatever it is: a one-shot decode hands other codecs to ffmpeg.
    if (entry.sampleRate !== undefined) checkSampleRate(entry.sampleRate);
    if (entry.channels !== undefined) checkChannels(entry.channels);
    if (entry.codec !== "A_OPUS") {
      throw new UnsupportedCodecError(
        "webm",
        (entry.codec ?? "unknown").replace(/^A_/, "").toLowerCase(),
      );
    }
    if (!entry.codecPrivate) throw new AudioDecodeError();
    const head = parseOpusHead(entry.codecPrivate, "webm");
    this.#audioTrack = entry.number;
    return head;
  }

  #leaf(id: number, data: Uint8Array): (Uint8Array | OpusHead)[] {
    if (id === SIMPLE_BLOCK || id === BLOCK) return this.#block(data);
    const entry = this.#entry;
    if (!entry) return [];
    switch (id) {
      case TRACK_NUMBER:
        entry.number = readUint(data);
        break;
      case TRACK_TYPE:
        entry.type = readUint(data);
        break;
      case CODEC_ID:
        entry.codec = new TextDecoder().decode(data).replace(/(?<!\0)\0+$/, "");
        break;
      case CODEC_PRIVATE:
        entry.codecPrivate = data.slice();
        break;
      case SAMPLING_FREQUENCY:
        // Left empty, it holds the default (8 kHz).
        if (data.length > 0) entry.sampleRate = readFloat(data);
        break;
      case CHANNELS:
        entry.channels = readUint(data);
        break;
    }
    return [];
  }

  /** The Opus packet of a block on the audio track (track number, timecode, flags, payload). */
  #block(data: Uint8Array): (Uint8Array | OpusHead)[] {
    const head = this.#closeEntry();
    if (this.#audioTrack === undefined) throw new AudioDecodeError();
    const track = readVint(data, 0, 8, false);
    if (!track || data.length < track.length + 3) throw new AudioDecodeError();
    if (track.value !== this.#audioTrack) return head ? [head] : [];
    const flags = data[track.length + 2] ?? 0;
    // Neither browsers nor ffmpeg lace Opus; reading laced blocks is left out.
    if ((flags & 0x06) !== 0) throw new UnsupportedCodecError("webm", "laced blocks");
    const packet = data.slice(track.length + 3);
    return head ? [head, packet] : [packet];
  }
}

function readUint(data: Uint8Array) {
  let value = 0;
  for (const byte of data) value = value * 256 + byte;
  return value;
}

/** An EBML float: 4 or 8 bytes, big-endian. */
function readFloat(data: Uint8Array) {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (data.length === 4) return view.getFloat32(0);
  if (data.length === 8) return view.getFloat64(0);
  throw new AudioDecodeError();
}

function concat(a: Uint8Array, b: Uint8Array) {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
