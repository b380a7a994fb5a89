/**
 * The turn-taking quality guards' speech and how it is played to the voice
 * socket: sentences that pause mid-thought, backchannels, short noises and
 * real interruptions, made here at run time (Flite for the words, sox for the
 * noises, never downloaded), sent as a browser's recorder sends them, in
 * 200 ms webm/opus pieces at its pace. The trials judge only what a client
 * sees (the socket's messages and the stored transcript), so they hold for
 * whatever turn handling the pipeline has.
 */
import {
  CHUNK_MS,
  openVoice,
  recorderChunks,
  sleep,
  trimmedSpeech,
  type VoiceSocket,
} from "../bench/voice-support";
import { concatPcm, runPiped, SAMPLE_RATE, silence } from "./speech";
import { getTestInstance } from "./test-instance";

/** How long each mid-thought sentence stops, right after its unfinished first half. */
export const PAUSE_MS = 600;

/** Sentences that stop after 'and', 'because', 'so' or 'um' and then go on. */
export const MID_THOUGHT_PAUSES: readonly (readonly [string, string])[] = [
  ["i wanted to ask you and", "whether the report is ready"],
  ["please move the meeting because", "the client is travelling on monday"],
  ["the numbers look wrong so", "could you check them again"],
  ["i think we should um", "send the draft tomorrow"],
  ["can you write to the team and", "thank them for their help"],
  ["we need more time because", "the delivery date has changed"],
  ["the email sounds rude so", "please make it more polite"],
  ["i would like to um", "change the subject line"],
  ["please call the client and", "tell them we are late"],
  ["the project is late because", "the supplier did not answer"],
];

/** What a listener says to show they follow, not to take the turn. */
export const BACKCHANNELS = [
  "mhm",
  "okay",
  "right",
  "yeah",
  "uh huh",
  "sure",
  "i see",
  "got it",
  "alright",
  "yes",
] as const;

/** Interruptions of three words or more: the person wants the turn. */
export const REAL_INTERRUPTIONS = [
  "wait stop i meant friday",
  "hold on that is not right",
  "no please make it shorter",
] as const;

/** A request whose spoken answer lasts long enough to be talked over. */
export const LONG_REPLY_REQUEST =
  "please write a polite email to the client to say that the delivery is late";

/** sox `synth` effects for 50 to 200 ms bursts: what a room adds while someone listens. */
const NOISE_EFFECTS = {
  cough: ["synth", "0.18", "pinknoise", "fade", "q", "0.01", "0.18", "0.12", "vol", "0.7"],
  "throat clearing": ["synth", "0.2", "brownnoise", "fade", "q", "0.02", "0.2", "0.1"],
  click: ["synth", "0.05", "whitenoise", "fade", "l", "0", "0.05", "0.045", "vol", "0.8"],
  knock: ["synth", "0.12", "sine", "140", "fade", "l", "0", "0.12", "0.11", "vol", "0.9"],
  "desk tap": ["synth", "0.08", "whitenoise", "highpass", "2000", "fade", "l", "0", "0.08", "0.07"],
} as const;

export type NoiseName = keyof typeof NOISE_EFFECTS;
export const NOISES = Object.keys(NOISE_EFFECTS) as NoiseName[];

/** A noise burst as 16 kHz mono PCM, made by sox on a pipe (nothing written to disk). */
export async function noise(name: NoiseName): Promise<Int16Array> {
  const args = ["-n", "-r", String(SAMPLE_RATE), "-c", "1", "-b", "16", "-e", "signed-integer"]
    .concat(["-t", "raw", "-"])
    .concat(NOISE_EFFECTS[name]);
  const bytes = await runPiped("sox", args);
  // Read sample by sample: a pooled Buffer may start at an odd byte, which an Int16Array view refuses.
  return Int16Array.from({ length: bytes.length / 2 }, (_, i) => bytes.readInt16LE(i * 2));
}

/** Spoken words without the quiet Flite leaves around them. */
export const words = (text: string) => trimmedSpeech(text);

const msOf = (pcm: Int16Array) => (pcm.length / SAMPLE_RATE) * 1000;
const CHUNK_SAMPLES = (SAMPLE_RATE * CHUNK_MS) / 1000;

/** Pads a part of a recording to whole recorder pieces, so that each part starts a piece. */
function wholeChunks(pcm: Int16Array) {
  const out = new Int16Array(Math.ceil(pcm.length / CHUNK_SAMPLES) * CHUNK_SAMPLES);
  out.set(pcm);
  return out;
}

