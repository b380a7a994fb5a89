import type { tts } from "@livekit/agents";
import type { VoiceOption } from "../../../shared";
import type { TTSProvider } from "../types";

/**
 * A TTSProvider over a catalogue of voices under the tree names. The first
 * voice is the default and speaks for an id the catalogue does not know.
 * Each forVoice makes a new instance (they share whatever client `speak`
 * closes over), so its 'error' events belong to one caller.
 */
export function catalogueProvider<V extends VoiceOption>(options: {
  name: string;
  catalogue: readonly [V, ...V[]];
  /** What a person is shown of a voice: the catalogue's fields without the engine's own. */
  shown: (voice: V) => VoiceOption;
  speak: (voice: V) => tts.TTS;
}): TTSProvider {
  const { name, catalogue, shown, speak } = options;
  const [fallback] = catalogue;
  return {
    name,
    voices: () => catalogue.map(shown),
    defaultVoiceId: fallback.id,
    forVoice(voiceId) {
      return speak(catalogue.find((voice) => voice.id === voiceId) ?? fallback);
    },
  };
}
