import { createServer, type Server, type Socket } from "node:net";

/**
 * A stand-in for Redis 6.2 speaking RESP on a local port: only the commands
 * the server may use, with Redis 6's arity, so a command that needs Redis 7
 * (`PEXPIRE key ms NX`) is refused as Redis 6 refuses it, and a transaction
 * that queued it is discarded (EXECABORT). Debian ships Redis 7 only, so this
 * is how the tests hold the server to what Redis 6 accepts.
 */
export interface Redis6Server {
  url: string;
  /** Every command received, upper-cased with its arguments, for the test to read. */
  commands: string[][];
  /** The commands refused as Redis 6 refuses them (unknown, or with arguments it does not take). */
  refused: string[][];
  /** The keys and their expiry (ms since epoch, or null without one). */
  keys: Map<string, { value: string; expiresAt: number | null }>;
  stop(): Promise<void>;
}

type Reply = string | number | null | Error | Reply[] | { status: string };

function encode(reply: Reply): string {
  if (reply === null) return "$-1\r\n";
  if (reply instanceof Error) return `-${reply.message}\r\n`;
  if (typeof reply === "number") return `:${reply}\r\n`;
  if (typeof reply === "string") return `$${Buffer.byteLength(reply)}\r\n${reply}\r\n`;
  if (Array.isArray(reply)) return `*${reply.length}\r\n${reply.map(encode).join("")}`;
  return `+${reply.status}\r\n`;
}

/** Parses as many whole commands (arrays of bulk strings) as `buffer` holds. */
function parseCommands(buffer: Buffer): { commands: string[][]; rest: Buffer } {
  const commands: string[][] = [];
  let offset = 0;
  for (;;) {
    const start = offset;
    const line = (from: number) => {
      const end = buffer.indexOf("\r\n", from);
      return end < 0 ? null : { text: buffer.toString("utf8", from, end), next: end + 2 };
    };
    const header = line(offset);
    if (!header?.text.startsWith("*")) return { commands, rest: buffer.subarray(start) };
    const count = Number(header.text.slice(1));
    let cursor = header.next;
    const args: string[] = [];
    for (let i = 0; i < count; i++) {
      const size = line(cursor);
      if (!size) return { commands, rest: buffer.subarray(start) };
      const length = Number(size.text.slice(1));
      if (buffer.length < size.next + length + 2) return { commands, rest: buffer.subarray(start) };
      args.push(buffer.toString("utf8", size.next, size.next + length));
      cursor = size.next + length + 2;
    }
    commands.push(args);
    offset = cursor;
  }
}

/** Redis 6's arity: a positive number is exact, a negative one a minimum (name included). */
const ARITY: Record<string, number> = {
  PING: -1,
  INFO: -1,
  SELECT: 2,
  CLIENT: -2,
  QUIT: 1,
  MULTI: 1,
  EXEC: 1,
  DISCARD: 1,
  GET: 2,
  SET: -3,
  INCRBY: 3,
  PTTL: 2,
  PEXPIRE: 3,
  DEL: -2,
  PUBLISH: 3,
  SUBSCRIBE: -2,
};

export async function startRedis6(): Promise<Redis6Server> {
  const commands: string[][] = [];
  const refused: string[][] = [];
  const keys = new Map<string, { value: string; expiresAt: number | null }>();
  const subscribers = new Map<string, Set<Socket>>();

  function live(key: string) {
    const entry = keys.get(key);
    if (entry?.expiresAt !== undefined && entry.expiresAt !== null && entry.expiresAt <= Date.now())
      keys.delete(key);
    return keys.get(key);
  }

  function run(socket: Socket, [name = "", ...args]: string[]): Reply {
    switch (name) {
      case "PING":
        return { status: "PONG" };
      case "INFO":
        return "# Server\r\nredis_version:6.2.14\r\nloading:0\r\n";
      case "SELECT":
      case "CLIENT":
      case "QUIT":
        return { status: "OK" };
      case "GET":
        return live(args[0] ?? "")?.value ?? null;
      case "SET": {
        const [key = "", value = "", ...options] = args;
        const upper = options.map((option) => option.toUpperCase());
        if (upper.includes("NX") && live(key)) return null;
        const px = upper.indexOf("PX");
        const expiresAt = px >= 0 ? Date.now() + Number(options[px + 1]) : null;
        keys.set(key, { value, expiresAt });
        return { status: "OK" };
      }
      case "INCRBY": {
        const [key = "", amount = "0"] = args;
        const entry = live(key) ?? { value: "0", expiresAt: null };
        entry.value = String(Number(entry.value) + Number(amount));
        keys.set(key, entry);
        return Number(entry.value);
      }
      case "PTTL": {
        const entry = live(args[0] ?? "");
        if (!entry) return -2;
        return entry.expiresAt === null ? -1 : entry.expiresAt - Date.now();
      }
      case "PEXPIRE": {
        const entry = live(args[0] ?? "");
        if (!entry) return 0;
        entry.expiresAt = Date.now() + Number(args[1]);
        return 1;
      }
      case "DEL":
        return args.filter((key) => keys.delete(key)).length;
      case "PUBLISH": {
        const listeners = subscribers.get(args[0] ?? "") ?? new Set();
        for (const listener of listeners)
          listener.write(encode(["message", args[0] ?? "", args[1] ?? ""]));
        return listeners.size;
      }
      case "SUBSCRIBE":
        return args.map((channel, index) => {
          const listeners = subscribers.get(channel) ?? new Set();
          listeners.add(socket);
          subscribers.set(channel, listeners);
          return ["subscribe", channel, index + 1];
        }) as unknown as Reply;
      default:
        return new Error(`ERR unknown command '${name}'`);
    }
  }

  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    let pending: Buffer = Buffer.alloc(0);
    let queued: string[][] | null = null;
    let dirty = false;
    socket.on("close", () => {
      sockets.delete(socket);
      for (const listeners of subscribers.values()) listeners.delete(socket);
    });
    socket.on("data", (chunk: Buffer) => {
      const parsed = parseCommands(Buffer.concat([pending, chunk]));
      pending = parsed.rest;
      for (const raw of parsed.commands) {
        const command = [String(raw[0]).toUpperCase(), ...raw.slice(1)];
        commands.push(command);
        const name = command[0] ?? "";
        const arity = ARITY[name];
        const arityOk =
          arity !== undefined && (arity > 0 ? command.length === arity : command.length >= -arity);
        if (!arityOk) {
          refused.push(command);
          if (queued) dirty = true;
          const refusal =
            arity === undefined
              ? `ERR unknown command '${name}'`
              : `ERR wrong number of arguments for '${name.toLowerCase()}' command`;
          socket.write(encode(new Error(refusal)));
          continue;
        }
        if (name === "MULTI") {
          queued = [];
          dirty = false;
          socket.write(encode({ status: "OK" }));
        } else if (name === "EXEC") {
          const transaction = queued ?? [];
          queued = null;
          socket.write(
            encode(
              dirty
                ? new Error("EXECABORT Transaction discarded because of previous errors.")
                : transaction.map((queuedCommand) => run(socket, queuedCommand)),
            ),
          );
        } else if (name === "SUBSCRIBE") {
          for (const reply of run(socket, command) as Reply[]) socket.write(encode(reply));
        } else if (queued) {
          queued.push(command);
          socket.write(encode({ status: "QUEUED" }));
        } else {
          socket.write(encode(run(socket, command)));
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `redis://127.0.0.1:${port}`,
    commands,
    refused,
    keys,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
