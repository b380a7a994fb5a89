import { type APIConnectOptions, tts } from "@livekit/agents";
import type { ProviderError } from "../types";
import { PcmChunkedStream } from "./pcm-stream";

/** A preview or a sentence takes a second or two; past this something is wrong. */
export const REQUEST_TIMEOUT_MS = 20_000;

/**
 * A voice a cloud service speaks from whole texts, mono at the service's
 * rate. It does not stream: AgentSession wraps it in the framework's
 * StreamAdapter. A provider says only how to ask for the speech and how to
 * name a failure; framing, `final`, aborts and error events are
 * PcmChunkedStream's.
 */
export abstract class CloudTTS extends tts.TTS {
  constructor(sampleRate: number) {
    super(sampleRate, 1, { streaming: false });
  }

  /** The speech of `text` in order, as mono 16-bit PCM at this voice's rate. */
  abstract speech(text: string, signal: AbortSignal): AsyncIterable<Int16Array>;

  /** The failure in words a person can act on, naming the provider. */
  abstract describeFailure(error: unknown): ProviderError;

  synthesize(
    text: string,
    connOptions?: APIConnectOptions,
    abortSignal?: AbortSignal,
  ): CloudChunkedStream {
    return new CloudChunkedStream(this, text, connOptions, abortSignal);
  }

  stream(): tts.SynthesizeStream {
    throw new Error(`${this.constructor.name} does not stream; wrap it in tts.StreamAdapter`);
  }
}

export class CloudChunkedStream extends PcmChunkedStream {
  readonly label: string;
  readonly #owner: CloudTTS;

  constructor(
    owner: CloudTTS,
    text: string,
    connOptions?: APIConnectOptions,
    abortSignal?: AbortSignal,
  ) {
    super(owner, text, connOptions, abortSignal);
    this.#owner = owner;
    this.label = `${owner.label}.ChunkedStream`;
  }

  protected pieces(signal: AbortSignal) {
    return this.#owner.speech(this.inputText, signal);
  }

  protected describe(error: unknown) {
    return this.#owner.describeFailure(error);
  }
}
