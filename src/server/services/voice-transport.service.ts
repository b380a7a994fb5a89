import { MESSAGES } from "../../shared";
import { VOICE_SOCKET_PATH } from "../../shared/voice-protocol";
import type { Providers } from "../ai/providers";
import type { LiveKitConfig } from "../config";
import type { DB } from "../db";
import { createRoomAccess } from "../voice/livekit";
import { UnavailableError } from "./errors";
import { getSession } from "./sessions.service";

export interface VoiceTransportDeps {
  db: DB;
  ai: Pick<Providers, "stt">;
  livekit?: LiveKitConfig;
}

/** Whether this server can hold a voice conversation; when not, what to install or configure. */
export function voiceStatus(ai: Pick<Providers, "stt">) {
  return ai.stt !== null
    ? { available: true, message: null }
    : { available: false, message: MESSAGES.voiceUnavailable };
}

/**
 * How the browser reaches the voice pipeline for one of the caller's sessions:
 * a LiveKit room when LiveKit is configured, else the WebSocket bridge.
 */
export async function voiceTransport(
  deps: VoiceTransportDeps,
  caller: { userId: string; authSessionId: string },
  sessionId: string,
) {
  await getSession(deps.db, caller.userId, sessionId);
  if (deps.ai.stt === null) throw new UnavailableError(MESSAGES.voiceUnavailable);
  if (!deps.livekit) return { transport: "websocket" as const, path: VOICE_SOCKET_PATH };
  const access = await createRoomAccess(deps.livekit, {
    userId: caller.userId,
    sessionId,
    authSessionId: caller.authSessionId,
  });
  return { transport: "livekit" as const, ...access };
}
