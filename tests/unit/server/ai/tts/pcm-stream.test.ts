import { type APIConnectOptions, tts } from "@livekit/agents";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureAgentsRuntime } from "../../../../../src/server/ai/agents-runtime";
import { PcmChunkedStream } from "../../../../../src/server/ai/tts/pcm-stream";
import { ProviderError } from "../../../../../src/server/ai/types";

const RATE = 24_000;
/** 100 ms of speech: one frame. */
const PIECE = new Int16Array(RATE / 10).fill(1000);

/** A provider that sends its first bytes, then holds the rest until told. */
class SlowProvider extends tts.TTS {
  label = "slow";
  sendRest = () => {};
  readonly rest = new Promise<void>((resolve) => {
    this.sendRest = resolve;
  });

  constructor() {
    super(RATE, 1, { streaming: false });
  }

  synthesize(text: string, connOptions?: APIConnectOptions, abortSignal?: AbortSignal) {
    return new SlowStream(this, text, connOptions, abortSignal);
  }

  stream(): tts.SynthesizeStream {
    throw new Error("not streaming");
  }
}

class SlowStream extends PcmChunkedStream {
  label = "slow";
  readonly #provider: SlowProvider;

  constructor(
    provider: SlowProvider,
    text: string,
    connOptions?: APIConnectOptions,
    abortSignal?: AbortSignal,
  ) {
    super(provider, text, connOptions, abortSignal);
    this.#provider = provider;
  }

  protected async *pieces() {
    yield PIECE;
    await this.#provider.rest;
    yield PIECE;
    yield PIECE;
  }

  protected describe(error: unknown) {
    return new ProviderError("slow", String(error));
  }
}

beforeAll(() => ensureAgentsRuntime("silent"));

describe("speech handed on as the provider sends it", () => {
  it("hands on the first frame before the provider's next bytes, and marks only the last final", async () => {
    const provider = new SlowProvider();
    const stream = provider.synthesize("Sure,");
    const first = await stream.next();
    expect(first.value?.frame.samplesPerChannel).toBe(PIECE.length);
    expect(first.value?.final).toBe(false);

    provider.sendRest();
    const rest = [];
    for await (const audio of stream) rest.push(audio.final);
    expect(rest).toEqual([false, true]);
  });
});
