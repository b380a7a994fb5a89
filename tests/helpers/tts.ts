import type { tts } from "@livekit/agents";

/** A recognisable signal: a rising ramp, so that order and completeness show. */
export function ramp(samples: number) {
  return Int16Array.from({ length: samples }, (_, i) => (i % 20_000) - 10_000);
}

/** Everything a TTS says for `text`, frame by frame. */
export async function framesOf(instance: tts.TTS, text: string, signal?: AbortSignal) {
  const events: tts.SynthesizedAudio[] = [];
  for await (const event of instance.synthesize(text, undefined, signal)) events.push(event);
  return events;
}
