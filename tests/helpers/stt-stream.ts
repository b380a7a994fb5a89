import { stt } from "@livekit/agents";
import { AudioFrame } from "@livekit/rtc-node";
import { SAMPLE_RATE } from "./speech";

/** Helpers for the recognizers' unit tests: frames to feed them, and reading what they answer. */

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 20 ms of a 440 Hz tone, different in each frame so that writes can be told apart. */
export function toneFrame(index: number, sampleRate = SAMPLE_RATE) {
  const samples = new Int16Array(sampleRate / 50);
  for (let i = 0; i < samples.length; i += 1) {
    samples[i] = Math.round(
      8000 * Math.sin((2 * Math.PI * 440 * (index * samples.length + i)) / sampleRate),
    );
  }
  return new AudioFrame(samples, sampleRate, 1, samples.length);
}

export const bytesOf = (frame: AudioFrame) =>
  Buffer.from(frame.data.buffer, frame.data.byteOffset, frame.data.byteLength);

/** Reads a stream's events until `done` says so (or it ends); fails the wait after `ms`. */
export async function collect(
  stream: stt.SpeechStream,
  done: (events: stt.SpeechEvent[]) => boolean = () => false,
  ms = 5_000,
) {
  const events: stt.SpeechEvent[] = [];
  const deadline = setTimeout(() => stream.close(), ms);
  try {
    for await (const event of stream) {
      events.push(event);
      if (done(events)) break;
    }
  } finally {
    clearTimeout(deadline);
  }
  return events;
}

export const typesOf = (events: stt.SpeechEvent[]) =>
  events.map((event) => stt.SpeechEventType[event.type]);
export const finalsIn = (events: stt.SpeechEvent[]) =>
  events.filter((event) => event.type === stt.SpeechEventType.FINAL_TRANSCRIPT).length;

export async function waitFor(condition: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await sleep(10);
  }
}
