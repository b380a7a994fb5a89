/**
 * The browser extension's limits, tones and messages, without zod: the
 * extension's content scripts import these and stay small. The schemas of
 * the call are in schemas/extension.ts.
 */
export const EXTENSION_LIMITS = {
  /** Seconds of speech one dictation may hold. */
  maxAudioSeconds: 60,
  /**
   * Base64 of 60 s of webm/opus at up to ~96 kbps (the extension records at
   * 32 kbps). It stays under the server's default 1 MiB body limit, so a
   * long recording gets the message below rather than a bare 413.
   */
  maxAudioBase64Chars: 1_000_000,
  maxTextChars: 5_000,
  maxContextChars: 8_000,
  maxInstructionChars: 500,
} as const;

/**
 * What a dictation writes: `reply` an email reply, `comment` a post's comment,
 * `write` plain text for any other field (a chat message, a ticket, a form, a
 * document), `transform` a rewrite of the selection.
 */
export const EXTENSION_MODES = ["reply", "comment", "write", "transform"] as const;
export const EXTENSION_TONES = [
  "professional",
  "formal",
  "friendly",
  "concise",
  "confident",
] as const;

/** Sent by the extension on every call: anonymous limits count per installation. */
export const INSTALLATION_HEADER = "x-verba-installation";

export const EXTENSION_MESSAGES = {
  needsInput: "Say something or type some text first",
  audioTooLong: `Recording too long: at most ${EXTENSION_LIMITS.maxAudioSeconds} seconds`,
  noSpeech: "No speech detected. Please try again and speak clearly.",
  modeInvalid: `mode must be one of: ${EXTENSION_MODES.join(", ")}`,
  textTooLong: `Text too long: at most ${EXTENSION_LIMITS.maxTextChars} characters`,
  rateLimited: "Too many requests. Please wait a moment, or sign in for a higher limit.",
  audioLimited:
    "Too much recorded speech in a short time. Please wait a moment, or sign in for a higher limit.",
  /** The same limits, told to someone already signed in. */
  rateLimitedSignedIn: "Too many requests. Please wait a moment.",
  audioLimitedSignedIn: "Too much recorded speech in a short time. Please wait a moment.",
  installationRequired: `Missing or invalid ${INSTALLATION_HEADER} header: anonymous calls send the extension's installation id (a UUID)`,
  unreadableAudio: "Could not read the recording. Please record again.",
  voiceUnavailable:
    "Voice is not available on this server (no speech recognizer is configured); typed text still works",
} as const;
