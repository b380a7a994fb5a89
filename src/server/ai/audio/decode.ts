import { SampleBudget } from "./bounds";
import { AudioDecodeError, UnsupportedCodecError } from "./decode-errors";
import { decodeWithFfmpeg } from "./ffmpeg-decoder";
import { moovFirst } from "./mp4-faststart";
import { OggDemuxer } from "./ogg-demuxer";
import { OpusDecoder } from "./opus-decoder";
import { bytesToInt16, decodeWav } from "./wav-decoder";
import { WebmDemuxer } from "./webm-demuxer";

export {
  AudioDecodeError,
  AudioRefusedError,
  AudioTooLongError,
  UnsupportedAudioError,
} from "./decode-errors";

/**
 * The formats the browser may send (spec/voice.md §9: webm with opus, webm,
 * mp4, wav, ogg with opus), plus raw 16 kHz mono 16-bit little-endian PCM.
 */
export type AudioFormat = "webm" | "ogg" | "wav" | "mp4" | "pcm16";

export const PCM_SAMPLE_RATE = 16_000;

/** Names and MIME types (parameters such as `;codecs=opus` aside) for each format. */
const FORMAT_NAMES: Record<string, AudioFormat> = {
  webm: "webm",
  "audio/webm": "webm",
  "video/webm": "webm",
  ogg: "ogg",
  opus: "ogg",
  "audio/ogg": "ogg",
  "audio/opus": "ogg",
  wav: "wav",
  wave: "wav",
  "audio/wav": "wav",
  "audio/wave": "wav",
  "audio/x-wav": "wav",
  "audio/vnd.wave": "wav",
  mp4: "mp4",
  m4a: "mp4",
  "audio/mp4": "mp4",
  "audio/x-m4a": "mp4",
  pcm16: "pcm16",
  pcm: "pcm16",
  s16le: "pcm16",
};

/** The format a name or MIME type stands for; throws 'Unsupported audio format: x' otherwise. */
export function audioFormat(format: string): AudioFormat {
  const base = format.split(";")[0]?.trim().toLowerCase() ?? "";
  const known = FORMAT_NAMES[base];
  if (!known) throw new AudioDecodeError(`Unsupported audio format: ${format}`);
  return known;
}

export interface DecodeOptions {
  /** The ffmpeg used for what JavaScript cannot decode (AAC in mp4, Vorbis); default `ffmpeg` on PATH. */
  ffmpegPath?: string;
  /** The longest recording taken, in seconds: decoding stops as soon as it passes. Default 60. */
  maxSeconds?: number;
  /** How long ffmpeg may take before it is killed; default 20 s. */
  ffmpegTimeoutMs?: number;
}

const DEFAULT_MAX_SECONDS = 60;
const DEFAULT_FFMPEG_TIMEOUT_MS = 20_000;

/**
 * A whole recording to 16 kHz mono 16-bit PCM. Opus in WebM or Ogg, and PCM
 * WAV, are decoded in-process (no native binaries, so `npm start` works
 * without ffmpeg); mp4 and other codecs go through ffmpeg over pipes.
 * Headers are checked before decoding and the length as it goes (a
 * recording past `maxSeconds` is refused there, not once decoded whole).
 * Throws AudioDecodeError with a message for a person.
 */
export async function decodeToPcm16k(
  audio: Uint8Array,
  format: string,
  options: DecodeOptions = {},
): Promise<Int16Array> {
  const kind = audioFormat(format);
  const maxSeconds = options.maxSeconds ?? DEFAULT_MAX_SECONDS;
  const budget = new SampleBudget(maxSeconds, PCM_SAMPLE_RATE);
  const ffmpeg = (input: Uint8Array, what: string) =>
    decodeWithFfmpeg(input, what, {
      ffmpegPath: options.ffmpegPath ?? "ffmpeg",
      rate: PCM_SAMPLE_RATE,
      maxSeconds,
      timeoutMs: options.ffmpegTimeoutMs ?? DEFAULT_FFMPEG_TIMEOUT_MS,
    });
  try {
    switch (kind) {
      case "pcm16":
        if (audio.length % 2 !== 0) throw new AudioDecodeError();
        budget.take(audio.length / 2);
        return bytesToInt16(audio);
      case "wav":
        return decodeWav(audio, PCM_SAMPLE_RATE, budget);
      case "webm":
      case "ogg":
        return decodeOpusFile(audio, kind, budget);
      case "mp4":
        return await ffmpeg(moovFirst(Buffer.from(audio)), "mp4");
    }
  } catch (error) {
    if (!(error instanceof UnsupportedCodecError)) throw error;
    return ffmpeg(audio, error.found);
  }
}

/**
 * Decodes a live recording that arrives in pieces: the MediaRecorder stream
 * of webm/opus (the first piece carries the header, later ones clusters, cut
 * anywhere), Ogg/Opus, raw pcm16, or WAV where each piece is a whole file
 * (the silent keepalive a muted browser sends). Synchronous, so the voice socket can
 * forward each piece's audio before reading the next message.
 */
