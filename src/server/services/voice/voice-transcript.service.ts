import { MESSAGES } from "../../../shared";
import { type ChatDeps, nameSession } from "../messages/chat.service";
import { firstUserMessageText } from "../messages/messages.repository";
import { sessionTitle } from "../sessions/sessions.repository";

/**
 * Names a session still called 'New Chat' from the person's first message in
 * it: for the voice pipeline, whose turns do not pass through sendMessage.
 */
export async function nameUntitledSession(deps: ChatDeps, sessionId: string) {
  if ((await sessionTitle(deps.db, sessionId)) !== MESSAGES.defaultSessionTitle) return null;
  const first = await firstUserMessageText(deps.db, sessionId);
  return first ? nameSession(deps, sessionId, first) : null;
}
