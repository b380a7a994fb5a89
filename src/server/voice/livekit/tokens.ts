import { AccessToken, RoomAgentDispatch, RoomConfiguration, TrackSource } from "livekit-server-sdk";
import type { LiveKitConfig } from "../../config";
import type { VoiceAdmission } from "../admission";
import type { DispatchMetadata } from "./dispatch";
import { participantIdentity, roomName } from "./names";

/** Long enough to connect and reconnect after a network change; a leaked token soon expires. */
export const TOKEN_TTL_SECONDS = 10 * 60;
/** A room closes this soon after the person leaves, so the next visit dispatches a fresh agent. */
const ROOM_DEPARTURE_TIMEOUT_SECONDS = 20;
/** A token nobody uses leaves no room behind for long. */
const ROOM_EMPTY_TIMEOUT_SECONDS = 60;

export interface RoomAccess {
  url: string;
  token: string;
  room: string;
}

/**
 * A token to join the room of one chat session and nothing else: subscribe to
 * the agent, publish the microphone only (no camera, no screen, no data: the
 * browser only reads the transcripts the agent streams, and typed messages go
 * through the API), no room administration. The agent is dispatched by the
 * token itself: LiveKit starts the job when this join creates the room, so
 * issuing a token needs no call to LiveKit and the agent is not started for a
 * token that is never used.
 */
export async function createRoomAccess(
  livekit: LiveKitConfig,
  { userId, sessionId, authSessionId }: DispatchMetadata,
): Promise<RoomAccess> {
  const room = roomName(sessionId);
  const token = new AccessToken(livekit.apiKey, livekit.apiSecret, {
    identity: participantIdentity(userId, livekit.apiSecret),
    ttl: TOKEN_TTL_SECONDS,
  });
  token.addGrant({
    room,
    roomJoin: true,
    canSubscribe: true,
    canPublish: true,
    canPublishSources: [TrackSource.MICROPHONE],
    canPublishData: false,
    canUpdateOwnMetadata: false,
  });
  const metadata: DispatchMetadata = { sessionId, userId, authSessionId };
  token.roomConfig = new RoomConfiguration({
    agents: [
      new RoomAgentDispatch({ agentName: livekit.agentName, metadata: JSON.stringify(metadata) }),
    ],
    // The person alone with the agent (agents do not count).
    maxParticipants: 1,
    departureTimeout: ROOM_DEPARTURE_TIMEOUT_SECONDS,
    emptyTimeout: ROOM_EMPTY_TIMEOUT_SECONDS,
  });
  return { url: livekit.publicUrl, token: await token.toJwt(), room };
}

/**
 * A token for the session's room that first takes one of the account's voice
 * places, held until LiveKit says the room ended or the token lapses unused.
 * Null when the account has no place left; then no token is made.
 */
export async function admitToRoom(
  livekit: LiveKitConfig,
  admission: Pick<VoiceAdmission, "ticket">,
  dispatch: DispatchMetadata,
): Promise<RoomAccess | null> {
  const room = roomName(dispatch.sessionId);
  if (!admission.ticket(dispatch.userId, room, TOKEN_TTL_SECONDS * 1000)) return null;
  return createRoomAccess(livekit, dispatch);
}