export interface StreamingDecoder {
  /**
   * The 16 kHz mono PCM completed by this piece (empty while a header or
   * block is incomplete). Throws AudioTooLongError, having stopped there, when
   * the piece holds more than the decoder's `maxChunkSeconds`.
   */
  push(chunk: Uint8Array): Int16Array;
  /** Releases the decoder (its WebAssembly memory); call it on every ending, aborted or not. */
  end(): void;
}

/** A live piece is a fraction of a second; a muted browser's keepalive WAV, two. */
const DEFAULT_MAX_CHUNK_SECONDS = 10;

export function createStreamingDecoder(
  format: string,
  maxChunkSeconds = DEFAULT_MAX_CHUNK_SECONDS,
): StreamingDecoder {
  const kind = audioFormat(format);
  const budget = () => new SampleBudget(maxChunkSeconds, PCM_SAMPLE_RATE);
  if (kind === "webm" || kind === "ogg") return new OpusStreamDecoder(kind, budget);
  if (kind === "pcm16") return new PcmStreamDecoder(budget);
  if (kind === "wav")
    return { push: (chunk) => decodeWav(chunk, PCM_SAMPLE_RATE, budget()), end() {} };
  throw new AudioDecodeError(
    `Unsupported audio format: ${format} (a live stream must be webm or ogg with opus, wav or pcm16)`,
  );
}

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

/**
 * Whether a piece opens a new WebM recording (its EBML header): what a
 * browser sends first after unmuting, whatever became of the last recording.
 */
export function opensWebmRecording(chunk: Uint8Array) {
  return EBML_MAGIC.every((byte, index) => chunk[index] === byte);
}

class OpusStreamDecoder implements StreamingDecoder {
  readonly #container: "webm" | "ogg";
  /** A fresh count for each piece (or the whole of a one-shot decode). */
  readonly #budget: () => SampleBudget;
  #demuxer: WebmDemuxer | OggDemuxer;
  #decoder: OpusDecoder | undefined;
  /** Leading samples still to drop: the encoder's priming (the header's pre-skip). */
  #skip = 0;
  #ended = false;

  constructor(container: "webm" | "ogg", budget: () => SampleBudget) {
    this.#container = container;
    this.#budget = budget;
    this.#demuxer = container === "webm" ? new WebmDemuxer() : new OggDemuxer();
  }

  /** Whether an Opus header has been read. */
  get started() {
    return this.#decoder !== undefined;
  }

  push(chunk: Uint8Array): Int16Array {
    if (this.#ended) throw new AudioDecodeError("The audio stream has already ended");
    // A recording that stopped mid-element (its last piece lost or held back)
    // would swallow the next one's header: a new header starts afresh.
    if (this.#container === "webm" && this.started && opensWebmRecording(chunk)) {
      this.#demuxer = new WebmDemuxer();
    }
    try {
      const budget = this.#budget();
      const decoded: Int16Array[] = [];
      for (const item of this.#demuxer.push(chunk)) {
        if (!(item instanceof Uint8Array)) {
          // A new recording: a decoder without the last one's state.
          this.#decoder?.free();
          this.#decoder = new OpusDecoder(PCM_SAMPLE_RATE);
          this.#skip = Math.round((item.preSkip * PCM_SAMPLE_RATE) / 48_000);
          continue;
        }
        if (!this.#decoder) throw new AudioDecodeError();
        let pcm = this.#decode(this.#decoder, item);
        if (this.#skip > 0) {
          const dropped = Math.min(this.#skip, pcm.length);
          this.#skip -= dropped;
          pcm = pcm.subarray(dropped);
        }
        budget.take(pcm.length);
        decoded.push(pcm);
      }
      return concatPcm(decoded);
    } catch (error) {
      // A stream that failed once is out of step; it cannot go on.
      this.end();
      throw error;
    }
  }

  #decode(decoder: OpusDecoder, packet: Uint8Array) {
    try {
      return decoder.decode(packet);
    } catch (cause) {
      throw new AudioDecodeError(undefined, { cause });
    }
  }

  end() {
    this.#ended = true;
    this.#decoder?.free();
  }
}

class PcmStreamDecoder implements StreamingDecoder {
  readonly #budget: () => SampleBudget;
  /** The odd byte of a sample cut between two pieces. */
  #carry: Uint8Array = new Uint8Array(0);

  constructor(budget: () => SampleBudget) {
    this.#budget = budget;
  }

  push(chunk: Uint8Array): Int16Array {
    const bytes = this.#carry.length > 0 ? Buffer.concat([this.#carry, chunk]) : chunk;
    const even = bytes.length - (bytes.length % 2);
    this.#budget().take(even / 2);
    this.#carry = bytes.slice(even);
    return bytesToInt16(bytes.subarray(0, even));
  }

  end() {
    this.#carry = new Uint8Array(0);
  }
}

function decodeOpusFile(audio: Uint8Array, container: "webm" | "ogg", budget: SampleBudget) {
  const decoder = new OpusStreamDecoder(container, () => budget);
  try {
    const pcm = decoder.push(audio);
    if (!decoder.started) throw new AudioDecodeError();
    return pcm;
  } finally {
    decoder.end();
  }
}

/* ----------------------------------------------------------------- helpers */

function concatPcm(parts: Int16Array[]): Int16Array {
  if (parts.length === 1 && parts[0]) return parts[0];
  const out = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
