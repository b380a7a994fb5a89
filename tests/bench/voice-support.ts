/**
 * Audio and socket helpers of the voice benchmarks: speech cut into the
 * 200 ms webm/opus pieces a browser's MediaRecorder sends, sent at its pace,
 * with the arrival time of every server message.
 */
import { concatPcm, encodeWebmOpus, SAMPLE_RATE, silence, speak } from "../helpers/speech";
import { connectVoice } from "../helpers/voice-client";

/** The browser's recorder timeslice: one chunk per 200 ms of audio. */
export const CHUNK_MS = 200;
const CHUNK_SAMPLES = (SAMPLE_RATE * CHUNK_MS) / 1000;
/** ffmpeg's libopus packs 20 ms per packet, so a chunk is ten blocks. */
const PACKETS_PER_CHUNK = CHUNK_MS / 20;

/** Reads an EBML variable-length integer (id with its marker, or size without). */
function vint(bytes: Buffer, at: number, keepMarker: boolean) {
  const first = bytes[at] ?? 0;
  const length = Math.clz32(first) - 23;
  if (length < 1 || length > 8) throw new Error(`not WebM at byte ${at}`);
  let value = keepMarker ? first : first & (0xff >> length);
  let unknown = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    const byte = bytes[at + i] ?? 0;
    value = value * 256 + byte;
    unknown &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && unknown };
}

const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;

/**
 * Cuts a webm/opus recording into pieces of exactly CHUNK_MS of audio: each
 * piece ends where the next ten-packet run begins (the first one carries the
 * header), as MediaRecorder cuts its stream by time.
 */
function cutWebm(webm: Buffer): Buffer[] {
  const blockStarts: number[] = [];
  let at = 0;
  while (at < webm.length) {
    const id = vint(webm, at, true);
    const size = vint(webm, at + id.length, false);
    const data = at + id.length + size.length;
    if (id.value === SEGMENT || id.value === CLUSTER) {
      at = data;
      continue;
    }
    if (id.value === SIMPLE_BLOCK || id.value === BLOCK_GROUP) blockStarts.push(at);
    at = data + size.value;
  }
  const cuts = blockStarts.filter((_, i) => i > 0 && i % PACKETS_PER_CHUNK === 0);
  const pieces: Buffer[] = [];
  let from = 0;
  for (const cut of cuts) {
    pieces.push(webm.subarray(from, cut));
    from = cut;
  }
  pieces.push(webm.subarray(from));
  return pieces;
}

/** Flite speech without the quiet it starts and ends with. */
export async function trimmedSpeech(text: string) {
  const pcm = await speak(text);
  const loud = (sample: number) => Math.abs(sample) > 300;
  const start = pcm.findIndex(loud);
  let end = pcm.length;
  while (end > start && !loud(pcm[end - 1] ?? 0)) end -= 1;
  return pcm.slice(Math.max(0, start), end);
}

export interface Turn {
  /** Index, in the tape's chunks, of this turn's first and last chunk. */
  first: number;
  last: number;
  /** The chunk in which the speech ends (10 ms before its end). */
  lastSpeech: number;
  speechMs: number;
}

/**
 * Turns of speech in one continuous recording, each padded in front so that
 * its speech ends 10 ms before a chunk boundary (the decoder's 6.5 ms of
 * Opus priming lands it at the boundary) and followed by `quietMs` of
 * silence, so that the VAD hears the end.
 */
export async function speechTape(
  phrases: readonly string[],
  { leadMs = 400, quietMs = 1200 } = {},
) {
  const parts: Int16Array[] = [];
  const turns: Turn[] = [];
  let chunks = 0;
  const spoken = new Map<string, Int16Array>();
  for (const phrase of phrases) {
    const speech = spoken.get(phrase) ?? (await trimmedSpeech(phrase));
    spoken.set(phrase, speech);
    const lead = (SAMPLE_RATE * leadMs) / 1000;
    const endAt =
      Math.ceil((lead + speech.length + SAMPLE_RATE / 100) / CHUNK_SAMPLES) * CHUNK_SAMPLES;
    const front = endAt - SAMPLE_RATE / 100 - speech.length;
    const turnChunks = endAt / CHUNK_SAMPLES + quietMs / CHUNK_MS;
    parts.push(new Int16Array(front), speech, silence(10), silence(quietMs));
    turns.push({
      first: chunks,
      last: chunks + turnChunks - 1,
      lastSpeech: chunks + endAt / CHUNK_SAMPLES - 1,
      speechMs: (speech.length / SAMPLE_RATE) * 1000,
    });
    chunks += turnChunks;
  }
  const pieces = cutWebm(await encodeWebmOpus(concatPcm(...parts)));
  if (pieces.length < chunks)
    throw new Error(`webm cut into ${pieces.length} pieces, not ${chunks}`);
  return { chunks: pieces.slice(0, chunks).map((piece) => piece.toString("base64")), turns };
}

/** A recording cut into the recorder's 200 ms pieces, base64 as the socket carries them. */
export async function recorderChunks(pcm: Int16Array) {
  return cutWebm(await encodeWebmOpus(pcm)).map((piece) => piece.toString("base64"));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * A voice socket (tests/helpers/voice-client.ts) that also notes when each
 * server message arrived (performance.now()), and sends audio chunks with
 * its own sequence numbers.
 */
export async function openVoice(baseUrl: string, token: string, sessionId: string) {
  const client = await connectVoice(baseUrl, { token, session_id: sessionId });
  const arrivals: number[] = [];
  // Registered after the helper's listener, so the message is already in `messages`.
  client.socket.on("message", () => arrivals.push(performance.now()));
  let sequence = 0;
  return {
    ...client,
    arrivals,
    sendChunk(chunk: string) {
      client.send({
        type: "audio_chunk",
        chunk_data: chunk,
        chunk_sequence: sequence++,
        audio_format: "webm",
      });
    },
    /** Arrival time of the first message of `type` from index `from`, if any. */
    arrivalOf(type: string, from: number) {
      const index = client.messages.findIndex((m, i) => i >= from && m.type === type);
      return index < 0 ? undefined : arrivals[index];
    },
  };
}

export type VoiceSocket = Awaited<ReturnType<typeof openVoice>>;

/**
 * Sends chunks first..last at the browser's pace (each once its 200 ms have
 * been recorded) and answers when the chunk `mark` was sent.
 */
export async function sendRealTime(
  socket: VoiceSocket,
  chunks: string[],
  first: number,
  last: number,
  mark: number,
) {
  const start = performance.now();
  let markedAt = 0;
  for (let i = first; i <= last; i += 1) {
    await sleep(start + (i - first + 1) * CHUNK_MS - performance.now());
    socket.sendChunk(chunks[i] ?? "");
    if (i === mark) markedAt = performance.now();
  }
  return markedAt;
}

export function percentile(values: number[], q: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}
