import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { WebSocketServer } from "ws";

/** One request the stand-in saw: its method, path and query, and whether it asked for a WebSocket. */
export interface LiveKitAttempt {
  method: string;
  url: URL;
  upgrade: boolean;
  origin: string | undefined;
}

/**
 * How the stand-in answers: `accept` as a LiveKit node that is up (200 at /,
 * the signalling socket opened and then held silent), `refuse` as one that
 * is down behind its proxy (503 to everything, sockets refused),
 * `refuse-socket` as one that looks up but turns the socket away (503).
 */
export type StandInMode = "accept" | "refuse" | "refuse-socket";

/**
 * A stand-in for a LiveKit server on 127.0.0.1 (none installs on these
 * machines): it records what browsers ask of it, so a test sees the web
 * client reach LiveKit's address and with which token. It speaks no LiveKit
 * protocol beyond the health answer at `/` and the WebSocket upgrade.
 */
export async function startLiveKitStandIn() {
  const attempts: LiveKitAttempt[] = [];
  let mode: StandInMode = "accept";
  const sockets = new WebSocketServer({ noServer: true });
  const record = (request: IncomingMessage, upgrade: boolean) => {
    const attempt = {
      method: request.method ?? "GET",
      url: new URL(request.url ?? "/", "http://stand-in"),
      upgrade,
      origin: request.headers.origin,
    };
    attempts.push(attempt);
    return attempt;
  };
  const server = createServer((request, response) => {
    record(request, false);
    // LiveKit lets any origin read its answers: it relies on the token, not the origin.
    response.setHeader("access-control-allow-origin", request.headers.origin ?? "*");
    if (mode === "refuse") {
      response.writeHead(503).end("Service Unavailable");
      return;
    }
    response.writeHead(200, { "content-type": "text/plain" }).end("OK");
  });
  server.on("upgrade", (request, socket, head) => {
    record(request, true);
    if (mode !== "accept") {
      socket.end("HTTP/1.1 503 Service Unavailable\r\ncontent-length: 0\r\n\r\n");
      return;
    }
    sockets.handleUpgrade(request, socket, head, () => {
      // Held open and silent: the client waits for a join answer that never comes.
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    attempts,
    setMode(next: StandInMode) {
      mode = next;
    },
    /** The signalling sockets asked for, in order. */
    upgrades: () => attempts.filter((attempt) => attempt.upgrade),
    /** Stops listening: the address then refuses connections. Closing twice is harmless. */
    async close() {
      if (!server.listening) return;
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
