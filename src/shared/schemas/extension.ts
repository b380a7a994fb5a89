import { z } from "zod";

import {
  EXTENSION_LIMITS,
  EXTENSION_MESSAGES,
  EXTENSION_MODES,
  EXTENSION_TONES,
} from "../extension";
import { dictionaryTermsSchema } from "./dictionary";
import { snippetListSchema } from "./snippets";
import { styleSiteSchema } from "./styles";
import { text } from "./text";

export * from "../extension";

/**
 * The browser extension's one call: speech (or typed text) in, polished text
 * out. Shared by the server (validation), the extension (its requests) and
 * the tests. Nothing of it is stored.
 */
export const dictateInputSchema = z
  .object({
    /** Base64 audio: webm/opus as MediaRecorder makes it (ogg, wav and mp4 also accepted). */
    audio: text()
      .max(EXTENSION_LIMITS.maxAudioBase64Chars, EXTENSION_MESSAGES.audioTooLong)
      .optional(),
    audio_format: text().max(100).default("webm"),
    text: text().max(EXTENSION_LIMITS.maxTextChars, EXTENSION_MESSAGES.textTooLong).optional(),
    mode: z.enum(EXTENSION_MODES, { error: EXTENSION_MESSAGES.modeInvalid }),
    /**
     * Absent: the signed-in person's saved style for the thread's sender, else
     * for `site`, else professional.
     */
    tone: z.enum(EXTENSION_TONES).optional(),
    /**
     * The thread or post being answered (for `write`, the page the field is
     * on); for `transform`, the selected text,
     * and then the spoken or typed words are the instruction.
     */
    context: text().max(EXTENSION_LIMITS.maxContextChars).optional(),
    /**
     * What the editor already holds (a greeting, a signature, quoted text), so
     * that the text inserted between them does not repeat them.
     */
    editor: text().max(EXTENSION_LIMITS.maxContextChars).optional(),
    /**
     * The personal dictionary of someone not signed in (kept in the
     * extension); a signed-in person's saved dictionary is added to it.
     */
    dictionary: dictionaryTermsSchema.optional(),
    /** For `transform`: what to do, when typed rather than spoken. */
    instruction: text().max(EXTENSION_LIMITS.maxInstructionChars).optional(),
    /**
     * The snippets of someone not signed in (kept in the extension): a
     * trigger said becomes the snippet's text, exactly.
     */
    snippets: snippetListSchema.optional(),
    /** The host of the page being written on, for the style saved for that place. */
    site: styleSiteSchema.optional(),
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
