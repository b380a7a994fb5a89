/**
 * The API thread relays a client's messages to its voice host only as fast
 * as the host takes them: a host busy with speech (here, one that never
 * reads again) does not let a flooding client fill its port, the API thread
 * stops reading that socket and TCP pushes back on the client. A flood into
 * a host that reads is answered in full and in order.
 */
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../../helpers/test-instance";
import { connectVoice, newChatSession, type VoiceClient } from "../../../../helpers/voice-client";

/** Polls until `read` has not changed for a second, and returns its last value. */
async function settled(read: () => number) {
  let last = read();
  let still = 0;
  while (still < 5) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = read();
    still = now === last ? still + 1 : 0;
    last = now;
  }
  return last;
}

describe("a voice host that does not read", () => {
  let t: TestInstance;
  let user: TestUser;

  beforeAll(async () => {
    t = await getTestInstance("sqlite", { VOICE_HOSTS: "1" });
    await t.services.voiceHosts.setProviders({
      module: new URL("./stuck-host.ts", import.meta.url).href,
      name: "stuckHost",
      args: [],
    });
    await t.services.voiceHosts.warm();
    user = await t.signUp();
  });
  afterAll(async () => {
    // Terminated at its deadline: the stuck host never hears "end".
    await t.services.voiceHosts.close();
    await t.close();
  });

  it("holds a flooding client back: the API thread stops reading its socket", async () => {
    // What the server has read of the client: its side of the connection, as ws hands it over.
    const serverSide = new Promise<Socket>((resolve) =>
      t.app.websocketServer.once("connection", (_socket: unknown, request: IncomingMessage) =>
        resolve(request.socket),
      ),
    );
    const client = await connectVoice(t.baseUrl, {
      token: user.token,
      session_id: await newChatSession(t, user),
    });
    const connection = await serverSide;
    // Chunks near the largest message the socket takes, far more than the kernel's buffers hold.
    const chunk = "A".repeat(200 * 1024);
    const count = 600;
    for (let sequence = 0; sequence < count; sequence++) {
      client.send({ type: "audio_chunk", chunk_data: chunk, chunk_sequence: sequence });
    }
    const read = await settled(() => connection.bytesRead);
    // A window of messages and what the reader had in hand, not the flood.
    expect(read).toBeLessThan((count * chunk.length) / 4);
    client.socket.terminate();
  }, 60_000);
});

describe("a voice host flooded with messages", () => {
  let t: TestInstance;
  let user: TestUser;
  let client: VoiceClient;

  beforeAll(async () => {
    t = await getTestInstance("sqlite", { VOICE_HOSTS: "1" });
    user = await t.signUp();
    client = await connectVoice(t.baseUrl, {
      token: user.token,
      session_id: await newChatSession(t, user),
    });
  });
  afterAll(() => t.close());

  it("answers every one, in order, and the session stays usable", async () => {
    const count = 2_000;
    for (let timestamp = 1; timestamp <= count; timestamp++) {
      client.send({ type: "heartbeat", timestamp });
    }
    await client.waitFor((message) => message.type === "heartbeat" && message.timestamp === count, {
      timeoutMs: 60_000,
    });
    const answered = client.messages
      .filter((message) => message.type === "heartbeat")
      .map((message) => message.timestamp);
    expect(answered).toEqual(Array.from({ length: count }, (_, index) => index + 1));
    expect((await client.heartbeat()).type).toBe("heartbeat");
  }, 90_000);
});
