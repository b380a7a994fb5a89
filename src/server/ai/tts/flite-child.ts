/**
 * The child process that runs Flite for flite-process.ts: one request at a
 * time, answered over IPC. It ends by itself when the parent goes away.
 */
import { type FliteVoice, synthesizePcm } from "./flite";

export interface FliteRequest {
  id: number;
  text: string;
  voice: FliteVoice;
}

export type FliteReply = { id: number; pcm: Int16Array } | { id: number; error: string };

let queue = Promise.resolve();

process.on("message", (request: FliteRequest) => {
  queue = queue.then(async () => {
    let reply: FliteReply;
    try {
      reply = { id: request.id, pcm: await synthesizePcm(request.text, request.voice) };
    } catch (error) {
      reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
    }
    // A send error means the parent is gone, and with it whoever asked.
    process.send?.(reply, () => {});
  });
});
