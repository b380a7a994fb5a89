/** Audio that cannot be turned into PCM; the message is meant for the person who sent it. */
export class AudioDecodeError extends Error {
  constructor(message = "The audio could not be decoded", options?: { cause?: unknown }) {
    super(message, options);
    this.name = "AudioDecodeError";
  }
}

/**
 * A container we can read holding a codec we cannot decode in JavaScript
 * (Vorbis in WebM, say): a one-shot decode hands it to ffmpeg instead.
 */
export class UnsupportedCodecError extends AudioDecodeError {
  /** What was found, as in "webm (vorbis)". */
  readonly found: string;

  constructor(container: string, codec: string) {
    super(`Unsupported audio format: ${container} (${codec})`);
    this.found = `${container} (${codec})`;
    this.name = "UnsupportedCodecError";
  }
}
