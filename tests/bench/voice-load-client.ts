/**
 * The voice-load benchmark's clients, in a process of their own (forked by
 * voice-load.bench.ts) so that the server's process holds only the server: N
 * voice sockets, each sending a 200 ms webm/opus chunk five times a second
 * and, right after every fifth chunk, a heartbeat. Messages are handled in
 * order per socket, so a heartbeat's round trip includes the handling of
 * the chunks queued before it. Each time a socket sends the last chunk of an
 * utterance, the client notes it; the first agent audio after it is that
 * turn's first audio (unanswered when none comes before the next one).
 */
import { CHUNK_MS, openVoice, sleep, type VoiceSocket } from "./voice-support";

export interface LoadClientRequest {
  baseUrl: string;
  token: string;
  sessions: number;
  /** The recording, cut in chunks, sent over and over. */
  chunks: string[];
  prefix: string;
  /** Indices in `chunks` of each utterance's last chunk with speech. */
  speechEnds: number[];
  warmupMs: number;
  measureMs: number;
}

export type LoadClientMessage =
  | { type: "ready" }
  /** The parent answers with any message once it has read the server's memory. */
  | { type: "measured" }
  | {
      type: "result";
      rtts: number[];
      lost: number;
      answers: number;
      /** Milliseconds from the end of an utterance to the first agent audio after it. */
      firstAudio: number[];
      unanswered: number;
      errors: string[];
    };

const tell = (message: LoadClientMessage) => process.send?.(message);

async function run(request: LoadClientRequest) {
  const { baseUrl, token, sessions, chunks, prefix, speechEnds, warmupMs, measureMs } = request;
  const sockets: VoiceSocket[] = [];
  for (let i = 0; i < sessions; i += 1) {
    sockets.push(await openVoice(baseUrl, token, `voice_session_${prefix}_${i}`));
  }
  await Promise.all(sockets.map((socket) => socket.start()));
  tell({ type: "ready" });

  const rtts: number[] = [];
  /** Per socket: when each utterance ended, and how many messages had come by then. */
  const ends = sockets.map(() => [] as { at: number; from: number }[]);
  const lastChunks = new Set(speechEnds);
  let sent = 0;
  const started = performance.now();
  const measureFrom = started + CHUNK_MS + warmupMs;
  const stopAt = measureFrom + measureMs;
  for (const socket of sockets) {
    socket.socket.on("message", () => {
      const message = socket.messages.at(-1);
      if (message?.type !== "heartbeat") return;
      const sentAt = Number(message.timestamp);
      if (sentAt >= measureFrom) rtts.push(performance.now() - sentAt);
    });
  }

  await Promise.all(
    sockets.map(async (socket, index) => {
      // Spread over the 200 ms so that the sockets do not all send at the same moment.
      const start = started + (index * CHUNK_MS) / sessions;
      for (let k = 0; ; k += 1) {
        const due = start + (k + 1) * CHUNK_MS;
        if (due >= stopAt) break;
        await sleep(due - performance.now());
        socket.sendChunk(chunks[k % chunks.length] ?? "");
        const at = performance.now();
        if (lastChunks.has(k % chunks.length) && at >= measureFrom)
          ends[index]?.push({ at, from: socket.messages.length });
        if (k % 5 === 4) {
          if (at >= measureFrom) sent += 1;
          socket.send({ type: "heartbeat", timestamp: at });
        }
      }
    }),
  );
  // The last heartbeats' answers.
  await sleep(1_000);
  // The server's memory is read while every session is still open.
  tell({ type: "measured" });
  await new Promise((resolve) => process.once("message", resolve));
  const answers = sockets.reduce(
    (sum, socket) =>
      sum + socket.messages.filter((m) => m.type === "agent_response_complete").length,
    0,
  );
  const errors = sockets.flatMap((socket) =>
    socket.messages.filter((m) => m.type === "error").map((m) => `${m.code}: ${m.message}`),
  );
  const firstAudio: number[] = [];
  let unanswered = 0;
  sockets.forEach((socket, index) => {
    const marks = ends[index] ?? [];
    marks.forEach((mark, turn) => {
      // Audio of the reply to this utterance: after its transcript, not the end of an earlier reply.
      const heard = socket.messages.findIndex(
        (m, i) => i >= mark.from && m.type === "transcription_final",
      );
      const audioAt = heard < 0 ? undefined : socket.arrivalOf("audio_response_stream", heard);
      const nextEnd = marks[turn + 1]?.at ?? Number.POSITIVE_INFINITY;
      if (audioAt === undefined || audioAt > nextEnd) unanswered += 1;
      else firstAudio.push(audioAt - mark.at);
    });
  });
  await Promise.all(sockets.map((socket) => socket.close()));
  tell({ type: "result", rtts, lost: sent - rtts.length, answers, errors, firstAudio, unanswered });
}

process.once("message", (request: LoadClientRequest) => {
  run(request).then(
    () => process.disconnect(),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
