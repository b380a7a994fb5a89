import { initializeLogger } from "@livekit/agents";

let initialized = false;

/**
 * @livekit/agents' streams log through a logger that must exist before the
 * first one is made, in a worker or not. Idempotent; called wherever
 * providers are built.
 */
export function ensureAgentsRuntime(level: string = process.env.LOG_LEVEL ?? "warn") {
  if (initialized) return;
  initializeLogger({ pretty: false, level: level === "silent" ? "fatal" : level });
  initialized = true;
}
