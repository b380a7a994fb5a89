import { TRPCError } from "@trpc/server";
import { z } from "zod";
import {
  MESSAGES,
  setVoicePreferenceSchema,
  voiceOptionSchema,
  voicePreferenceSchema,
} from "../../../shared";
import { findVoice, VOICE_CATALOGUE } from "../../ai/voice-catalogue";
import * as profiles from "../../services/profile.service";
import { protectedProcedure } from "../init";

const tags = ["voice"];
const path = "/profile/voice-preference";

export const voicePreferenceRouter = {
  availableVoices: protectedProcedure
    .meta({ openapi: { method: "GET", path: `${path}/available-voices`, tags, protect: true } })
    .input(z.void())
    .output(z.object({ voices: z.array(voiceOptionSchema) }))
    .query(() => ({ voices: VOICE_CATALOGUE })),

  get: protectedProcedure
    .meta({ openapi: { method: "GET", path, tags, protect: true } })
    .input(z.void())
    .output(voicePreferenceSchema)
    .query(({ ctx }) => profiles.getVoicePreference(ctx.db, ctx.user.id)),

  set: protectedProcedure
    .meta({ openapi: { method: "PUT", path, tags, protect: true } })
    .input(setVoicePreferenceSchema)
    .output(voicePreferenceSchema)
    .mutation(({ ctx, input }) => {
      const voice = findVoice(input.voice_id);
      if (!voice) throw new TRPCError({ code: "BAD_REQUEST", message: MESSAGES.voiceUnknown });
      return profiles.setVoicePreference(ctx.db, ctx.user.id, voice);
    }),
};
