import { type APIConnectOptions, tokenize, tts } from "@livekit/agents";
import type { VoiceOption } from "../../../shared";
import { ProviderError, type TTSProvider } from "../types";
import { FLITE_SAMPLE_RATE, type FliteVoice } from "./flite";
import { synthesizeInChild } from "./flite-process";
import { PcmChunkedStream } from "./pcm-stream";
import { catalogueProvider } from "./voice-catalogue";

interface LocalVoice extends VoiceOption {
  flite: FliteVoice;
}

const OFFLINE = "Built-in voice, works offline; sounds synthetic.";

/**
 * Flite's voices under the tree names of the catalogue. Flite's `kal` is left
 * out: it speaks at 8 kHz, and synthesizePcm answers every voice as 16 kHz.
 */
const LOCAL_VOICES: [LocalVoice, ...LocalVoice[]] = [
  {
    id: "local-slt",
    flite: "slt",
    name: "Birch",
    gender: "female",
    language: "en-US",
    quality: "standard",
    description: `American English, the default. ${OFFLINE}`,
  },
  {
    id: "local-rms",
    flite: "rms",
    name: "Cedar",
    gender: "male",
    language: "en-US",
    quality: "standard",
    description: `American English. ${OFFLINE}`,
  },
  {
    id: "local-awb",
    flite: "awb",
    name: "Oak",
    gender: "male",
    language: "en-US",
    quality: "standard",
    description: `Scottish English accent. ${OFFLINE}`,
  },
  {
    id: "local-kal16",
    flite: "kal16",
    name: "Aspen",
    gender: "male",
    language: "en-US",
    quality: "standard",
    description: `American English, flat and quiet. ${OFFLINE}`,
  },
];

const sentences = new tokenize.basic.SentenceTokenizer();

/**
 * Flite on this machine (in a child process, see flite-process.ts), as a
 * @livekit/agents TTS: 16 kHz mono, not streaming (AgentSession wraps it in a
 * StreamAdapter). Flite runs to the end of what it is given before answering,
 * so a text is spoken a sentence at a time: the first sentence plays while
 * the next is being made.
 */
export class LocalTTS extends tts.TTS {
  label = "local";
  readonly voice: FliteVoice;

  constructor(voice: FliteVoice = LOCAL_VOICES[0].flite) {
    super(FLITE_SAMPLE_RATE, 1, { streaming: false });
    this.voice = voice;
  }

  override get model() {
    return `flite-${this.voice}`;
  }

  override get provider() {
    return "flite";
  }

  synthesize(
    text: string,
    connOptions?: APIConnectOptions,
    abortSignal?: AbortSignal,
  ): LocalChunkedStream {
    return new LocalChunkedStream(this, text, connOptions, abortSignal);
  }

  stream(): tts.SynthesizeStream {
    throw new Error("LocalTTS does not stream; wrap it in tts.StreamAdapter");
  }
}

export class LocalChunkedStream extends PcmChunkedStream {
  label = "local.ChunkedStream";
  readonly #voice: FliteVoice;

  constructor(
    owner: LocalTTS,
    text: string,
    connOptions?: APIConnectOptions,
    abortSignal?: AbortSignal,
  ) {
    super(owner, text, connOptions, abortSignal);
    this.#voice = owner.voice;
  }

  protected async *pieces(signal: AbortSignal) {
    for (const sentence of sentences.tokenize(this.inputText)) {
      if (signal.aborted) return;
      yield await synthesizeInChild(sentence, this.#voice);
    }
  }

  protected describe(error: unknown) {
    const reason = error instanceof Error ? error.message : String(error);
    return new ProviderError("local", `Flite could not synthesize speech: ${reason}`, {
      cause: error,
    });
  }
}

/** The built-in engine: needs no key and no network, so it is always available. */
export function createLocalTTSProvider(): TTSProvider {
  return catalogueProvider({
    name: "local",
    catalogue: LOCAL_VOICES,
    shown: ({ flite: _flite, ...voice }) => voice,
    speak: (voice) => new LocalTTS(voice.flite),
  });
}
