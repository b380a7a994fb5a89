import { AUDIO_MESSAGES } from "../../../shared/audio";
import { AudioDecodeError, AudioRefusedError, UnsupportedCodecError } from "./decode-errors";
import { type OpusHead, parseOpusHead } from "./opus-decoder";

const PAGE_HEADER_BYTES = 27;
const BEGINNING_OF_STREAM = 0x02;
/**
 * The largest packet kept while it is continued page after page: far over any
 * Opus packet or browser's tags, and what stops a stream that never ends one.
 */
const MAX_PACKET_BYTES = 1024 * 1024;

/** Names for the identification packets of the codecs Ogg files usually hold. */
const CODEC_MAGIC: [string, string][] = [
  ["\x01vorbis", "vorbis"],
  ["Speex   ", "speex"],
  ["\x7fFLAC", "flac"],
];

function codecName(packet: Uint8Array) {
  const start = new TextDecoder("latin1").decode(packet.subarray(0, 8));
  return CODEC_MAGIC.find(([magic]) => start.startsWith(magic))?.[1] ?? "unknown codec";
}

/**
 * An incremental Ogg demuxer for the first Opus logical stream (RFC 3533,
 * RFC 7845): pages may be cut anywhere between chunks and packets may span
 * pages. Written here rather than taken from prism-media, whose demuxer stalls
 * on a packet continued on the next page and emits asynchronously.
 */
export class OggDemuxer {
  #pending: Uint8Array = new Uint8Array(0);
  #serial: number | undefined;
  /** Packets of our stream seen so far: 0 is OpusHead, 1 OpusTags, then audio. */
  #packetCount = 0;
  /** The start of a packet continued on a later page. */
  #partial: Uint8Array[] = [];
  #partialBytes = 0;
  #firstCodec: string | undefined;

  /**
   * The Opus packets completed by `chunk`, the first preceded by the stream's Opus header.
   * Handed out one by one as they are read: a caller that stops early (a recording past its
   * length) never has the rest of a crafted file's packets made at all.
   */
  *push(chunk: Uint8Array): Generator<Uint8Array | OpusHead> {
    const bytes = this.#pending.length > 0 ? Buffer.concat([this.#pending, chunk]) : chunk;
    let at = 0;
    while (bytes.length - at >= PAGE_HEADER_BYTES) {
      if (
        bytes[at] !== 0x4f ||
        bytes[at + 1] !== 0x67 ||
        bytes[at + 2] !== 0x67 ||
        bytes[at + 3] !== 0x53 ||
        bytes[at + 4] !== 0
      ) {
        throw new AudioDecodeError();
      }
      const segments = bytes[at + 26] ?? 0;
      const bodyStart = at + PAGE_HEADER_BYTES + segments;
      if (bodyStart > bytes.length) break;
      const lacing = bytes.subarray(at + PAGE_HEADER_BYTES, bodyStart);
      const bodyLength = lacing.reduce((sum, value) => sum + value, 0);
      if (bodyStart + bodyLength > bytes.length) break;
      const view = new DataView(bytes.buffer, bytes.byteOffset + at, PAGE_HEADER_BYTES);
      const pageEnd = bodyStart + bodyLength;
      yield* this.#page(
        view.getUint8(5),
        view.getUint32(14, true),
        lacing,
        bytes.subarray(bodyStart, pageEnd),
      );
      at = pageEnd;
    }
    this.#pending = bytes.slice(at);
  }

  *#page(flags: number, serial: number, lacing: Uint8Array, body: Uint8Array) {
    if (this.#serial === undefined) {
      if (!(flags & BEGINNING_OF_STREAM)) {
        // All streams begin before any data page (RFC 3533 §4): none was Opus.
        throw new UnsupportedCodecError("ogg", this.#firstCodec ?? "unknown codec");
      }
      const first = body.subarray(0, lacing[0] ?? 0);
      if (!startsWithOpusHead(first)) {
        this.#firstCodec ??= codecName(first);
        return;
      }
      this.#serial = serial;
    }
    if (serial !== this.#serial) return;
    let offset = 0;
    for (const size of lacing) {
      this.#partial.push(body.subarray(offset, offset + size));
      this.#partialBytes += size;
      offset += size;
      if (this.#partialBytes > MAX_PACKET_BYTES)
        throw new AudioRefusedError(AUDIO_MESSAGES.packetTooLarge(MAX_PACKET_BYTES));
      // A lacing value of 255 means the packet goes on in the next segment.
      if (size === 255) continue;
      const packet = Buffer.concat(this.#partial);
      this.#partial = [];
      this.#partialBytes = 0;
      const index = this.#packetCount;
      this.#packetCount += 1;
      if (index === 0) yield parseOpusHead(packet, "ogg");
      else if (index > 1 && packet.length > 0) yield packet;
    }
  }
}

function startsWithOpusHead(packet: Uint8Array) {
  return new TextDecoder("latin1").decode(packet.subarray(0, 8)) === "OpusHead";
}
