import type { tts } from "@livekit/agents";
import type { AudioFrame } from "@livekit/rtc-node";
import { framesToPcm } from "../audio/frames";
import { encodeMp3 } from "../audio/mp3";

type TTSErrorEvent = Parameters<tts.TTSCallbacks["error"]>[0];

export interface Speech {
  pcm: Int16Array;
  sampleRate: number;
}

/**
 * All the audio of `text` as one mono PCM buffer. A TTS reports a failure
 * only in its 'error' event (its stream just ends), so this listens there and
 * throws what it hears: give it an instance nobody else is synthesizing with
 * at the same time, as TTSProvider.forVoice does.
 */
export async function collectPcm(instance: tts.TTS, text: string): Promise<Speech> {
  let failure: Error | undefined;
  const onError = (event: TTSErrorEvent) => {
    failure ??= event.error;
  };
  instance.on("error", onError);
  const stream = instance.synthesize(text);
  const frames: AudioFrame[] = [];
  try {
    for await (const audio of stream) frames.push(audio.frame);
  } finally {
    stream.close();
    instance.off("error", onError);
  }
  if (failure) throw failure;
  if (frames.length === 0) throw new Error(`${instance.label} produced no audio for the text`);
  return { pcm: framesToPcm(frames), sampleRate: frames[0]?.sampleRate ?? instance.sampleRate };
}

export interface Mp3Speech {
  audio: Buffer;
  format: "mp3";
  sampleRate: number;
  durationMs: number;
}

/** `text` spoken as one MP3: the voice preview's answer. */
export async function synthesizeMp3(instance: tts.TTS, text: string): Promise<Mp3Speech> {
  const { pcm, sampleRate } = await collectPcm(instance, text);
  return {
    audio: encodeMp3(pcm, sampleRate),
    format: "mp3",
    sampleRate,
    durationMs: Math.round((pcm.length / sampleRate) * 1000),
  };
}
