/**
 * A voice session ended while the agent speaks leaves nothing on disk: the
 * server's temp folder (inherited by Flite's and pocketsphinx's processes)
 * stays empty, however the session ends.
 */
import { type FSWatcher, watch } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { concatPcm, silence, speak } from "../../../helpers/speech";
import { getTestInstance, type TestInstance, type TestUser } from "../../../helpers/test-instance";
import { connectVoice, type VoiceClient, webmSpeech } from "../../../helpers/voice-client";

let folder: string;
let watcher: FSWatcher;
const touched: string[] = [];

const ENDINGS: [string, (client: VoiceClient) => void][] = [
  ["session_end", (client) => client.send({ type: "session_end", reason: "user_stopped" })],
  ["the socket closing", (client) => client.socket.close()],
  ["the connection dropping", (client) => client.socket.terminate()],
];

describe("voice sessions ended mid-reply", () => {
  let t: TestInstance;
  let user: TestUser;
  let speech: { webm: Buffer; durationMs: number };

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "verba-test-tmpdir-"));
    // Before anything starts a process: Flite's and the recognizer's inherit it.
    vi.stubEnv("TMPDIR", folder);
    watcher = watch(folder, (_event, name) => touched.push(String(name)));
    t = await getTestInstance("sqlite");
    user = await t.signUp();
    const words = await speak("can you make this email more polite");
    speech = await webmSpeech(concatPcm(silence(300), words, silence(1500)));
  });
  afterAll(async () => {
    await t.close();
    watcher.close();
    // Puts back what was there: assigning an unset value would write the string "undefined".
    vi.unstubAllEnvs();
    await rm(folder, { recursive: true, force: true });
  });

  it.each(ENDINGS)(
    "by %s leave the temp folder empty",
    async (_how, end) => {
      const created = await t.request("POST", "/api/v1/sessions", {}, user.token);
      const client = await connectVoice(t.baseUrl, {
        token: user.token,
        session_id: created.body.session_id,
      });
      await client.start();
      await client.stream(speech.webm, speech.durationMs, { speed: 2 });
      await client.waitForType("audio_response_stream", { timeoutMs: 60_000 });
      end(client);
      await client.closed;
      // Give a synthesis still running in the Flite process the time to finish.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(touched).toEqual([]);
      expect(await readdir(folder)).toEqual([]);
    },
    90_000,
  );
});
