import { createHmac } from "node:crypto";

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
