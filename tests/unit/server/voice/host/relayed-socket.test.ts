import { describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import { RELAY_WINDOW, RelayedSocket } from "../../../../../src/server/voice/host/relayed-socket";

/** A socket that records whether it is being read. */
function recordingSocket() {
  const calls: string[] = [];
  const socket = { pause: () => calls.push("pause"), resume: () => calls.push("resume") };
  return { socket: socket as unknown as WebSocket, calls };
}

describe("a relayed socket", () => {
  it("stops reading once a window of messages is relayed and not taken, and reads on as the host takes them", () => {
    const { socket, calls } = recordingSocket();
    const relayed = new RelayedSocket(socket);
    for (let n = 1; n < RELAY_WINDOW; n++) relayed.relayed();
    expect(calls).toEqual([]);
    relayed.relayed();
    expect(calls).toEqual(["pause"]);
    relayed.taken(4);
    expect(calls).toEqual(["pause"]);
    relayed.taken(RELAY_WINDOW - 4);
    expect(calls).toEqual(["pause", "resume"]);
  });

  it("stays paused while either the host or the window holds it", () => {
    const { socket, calls } = recordingSocket();
    const relayed = new RelayedSocket(socket);
    relayed.hostPaused(true);
    for (let n = 0; n < RELAY_WINDOW; n++) relayed.relayed();
    relayed.taken(RELAY_WINDOW);
    expect(calls).toEqual(["pause"]);
    relayed.hostPaused(false);
    expect(calls).toEqual(["pause", "resume"]);
    for (let n = 0; n < RELAY_WINDOW; n++) relayed.relayed();
    relayed.hostPaused(true);
    relayed.hostPaused(false);
    expect(calls).toEqual(["pause", "resume", "pause"]);
  });
});
