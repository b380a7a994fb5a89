import { synthesizeMp3 } from "../../ai/tts/synthesize";
import type { TTSProvider } from "../../ai/types";
import { knownVoice } from "./voice-preference.service";

/** What a voice says when previewed: short, and it shows off a sentence's melody. */
export const PREVIEW_SENTENCE =
  "Hello! This is how I sound. Shall we write something great together?";

/** A sample sentence in one of the active speech provider's voices, as base64 mp3. */
export async function previewVoice(tts: TTSProvider, voiceId: string) {
  const voice = knownVoice(tts, voiceId);
  const { audio, format } = await synthesizeMp3(tts.forVoice(voice.id), PREVIEW_SENTENCE);
  return { audio_content: audio.toString("base64"), audio_format: format, voice_id: voice.id };
}
