import { z } from "zod";

/**
 * The browser extension's one call: speech (or typed text) in, polished text
 * out. Shared by the server (validation), the extension (its requests) and
 * the tests. Nothing of it is stored.
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
  installationRequired: `Missing or invalid ${INSTALLATION_HEADER} header: anonymous calls send the extension's installation id (a UUID)`,
  unreadableAudio: "Could not read the recording. Please record again.",
  voiceUnavailable:
    "Voice is not available on this server (no speech recognizer is configured); typed text still works",
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
    /**
     * The thread or post being answered; for `transform`, the selected text,
     * and then the spoken or typed words are the instruction.
     */
    context: z.string().max(EXTENSION_LIMITS.maxContextChars).optional(),
    /** For `transform`: what to do, when typed rather than spoken. */
    instruction: z.string().max(EXTENSION_LIMITS.maxInstructionChars).optional(),
  })
  // A selection with a preset tone (no words at all) is a whole request for `transform`.
  .refine(
    (input) =>
      Boolean(
        input.audio?.length ||
          input.text?.trim() ||
          (input.mode === "transform" && input.context?.trim()),
      ),
    {
      message: EXTENSION_MESSAGES.needsInput,
      path: ["text"],
    },
  );

export type DictateInput = z.input<typeof dictateInputSchema>;

/** What the streaming variant sends, in order: what was heard, the text as it is written, the end. */
export type DictateEvent =
  | { type: "transcript"; text: string }
  | { type: "delta"; text: string }
  | { type: "done"; text: string; transcript: string | null };

export const dictateOutputSchema = z.object({
  /** The polished text to insert. */
  text: z.string(),
  /** What was heard, when audio was sent. */
  transcript: z.string().nullable(),
});

export type DictateOutput = z.infer<typeof dictateOutputSchema>;
