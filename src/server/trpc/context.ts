import type { IncomingHttpHeaders } from "node:http";
import type { Providers } from "../ai/providers";
import type { Auth } from "../auth";
import { resolveUser, type SessionUser, toHeaders } from "../auth/request-user";
import type { Config } from "../config";
import { type DatabaseHandle, databaseAnswers, isDatabaseUnavailable } from "../db";
import type { AccountSlots } from "../limits/account-slots";
import type { Logger } from "../logger";
import type { RateLimitStore } from "../rate-limit";
import type { SessionWatch } from "../revocation/session-watch";
import type { SignInCache } from "../revocation/sign-in-cache";
import type { DictationAudio } from "../services/dictation/dictation-audio";
import type { WorkQueue } from "../services/dictation/work-queue";
import type { VoiceAdmission } from "../voice/admission";
import { databaseUnavailableError } from "./errors";

/** What the procedures use of the process: the API's composition gives it, built once. */
export interface TRPCPorts {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
  logger: Logger;
  rateLimitStore: RateLimitStore;
  ai: Providers;
  sessionWatch: SessionWatch;
  capacity: { voice: VoiceAdmission; dictation: WorkQueue; replies: AccountSlots };
  signIns: SignInCache<SessionUser>;
  voiceHosts: { readonly dictationAudio: DictationAudio };
}

/**
 * One call's context, for tRPC and REST alike: the process's parts, the
 * call's headers and address, and who is calling (resolved through the auth
 * module it is given).
 */
export async function createTRPCContext(opts: {
  ports: TRPCPorts;
  headers: IncomingHttpHeaders;
  ip: string;
}) {
  const { ports } = opts;
  // Finding the caller reads the database: its absence is a 503 here as in any procedure.
  // better-auth reports a failed query as an error of its own, without the cause: the
  // database is asked whether it answers.
  const user = await resolveUser(ports, opts.headers).catch(async (error: unknown) => {
    if (isDatabaseUnavailable(error) || !(await databaseAnswers(ports.database.db)))
      throw databaseUnavailableError(error);
    throw error;
  });
  let headers: Headers | undefined;
  return {
    config: ports.config,
    database: ports.database,
    auth: ports.auth,
    logger: ports.logger,
    rateLimitStore: ports.rateLimitStore,
    ai: ports.ai,
    sessionWatch: ports.sessionWatch,
    capacity: ports.capacity,
    signIns: ports.signIns,
    voiceHosts: ports.voiceHosts,
    db: ports.database.db,
    /** The request's headers as better-auth takes them: copied on first use, which few calls make. */
    headers: () => {
      headers ??= toHeaders(opts.headers);
      return headers;
    },
    ip: opts.ip,
    user,
  };
}

export type Context = Awaited<ReturnType<typeof createTRPCContext>>;