/** One continuous recording in parts, each part's pieces found by index. */
async function recording(parts: Int16Array[]) {
  const padded = parts.map(wholeChunks);
  const chunks = await recorderChunks(concatPcm(...padded));
  let first = 0;
  const ranges = padded.map((part) => {
    const range = { first, count: part.length / CHUNK_SAMPLES };
    first += range.count;
    return range;
  });
  return { chunks, ranges };
}

/**
 * Sends pieces at the recorder's pace on a running clock (the moment the
 * next piece's audio begins): each piece goes once its 200 ms have passed.
 * Stops early, between pieces, once `until` holds; answers the clock after
 * the last piece sent.
 */
async function sendAtPace(
  socket: VoiceSocket,
  chunks: string[],
  range: { first: number; count: number },
  clock: number,
  until: () => boolean = () => false,
) {
  for (let i = 0; i < range.count; i += 1) {
    if (until()) return clock + i * CHUNK_MS;
    await sleep(clock + (i + 1) * CHUNK_MS - performance.now());
    socket.sendChunk(chunks[range.first + i] ?? "");
  }
  return clock + range.count * CHUNK_MS;
}

/** The server a trial talks to, and the person it talks as. */
export interface TrialTarget {
  baseUrl: string;
  token: string;
}

/** A test server on the local engines (pocketsphinx, the writing engine, Flite) and a person on it. */
export async function localVoiceServer() {
  const instance = await getTestInstance("sqlite", {
    STT_PROVIDER: "local",
    LLM_PROVIDER: "local",
    TTS_PROVIDER: "local",
  });
  const user = await instance.signUp();
  const target: TrialTarget = { baseUrl: instance.baseUrl, token: user.token };
  return { instance, target };
}

