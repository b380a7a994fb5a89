import { z } from "zod";
import {
  setVoicePreferenceSchema,
  voiceOptionSchema,
  voicePreferenceSchema,
} from "../../../shared";
import {
  chooseVoice,
  effectiveVoicePreference,
} from "../../services/voice/voice-preference.service";
import { protectedProcedure } from "../init";
import { limited } from "../limited";

const tags = ["voice"];
const path = "/profile/voice-preference";

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
    .query(({ ctx }) => effectiveVoicePreference(ctx.db, ctx.ai.tts, ctx.user.id)),

  set: protectedProcedure
    .use(limited("writes"))
    .meta({ openapi: { method: "PUT", path, tags, protect: true } })
    .input(setVoicePreferenceSchema)
    .output(voicePreferenceSchema)
    .mutation(({ ctx, input }) => chooseVoice(ctx.db, ctx.ai.tts, ctx.user.id, input.voice_id)),
};
