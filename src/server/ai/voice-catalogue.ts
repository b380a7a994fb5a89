import { DEFAULT_VOICE_ID, type VoiceOption } from "../../shared";

/**
 * The voices the agent can speak with, under friendly tree names. Until the
 * speech providers land this is the fixed catalogue of the cloud provider's
 * US English Neural2 voices.
 */
export const VOICE_CATALOGUE: VoiceOption[] = [
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

export function findVoice(id: string) {
  return VOICE_CATALOGUE.find((voice) => voice.id === id);
}
