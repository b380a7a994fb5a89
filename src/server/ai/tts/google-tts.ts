import { type protos, TextToSpeechClient } from "@google-cloud/text-to-speech";
import { tokenize } from "@livekit/agents";
import { DEFAULT_VOICE_ID, type VoiceOption } from "../../../shared";
import { parseWav } from "../audio/frames";
import { describeGoogleError } from "../google-errors";
import type { TTSProvider } from "../types";
import { CloudTTS, REQUEST_TIMEOUT_MS } from "./cloud-tts";
import { catalogueProvider } from "./voice-catalogue";

type SynthesizeRequest = protos.google.cloud.texttospeech.v1.ISynthesizeSpeechRequest;
type SynthesizeResponse = protos.google.cloud.texttospeech.v1.ISynthesizeSpeechResponse;

/** The one call of TextToSpeechClient this uses; tests hand in a fake. */
export interface SpeechSynthesizer {
  synthesizeSpeech(
    request: SynthesizeRequest,
    options?: { timeout?: number },
  ): Promise<[SynthesizeResponse, ...unknown[]]>;
}

/** Neural2 voices are made at 24 kHz; asking for their own rate avoids a resampling. */
export const GOOGLE_SAMPLE_RATE = 24_000;

/** Google takes at most 5,000 bytes of text a request; 1,600 UTF-16 units never exceed 4,800. */
const MAX_REQUEST_CHARS = 1_600;

/** The US English Neural2 voices, under the tree names of the catalogue. */
export const GOOGLE_VOICES: [VoiceOption, ...VoiceOption[]] = [
  {
    id: DEFAULT_VOICE_ID,
    name: "Birch",
    gender: "female",
    language: "en-US",
    quality: "neural",
    description: "Warm and clear; the default voice",
  },
  {
    id: "en-US-Neural2-D",
    name: "Cedar",
    gender: "male",
    language: "en-US",
    quality: "neural",
    description: "Calm and steady",
  },
  {
    id: "en-US-Neural2-C",
    name: "Aspen",
    gender: "female",
    language: "en-US",
    quality: "neural",
    description: "Bright and friendly",
  },
  {
    id: "en-US-Neural2-A",
    name: "Oak",
    gender: "male",
    language: "en-US",
    quality: "neural",
    description: "Deep and confident",
  },
  {
    id: "en-US-Neural2-H",
    name: "Willow",
    gender: "female",
    language: "en-US",
    quality: "neural",
    description: "Soft and thoughtful",
  },
  {
    id: "en-US-Neural2-J",
    name: "Maple",
    gender: "male",
    language: "en-US",
    quality: "neural",
    description: "Crisp and professional",
  },
];

const sentences = new tokenize.basic.SentenceTokenizer();

/** Whole sentences packed into as few requests as the size limit allows. */
function requestTexts(text: string): string[] {
  const texts: string[] = [];
  let current = "";
  for (const sentence of sentences.tokenize(text)) {
    if (current && current.length + 1 + sentence.length > MAX_REQUEST_CHARS) {
      texts.push(current);
      current = sentence;
    } else {
      current = current ? `${current} ${sentence}` : sentence;
    }
  }
  if (current) texts.push(current);
  return texts;
}

/** Google Cloud Text-to-Speech as a @livekit/agents TTS: LINEAR16 at 24 kHz, mono. */
export class GoogleTTS extends CloudTTS {
  label = "google";
  readonly voice: string;
  readonly languageCode: string;
  readonly client: SpeechSynthesizer;

  constructor({ voice = DEFAULT_VOICE_ID, client }: { voice?: string; client: SpeechSynthesizer }) {
    super(GOOGLE_SAMPLE_RATE);
    this.voice = voice;
    // A voice name starts with its language: en-US-Neural2-F speaks en-US.
    this.languageCode = voice.split("-").slice(0, 2).join("-");
    this.client = client;
  }

  override get model() {
    return this.voice;
  }

  override get provider() {
    return "google";
  }

  async *speech(text: string, signal: AbortSignal) {
    for (const request of requestTexts(text)) {
      // The client cannot cancel a unary call; an abort drops its answer instead.
      if (signal.aborted) return;
      const [response] = await this.client.synthesizeSpeech(
        {
          input: { text: request },
          voice: { name: this.voice, languageCode: this.languageCode },
          audioConfig: { audioEncoding: "LINEAR16", sampleRateHertz: GOOGLE_SAMPLE_RATE },
        },
        { timeout: REQUEST_TIMEOUT_MS },
      );
      yield linear16(response.audioContent);
    }
  }

  describeFailure(error: unknown) {
    return describeGoogleError("Text-to-Speech", error);
  }
}

/** LINEAR16 comes back as a WAV file (gRPC gives bytes, the REST fallback base64). */
function linear16(content: SynthesizeResponse["audioContent"]): Int16Array {
  if (!content || content.length === 0) throw new Error("Text-to-Speech answered no audio");
  const bytes = typeof content === "string" ? Buffer.from(content, "base64") : content;
  const wav = parseWav(bytes);
  if (wav.sampleRate !== GOOGLE_SAMPLE_RATE || wav.channels !== 1) {
    throw new Error(`Text-to-Speech answered ${wav.sampleRate} Hz, ${wav.channels} channels`);
  }
  return wav.pcm;
}

/** Google Cloud Text-to-Speech, with credentials from the environment (ADC) unless a client is given. */
export function createGoogleTTSProvider(
  options: { project?: string; client?: SpeechSynthesizer } = {},
): TTSProvider {
  const client = options.client ?? new TextToSpeechClient({ projectId: options.project });
  return catalogueProvider({
    name: "google",
    catalogue: GOOGLE_VOICES,
    shown: (voice) => ({ ...voice }),
    speak: (voice) => new GoogleTTS({ voice: voice.id, client }),
  });
}
