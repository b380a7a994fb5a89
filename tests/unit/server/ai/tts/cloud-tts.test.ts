import type { tts } from "@livekit/agents";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureAgentsRuntime } from "../../../../../src/server/ai/agents-runtime";
import { framesToPcm } from "../../../../../src/server/ai/audio/frames";
import { CloudTTS } from "../../../../../src/server/ai/tts/cloud-tts";
import { ProviderError } from "../../../../../src/server/ai/types";
import { framesOf, ramp } from "../../../../helpers/tts";

beforeAll(() => ensureAgentsRuntime("silent"));

/** A cloud voice that speaks a ramp as long as the text, in two answers (framed one by one), or fails. */
class RampTTS extends CloudTTS {
  label = "ramp";
  readonly heard: string[] = [];

  constructor(readonly failWith?: Error) {
    super(16_000);
  }

  async *speech(text: string) {
    this.heard.push(text);
    if (this.failWith) throw this.failWith;
    const pcm = ramp(text.length * 100);
    yield pcm.subarray(0, 1_000);
    yield pcm.subarray(1_000);
  }

  describeFailure(error: unknown) {
    return new ProviderError("ramp", `could not speak: ${(error as Error).message}`);
  }
}

describe("a cloud voice", () => {
  it("speaks the whole text as mono frames at its rate, the stream labelled after the voice", async () => {
    const voice = new RampTTS();
    const stream = voice.synthesize("Thirty characters of a text..");
    const events: tts.SynthesizedAudio[] = [];
    for await (const event of stream) events.push(event);

    expect(stream.label).toBe("ramp.ChunkedStream");
    expect(voice.heard).toEqual(["Thirty characters of a text.."]);
    expect(events.map((event) => event.frame.samplesPerChannel)).toEqual([1_000, 1_600, 300]);
    for (const { frame } of events) {
      expect(frame.sampleRate).toBe(16_000);
      expect(frame.channels).toBe(1);
    }
    expect(framesToPcm(events.map((event) => event.frame))).toEqual(ramp(2_900));
  });

  it("reports a failure in the provider's own words through the 'error' event", async () => {
    const voice = new RampTTS(new Error("the line went dead"));
    const errors: Parameters<tts.TTSCallbacks["error"]>[0][] = [];
    voice.on("error", (event) => errors.push(event));

    expect(await framesOf(voice, "Hi.")).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ type: "tts_error", label: "ramp", recoverable: false });
    expect(errors[0]?.error).toBeInstanceOf(ProviderError);
    expect(errors[0]?.error).toMatchObject({
      message: "ramp: could not speak: the line went dead",
    });
  });

  it("does not stream, and says what to wrap it in", () => {
    expect(() => new RampTTS().stream()).toThrow(
      "RampTTS does not stream; wrap it in tts.StreamAdapter",
    );
  });
});
