import { EXTENSION_LIMITS } from "../../../shared/extension";
import { decodeToPcm16k, PCM_SAMPLE_RATE } from "../../ai/audio/decode";
import { pcmToFrames } from "../../ai/audio/frames";
import type { STTProvider } from "../../ai/types";

/**
 * A dictation's audio work, the heavy part: decoding the recording and
 * recognizing it. The API thread has it done in a voice host.
 */
export interface DictationAudio {
  decode(audio: Uint8Array, format: string): Promise<Int16Array>;
  recognize(pcm: Int16Array, dictionary: readonly string[], signal?: AbortSignal): Promise<string>;
}

/**
 * Decodes in memory (never a file), into PCM that owns its memory so it can
 * move between threads; a recording over the dictation's length is refused
 * as soon as decoding passes it.
 */
export async function decodeForDictation(audio: Uint8Array, format: string) {
  const pcm = await decodeToPcm16k(audio, format, { maxSeconds: EXTENSION_LIMITS.maxAudioSeconds });
  return pcm.byteOffset === 0 && pcm.buffer.byteLength === pcm.byteLength ? pcm : pcm.slice();
}

/** The whole recording in one call; a recognizer that can be told the dictionary is. */
export async function recognizeForDictation(
  stt: STTProvider,
  pcm: Int16Array,
  dictionary: readonly string[],
  signal?: AbortSignal,
) {
  const recognizer =
    dictionary.length > 0 && stt.withPhrases ? stt.withPhrases(dictionary) : stt.stt;
  const event = await recognizer.recognize(pcmToFrames(pcm, PCM_SAMPLE_RATE), signal);
  return event.alternatives?.[0]?.text.trim() ?? "";
}

/** The audio work done where it is asked for (in a voice host, or a test without hosts). */
export function dictationAudioOn(stt: STTProvider): DictationAudio {
  return {
    decode: decodeForDictation,
    recognize: (pcm, dictionary, signal) => recognizeForDictation(stt, pcm, dictionary, signal),
  };
}
