import { AUDIO_MESSAGES } from "../../../shared/audio";
import { VOICE_ERROR_CODES, VOICE_LIMITS } from "../../../shared/voice-protocol";
import {
  AudioDecodeError,
  AudioTooLongError,
  audioFormat,
  createStreamingDecoder,
  opensWebmRecording,
  type StreamingDecoder,
  UnsupportedAudioError,
} from "../../ai/audio/decode";

/** What one audio_chunk gave: 16 kHz PCM, nothing (a duplicate, silence, a gap), or a fault to tell. */
export type IntakeResult =
  | { pcm: Int16Array }
  | { skipped: true }
  | { fault: { code: string; message: string } };

const SKIPPED = { skipped: true } as const;

/**
 * The person's audio as the socket receives it, turned into PCM: a chunk sent
 * twice is played once, each format keeps its own decoder, and a broken
 * stream waits for the next recording's header instead of failing the session.
 */
export class AudioIntake {
  /**
   * One decoder a format: a muted browser's WAV keepalives come between the
   * pieces of its webm recording, which must keep their decoder's state.
   */
  readonly #decoders = new Map<string, StreamingDecoder>();
  /** Formats whose stream broke: their pieces wait for the next recording's header. */
  readonly #broken = new Set<string>();
  #lastSequence = -1;

  /** The format session_start named: chunks that name none are in it. */
  format = "webm";

  take(
    chunk: { chunk_data: string; chunk_sequence?: number; audio_format?: string },
    muted: boolean,
  ): IntakeResult {
    const sequence = chunk.chunk_sequence;
    if (sequence !== undefined) {
      // A lost chunk leaves a gap the decoder rides over.
      if (sequence <= this.#lastSequence) return SKIPPED;
      this.#lastSequence = sequence;
    }
    const bytes = Buffer.from(chunk.chunk_data, "base64");
    if (bytes.length > VOICE_LIMITS.maxChunkBytes)
      return {
        fault: {
          code: VOICE_ERROR_CODES.chunkTooLarge,
          message: `Audio chunk too large: ${bytes.length} bytes (at most ${VOICE_LIMITS.maxChunkBytes})`,
        },
      };
    if (muted || bytes.length === 0) return SKIPPED;
    const format = chunk.audio_format ?? this.format;
    if (this.#broken.has(format)) {
      if (audioFormat(format) === "webm" && !opensWebmRecording(bytes)) return SKIPPED;
      this.#broken.delete(format);
    }
    try {
      return { pcm: this.#decoderFor(format).push(bytes) };
    } catch (error) {
      if (!(error instanceof AudioDecodeError)) throw error;
      this.#decoders.get(format)?.end();
      this.#decoders.delete(format);
      // Told once; the next recording (a browser's unmute or reconnect) heals it.
      this.#broken.add(format);
      return { fault: faultOf(error) };
    }
  }

  /** Ends every decoder: nothing of the person's audio is kept. */
  end() {
    for (const decoder of this.#decoders.values()) decoder.end();
    this.#decoders.clear();
  }

  #decoderFor(format: string) {
    let decoder = this.#decoders.get(format);
    if (!decoder) {
      decoder = createStreamingDecoder(format, VOICE_LIMITS.maxChunkSeconds);
      this.#decoders.set(format, decoder);
    }
    return decoder;
  }
}

/** The socket's error for audio it could not take: a code by kind, a message saying what is wrong. */
function faultOf(error: AudioDecodeError) {
  if (error instanceof AudioTooLongError)
    return {
      code: VOICE_ERROR_CODES.chunkTooLarge,
      message: AUDIO_MESSAGES.chunkTooLong(VOICE_LIMITS.maxChunkSeconds),
    };
  const unsupported =
    error instanceof UnsupportedAudioError || error.message.startsWith("Unsupported");
  return {
    code: unsupported ? VOICE_ERROR_CODES.unsupportedFormat : VOICE_ERROR_CODES.audioDecode,
    message: error.message,
  };
}
