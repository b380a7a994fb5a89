import { z } from "zod";
import { MESSAGES, sessionIdSchema, setVoicePreferenceSchema } from "../../../shared";
import { VOICE_SOCKET_PATH } from "../../../shared/voice-protocol";
import { synthesizeMp3 } from "../../ai/tts/synthesize";
import { UnavailableError, ValidationError } from "../../services/errors";
import { getSession } from "../../services/sessions.service";
import { createRoomAccess } from "../../voice/livekit";
import type { Context } from "../context";
import { protectedProcedure, rateLimited } from "../init";

/** What a voice says when previewed: short, and it shows off a sentence's melody. */
export const PREVIEW_SENTENCE =
  "Hello! This is how I sound. Shall we write something great together?";

/** How the browser reaches the voice pipeline: a LiveKit room, or the WebSocket bridge. */
const voiceTransportSchema = z.discriminatedUnion("transport", [
  z.object({
    transport: z.literal("livekit"),
    url: z.string(),
    token: z.string(),
    room: z.string(),
  }),
  z.object({ transport: z.literal("websocket"), path: z.string() }),
]);

/** Whether this server can hold a voice conversation; when not, what to install or configure. */
const voiceStatusSchema = z.object({ available: z.boolean(), message: z.string().nullable() });

function voiceAvailable(ctx: Pick<Context, "ai">) {
  return ctx.ai.stt !== null;
}

export const voiceRouter = {
  status: protectedProcedure
    .meta({ openapi: { method: "GET", path: "/voice/status", tags: ["voice"], protect: true } })
    .input(z.void())
    .output(voiceStatusSchema)
    .query(({ ctx }) =>
      voiceAvailable(ctx)
        ? { available: true, message: null }
        : { available: false, message: MESSAGES.voiceUnavailable },
    ),

  transport: protectedProcedure
    .meta({ openapi: { method: "POST", path: "/voice/transport", tags: ["voice"], protect: true } })
    .input(z.object({ session_id: sessionIdSchema }))
    .output(voiceTransportSchema)
    .mutation(async ({ ctx, input }) => {
      await getSession(ctx.db, ctx.user.id, input.session_id);
      if (!voiceAvailable(ctx)) throw new UnavailableError(MESSAGES.voiceUnavailable);
      if (!ctx.config.livekit) return { transport: "websocket" as const, path: VOICE_SOCKET_PATH };
      const access = await createRoomAccess(ctx.config.livekit, {
        userId: ctx.user.id,
        sessionId: input.session_id,
        authSessionId: ctx.user.sessionId,
      });
      return { transport: "livekit" as const, ...access };
    }),

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
