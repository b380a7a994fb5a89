import { initializeLogger } from "@livekit/agents";
import { pino } from "pino";

let initialized = false;

/**
 * Where @livekit/agents keeps its logger: a global, so that every copy of
 * the package in a process shares one. Replacing it is how its logs get the
 * house rule below; `initializeLogger` takes no options for that.
 */
const AGENTS_LOGGER = Symbol.for("@livekit/agents:logger");

/** The framework's fields that carry what people say (`lk.pii.user_input`, `lk.pii.transcript`, …). */
const PERSONAL_FIELD = /^lk\.pii\./;

/**
 * The framework's logger, as it makes it but for one thing: fields it marks
 * as personal are dropped, since what people say is never logged.
 */
export function agentsLogger(level: string, destination: pino.DestinationStream = process.stdout) {
  return pino(
    {
      level,
      serializers: { error: pino.stdSerializers.err },
      formatters: {
        log: (fields) =>
          Object.fromEntries(Object.entries(fields).filter(([key]) => !PERSONAL_FIELD.test(key))),
      },
    },
    destination,
  );
}

/**
 * @livekit/agents' streams log through a logger that must exist before the
 * first one is made, in a worker or not. Idempotent; called wherever
 * providers are built. A voice host gives its log relay as the destination,
 * so the framework's lines reach the server's log like its own.
 */
export function ensureAgentsRuntime(
  level: string = process.env.LOG_LEVEL ?? "warn",
  destination?: pino.DestinationStream,
) {
  if (initialized) return;
  const agentsLevel = level === "silent" ? "fatal" : level;
  initializeLogger({ pretty: false, level: agentsLevel });
  (globalThis as Record<symbol, unknown>)[AGENTS_LOGGER] = agentsLogger(agentsLevel, destination);
  initialized = true;
}
