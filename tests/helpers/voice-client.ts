import WebSocket from "ws";
import type { ServerVoiceEnvelope } from "../../src/shared/voice-protocol";
import { encodeWebmOpus } from "./speech";
import type { TestInstance, TestUser } from "./test-instance";

export type ServerMessage = ServerVoiceEnvelope & Record<string, unknown>;

/**
 * A client of the voice socket as the browser uses it: JSON messages in and
 * out, every server message kept in order, and waits for a given one.
 */
export async function connectVoice(baseUrl: string, query: Record<string, string>) {
  const url = new URL("/ws/voice/session", baseUrl.replace(/^http/, "ws"));
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const socket = new WebSocket(url);
  const messages: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on("close", (code, reason) => {
      resolve({ code, reason: reason.toString() });
      for (const wake of waiters) wake();
    });
  });
  socket.on("message", (data) => {
    messages.push(JSON.parse(data.toString()));
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  let sequence = 0;

  const send = (message: Record<string, unknown>) =>
    socket.send(JSON.stringify({ messageId: `m${sequence}`, timestamp: Date.now(), ...message }));

  /** Resolves with the first message (from `from` on) that matches, or fails after `timeoutMs`. */
  function waitFor(
    match: (message: ServerMessage) => boolean,
    { timeoutMs = 20_000, from = 0 } = {},
  ): Promise<ServerMessage> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = messages.slice(from).find(match);
        if (found) {
          done();
          resolve(found);
        } else if (socket.readyState === WebSocket.CLOSED) {
          done();
          reject(new Error(`socket closed before the message came; got ${types()}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`timed out waiting for a message; got ${types()}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  }

  const types = () => messages.map((message) => message.type).join(", ");

  return {
    socket,
    messages,
    closed,
    send,
    waitFor,
    waitForType: (type: string, options?: { timeoutMs?: number; from?: number }) =>
      waitFor((message) => message.type === type, options),
    async start(audioFormat = "webm") {
      send({ type: "session_start", audio_format: audioFormat, language: "en-US" });
      return this.waitForType("session_ready", { timeoutMs: 30_000 });
    },
    /** Sends a recording as the browser's recorder would: pieces of 200 ms, at `speed` times real time. */
    async stream(recording: Buffer, durationMs: number, { speed = 1, format = "webm" } = {}) {
      const pieces = Math.max(1, Math.ceil(durationMs / 200));
      const size = Math.ceil(recording.length / pieces);
      for (let at = 0; at < recording.length; at += size) {
        const piece = recording.subarray(at, at + size);
        send({
          type: "audio_chunk",
          chunk_data: piece.toString("base64"),
          chunk_sequence: sequence++,
          chunk_size_bytes: piece.length,
          audio_format: format,
        });
        await new Promise((resolve) => setTimeout(resolve, 200 / speed));
      }
    },
    /** Answers whether the server still answers on this socket. */
    /** `timeoutMs`: longer for a socket whose voice host may still be starting. */
    async heartbeat(timestamp = Date.now(), timeoutMs = 5_000) {
      const from = messages.length;
      send({ type: "heartbeat", timestamp });
      return waitFor((message) => message.type === "heartbeat" && message.timestamp === timestamp, {
        from,
        timeoutMs,
      });
    },
    close() {
      socket.close();
      return closed;
    },
  };
}

export type VoiceClient = Awaited<ReturnType<typeof connectVoice>>;

/** Speech as the browser would send it: webm/opus of 16 kHz mono PCM, with its length in ms. */
export async function webmSpeech(pcm: Int16Array) {
  return { webm: await encodeWebmOpus(pcm), durationMs: (pcm.length / 16_000) * 1000 };
}

/** A new chat session of the user's, for a voice session to continue. */
export async function newChatSession(t: TestInstance, user: TestUser) {
  const response = await t.request("POST", "/api/v1/sessions", { title: "New Chat" }, user.token);
  return response.body.session_id as string;
}

/** The session's stored messages as the API returns them, oldest first. */
export async function storedMessages(t: TestInstance, user: TestUser, sessionId: string) {
  const response = await t.request(
    "GET",
    `/api/v1/sessions/${sessionId}/messages`,
    undefined,
    user.token,
  );
  if (response.status !== 200) throw new Error(`listing messages answered ${response.status}`);
  return response.body.messages as Record<string, unknown>[];
}
