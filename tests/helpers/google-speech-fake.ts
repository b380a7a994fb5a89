import { Duplex } from "node:stream";
import type { protos } from "@google-cloud/speech";
import type { stt } from "@livekit/agents";
import { type GoogleSpeechClient, GoogleSTT } from "../../src/server/ai/stt/google-stt";

export type StreamingConfig = protos.google.cloud.speech.v1.IStreamingRecognitionConfig;
export type StreamingResponse = protos.google.cloud.speech.v1.IStreamingRecognizeResponse;
type RecognizeRequest = protos.google.cloud.speech.v1.IRecognizeRequest;
type RecognizeResponse = protos.google.cloud.speech.v1.IRecognizeResponse;
type STTErrorEvent = Parameters<stt.STTCallbacks["error"]>[0];

/**
 * One streaming call as the helper form of SpeechClient.streamingRecognize
 * presents it: raw audio Buffers in, response objects out. It records what it
 * was given, and when half-closed answers `onHalfClose` and ends, as Google
 * does after finalizing the audio it had.
 */
export class FakeCall extends Duplex {
  readonly writes: Buffer[] = [];
  onHalfClose: StreamingResponse[] = [];

  constructor(readonly config: StreamingConfig) {
    super({ objectMode: true });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void) {
    this.writes.push(chunk);
    callback();
  }

  override _final(callback: () => void) {
    setImmediate(() => {
      for (const response of this.onHalfClose) this.push(response);
      this.push(null);
    });
    callback();
  }

  override _read() {}

  get audioBytes() {
    return this.writes.reduce((sum, write) => sum + write.length, 0);
  }
}

export class FakeSpeechClient implements GoogleSpeechClient {
  readonly calls: FakeCall[] = [];
  readonly requests: RecognizeRequest[] = [];
  recognizeAnswer: () => Promise<RecognizeResponse> = async () => ({ results: [] });

  streamingRecognize(config: StreamingConfig) {
    const call = new FakeCall(config);
    this.calls.push(call);
    return call;
  }

  async recognize(request: RecognizeRequest): Promise<[RecognizeResponse]> {
    this.requests.push(request);
    return [await this.recognizeAnswer()];
  }

  call(index: number) {
    const call = this.calls[index];
    if (!call) throw new Error(`no call ${index}`);
    return call;
  }
}

/** A GoogleSTT on a fake client, with the errors it reports. */
export function googleSetup(options: { keepaliveMs?: number; streamLimitMs?: number } = {}) {
  const client = new FakeSpeechClient();
  const engine = new GoogleSTT({ client, ...options });
  const errors: STTErrorEvent[] = [];
  engine.on("error", (error) => errors.push(error));
  return { client, engine, errors };
}
