import { z } from "zod";
import {
  sessionIdSchema,
  setVoicePreferenceSchema,
  voicePreviewSchema,
  voiceStatusSchema,
  voiceTransportSchema,
} from "../../../shared";
import { previewVoice } from "../../services/voice/voice-preview.service";
import { voiceStatus, voiceTransport } from "../../services/voice/voice-transport.service";
import { protectedProcedure } from "../init";
import { limited } from "../limited";

const tags = ["voice"];

export const voiceRouter = {
  status: protectedProcedure
    .meta({ openapi: { method: "GET", path: "/voice/status", tags, protect: true } })
    .input(z.void())
    .output(voiceStatusSchema)
    .query(({ ctx }) => voiceStatus(ctx.ai)),

  transport: protectedProcedure
    .use(limited("voice-tickets"))
    .meta({ openapi: { method: "POST", path: "/voice/transport", tags, protect: true } })
    .input(z.object({ session_id: sessionIdSchema }))
    .output(voiceTransportSchema)
    .mutation(({ ctx, input }) =>
      voiceTransport(
        { db: ctx.db, ai: ctx.ai, livekit: ctx.config.livekit, admission: ctx.capacity.voice },
        { userId: ctx.user.id, authSessionId: ctx.user.sessionId },
        input.session_id,
      ),
    ),

  preview: protectedProcedure
    .use(limited("voice-preview"))
    .meta({ openapi: { method: "POST", path: "/voice/preview", tags, protect: true } })
    .input(setVoicePreferenceSchema)
    .output(voicePreviewSchema)
    .mutation(({ ctx, input }) => previewVoice(ctx.ai.tts, input.voice_id)),
};
