import { z } from "zod";
import {
  MESSAGES,
  setVoicePreferenceSchema,
  voiceOptionSchema,
  voicePreferenceSchema,
} from "../../../shared";
import type { TTSProvider } from "../../ai/types";
import { ValidationError } from "../../services/errors";
import * as profiles from "../../services/profile.service";
import { protectedProcedure } from "../init";

const tags = ["voice"];
const path = "/profile/voice-preference";

/**
 * The voice the agent will really use: the saved one when the active speech
 * provider has it, else its default (a preference saved under another
 * provider survives a switch back).
 */
function effectiveVoice(
  tts: TTSProvider,
  saved: { voice_preference: string; voice_language: string },
) {
  const voice =
    tts.voices().find((option) => option.id === saved.voice_preference) ??
    tts.voices().find((option) => option.id === tts.defaultVoiceId);
  return voice ? { voice_preference: voice.id, voice_language: voice.language } : saved;
}

export const voicePreferenceRouter = {
  availableVoices: protectedProcedure
    .meta({ openapi: { method: "GET", path: `${path}/available-voices`, tags, protect: true } })
    .input(z.void())
    .output(z.object({ voices: z.array(voiceOptionSchema) }))
    .query(({ ctx }) => ({ voices: ctx.ai.tts.voices() })),

  get: protectedProcedure
    .meta({ openapi: { method: "GET", path, tags, protect: true } })
    .input(z.void())
    .output(voicePreferenceSchema)
    .query(async ({ ctx }) =>
      effectiveVoice(ctx.ai.tts, await profiles.getVoicePreference(ctx.db, ctx.user.id)),
    ),

  set: protectedProcedure
    .meta({ openapi: { method: "PUT", path, tags, protect: true } })
    .input(setVoicePreferenceSchema)
    .output(voicePreferenceSchema)
    .mutation(({ ctx, input }) => {
      const voice = ctx.ai.tts.voices().find((option) => option.id === input.voice_id);
      if (!voice) throw new ValidationError(MESSAGES.voiceUnknown);
      return profiles.setVoicePreference(ctx.db, ctx.user.id, voice);
    }),
};
