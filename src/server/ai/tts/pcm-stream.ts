import { type APIConnectOptions, log, shortuuid, tts } from "@livekit/agents";
import type { AudioFrame } from "@livekit/rtc-node";
import { pcmToFrames } from "../audio/frames";
import type { ProviderError } from "../types";

/** Small enough to start playing at once and to stop promptly when the user interrupts. */
const FRAME_MS = 100;

/**
 * The ChunkedStream of our TTS plugins. A subclass yields the speech as PCM
 * pieces (a sentence, or a whole answer); this cuts them into frames, sets
 * `final` on the last one and stops when aborted.
 *
 * A failure reaches listeners as the framework reports one, a ProviderError
 * in the TTS's 'error' event (AgentSession and collectPcm listen to it), but
 * `run` does not throw it: in @livekit/agents 1.9.0 a ChunkedStream whose
 * run throws leaves its main task's rejection unhandled, which stops Node.
 */
export abstract class PcmChunkedStream extends tts.ChunkedStream {
  readonly #owner: tts.TTS;

  constructor(
    owner: tts.TTS,
    text: string,
    connOptions?: APIConnectOptions,
    abortSignal?: AbortSignal,
  ) {
    super(text, owner, connOptions, abortSignal);
    this.#owner = owner;
  }

  /** The speech in order, as mono 16-bit PCM at the owner's sample rate. */
  protected abstract pieces(signal: AbortSignal): AsyncIterable<Int16Array>;

  /** The failure in words a person can act on, naming the provider. */
  protected abstract describe(error: unknown): ProviderError;

  protected override async run() {
    const requestId = shortuuid();
    const signal = this.abortSignal;
    // After the first frame, one is held back so that the last can go out with `final` set.
    // The first goes at once: it is what the person waits for, and the provider's next
    // bytes may be a while coming. (Speech that fits in one frame has none marked final;
    // the framework ends a chunked stream on its end, not on `final`.)
    let held: AudioFrame | undefined;
    let sent = 0;
    const send = (final: boolean) => {
      if (held && !signal.aborted) {
        this.queue.put({ requestId, segmentId: requestId, frame: held, final });
        sent += 1;
      }
      held = undefined;
    };
    try {
      for await (const pcm of this.pieces(signal)) {
        for (const frame of pcmToFrames(pcm, this.#owner.sampleRate, FRAME_MS)) {
          if (signal.aborted) return;
          send(false);
          held = frame;
          if (sent === 0) send(false);
        }
      }
      send(true);
    } catch (error) {
      if (!signal.aborted) reportSynthesisError(this.#owner, this.describe(error));
    }
  }
}

/**
 * Tells a TTS's listeners that a synthesis failed, as the framework's own
 * ChunkedStream would, without its unhandled rejection.
 */
function reportSynthesisError(owner: tts.TTS, error: ProviderError) {
  // An EventEmitter throws an 'error' event that nobody listens to; log it instead.
  if (owner.listenerCount("error") === 0) {
    log().error({ err: error }, "speech synthesis failed");
    return;
  }
  owner.emit("error", {
    type: "tts_error",
    timestamp: Date.now(),
    label: owner.label,
    error,
    recoverable: false,
  });
}
