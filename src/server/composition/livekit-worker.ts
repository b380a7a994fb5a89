import type { Providers } from "../ai/providers";
import type { DatabaseHandle } from "../db";
import type { Logger } from "../logger";
import type { SessionWatch } from "../revocation/session-watch";
import {
  createSessionListAnnouncer,
  watchSessionLists,
} from "../services/sessions/session-list-cache";
import { defaultVoiceCapacity } from "../voice/admission";
import * as parts from "./parts";
import { type WorkerConfig, workerConfig } from "./worker-config";

/** What a LiveKit job process runs its jobs with (a process may run several, one after another). */
export interface WorkerServices {
  config: WorkerConfig;
  providers: Providers;
  logger: Logger;
  /** One pool a process, shared by its jobs. */
  database: DatabaseHandle;
  /** The sign-ins this process's jobs run for, checked in the shared database. */
  sessionWatch: SessionWatch;
}

/** The sessions one worker takes on before it tells LiveKit it is full. */
export function workerCapacity(config: WorkerConfig) {
  return (
    config.voice.maxSessions ?? defaultVoiceCapacity(parts.providers(config, parts.logger(config)))
  );
}

/** Once per job process, before any job: configuration, providers and the database are ready. */
export function composeLiveKitWorker(config: WorkerConfig = workerConfig()): WorkerServices {
  const logger = parts.logger(config);
  const database = parts.database(config, logger);
  // The app's processes keep session lists in memory; a voice transcript stored here reaches them.
  watchSessionLists(database.db, createSessionListAnnouncer({ logger, redisUrl: config.redisUrl }));
  return {
    config,
    logger,
    providers: parts.providers(config, logger),
    database,
    sessionWatch: parts.sessionWatch(database.db, logger),
  };
}
