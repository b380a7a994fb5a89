import type { RawData } from "ws";
import { describeIssue, MESSAGES } from "../../../shared";
import {
  type ClientVoiceMessage,
  clientVoiceMessageSchema,
  type ServerVoiceMessage,
} from "../../../shared/voice-protocol";

/** A client's message, or what is wrong with it: binary, not JSON, or which field or type is refused. */
export function decodeClientMessage(
  data: RawData,
  isBinary: boolean,
): { message: ClientVoiceMessage } | { problem: string } {
  if (isBinary) return { problem: MESSAGES.voiceBinaryMessage };
  let json: unknown;
  try {
    json = JSON.parse(data.toString());
  } catch {
    return { problem: MESSAGES.voiceNotJson };
  }
  const result = clientVoiceMessageSchema.safeParse(json);
  return result.success
    ? { message: result.data }
    : { problem: describeIssue(result.error.issues[0]) };
}

/** A server message in the protocol's envelope; a heartbeat keeps the client's own timestamp. */
export function encodeServerMessage(message: ServerVoiceMessage, sessionId: string | null) {
  return JSON.stringify({ session_id: sessionId, timestamp: Date.now(), ...message });
}

/** The close reason that tells a client the server is restarting (it reconnects). */
export const SHUTDOWN_REASON = "server_shutdown";