async function api(target: TrialTarget, method: string, path: string, body?: unknown) {
  const response = await fetch(target.baseUrl + path, {
    method,
    headers: {
      authorization: `Bearer ${target.token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response.json();
}

/** A fresh chat session and a started voice socket on it. */
async function voiceOn(target: TrialTarget) {
  const created = await api(target, "POST", "/api/v1/sessions", { title: "New Chat" });
  const sessionId = created.session_id as string;
  const socket = await openVoice(target.baseUrl, target.token, sessionId);
  await socket.start();
  return { sessionId, socket };
}

/** The person's turns the session stored: one per turn the pipeline ended. */
async function userTurns(target: TrialTarget, sessionId: string) {
  const body = await api(target, "GET", `/api/v1/sessions/${sessionId}/messages`);
  return (body.messages as { role: string; content: string }[])
    .filter((message) => message.role === "user")
    .map((message) => message.content);
}

/** Waits for the agent's answer after `from`, then for the socket to fall quiet. */
async function settle(socket: VoiceSocket, from: number) {
  await socket
    .waitFor((m) => m.type === "agent_response_complete" || m.type === "error", {
      from,
      timeoutMs: 30_000,
    })
    .catch(() => undefined);
  let seen = -1;
  while (seen !== socket.messages.length) {
    seen = socket.messages.length;
    await sleep(1_500);
  }
}

export interface PauseTrial {
  /** The person's turns as stored: more than one means the turn was ended at the pause. */
  turns: string[];
  /** Whether the pipeline took the turn at the pause (a reply or a second stored turn). */
  cutOff: boolean;
}

/**
 * Says a sentence that stops PAUSE_MS after its first half, and tells
 * whether the pipeline ended the person's turn at the pause: a turn it ends
 * is stored as the person's message before the model is asked, so the one
 * sentence must come back as one stored turn.
 */
export async function pauseTrial(
  target: TrialTarget,
  [before, after]: readonly [string, string],
): Promise<PauseTrial> {
  const pcm = concatPcm(
    silence(400),
    await words(before),
    silence(PAUSE_MS),
    await words(after),
    silence(2_000),
  );
  const { chunks, ranges } = await recording([pcm]);
  const { sessionId, socket } = await voiceOn(target);
  try {
    const [all] = ranges;
    if (!all) throw new Error("an empty recording");
    await sendAtPace(socket, chunks, all, performance.now());
    await settle(socket, 0);
    const turns = await userTurns(target, sessionId);
    return { turns, cutOff: turns.length > 1 };
  } finally {
    await socket.close();
  }
}

/** Milliseconds of audio in one audio_response_stream message (16-bit mono WAV). */
function wavMs(base64: string) {
  const wav = Buffer.from(base64, "base64");
  const rate = wav.readUInt32LE(24);
  return ((wav.length - 44) / 2 / rate) * 1000;
}

export interface OverlapTrial {
  /** Whether the agent's reply was cut (agent_interrupt) once the sound began. */
  interrupted: boolean;
  /** From the start of the sound to the agent falling silent (agent_pause or agent_interrupt), when it did. */
  stoppedAfterMs?: number;
  /** The message that silenced the agent first, when one did. */
  silencedBy?: "agent_pause" | "agent_interrupt";
  /** From the start of the sound to the reply cut short (agent_interrupt), when it was. */
  cutAfterMs?: number;
  /** How long the agent held paused before it went on (agent_pause to agent_resume), when it did. */
  resumedAfterMs?: number;
  /** Whether the agent was still speaking when the sound ended (else the trial proves nothing). */
  overlapped: boolean;
  /** What the recognizer made of the sound, as the person's turn (empty when it was let go). */
  heard: string;
}

/** How long after the agent's first audio the sound starts. */
const OVERLAP_LEAD_MS = 300;
/** At most this long is waited for the agent's first audio. */
const FIRST_AUDIO_WAIT_MS = 15_000;

/**
 * Asks for a long reply, then plays `sound` over the agent's speech
 * (OVERLAP_LEAD_MS after its first audio) and tells whether, and how soon
 * after the sound began, the agent stopped. One continuous recording, as a
 * browser's: the request, silence until the first audio arrives (the rest
 * of that silence is skipped), the sound, and silence after it.
 */
export async function overlapTrial(target: TrialTarget, sound: Int16Array): Promise<OverlapTrial> {
  const { chunks, ranges } = await recording([
    concatPcm(silence(400), await words(LONG_REPLY_REQUEST), silence(400)),
    silence(FIRST_AUDIO_WAIT_MS),
    concatPcm(silence(OVERLAP_LEAD_MS), sound, silence(2_000)),
  ]);
  const [request, waiting, overlap] = ranges;
  if (!request || !waiting || !overlap) throw new Error("a recording without its parts");
  const { socket } = await voiceOn(target);
  try {
    let clock = await sendAtPace(socket, chunks, request, performance.now());
    const firstAudio = () => socket.messages.findIndex((m) => m.type === "audio_response_stream");
    clock = await sendAtPace(socket, chunks, waiting, clock, () => firstAudio() >= 0);
    const replyStart = firstAudio();
    if (replyStart < 0) throw new Error("the agent did not answer the request");
    const from = socket.messages.length;
    const soundStart = clock + OVERLAP_LEAD_MS;
    await sendAtPace(socket, chunks, overlap, clock);
    await sleep(1_000);

    const silencedAt = socket.arrivalOf("agent_pause", from);
    const interruptedAt = socket.arrivalOf("agent_interrupt", from);
    const resumedAt = socket.arrivalOf("agent_resume", from);
    const held =
      silencedAt !== undefined && resumedAt !== undefined && interruptedAt === undefined
        ? resumedAt - silencedAt
        : undefined;
    let replyMs = held ?? 0;
    for (const message of socket.messages.slice(replyStart)) {
      if (message.type !== "audio_response_stream") continue;
      replyMs += wavMs(message.audio_chunk as string);
      if (message.is_final) break;
    }
    const replyEnd = (socket.arrivals[replyStart] ?? 0) + replyMs;
    const heard = socket.messages
      .slice(from)
      .flatMap((message) => (message.type === "transcription_final" ? [message.final_text] : []))
      .join(" ");
    // Whichever came first: with fixed turns the reply is cut with no pause before it.
    const silencedBy =
      silencedAt === undefined || (interruptedAt !== undefined && interruptedAt < silencedAt)
        ? "agent_interrupt"
        : "agent_pause";
    const stopped = silencedBy === "agent_pause" ? silencedAt : interruptedAt;
    return {
      interrupted: interruptedAt !== undefined,
      ...(stopped === undefined ? {} : { stoppedAfterMs: stopped - soundStart, silencedBy }),
      ...(interruptedAt === undefined ? {} : { cutAfterMs: interruptedAt - soundStart }),
      ...(held === undefined ? {} : { resumedAfterMs: held }),
      overlapped: stopped !== undefined || soundStart + msOf(sound) <= replyEnd,
      heard,
    };
  } finally {
    await socket.close();
  }
}
