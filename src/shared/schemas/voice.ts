import { z } from "zod";
import { MESSAGES } from "../messages";
import { text } from "./text";

export const voicePreferenceSchema = z.object({
  voice_preference: z.string(),
  voice_language: z.string(),
});

export const setVoicePreferenceSchema = z.object({
  voice_id: text({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(100),
});

export const voiceOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  gender: z.string(),
  language: z.string(),
  quality: z.string(),
  description: z.string(),
});
export type VoiceOption = z.infer<typeof voiceOptionSchema>;

/** Whether this server can hold a voice conversation; when not, what to install or configure. */
export const voiceStatusSchema = z.object({
  available: z.boolean(),
  message: z.string().nullable(),
});

/** How the browser reaches the voice pipeline: a LiveKit room, or the WebSocket bridge. */
export const voiceTransportSchema = z.discriminatedUnion("transport", [
  z.object({
    transport: z.literal("livekit"),
    url: z.string(),
    token: z.string(),
    room: z.string(),
  }),
  z.object({ transport: z.literal("websocket"), path: z.string() }),
]);

/** A sample sentence in one voice, as base64 audio. */
export const voicePreviewSchema = z.object({
  audio_content: z.string(),
  audio_format: z.string(),
  voice_id: z.string(),
});
