import type { Logger } from "pino";
import type { z } from "zod";
import {
  type DictateEvent,
  type DictateOutput,
  type dictateInputSchema,
  EXTENSION_LIMITS,
  EXTENSION_MESSAGES,
} from "../../../shared";
import {
  AudioDecodeError,
  AudioRefusedError,
  AudioTooLongError,
  audioFormat,
  PCM_SAMPLE_RATE,
} from "../../ai/audio/decode";
import { describeProviderError } from "../../ai/llm/provider-errors";
import { correctToDictionary } from "../../ai/llm/writing-engine/dictionary";
import type { WritingTask } from "../../ai/llm/writing-task";
import type { LLMProvider, STTProvider } from "../../ai/types";
import type { DB } from "../../db";
import { getTerms } from "../dictionary/dictionary.service";
import { UnavailableError, ValidationError } from "../errors";
import { getSnippets } from "../snippets/snippets.service";
import { getStyles, NO_STYLES, toneFor } from "../styles/styles.service";
import { type DictationAudio, dictationAudioOn } from "./dictation-audio";
import type { WorkQueue } from "./work-queue";

export interface DictationDeps {
  stt: STTProvider | null;
  llm: LLMProvider;
  logger: Logger;
  /** The person's dictionary: recognition is corrected toward it and the writer keeps it. */
  dictionary?: readonly string[];
  /**
   * Counts a recording's seconds against the caller's allowance before it is
   * recognized (the costly part); throws to refuse it.
   */
  chargeAudio?: (seconds: number) => Promise<void>;
  /** Where the audio is decoded and recognized: the server has it done in its voice hosts. */
  audio?: DictationAudio;
}

export type DictationRequest = z.output<typeof dictateInputSchema>;

/**
 * A dictation when its turn comes in the server's bounded line of dictations,
 * with the dictionary and snippets sent and, for a signed-in person, their
 * saved ones (a snippet sent wins over a saved one with the same trigger); a
 * dictation that names no tone gets the person's saved style for it.
 */
export async function dictateInTurn(
  deps: Omit<DictationDeps, "dictionary"> & { db: DB; queue: WorkQueue },
  userId: string | null,
  input: DictationRequest,
  onEvent?: (event: DictateEvent) => void,
  signal?: AbortSignal,
) {
  // A signed-in person's saved words, snippets and styles, read side by side.
  const [saved, savedSnippets, styles] = userId
    ? await Promise.all([
        getTerms(deps.db, userId),
        getSnippets(deps.db, userId),
        input.tone ? NO_STYLES : getStyles(deps.db, userId),
      ])
    : [[], [], NO_STYLES];
  const dictionary = [...new Set([...saved, ...(input.dictionary ?? [])])];
  const sent = input.snippets ?? [];
  const snippets = [
    ...sent,
    ...savedSnippets.filter(
      (kept) => !sent.some((given) => given.trigger.toLowerCase() === kept.trigger.toLowerCase()),
    ),
  ];
  const styled = { ...input, snippets, tone: toneFor(styles, input) };
  return deps.queue.run(() => dictate({ ...deps, dictionary }, styled, onEvent, signal), signal);
}

/**
 * The extension's dictation: speech (or typed text) in, polished text out.
 * Nothing of it is kept: no rows, no files, and the log gets sizes,
 * durations, the mode and the providers' names, never the words.
 */
