/**
 * A voice host's SQLite queries run on the API thread's one connection. A
 * host whose thread is busy (speech inference) reads the answers to its
 * queries late: the API's own queries must not wait for it.
 */
import { randomUUID } from "node:crypto";
import { MessageChannel, type MessagePort } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMessage } from "../../../../../src/server/services/messages/messages.service";
import {
  databaseRelay,
  relayedDatabase,
} from "../../../../../src/server/voice/host/relayed-database";
import { isRpcMessage, Rpc } from "../../../../../src/server/voice/host/rpc";
import { getTestInstance, type TestInstance } from "../../../../helpers/test-instance";

/** The host's end of the line, holding what comes to it until told to read on: a busy thread. */
function busyHost(port: MessagePort) {
  const held: Parameters<Rpc["receive"]>[0][] = [];
  let busy = true;
  const rpc = new Rpc(port, {});
  port.on("message", (message) => {
    if (!isRpcMessage(message)) return;
    if (busy) held.push(message);
    else rpc.receive(message);
  });
  return {
    db: relayedDatabase(rpc),
    /** Resolves once a message waits for the host. */
    async somethingHeld() {
      while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    },
    readOn() {
      busy = false;
      for (const message of held.splice(0)) rpc.receive(message);
    },
  };
}

describe("a voice host's relayed SQLite", () => {
  let t: TestInstance;
  const channels: MessageChannel[] = [];

  beforeAll(async () => {
    t = await getTestInstance("sqlite");
  });
  afterAll(async () => {
    for (const { port1, port2 } of channels) {
      port1.close();
      port2.close();
    }
    await t.close();
  });

  function connect() {
    const channel = new MessageChannel();
    channels.push(channel);
    const relay = databaseRelay(t.db);
    const api = new Rpc(channel.port1, relay.handlers);
    channel.port1.on("message", (message) => isRpcMessage(message) && api.receive(message));
    return busyHost(channel.port2);
  }

  async function newSession() {
    const user = await t.signUp();
    const response = await t.request("POST", "/api/v1/sessions", { title: "Relayed" }, user.token);
    return { user, sessionId: response.body.session_id as string };
  }

  it("answers the API's own queries while a busy host has not read its answer yet", async () => {
    const { user, sessionId } = await newSession();
    const host = connect();
    const stored = addMessage(host.db, {
      userId: user.id,
      sessionId,
      role: "user",
      content: "kept while busy",
    });
    await host.somethingHeld();

    const listed = await t.request(
      "GET",
      `/api/v1/sessions/${sessionId}/messages`,
      undefined,
      user.token,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.messages.map((m: { content: string }) => m.content)).toEqual([
      "kept while busy",
    ]);

    host.readOn();
    expect((await stored).content).toBe("kept while busy");
  });

  it("moves the session to the top of the list with the message's own insert", async () => {
    const { user, sessionId } = await newSession();
    await t.request("POST", "/api/v1/sessions", { title: "Newer" }, user.token);
    const host = connect();
    host.readOn();
    await addMessage(host.db, {
      userId: user.id,
      sessionId,
      role: "assistant",
      content: randomUUID(),
    });

    const list = await t.request("GET", "/api/v1/sessions", undefined, user.token);
    expect(list.body.sessions[0].session_id).toBe(sessionId);
  });

  it("still runs a host's transaction whole, on a lease of the API thread's connection", async () => {
    const { user, sessionId } = await newSession();
    const host = connect();
    host.readOn();
    await expect(
      host.db.transaction().execute(async (trx) => {
        await trx
          .insertInto("messages")
          .values({
            id: randomUUID(),
            session_id: sessionId,
            role: "user",
            content: "undone",
            status: "complete",
            created_at: new Date().toISOString(),
          })
          .execute();
        throw new Error("changed its mind");
      }),
    ).rejects.toThrow("changed its mind");

    const listed = await t.request(
      "GET",
      `/api/v1/sessions/${sessionId}/messages`,
      undefined,
      user.token,
    );
    expect(listed.body.messages).toEqual([]);
  });
});
