import { TransformStream } from "node:stream/web";
import type { stt, voice } from "@livekit/agents";
import { VoiceAgent } from "../agent";

/**
 * The voice agent as the socket runs it: it also keeps the recognizer's
 * confidence in the last transcript, which the protocol's transcription
 * messages carry and the framework's events do not.
 */
export class SocketAgent extends VoiceAgent {
  lastConfidence = 0;

  override async sttNode(...args: Parameters<voice.Agent["sttNode"]>) {
    const events = await super.sttNode(...args);
    return (
      events?.pipeThrough(
        new TransformStream<stt.SpeechEvent | string, stt.SpeechEvent | string>({
          transform: (event, controller) => {
            const best = typeof event === "string" ? undefined : event.alternatives?.[0];
            if (best) this.lastConfidence = best.confidence;
            controller.enqueue(event);
          },
        }),
      ) ?? null
    );
  }
}
