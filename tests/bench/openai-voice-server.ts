/**
 * An OpenAI-compatible server for the voice benchmark that answers with
 * fixed delays, as a fast provider would: a transcription `sttMs` after the
 * upload has arrived, a streamed chat reply whose first token comes after
 * `llmMs`, and streamed WAV speech whose first bytes come after `ttsMs`.
 */
import { fork } from "node:child_process";
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { encodeWav } from "../../src/server/ai/audio/wav";
import type { StandInDelays } from "./stand-in-providers";

const TRANSCRIPT = "please send the report to the client tomorrow";
const REPLY_WORDS = "Sure, I will send the report to the client tomorrow morning.".split(" ");
/** Between two streamed tokens, as a fast model writes. */
const TOKEN_GAP_MS = 15;
const SPEECH_RATE = 24_000;
/** Each reply's speech: 600 ms of a 220 Hz tone, sent in 100 ms pieces 50 ms apart. */
const SPEECH_PIECES = 6;
const PIECE_SAMPLES = SPEECH_RATE / 10;
const PIECE_GAP_MS = 50;

/** A WAV header for a stream of unknown length, as servers send it: both sizes 0xFFFFFFFF. */
function streamingWavHeader(): Buffer {
  const header = encodeWav(new Int16Array(0), SPEECH_RATE);
  header.writeUInt32LE(0xffff_ffff, 4);
  header.writeUInt32LE(0xffff_ffff, 40);
  return header;
}

function tonePiece(index: number): Buffer {
  const piece = Buffer.alloc(PIECE_SAMPLES * 2);
  for (let i = 0; i < PIECE_SAMPLES; i++) {
    const t = (index * PIECE_SAMPLES + i) / SPEECH_RATE;
    piece.writeInt16LE(Math.round(6000 * Math.sin(2 * Math.PI * 220 * t)), i * 2);
  }
  return piece;
}

async function drain(req: IncomingMessage) {
  for await (const _ of req) {
    // The body's content does not change the answer.
  }
}

async function transcription(res: ServerResponse, delays: StandInDelays) {
  await sleep(delays.sttMs);
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify({ text: TRANSCRIPT }));
}

async function chat(res: ServerResponse, delays: StandInDelays) {
  res.writeHead(200, { "content-type": "text/event-stream" });
  await sleep(delays.llmMs);
  const event = (delta: Record<string, unknown>, finish: string | null = null) =>
    `data: ${JSON.stringify({
      id: "chatcmpl-bench",
      object: "chat.completion.chunk",
      created: 0,
      model: "bench",
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  res.write(event({ role: "assistant", content: "" }));
  for (const [index, word] of REPLY_WORDS.entries()) {
    res.write(event({ content: index === 0 ? word : ` ${word}` }));
    await sleep(TOKEN_GAP_MS);
  }
  res.write(event({}, "stop"));
  res.end("data: [DONE]\n\n");
}

async function speech(res: ServerResponse, delays: StandInDelays) {
  await sleep(delays.ttsMs);
  res.writeHead(200, { "content-type": "audio/wav" });
  res.write(streamingWavHeader());
  for (let index = 0; index < SPEECH_PIECES; index++) {
    if (index > 0) await sleep(PIECE_GAP_MS);
    res.write(tonePiece(index));
  }
  res.end();
}

/** Serves the fake on this process's event loop and answers its port. */
async function serve(delays: StandInDelays) {
  const server = createServer(async (req, res) => {
    await drain(req);
    const path = req.url ?? "";
    if (path.endsWith("/audio/transcriptions")) await transcription(res, delays);
    else if (path.endsWith("/chat/completions")) await chat(res, delays);
    else if (path.endsWith("/audio/speech")) await speech(res, delays);
    else {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "not found" } }));
    }
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as AddressInfo).port;
}

const HERE = fileURLToPath(import.meta.url);

if (process.argv[1] === HERE && process.send) {
  const port = await serve(JSON.parse(process.argv[2] ?? "{}"));
  process.send({ port });
}

/**
 * Starts the fake in a process of its own, as a provider would be: on the
 * benchmark's own event loop, its streaming would be counted as the API's.
 */
export async function startOpenAIVoiceServer(delays: StandInDelays) {
  const child = fork(HERE, [JSON.stringify(delays)], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const [{ port }] = (await once(child, "message")) as [{ port: number }];
  return {
    /** The server's environment for all three providers on this fake. */
    env: {
      LLM_PROVIDER: "openai",
      STT_PROVIDER: "openai",
      TTS_PROVIDER: "openai",
      OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      OPENAI_MODEL: "bench",
    },
    close: async () => {
      const exited = once(child, "exit");
      child.kill();
      await exited;
    },
  };
}
