import { voice } from "@livekit/agents";
import { type Participant, RoomEvent, type TrackPublication } from "@livekit/rtc-node";
import type { Logger } from "pino";
import { VOICE_ROOM_ATTRIBUTES } from "../../../shared/voice-protocol";
import { type LifetimeTimings, SessionLifetime } from "../session-lifetime";

type MuteListener = (publication: TrackPublication, participant: Participant) => void;

/** The room as the agent sees it: its own attributes to set, and the person's microphone muting. */
export interface AgentSeat {
  localParticipant?: { setAttributes(attributes: Record<string, string>): Promise<void> } | null;
  on(event: RoomEvent.TrackMuted | RoomEvent.TrackUnmuted, listener: MuteListener): unknown;
}

/**
 * The lifetime rule in a LiveKit room. A muted person is still there (the
 * room shows it) and keeps the session, as heartbeats do on the socket. The
 * browser hears what the socket would say: the close reason as an attribute set before the agent leaves
 * (its reconnect then starts a new session), and each interruption as an
 * attribute change, since a room has no agent_interrupt message.
 */
export function endJobWithLifetime(options: {
  session: voice.AgentSession;
  /** The person's identity: their muted microphone holds the inactivity clock. */
  identity: string;
  timings: LifetimeTimings;
  room: AgentSeat;
  logger: Logger;
  shutdown: (reason: string) => void;
}): SessionLifetime {
  const { session, identity, timings, room, logger, shutdown } = options;
  const tell = async (attributes: Record<string, string>) => {
    try {
      await room.localParticipant?.setAttributes(attributes);
    } catch (error) {
      logger.warn({ err: error }, "could not tell the browser about the voice session");
    }
  };
  // Once the close reason is told, the browser has been told the session is over: a reply the
  // closing cut short is no interruption of the person's to show, and is not told after it.
  let closing = false;
  const lifetime = new SessionLifetime(timings, async (reason) => {
    closing = true;
    await tell({ [VOICE_ROOM_ATTRIBUTES.closeReason]: reason });
    logger.info({ reason }, "voice job ended by the session's lifetime");
    shutdown(reason);
  });
  lifetime.observe(session);
  const held = (muted: boolean) => (_: TrackPublication, participant: Participant) => {
    if (participant.identity === identity) lifetime.hold(muted);
  };
  room.on(RoomEvent.TrackMuted, held(true));
  room.on(RoomEvent.TrackUnmuted, held(false));
  session.on(voice.AgentSessionEventTypes.ConversationItemAdded, ({ item }) => {
    if (!closing && item.type === "message" && item.role === "assistant" && item.interrupted)
      void tell({ [VOICE_ROOM_ATTRIBUTES.interruptedAt]: String(Date.now()) });
  });
  session.on(voice.AgentSessionEventTypes.Close, () => lifetime.stop());
  return lifetime;
}
