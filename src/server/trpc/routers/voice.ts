import { z } from "zod";
import { MESSAGES, setVoicePreferenceSchema } from "../../../shared";
import { synthesizeMp3 } from "../../ai/tts/synthesize";
import { ValidationError } from "../../services/errors";
import { protectedProcedure, rateLimited } from "../init";

/** What a voice says when previewed: short, and it shows off a sentence's melody. */
export const PREVIEW_SENTENCE =
  "Hello! This is how I sound. Shall we write something great together?";

export const voiceRouter = {
  preview: protectedProcedure
    .use(rateLimited("voice-preview", (ctx) => ctx.config.rateLimit.previewMax))
    .meta({ openapi: { method: "POST", path: "/voice/preview", tags: ["voice"], protect: true } })
    .input(setVoicePreferenceSchema)
    .output(z.object({ audio_content: z.string(), audio_format: z.string(), voice_id: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const voice = ctx.ai.tts.voices().find((option) => option.id === input.voice_id);
      if (!voice) throw new ValidationError(MESSAGES.voiceUnknown);
      const { audio, format } = await synthesizeMp3(
        ctx.ai.tts.forVoice(voice.id),
        PREVIEW_SENTENCE,
      );
      return { audio_content: audio.toString("base64"), audio_format: format, voice_id: voice.id };
    }),
};
