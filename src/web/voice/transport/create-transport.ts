import { VOICE_SOCKET_PATH } from "../../../shared/voice-protocol";
import type { SessionTransport, VoiceTransportAnswer } from "./session-transport";

export interface CreateTransportOptions {
  sessionId: string;
  /** Agent volume 0..100. */
  volume: number;
  /** Asks the server again, for a fresh LiveKit token when reconnecting. */
  refresh?: () => Promise<VoiceTransportAnswer>;
}

/**
 * The transport the server's answer names. LiveKit's client is loaded only
 * when the server offers LiveKit, so the bridge's users never download it.
 * LiveKit comes with the bridge behind it: when the LiveKit server cannot be
 * joined, voice goes on over the bridge (the server accepts it either way).
 */
export async function createTransport(
  answer: VoiceTransportAnswer,
  options: CreateTransportOptions,
): Promise<SessionTransport> {
  const bridge = async (path: string = VOICE_SOCKET_PATH) => {
    const { WsTransport } = await import("./ws-transport");
    return new WsTransport({ sessionId: options.sessionId, path, volume: options.volume });
  };
  if (answer.transport === "websocket") return bridge(answer.path);
  const [{ LiveKitTransport }, { FallbackTransport }] = await Promise.all([
    import("./livekit-transport"),
    import("./fallback-transport"),
  ]);
  const refresh = options.refresh;
  const liveKit = new LiveKitTransport({
    access: answer,
    volume: options.volume,
    refreshAccess: refresh
      ? async () => {
          const next = await refresh();
          if (next.transport !== "livekit") throw new Error("The server no longer offers LiveKit");
          return next;
        }
      : undefined,
  });
  return new FallbackTransport(liveKit, () => bridge());
}
