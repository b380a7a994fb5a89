/**
 * The LiveKit worker's configuration, apart from what the worker is built
 * from: the entry checks it before loading anything else, so a misconfigured
 * worker says so at once.
 */
import { type Config, ConfigError, type LiveKitConfig, loadConfig } from "../config";

/** The configuration a LiveKit worker needs: the app's, with LiveKit set. */
export type WorkerConfig = Config & { livekit: LiveKitConfig };

/** The app's configuration with LiveKit required; a ConfigError names what is missing. */
export function workerConfig(env: Record<string, string | undefined> = process.env): WorkerConfig {
  const config = loadConfig(env);
  const { livekit } = config;
  if (!livekit)
    throw new ConfigError(
      "Invalid configuration:\n  LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET: required by the agent worker",
    );
  return { ...config, livekit };
}
