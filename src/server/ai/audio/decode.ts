import { spawn } from "node:child_process";
import { AudioDecodeError, UnsupportedCodecError } from "./decode-errors";
import { moovFirst } from "./mp4-faststart";
import { OggDemuxer } from "./ogg-demuxer";
import { OpusDecoder } from "./opus-decoder";
import { downmix, floatToInt16, resample } from "./resample";
import { WebmDemuxer } from "./webm-demuxer";

export { AudioDecodeError } from "./decode-errors";

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
}

/**
 * A whole recording to 16 kHz mono 16-bit PCM. Opus in WebM or Ogg, and PCM
 * WAV, are decoded in-process (no native binaries, so `npm start` works
 * without ffmpeg); mp4 and other codecs go through ffmpeg over pipes.
 * Throws AudioDecodeError with a message for a person.
 */
export async function decodeToPcm16k(
  audio: Uint8Array,
  format: string,
  options: DecodeOptions = {},
): Promise<Int16Array> {
  const kind = audioFormat(format);
  const ffmpegPath = options.ffmpegPath ?? "ffmpeg";
  try {
    switch (kind) {
      case "pcm16":
        if (audio.length % 2 !== 0) throw new AudioDecodeError();
        return bytesToInt16(audio);
      case "wav":
        return decodeWav(audio);
      case "webm":
      case "ogg":
        return decodeOpusFile(audio, kind);
      case "mp4":
        return await decodeWithFfmpeg(moovFirst(Buffer.from(audio)), "mp4", ffmpegPath);
    }
  } catch (error) {
    if (!(error instanceof UnsupportedCodecError)) throw error;
    return decodeWithFfmpeg(audio, error.found, ffmpegPath);
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
  /** The 16 kHz mono PCM completed by this piece (empty while a header or block is incomplete). */
  push(chunk: Uint8Array): Int16Array;
  /** Releases the decoder (its WebAssembly memory); call it on every ending, aborted or not. */
  end(): void;
}

export function createStreamingDecoder(format: string): StreamingDecoder {
  const kind = audioFormat(format);
  if (kind === "webm" || kind === "ogg") return new OpusStreamDecoder(kind);
  if (kind === "pcm16") return new PcmStreamDecoder();
  if (kind === "wav") return { push: decodeWav, end() {} };
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
  #demuxer: WebmDemuxer | OggDemuxer;
  #decoder: OpusDecoder | undefined;
  /** Leading samples still to drop: the encoder's priming (the header's pre-skip). */
  #skip = 0;
  #ended = false;

  constructor(container: "webm" | "ogg") {
    this.#container = container;
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
  /** The odd byte of a sample cut between two pieces. */
  #carry: Uint8Array = new Uint8Array(0);

  push(chunk: Uint8Array): Int16Array {
    const bytes = this.#carry.length > 0 ? Buffer.concat([this.#carry, chunk]) : chunk;
    const even = bytes.length - (bytes.length % 2);
    this.#carry = bytes.slice(even);
    return bytesToInt16(bytes.subarray(0, even));
  }

  end() {
    this.#carry = new Uint8Array(0);
  }
}

function decodeOpusFile(audio: Uint8Array, container: "webm" | "ogg") {
  const decoder = new OpusStreamDecoder(container);
  try {
    const pcm = decoder.push(audio);
    if (!decoder.started) throw new AudioDecodeError();
    return pcm;
  } finally {
    decoder.end();
  }
}

/* --------------------------------------------------------------------- wav */

const WAVE_PCM = 1;
const WAVE_FLOAT = 3;
const WAVE_EXTENSIBLE = 0xfffe;

/** A RIFF/WAVE file of integer or float PCM, any rate and channel count, to 16 kHz mono. */
function decodeWav(bytes: Uint8Array): Int16Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (at: number) => new TextDecoder("latin1").decode(bytes.subarray(at, at + 4));
  if (bytes.length < 12 || text(0) !== "RIFF" || text(8) !== "WAVE") throw new AudioDecodeError();
  let format: { encoding: number; channels: number; rate: number; bits: number } | undefined;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = text(at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === "fmt " && size >= 16 && body + size <= bytes.length) {
      let encoding = view.getUint16(body, true);
      // WAVE_FORMAT_EXTENSIBLE names the real encoding in its sub-format GUID.
      if (encoding === WAVE_EXTENSIBLE && size >= 26) encoding = view.getUint16(body + 24, true);
      format = {
        encoding,
        channels: view.getUint16(body + 2, true),
        rate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === "data") {
      if (!format || format.channels === 0 || format.rate === 0) throw new AudioDecodeError();
      // Recorders that stream a WAV leave the size at 0 or 0xFFFFFFFF: the data runs to the end.
      const end = size === 0 || body + size > bytes.length ? bytes.length : body + size;
      return wavSamplesToPcm(bytes.subarray(body, end), format);
    }
    at = body + size + (size % 2);
  }
  throw new AudioDecodeError();
}

function wavSamplesToPcm(
  data: Uint8Array,
  format: { encoding: number; channels: number; rate: number; bits: number },
): Int16Array {
  const { encoding, channels, rate, bits } = format;
  if (encoding === WAVE_PCM && bits === 16 && channels === 1 && rate === PCM_SAMPLE_RATE) {
    return bytesToInt16(data.subarray(0, data.length - (data.length % 2)));
  }
  const read = sampleReader(encoding, bits);
  if (!read) throw new UnsupportedCodecError("wav", `encoding ${encoding}, ${bits} bits`);
  const bytesPerSample = bits / 8;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const count = Math.floor(data.length / bytesPerSample / channels) * channels;
  const samples = new Float32Array(count);
  for (let i = 0; i < count; i += 1) samples[i] = read(view, i * bytesPerSample);
  return floatToInt16(resample(downmix(samples, channels), rate, PCM_SAMPLE_RATE));
}

/** Reads one sample as a float in [-1, 1], for the PCM layouts WAV files use. */
function sampleReader(encoding: number, bits: number) {
  if (encoding === WAVE_PCM) {
    if (bits === 8) return (view: DataView, at: number) => (view.getUint8(at) - 128) / 128;
    if (bits === 16) return (view: DataView, at: number) => view.getInt16(at, true) / 32768;
    if (bits === 24) {
      return (view: DataView, at: number) =>
        ((view.getInt8(at + 2) << 16) | (view.getUint8(at + 1) << 8) | view.getUint8(at)) / 8388608;
    }
    if (bits === 32) return (view: DataView, at: number) => view.getInt32(at, true) / 2147483648;
  }
  if (encoding === WAVE_FLOAT) {
    if (bits === 32) return (view: DataView, at: number) => view.getFloat32(at, true);
    if (bits === 64) return (view: DataView, at: number) => view.getFloat64(at, true);
  }
  return undefined;
}

/* ------------------------------------------------------------------ ffmpeg */

/**
 * Decodes with an ffmpeg child process, the audio in through stdin and PCM
 * out through stdout: never a temporary file.
 */
function decodeWithFfmpeg(audio: Uint8Array, what: string, ffmpegPath: string) {
  return new Promise<Int16Array>((resolve, reject) => {
    const child = spawn(
      ffmpegPath,
      [
        ...["-hide_banner", "-loglevel", "error", "-i", "pipe:0", "-vn"],
        ...["-ac", "1", "-ar", String(PCM_SAMPLE_RATE), "-f", "s16le", "pipe:1"],
      ],
      { stdio: ["pipe", "pipe", "pipe"] },
    );
    const output: Buffer[] = [];
    let diagnostics = "";
    child.stdout.on("data", (data: Buffer) => output.push(data));
    child.stderr.on("data", (data: Buffer) => {
      diagnostics = (diagnostics + data.toString()).slice(-2000);
    });
    // ffmpeg stops reading input it cannot make sense of; its exit status tells why.
    child.stdin.on("error", () => {});
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new AudioDecodeError(
              `Decoding ${what} audio needs ffmpeg, which is not installed on this server`,
            )
          : new AudioDecodeError(undefined, { cause: error }),
      );
    });
    child.on("close", (code) => {
      if (code === 0) {
        const pcm = Buffer.concat(output);
        resolve(bytesToInt16(pcm.subarray(0, pcm.length - (pcm.length % 2))));
      } else {
        reject(new AudioDecodeError(undefined, { cause: new Error(diagnostics.trim()) }));
      }
    });
    child.stdin.end(audio);
  });
}

/* ----------------------------------------------------------------- helpers */

/** Little-endian 16-bit samples, copied so the result owns aligned memory. */
function bytesToInt16(bytes: Uint8Array): Int16Array {
  const copy = new Uint8Array(bytes.length);
  copy.set(bytes);
  return new Int16Array(copy.buffer, 0, bytes.length >> 1);
}

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
