import { createHmac } from "node:crypto";
import { AccessToken, RoomAgentDispatch, RoomConfiguration, TrackSource } from "livekit-server-sdk";
import { z } from "zod";
import type { LiveKitConfig } from "../config";

/** Long enough to connect and reconnect after a network change; a leaked token soon expires. */
export const TOKEN_TTL_SECONDS = 10 * 60;
/** A room closes this soon after the person leaves, so the next visit dispatches a fresh agent. */
const ROOM_DEPARTURE_TIMEOUT_SECONDS = 20;
/** A token nobody uses leaves no room behind for long. */
const ROOM_EMPTY_TIMEOUT_SECONDS = 60;
const ROOM_PREFIX = "verba-";

/** One room per chat session: the agent finds the session again from the room's name. */
export function roomName(sessionId: string) {
  return `${ROOM_PREFIX}${sessionId}`;
}

/**
 * The name a person has in a room: a keyed hash of their user id, stable across
 * visits (a second tab replaces the first) but not the id itself, because the
 * agents framework and LiveKit log participant identities.
 */
export function participantIdentity(userId: string, apiSecret: string) {
  const digest = createHmac("sha256", apiSecret).update(`participant:${userId}`).digest("hex");
  return `user_${digest.slice(0, 32)}`;
}

/** What the server tells the worker about a job; signed with the token, so the worker trusts it. */
export const dispatchMetadataSchema = z.object({
  sessionId: z.string().min(1).max(200),
  userId: z.string().min(1).max(200),
  /** The sign-in the token was made for: the job ends with it. */
  authSessionId: z.string().min(1).max(200),
});
export type DispatchMetadata = z.infer<typeof dispatchMetadataSchema>;

export class DispatchError extends Error {}

/**
 * Reads the job's metadata and checks it names the room the job runs in, so a
 * job can only ever act on the session whose room it joined.
 */
export function parseDispatchMetadata(metadata: string, room: string): DispatchMetadata {
  let json: unknown;
  try {
    json = JSON.parse(metadata);
  } catch {
    throw new DispatchError("the job's metadata is not JSON");
  }
  const parsed = dispatchMetadataSchema.safeParse(json);
  if (!parsed.success)
    throw new DispatchError("the job's metadata lacks sessionId, userId or authSessionId");
  if (roomName(parsed.data.sessionId) !== room)
    throw new DispatchError("the job's session is not the room's");
  return parsed.data;
}

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
