import { z } from "zod";

/**
 * The browser extension's one call: speech (or typed text) in, polished text
 * out. Shared by the server (validation), the extension (its requests) and
 * the tests. Nothing of it is stored.
 */
export const EXTENSION_LIMITS = {
  /** Seconds of speech one dictation may hold. */
  maxAudioSeconds: 60,
  /** Base64 of ~60 s of webm/opus at the browser's default bitrate, with room to spare. */
  maxAudioBase64Chars: 2_000_000,
  maxTextChars: 5_000,
  maxContextChars: 8_000,
  maxInstructionChars: 500,
} as const;

export const EXTENSION_MODES = ["reply", "comment", "transform"] as const;
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
  textTooLong: `Text too long: at most ${EXTENSION_LIMITS.maxTextChars} characters`,
  rateLimited: "Too many requests. Please wait a moment, or sign in for a higher limit.",
} as const;

export const dictateInputSchema = z
  .object({
    /** Base64 audio: webm/opus as MediaRecorder makes it (ogg, wav and mp4 also accepted). */
    audio: z
      .string()
      .max(EXTENSION_LIMITS.maxAudioBase64Chars, EXTENSION_MESSAGES.audioTooLong)
      .optional(),
    audio_format: z.string().max(100).default("webm"),
    text: z.string().max(EXTENSION_LIMITS.maxTextChars, EXTENSION_MESSAGES.textTooLong).optional(),
    mode: z.enum(EXTENSION_MODES),
    tone: z.enum(EXTENSION_TONES).default("professional"),
    /** The thread or post being answered, or for `transform` the selected text. */
    context: z.string().max(EXTENSION_LIMITS.maxContextChars).optional(),
    /** For `transform`: what to do, when typed rather than spoken. */
    instruction: z.string().max(EXTENSION_LIMITS.maxInstructionChars).optional(),
  })
  .refine((input) => Boolean(input.audio?.length || input.text?.trim()), {
    message: EXTENSION_MESSAGES.needsInput,
    path: ["text"],
  });

export type DictateInput = z.input<typeof dictateInputSchema>;

export const dictateOutputSchema = z.object({
  /** The polished text to insert. */
  text: z.string(),
  /** What was heard, when audio was sent. */
  transcript: z.string().nullable(),
});

export type DictateOutput = z.infer<typeof dictateOutputSchema>;
