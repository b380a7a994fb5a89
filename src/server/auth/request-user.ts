import type { IncomingHttpHeaders } from "node:http";
import type { AppServices } from "../container";

/** The caller of a request, as REST, tRPC and the voice socket all resolve it. */
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

/** Resolves the caller from a bearer token or the session cookie, through the cache of recent sign-ins. */
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