export async function dictate(
  deps: DictationDeps,
  input: DictationRequest,
  onEvent: (event: DictateEvent) => void = () => {},
  signal?: AbortSignal,
): Promise<DictateOutput> {
  const started = performance.now();
  const heard = input.audio
    ? await transcribe(deps, input.audio, input.audio_format, signal)
    : null;
  const transcript = heard ? correctToDictionary(heard.transcript, deps.dictionary ?? []) : null;

  if (transcript !== null) onEvent({ type: "transcript", text: transcript });

  let text = "";
  const task = { ...writingTaskFor(input, transcript), dictionary: deps.dictionary };
  for await (const delta of deps.llm.writer.perform(task, signal)) {
    text += delta;
    onEvent({ type: "delta", text: delta });
  }
  text = text.trim();
  signal?.throwIfAborted();
  // The built-in engine has nothing to write from filler alone ("um, uh").
  if (!text)
    throw new ValidationError(
      transcript === null ? EXTENSION_MESSAGES.needsInput : EXTENSION_MESSAGES.noSpeech,
    );

  deps.logger.info(
    {
      mode: input.mode,
      tone: input.tone,
      audio_bytes: heard?.bytes,
      audio_seconds: heard?.seconds,
      text_chars: input.text?.length ?? 0,
      context_chars: input.context?.length ?? 0,
      instruction_chars: input.instruction?.length ?? 0,
      result_chars: text.length,
      stt: heard ? deps.stt?.name : undefined,
      llm: deps.llm.name,
      ms: Math.round(performance.now() - started),
    },
    "extension dictation",
  );
  onEvent({ type: "done", text, transcript });
  return { text, transcript };
}

/**
 * The writing task for a request. The person's words are the transcript
 * when audio was sent, else the typed text. For `reply` and `comment` they
 * are what to say and `context` is what is being answered; for `write`, what
 * to say and the page it goes on. For `transform`
 * over a selection (`context`), the selection is what gets rewritten and the
 * words, with any typed `instruction`, say how ("make this more formal");
 * without a selection the words themselves are rewritten.
 */
function writingTaskFor(input: DictationRequest, transcript: string | null): WritingTask {
  const words = transcript ?? input.text?.trim() ?? "";
  const { tone, context, editor, snippets } = input;
  if (input.mode !== "transform")
    return { mode: input.mode, text: words, tone, context, editor, snippets };
  const selection = context?.trim();
  if (!selection)
    return { mode: "transform", text: words, tone, instruction: input.instruction, snippets };
  const instruction = [input.instruction?.trim(), words].filter(Boolean).join(". ");
  return {
    mode: "transform",
    text: selection,
    tone,
    instruction: instruction || undefined,
    snippets,
  };
}

interface Heard {
  transcript: string;
  bytes: number;
  seconds: number;
}

/** Decodes in memory (never a file) and recognizes the whole recording in one call. */
async function transcribe(
  { stt, chargeAudio, dictionary = [], audio: work }: DictationDeps,
  audio: string,
  format: string,
  signal?: AbortSignal,
): Promise<Heard> {
  if (!stt) throw new UnavailableError(EXTENSION_MESSAGES.voiceUnavailable);
  try {
    audioFormat(format);
  } catch (error) {
    throw new ValidationError((error as Error).message);
  }
  const bytes = Buffer.from(audio, "base64");
  const speech = work ?? dictationAudioOn(stt);
  let pcm: Int16Array;
  try {
    pcm = await speech.decode(bytes, format);
  } catch (error) {
    if (error instanceof AudioTooLongError)
      throw new ValidationError(EXTENSION_MESSAGES.audioTooLong);
    // A refusal names what is wrong with the recording; other failures say it could not be read.
    if (error instanceof AudioRefusedError) throw new ValidationError(error.message);
    if (error instanceof AudioDecodeError)
      throw new ValidationError(EXTENSION_MESSAGES.unreadableAudio);
    throw error;
  }
  const seconds = Math.round((pcm.length / PCM_SAMPLE_RATE) * 10) / 10;
  if (seconds > EXTENSION_LIMITS.maxAudioSeconds) {
    throw new ValidationError(EXTENSION_MESSAGES.audioTooLong);
  }
  if (pcm.length === 0) throw new ValidationError(EXTENSION_MESSAGES.noSpeech);
  await chargeAudio?.(seconds);

  let transcript: string;
  try {
    // Any transcript is corrected toward the dictionary after.
    transcript = await speech.recognize(pcm, dictionary, signal);
  } catch (error) {
    signal?.throwIfAborted();
    throw describeProviderError(stt.name, error);
  }
  if (!transcript) throw new ValidationError(EXTENSION_MESSAGES.noSpeech);
  return { transcript, bytes: bytes.length, seconds };
}
