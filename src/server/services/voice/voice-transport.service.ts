import { MESSAGES } from "../../../shared";
import { VOICE_SOCKET_PATH } from "../../../shared/voice-protocol";
import type { Providers } from "../../ai/providers";
import type { LiveKitConfig } from "../../config";
import type { DB } from "../../db";
import type { VoiceAdmission } from "../../voice/admission";
import { admitToRoom } from "../../voice/livekit/tokens";
import { AccountLimitError, UnavailableError } from "../errors";
import { getSession } from "../sessions/sessions.service";

export interface VoiceTransportDeps {
  db: DB;
  ai: Pick<Providers, "stt">;
  livekit?: LiveKitConfig;
  /** Where a ticket takes one of the account's voice places (the bridge's sessions count there too). */
  admission: Pick<VoiceAdmission, "ticket" | "perAccount">;
}

/** How soon an account at its voice share may ask again: about when a short session ends. */
const ACCOUNT_FULL_RETRY_SECONDS = 30;

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
  const access = await admitToRoom(deps.livekit, deps.admission, {
    userId: caller.userId,
    sessionId,
    authSessionId: caller.authSessionId,
  });
  if (!access) {
    throw new AccountLimitError(
      MESSAGES.voiceAccountFull(deps.admission.perAccount),
      ACCOUNT_FULL_RETRY_SECONDS,
    );
  }
  return { transport: "livekit" as const, ...access };
}
