import type { EventEmitter } from "node:events";
import { getHeapStatistics } from "node:v8";
import { parentPort, threadId, workerData } from "node:worker_threads";
import { DEFAULT_VOICE_ID } from "../../../shared";
import { composeVoiceHost } from "../../composition/voice-host";
import {
  decodeForDictation,
  recognizeForDictation,
} from "../../services/dictation/dictation-audio";
import { VoiceSocket } from "../socket/voice-socket";
import { isRpcMessage, Rpc } from "./rpc";
import { SocketPort } from "./socket-port";
import type { FromHost, HostData, ToHost } from "./wire";

/**
 * A voice host: a thread of its own that runs voice sessions (decoding,
 * voice activity detection, the speech engines, the agent) and dictations'
 * audio, so the API thread's event loop only relays. What it runs them with
 * is put together by the composition root (composition/voice-host.ts); this
 * file is the thread's side of the line to the API thread.
 */
const port = parentPort;
if (!port) throw new Error("a voice host runs in a worker thread");
const post = (message: FromHost) => port.postMessage(message);

/** Listeners on the models every session of this host shares: where they started once sessions close. */
function modelListeners() {
  const shared = [ai.llm.llm, ai.stt?.stt, ai.tts.forVoice(DEFAULT_VOICE_ID)] as EventEmitter[];
  return shared.reduce(
    (sum, emitter) =>
      sum + (emitter?.eventNames().reduce((n, name) => n + emitter.listenerCount(name), 0) ?? 0),
    0,
  );
}

const sockets = new Map<number, { port: SocketPort; session: VoiceSocket }>();
/** What this host has carried since it started. */
const usage = { threadId, sessions: 0, decoded: 0, recognized: 0 };

const rpc = new Rpc(port, {
  decode: ({ audio, format }: { audio: Uint8Array; format: string }) => {
    usage.decoded++;
    return decodeForDictation(audio, format);
  },
  recognize: (
    { pcm, dictionary }: { pcm: Int16Array; dictionary: string[] },
    signal: AbortSignal,
  ) => {
    if (!ai.stt) throw new Error("no speech recognizer");
    usage.recognized++;
    return recognizeForDictation(ai.stt, pcm, dictionary, signal);
  },
  usage: () => {
    // Live memory only when the process lets us collect first (benchmarks run with --expose-gc).
    (globalThis as { gc?: () => void }).gc?.();
    return {
      ...usage,
      open: sockets.size,
      writerThreadId: services.writer.threadId,
      heapUsed: getHeapStatistics().used_heap_size,
      modelListeners: modelListeners(),
    };
  },
});

// Calls are answered only once the port's listener below is on, after the services are made.
const services = await composeVoiceHost(workerData as HostData, { post, rpc });
const { ai, logger } = services;
// A thread's warnings (a listener leak among them) go to the server's log, not only to stderr.
process.on("warning", (warning) =>
  logger.warn({ warning: warning.name, reason: warning.message }, "voice host warning"),
);

let ending = false;

/**
 * Ends this host by itself, as the API thread asks: a thread terminated with
 * native work in flight (a voice activity inference on libuv's pool) aborts
 * the whole process (node-addon-api #902). Its sessions end as a crash's
 * would, though with what was said stored; the calls it took are answered;
 * then it lets go of the port and its parts, and the thread ends once the
 * work still in flight (inference, a recognizer's last words) has finished.
 */
const end = async () => {
  if (ending) return;
  ending = true;
  try {
    await Promise.all([...sockets.values()].map(({ session }) => session.abort()));
    await rpc.answered();
    await services.close();
  } catch (error) {
    logger.error({ err: error }, "a voice host did not end cleanly");
  } finally {
    port.close();
  }
};

port.on("message", (message: ToHost | Parameters<Rpc["receive"]>[0]) => {
  if (isRpcMessage(message)) return rpc.receive(message);
  if (message.type === "end") return void end();
  const socket = sockets.get(message.conn);
  switch (message.type) {
    case "connect": {
      const socketPort = new SocketPort(message.conn, post);
      const session = new VoiceSocket(socketPort, services);
      socketPort.on("close", () => {
        // Ended once stored: the API thread waits for it at shutdown.
        void session.ended().then(() => {
          sockets.delete(message.conn);
          post({ type: "ended", conn: message.conn });
        });
      });
      sockets.set(message.conn, { port: socketPort, session });
      usage.sessions++;
      return;
    }
    case "open":
      return socket?.session.open(message.caller);
    case "message": {
      if (!socket) return;
      const { data } = message;
      socket.port.taken();
      socket.port.emit(
        "message",
        Buffer.from(data.buffer, data.byteOffset, data.byteLength),
        message.isBinary,
      );
      return;
    }
    case "sent":
      return socket?.port.written(message.bytes);
    case "closed":
      return socket?.port.closed();
    case "shutdown":
      return void socket?.session.shutdown();
  }
});

post({ type: "ready", threadId });
