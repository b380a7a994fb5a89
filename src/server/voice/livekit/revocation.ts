import { RoomServiceClient, TwirpError } from "livekit-server-sdk";
import type { Logger } from "pino";
import type { LiveKitConfig } from "../../config";
import type { SessionLease } from "../../revocation/session-watch";

export interface RoomSeat {
  room: string;
  /** The person's identity in the room (participantIdentity). */
  identity: string;
}

/**
 * Takes the person out of the room and closes it. Tokens issued before now
 * stop working, so a token handed out before a sign-out cannot join again.
 * A person or room already gone is what was wanted.
 */
export async function removeFromRoom(livekit: LiveKitConfig, { room, identity }: RoomSeat) {
  const rooms = new RoomServiceClient(livekit.url, livekit.apiKey, livekit.apiSecret);
  await ignoringNotFound(() =>
    rooms.removeParticipant(room, identity, {
      revokeTokenTs: BigInt(Math.floor(Date.now() / 1000)),
    }),
  );
  await ignoringNotFound(() => rooms.deleteRoom(room));
}

async function ignoringNotFound(call: () => Promise<void>) {
  try {
    await call();
  } catch (error) {
    if (!(error instanceof TwirpError && error.status === 404)) throw error;
  }
}

/**
 * Ties a LiveKit job to the sign-in its token was made for: when that sign-in
 * ends, the person leaves the room, the room closes and the job ends (its
 * agent stores nothing more, through the same lease).
 */
export function endJobWithSignIn(options: {
  signIn: SessionLease;
  livekit: LiveKitConfig;
  seat: RoomSeat;
  logger: Logger;
  shutdown: (reason: string) => void;
}) {
  const { signIn, livekit, seat, logger, shutdown } = options;
  const end = async () => {
    try {
      await removeFromRoom(livekit, seat);
    } catch (error) {
      logger.warn({ err: error }, "could not remove a signed-out person from the room");
    }
    logger.info("voice job ended: its sign-in ended");
    shutdown("sign-in ended");
  };
  if (signIn.signal.aborted) void end();
  else signIn.signal.addEventListener("abort", () => void end(), { once: true });
}
