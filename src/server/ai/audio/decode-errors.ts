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

/**
 * A recording refused before (or while) it is decoded, for a reason its
 * message names: a header outside what the server accepts or that
 * contradicts itself. Unlike a plain decode failure, the message is told
 * to the sender as it is.
 */
export class AudioRefusedError extends AudioDecodeError {
  constructor(message: string) {
    super(message);
    this.name = "AudioRefusedError";
  }
}

/** A format the server does not take (a sample rate or channel count out of range, say). */
export class UnsupportedAudioError extends AudioRefusedError {
  constructor(message: string) {
    super(message);
    this.name = "UnsupportedAudioError";
  }
}

/** A recording that passed its length limit; decoding stopped there. */
export class AudioTooLongError extends AudioRefusedError {
  constructor(message: string) {
    super(message);
    this.name = "AudioTooLongError";
  }
}

/** The audio errors that keep their class when they cross from a voice host to the API thread. */
export function audioErrorFromWire(name: string, message: string): AudioDecodeError | undefined {
  switch (name) {
    case "AudioDecodeError":
    case "UnsupportedCodecError":
      return new AudioDecodeError(message);
    case "AudioRefusedError":
      return new AudioRefusedError(message);
    case "UnsupportedAudioError":
      return new UnsupportedAudioError(message);
    case "AudioTooLongError":
      return new AudioTooLongError(message);
    default:
      return undefined;
  }
}
