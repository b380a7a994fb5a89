import type { IncomingHttpHeaders } from "node:http";
import type { Logger } from "pino";
import type { Providers } from "../ai/providers";
import type { Auth } from "../auth";
import type { Config } from "../config";
import type { DatabaseHandle } from "../db";
import type { RateLimitStore } from "../rate-limit";
import type { SessionWatch } from "../revocation/session-watch";
import type { SignInCache } from "../revocation/sign-in-cache";
import type { WorkQueue } from "../services/work-queue";
import type { VoiceAdmission } from "../voice/admission";

/** What the server builds once at boot and every request shares. */
export interface AppServices {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
  logger: Logger;
  rateLimitStore: RateLimitStore;
  ai: Providers;
  sessionWatch: SessionWatch;
  /** What this process takes on at once: voice sessions, and dictations with their waiting line. */
  capacity: { voice: VoiceAdmission; dictation: WorkQueue };
  signIns: SignInCache;
}

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** The sign-in session the call came with: what long-lived work watches for revocation. */
  sessionId: string;
  /** When this session signed in: what only a recent sign-in may do checks it. */
  signedInAt: Date;
  /** When this session expires: no cache answers for it beyond. */
  expiresAt: Date;
}

export function toHeaders(raw: IncomingHttpHeaders) {
  const headers = new Headers();
  for (const [key, value] of Object.entries(raw)) {
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else if (value !== undefined) headers.set(key, value);
  }
  return headers;
}

/** Resolves the caller from a bearer token or the session cookie. */
export function resolveUser(
  services: Pick<AppServices, "auth" | "signIns">,
  headers: Headers,
): Promise<SessionUser | null> {
  return services.signIns.resolve(headers, async () => {
    const session = await services.auth.api.getSession({ headers });
    if (!session) return null;
    return {
      id: session.user.id,
      email: session.user.email,
      name: session.user.name,
      sessionId: session.session.id,
      signedInAt: new Date(session.session.createdAt),
      expiresAt: new Date(session.session.expiresAt),
    };
  });
}

export async function createContext(
  services: AppServices,
  req: { headers: IncomingHttpHeaders; ip: string },
) {
  const headers = toHeaders(req.headers);
  const user = await resolveUser(services, headers);
  return {
    ...services,
    db: services.database.db,
    headers,
    ip: req.ip,
    user,
  };
}

export type Context = Awaited<ReturnType<typeof createContext>>;
