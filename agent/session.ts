import type { DB } from "../src/server/db";
import { NotFoundError } from "../src/server/services/errors";
import { createSession, getSession } from "../src/server/services/sessions.service";
import { DispatchError } from "../src/server/voice/livekit";
import { MESSAGES } from "../src/shared";

/**
 * Makes sure the job's chat session is the user's: theirs already, or created
 * for them when it is gone (deleted while the room was open, or a voice-only
 * id). An id another account holds is refused, so a job never writes there.
 */
export async function claimSession(db: DB, userId: string, sessionId: string) {
  if (await ownsSession(db, userId, sessionId)) return;
  try {
    await createSession(db, userId, MESSAGES.defaultSessionTitle, sessionId);
  } catch (error) {
    // The insert lost a race with the same user's own create, or the id is another account's.
    if (await ownsSession(db, userId, sessionId)) return;
    throw new DispatchError("the job's session belongs to another account", { cause: error });
  }
}

async function ownsSession(db: DB, userId: string, sessionId: string) {
  try {
    await getSession(db, userId, sessionId);
    return true;
  } catch (error) {
    if (error instanceof NotFoundError) return false;
    throw error;
  }
}
