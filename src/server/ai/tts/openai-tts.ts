import type { TTSVoices } from "@livekit/agents-plugin-openai";
import OpenAI from "openai";
import type { VoiceOption } from "../../../shared";
import { pcmOf, readWavHeader, type WavHeader } from "../audio/frames";
import { describeOpenAIError } from "../openai-errors";
import type { TTSProvider } from "../types";
import { CloudTTS, REQUEST_TIMEOUT_MS } from "./cloud-tts";
import { catalogueProvider } from "./voice-catalogue";

interface OpenAIVoice extends VoiceOption {
  voice: TTSVoices;
}

/** OpenAI's voices under the tree names of the catalogue; its docs give them no gender. */
const OPENAI_VOICES: [OpenAIVoice, ...OpenAIVoice[]] = [
  {
    id: "openai-nova",
    voice: "nova",
    name: "Birch",
    gender: "female",
    language: "en-US",
    quality: "neural",
    description: "Bright and energetic; the default voice (the server's 'nova')",
  },
  {
    id: "openai-echo",
    voice: "echo",
    name: "Cedar",
    gender: "male",
    language: "en-US",
    quality: "neural",
    description: "Calm and even (the server's 'echo')",
  },
  {
    id: "openai-alloy",
    voice: "alloy",
    name: "Aspen",
    gender: "neutral",
    language: "en-US",
    quality: "neural",
    description: "Balanced and neutral (the server's 'alloy')",
  },
  {
    id: "openai-onyx",
    voice: "onyx",
    name: "Oak",
    gender: "male",
    language: "en-US",
    quality: "neural",
    description: "Deep and authoritative (the server's 'onyx')",
  },
  {
    id: "openai-shimmer",
    voice: "shimmer",
    name: "Willow",
    gender: "female",
    language: "en-US",
    quality: "neural",
    description: "Soft and clear (the server's 'shimmer')",
  },
  {
    id: "openai-fable",
    voice: "fable",
    name: "Maple",
    gender: "neutral",
    language: "en-US",
    quality: "neural",
    description: "Expressive storyteller (the server's 'fable')",
  },
];

/** What OpenAI's voices are made at; a server answering another rate is refused (see below). */
export const OPENAI_SAMPLE_RATE = 24_000;

/**
 * An OpenAI-compatible /audio/speech endpoint as a @livekit/agents TTS, 24 kHz
 * mono, not streaming. Not the plugin's TTS, whose 1.9.0 stream leaves an
 * unhandled rejection on any HTTP error (see PcmChunkedStream) and drops the
 * last partial frame, up to 100 ms at the end of every sentence. It asks for
 * WAV rather than headerless PCM: self-hosted servers make other rates (Piper
 * voices speak at 22.05 kHz), and the header says which.
 */
export class OpenAITTS extends CloudTTS {
  label = "openai";
  readonly client: OpenAI;
  readonly voice: TTSVoices;
  readonly #model: string;

  constructor({ client, model, voice }: { client: OpenAI; model: string; voice: TTSVoices }) {
    super(OPENAI_SAMPLE_RATE);
    this.client = client;
    this.#model = model;
    this.voice = voice;
  }

  override get model() {
    return this.#model;
  }

  override get provider() {
    return new URL(this.client.baseURL).host;
  }

  /** The speech as it arrives: the first words play while the server still makes the rest. */
  async *speech(text: string, signal: AbortSignal) {
    const response = await this.client.audio.speech.create(
      { input: text, model: this.#model, voice: this.voice, response_format: "wav" },
      { signal },
    );
    if (!response.body) throw new Error("the speech server answered no audio");
    yield* wavSamples(response.body as unknown as AsyncIterable<Uint8Array>);
  }

  describeFailure(error: unknown) {
    return describeOpenAIError("speech", error);
  }
}

/** Samples are handed on in whole multiples of 100 ms (the frames' length), the last piece shorter. */
const PIECE_BYTES = (OPENAI_SAMPLE_RATE / 10) * 2;

/** A WAV body's samples as they arrive, once its header shows Verba's rate. */
async function* wavSamples(body: AsyncIterable<Uint8Array>): AsyncGenerator<Int16Array> {
  let pending: Uint8Array = new Uint8Array(0);
  let header: WavHeader | undefined;
  for await (const chunk of body) {
    pending = joined(pending, chunk);
    if (!header) {
      header = readWavHeader(pending);
      if (!header) continue;
      checkFormat(header);
      pending = pending.subarray(header.dataOffset);
    }
    if (pending.length < PIECE_BYTES) continue;
    const whole = pending.length - (pending.length % PIECE_BYTES);
    yield pcmOf(pending.subarray(0, whole));
    pending = pending.subarray(whole);
  }
  if (!header) throw new Error("the speech server answered no WAV audio");
  if (pending.length >= 2) yield pcmOf(pending);
}

function checkFormat({ sampleRate, channels }: WavHeader) {
  if (sampleRate !== OPENAI_SAMPLE_RATE || channels !== 1) {
    throw new Error(
      `the speech server answered ${sampleRate} Hz, ${channels} channels; Verba plays ${OPENAI_SAMPLE_RATE} Hz mono`,
    );
  }
}

function joined(head: Uint8Array, tail: Uint8Array): Uint8Array {
  if (head.length === 0) return tail;
  const out = new Uint8Array(head.length + tail.length);
  out.set(head);
  out.set(tail, head.length);
  return out;
}

/** Any server speaking OpenAI's /audio/speech: OpenAI itself, speaches, LocalAI, Kokoro-FastAPI… */
export function createOpenAITTSProvider(options: {
  baseUrl?: string;
  apiKey?: string;
  model: string;
  client?: OpenAI;
}): TTSProvider {
  const client =
    options.client ??
    new OpenAI({
      baseURL: options.baseUrl,
      // Self-hosted servers take no key, but the SDK insists on one.
      apiKey: options.apiKey ?? "not-needed",
      // A retried sentence would arrive after the conversation has moved on.
      maxRetries: 0,
      timeout: REQUEST_TIMEOUT_MS,
    });
  return catalogueProvider({
    name: "openai",
    catalogue: OPENAI_VOICES,
    shown: ({ voice: _voice, ...option }) => option,
    speak: (voice) => new OpenAITTS({ client, model: options.model, voice: voice.voice }),
  });
}
