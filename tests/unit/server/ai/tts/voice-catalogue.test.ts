import { tts } from "@livekit/agents";
import { describe, expect, it } from "vitest";
import { catalogueProvider } from "../../../../../src/server/ai/tts/voice-catalogue";
import type { VoiceOption } from "../../../../../src/shared";

interface EngineVoice extends VoiceOption {
  engine: string;
}

const voice = (id: string, name: string, engine: string): EngineVoice => ({
  id,
  name,
  engine,
  gender: "female",
  language: "en-US",
  quality: "standard",
  description: `${name}'s voice`,
});

const CATALOGUE: [EngineVoice, ...EngineVoice[]] = [
  voice("x-birch", "Birch", "first"),
  voice("x-cedar", "Cedar", "second"),
];

/** A TTS that only remembers which engine voice it was made for. */
class NamedTTS extends tts.TTS {
  label = "named";
  constructor(readonly engine: string) {
    super(16_000, 1, { streaming: false });
  }
  synthesize(): tts.ChunkedStream {
    throw new Error("not used here");
  }
  stream(): tts.SynthesizeStream {
    throw new Error("not used here");
  }
}

const provider = catalogueProvider({
  name: "x",
  catalogue: CATALOGUE,
  shown: ({ engine: _engine, ...option }) => option,
  speak: (chosen) => new NamedTTS(chosen.engine),
});

describe("a voice catalogue", () => {
  it("shows its voices without the engine's names, the first as the default", () => {
    expect(provider.name).toBe("x");
    expect(provider.defaultVoiceId).toBe("x-birch");
    expect(provider.voices().map((option) => option.name)).toEqual(["Birch", "Cedar"]);
    for (const option of provider.voices()) expect(option).not.toHaveProperty("engine");
  });

  it("speaks with the voice asked for, and with the default for an id it does not know", () => {
    expect((provider.forVoice("x-cedar") as NamedTTS).engine).toBe("second");
    expect((provider.forVoice("local-slt") as NamedTTS).engine).toBe("first");
  });

  it("makes a new instance each time, so one caller's error listeners stay its own", () => {
    expect(provider.forVoice("x-cedar")).not.toBe(provider.forVoice("x-cedar"));
  });
});
