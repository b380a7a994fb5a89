/**
 * What the server accepts of a recording before it decodes a byte of it
 * (dictation uploads and the voice socket's chunks alike), and the words that
 * say what is wrong with one it refuses.
 */
export const AUDIO_LIMITS = {
  minSampleRate: 8_000,
  maxSampleRate: 192_000,
  maxChannels: 8,
} as const;

const rates = `${AUDIO_LIMITS.minSampleRate} to ${AUDIO_LIMITS.maxSampleRate} Hz`;

export const AUDIO_MESSAGES = {
  sampleRate: (rate: number) => `Audio sample rate ${rate} Hz is not supported: use ${rates}`,
  channels: (channels: number) =>
    `Audio with ${channels} channels is not supported: use 1 to ${AUDIO_LIMITS.maxChannels}`,
  bitsPerSample: (bits: number) => `WAV audio with ${bits} bits per sample is not supported`,
  blockAlign: (blockAlign: number, channels: number, bits: number) =>
    `WAV header is inconsistent: block align ${blockAlign} does not fit ${channels} channel${channels === 1 ? "" : "s"} of ${bits} bits`,
  dataSize: (declared: number, present: number) =>
    `WAV header is inconsistent: it declares ${declared} bytes of audio but ${present} follow`,
  tooLong: (seconds: number) => `Recording too long: at most ${seconds} seconds`,
  packetTooLarge: (limit: number) => `Audio packet over ${limit} bytes: the stream is not valid`,
  decodeTimedOut: (seconds: number) =>
    `The recording could not be decoded within ${seconds} seconds: it is not valid audio`,
  chunkTooLong: (seconds: number) =>
    `Audio chunk too long: it holds more than ${seconds} seconds of sound`,
} as const;
