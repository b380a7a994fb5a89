import type { FastifyInstance } from "fastify";
import { WebhookReceiver } from "livekit-server-sdk";
import type { LiveKitConfig } from "../../config";
import { restError } from "../../http/rest-error";
import type { Logger } from "../../logger";
import type { VoiceAdmission } from "../admission";

export const LIVEKIT_WEBHOOK_PATH = "/api/livekit/webhook";

/**
 * POST /api/livekit/webhook: LiveKit's room events, accepted only with a valid
 * signature (a JWT of the API key whose sha256 claim is the body's hash), so
 * the body is read as the exact bytes that were signed.
 */
export async function liveKitWebhookPlugin(
  app: FastifyInstance,
  {
    livekit,
    logger,
    admission,
    maxSessionMs,
  }: {
    livekit: LiveKitConfig;
    logger: Logger;
    /** A room's start holds its account's voice place for a whole session; its end frees it. */
    admission: Pick<VoiceAdmission, "roomStarted" | "roomEnded">;
    maxSessionMs: number;
  },
) {
  const receiver = new WebhookReceiver(livekit.apiKey, livekit.apiSecret);
  await app.register(async (scope) => {
    // LiveKit sends application/webhook+json; the hash covers the raw text, not parsed JSON.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(LIVEKIT_WEBHOOK_PATH, async (request, reply) => {
      const body = typeof request.body === "string" ? request.body : "";
      let event: Awaited<ReturnType<WebhookReceiver["receive"]>>;
      try {
        event = await receiver.receive(body, request.headers.authorization);
      } catch {
        return reply.status(401).send(restError("UNAUTHORIZED", "Invalid webhook signature"));
      }
      // Room and event only: participant identities and metadata stay out of the logs.
      logger.info(
        { event: event.event, room: event.room?.name, eventId: event.id },
        "livekit webhook",
      );
      const room = event.room?.name;
      if (room && event.event === "room_started") admission.roomStarted(room, maxSessionMs);
      if (room && event.event === "room_finished") admission.roomEnded(room);
      return { received: true };
    });
  });
}
