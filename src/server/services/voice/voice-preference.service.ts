import { MESSAGES } from "../../../shared";
import type { TTSProvider } from "../../ai/types";
import type { DB } from "../../db";
import { getVoicePreference, setVoicePreference } from "../accounts/profile.service";
import { ValidationError } from "../errors";

/** One of the active speech provider's voices; an id it lacks is bad input. */
export function knownVoice(tts: TTSProvider, voiceId: string) {
  const voice = tts.voices().find((option) => option.id === voiceId);
  if (!voice) throw new ValidationError(MESSAGES.voiceUnknown);
  return voice;
}

/**
 * The voice the agent will really use: the saved one when the active speech
 * provider has it, else its default (a preference saved under another
 * provider survives a switch back).
 */
export async function effectiveVoicePreference(db: DB, tts: TTSProvider, userId: string) {
  const saved = await getVoicePreference(db, userId);
  const voice =
    tts.voices().find((option) => option.id === saved.voice_preference) ??
    tts.voices().find((option) => option.id === tts.defaultVoiceId);
  return voice ? { voice_preference: voice.id, voice_language: voice.language } : saved;
}

/** Saves one of the active provider's voices as the person's. */
export function chooseVoice(db: DB, tts: TTSProvider, userId: string, voiceId: string) {
  return setVoicePreference(db, userId, knownVoice(tts, voiceId));
}
