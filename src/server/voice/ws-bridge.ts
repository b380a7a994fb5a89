import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import { issueMessage, MESSAGES, sessionIdSchema } from "../../shared";
import {
  VOICE_CLOSE_CODES,
  VOICE_CLOSE_REASONS,
  VOICE_ERROR_CODES,
  VOICE_SOCKET_PATH,
} from "../../shared/voice-protocol";
import { isTrustedOrigin, type OriginConfig } from "../auth/origins";
import { type RequestUserPorts, resolveUser, toHeaders } from "../auth/request-user";
import type { Config } from "../config";
import type { DB } from "../db";
import { restError } from "../http/rest-error";
import { type AllowanceDeps, spendAllowance } from "../limits/allowances";
import type { Logger } from "../logger";
import { NotFoundError } from "../services/errors";
import { claimSession, getSession } from "../services/sessions/sessions.service";
import type { VoiceHosts } from "./host/host-pool";
import { encodeServerMessage } from "./socket/protocol";

/**
 * Above the largest chunk the protocol allows (64 KB, ~87 KB in base64), so
 * an oversized chunk is answered with an error on a connection that stays
 * open; a message past this is cut off by the socket itself (close 1009).
 */
const MAX_MESSAGE_BYTES = 256 * 1024;

/** The spec's voice-run ids; a session under such an id is made on first use. */
const VOICE_SESSION_ID = /^voice_session_[A-Za-z0-9_-]{1,100}$/;

/** What the bridge uses of the API process: the caller check, and the hosts it relays to. */
export type VoiceBridgePorts = RequestUserPorts &
  AllowanceDeps & {
    config: OriginConfig & Pick<Config, "rateLimit">;
    database: { db: DB };
    logger: Logger;
    voiceHosts: Pick<VoiceHosts, "attach" | "shutdown">;
  };

/**
 * The WebSocket bridge: the documented JSON protocol (spec/voice.md §7) on
 * the voice pipeline, for clients that do not speak WebRTC. The caller
 * authenticates with `?token=<bearer token>` (or the session cookie of the
 * web app, from the app's own pages only) and names the chat session with
 * `?session_id=`. The session itself runs in a voice host; this thread checks
 * the caller and relays.
 */
export async function voiceBridgePlugin(app: FastifyInstance, services: VoiceBridgePorts) {
  await app.register(websocket, {
    options: { maxPayload: MAX_MESSAGE_BYTES },
    // Shutting down: every open session is told (1012), stores what was said and ends before
    // the socket server closes; the plugin's own closing would drop them without a reason.
    async preClose(this: FastifyInstance) {
      await services.voiceHosts.shutdown();
      const server = this.websocketServer;
      for (const client of server.clients) client.close();
      await new Promise((resolve) => server.close(resolve));
    },
  });
  app.get(
    VOICE_SOCKET_PATH,
    { websocket: true, preValidation: ownPagesOnly(services) },
    (socket, request) => {
      // Messages that arrive while the caller is being checked wait in the session's queue.
      const hosted = services.voiceHosts.attach(socket);
      void authorize(services, request).then(
        (caller) => hosted.open(caller),
        (error: unknown) => refuse(socket, error, services),
      );
    },
  );
}

/**
 * A browser sends the sign-in cookie with a socket any site's page opens, so
 * the cookie counts only from a page of ours (the origins better-auth
 * trusts): anything else is refused before the upgrade, against cross-site
 * socket hijacking. A token in the query is no ambient credential: it needs
 * no Origin (the extension, scripts).
 */
function ownPagesOnly(services: VoiceBridgePorts) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, string | undefined>;
    if (query.token || !request.headers.cookie) return;
    const origin = request.headers.origin;
    if (isTrustedOrigin(services.config, origin, request.socket.localPort ?? 0)) return;
    return reply
      .status(403)
      .send(restError("FORBIDDEN", MESSAGES.voiceOriginRefused(origin ?? "")));
  };
}

class SocketAuthError extends Error {}

/** A refusal the person can wait out: said as the spec's RATE_LIMITED, then a final close. */
class SocketLimitError extends Error {}

async function authorize(services: VoiceBridgePorts, request: FastifyRequest) {
  const query = request.query as Record<string, string | undefined>;
  const headers = toHeaders(request.headers);
  if (query.token) {
    headers.delete("cookie");
    headers.set("authorization", `Bearer ${query.token}`);
  }
  const user = await resolveUser(services, headers);
  if (!user) throw new SocketAuthError(MESSAGES.authRequired);
  // Before the session is looked up or made: each voice_session_* id would insert a row.
  const spent = await spendAllowance(services, "voice-sockets", user.id);
  if (!spent.allowed) throw new SocketLimitError(MESSAGES.voiceRateLimited);

  if (!query.session_id?.trim()) throw new SocketAuthError("session_id is required");
  const checked = sessionIdSchema.safeParse(query.session_id);
  if (!checked.success)
    throw new SocketAuthError(`session_id: ${issueMessage(checked.error.issues[0])}`);
  const sessionId = checked.data;
  const db = services.database.db;
  try {
    if (VOICE_SESSION_ID.test(sessionId)) await claimSession(db, user.id, sessionId);
    else await getSession(db, user.id, sessionId);
  } catch (error) {
    throw error instanceof NotFoundError ? new SocketAuthError(error.message) : error;
  }
  return { userId: user.id, sessionId, authSessionId: user.sessionId };
}

function refuse(socket: WebSocket, error: unknown, services: VoiceBridgePorts) {
  if (error instanceof SocketAuthError) {
    socket.close(VOICE_CLOSE_CODES.policy, error.message);
    return;
  }
  if (error instanceof SocketLimitError) {
    const told = {
      type: "error" as const,
      code: VOICE_ERROR_CODES.rateLimited,
      message: error.message,
    };
    if (socket.readyState === socket.OPEN) socket.send(encodeServerMessage(told, null));
    socket.close(VOICE_CLOSE_CODES.normal, VOICE_CLOSE_REASONS.rateLimited);
    return;
  }
  services.logger.error({ err: error }, "voice socket: could not check the caller");
  socket.close(VOICE_CLOSE_CODES.serverError, MESSAGES.unexpected);
}
