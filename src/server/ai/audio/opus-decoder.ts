import { createRequire } from "node:module";
import { checkChannels, checkSampleRate } from "./bounds";
import { AudioDecodeError, UnsupportedCodecError } from "./decode-errors";

/**
 * The part of opusscript's Emscripten module we use. We drive the module
 * ourselves instead of through `new OpusScript()`, which has two faults that
 * bite once a few voice sessions overlap: its typed-array views of the
 * WebAssembly memory are made once and go stale (detached) when the memory
 * grows for another decoder, and its output view starts at twice the
 * allocated address, so libopus writes over other decoders' state. Here the
 * output buffer lies inside its own allocation and every call takes fresh
 * views.
 */
interface OpusModule {
  HEAPU8: Uint8Array;
  _malloc(bytes: number): number;
  _free(pointer: number): void;
  OpusScriptHandler: {
    new (sampleRate: number, channels: number, application: number): OpusHandler;
    destroy_handler(handler: OpusHandler): void;
  };
}

interface OpusHandler {
  _decode(packet: number, packetLength: number, pcm: number): number;
}

/** OPUS_APPLICATION_AUDIO; a decoder ignores it but the handler wants one. */
const APPLICATION_AUDIO = 2049;
/** The largest packet the handler's caller is meant to pass (opusscript's MAX_PACKET_SIZE). */
const MAX_PACKET_BYTES = 1276 * 3;
/**
 * The handler writes each output byte into its own 16-bit slot (low byte,
 * then high byte), for up to 5760 samples (120 ms at 48 kHz): 4 bytes a sample.
 */
const OUTPUT_BYTES = 5760 * 4;

let opusModule: OpusModule | undefined;

/** One WebAssembly instance for all our decoders, separate from any OpusScript user's. */
function loadModule(): OpusModule {
  if (!opusModule) {
    const factory = createRequire(import.meta.url)("opusscript/build/opusscript_native_wasm.js");
    opusModule = (factory as () => OpusModule)();
  }
  return opusModule;
}

/**
 * A stateful Opus decoder (libopus 1.3 compiled to WebAssembly by opusscript)
 * that outputs at 16 kHz mono directly: libopus decodes at any of its rates
 * by dropping the bands above the new Nyquist frequency, which is both better
 * and cheaper than decoding at 48 kHz and filtering, and it folds stereo
 * streams down to one channel itself.
 */
export class OpusDecoder {
  readonly #module = loadModule();
  readonly #handler: OpusHandler;
  readonly #packet: number;
  readonly #pcm: number;
  #freed = false;

  constructor(readonly sampleRate: 8000 | 12000 | 16000 | 24000 | 48000 = 16_000) {
    this.#handler = new this.#module.OpusScriptHandler(sampleRate, 1, APPLICATION_AUDIO);
    this.#packet = this.#module._malloc(MAX_PACKET_BYTES);
    this.#pcm = this.#module._malloc(OUTPUT_BYTES);
  }

  /** Decodes one packet; throws on a packet libopus rejects. */
  decode(packet: Uint8Array): Int16Array {
    if (this.#freed) throw new Error("The Opus decoder was already released");
    if (packet.length === 0 || packet.length > MAX_PACKET_BYTES) {
      throw new Error(`Invalid Opus packet of ${packet.length} bytes`);
    }
    this.#module.HEAPU8.set(packet, this.#packet);
    let samples: number;
    try {
      samples = this.#handler._decode(this.#packet, packet.length, this.#pcm);
    } catch (error) {
      // A WebAssembly trap leaves the module's state undefined: later decoders get a new one.
      if (error instanceof WebAssembly.RuntimeError && opusModule === this.#module) {
        opusModule = undefined;
      }
      throw error;
    }
    if (samples < 0) throw new Error(`Invalid Opus packet (libopus error ${samples})`);
    const bytes = this.#module.HEAPU8;
    const pcm = new Int16Array(samples);
    for (let i = 0, at = this.#pcm; i < samples; i += 1, at += 4) {
      pcm[i] = ((bytes[at + 2] ?? 0) << 8) | (bytes[at] ?? 0);
    }
    return pcm;
  }

  /** Returns the decoder's WebAssembly memory; the decoder is unusable afterwards. */
  free() {
    if (this.#freed) return;
    this.#freed = true;
    this.#module.OpusScriptHandler.destroy_handler(this.#handler);
    this.#module._free(this.#packet);
    this.#module._free(this.#pcm);
  }
}

/** What we need of an Ogg or WebM Opus stream's identification header (RFC 7845 §5.1). */
export interface OpusHead {
  channels: number;
  /** Samples at 48 kHz the encoder primed the stream with, to drop from the start. */
  preSkip: number;
}

export function parseOpusHead(data: Uint8Array, container: string): OpusHead {
  const magic = new TextDecoder().decode(data.subarray(0, 8));
  if (magic !== "OpusHead" || data.length < 19) throw new AudioDecodeError();
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const channels = view.getUint8(9);
  checkChannels(channels);
  // The rate the encoder was fed (0: not said): Opus itself always runs at 48 kHz.
  const inputRate = view.getUint32(12, true);
  if (inputRate !== 0) checkSampleRate(inputRate);
  // One or two channels come in a single Opus stream, which the decoder folds
  // to mono; more are several streams, which browsers never record.
  if (channels > 2) throw new UnsupportedCodecError(container, `${channels}-channel opus`);
  return { channels, preSkip: view.getUint16(10, true) };
}
