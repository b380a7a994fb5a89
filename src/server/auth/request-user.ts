/**
 * Auth depends on revocation, never the other way: revocation (the cache of
 * recent sign-ins, the session watch) keeps and forgets sign-ins by their ids
 * and knows nothing of better-auth, while auth asks it first for a caller and
 * tells it when a sign-in ends. So revocation can be used, and tested, without
 * an auth module, and auth's shape can change without touching it.
 */
import type { IncomingHttpHeaders } from "node:http";
import type { Auth } from "../auth";
import type { SignInCache } from "../revocation/sign-in-cache";

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

/** Reads a request's own headers as a Headers would, without copying them all into one. */
function headerReader(raw: IncomingHttpHeaders): Pick<Headers, "get"> {
  return {
    get(name) {
      const value = raw[name];
      return Array.isArray(value) ? value.join(", ") : (value ?? null);
    },
  };
}

/**
 * Resolves the caller from a bearer token or the session cookie, through the
 * cache of recent sign-ins; a request's headers are copied for better-auth
 * only when the cache does not know the caller.
 */
/** What resolving a caller needs: the auth module and the cache of recent sign-ins. */
export interface RequestUserPorts {
  auth: { api: Pick<Auth["api"], "getSession"> };
  signIns: Pick<SignInCache<SessionUser>, "resolve">;
}

export function resolveUser(
  services: RequestUserPorts,
  headers: Headers | IncomingHttpHeaders,
): Promise<SessionUser | null> {
  const own = headers instanceof Headers;
  return services.signIns.resolve(own ? headers : headerReader(headers), async () => {
    const session = await services.auth.api.getSession({
      headers: own ? headers : toHeaders(headers),
    });
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
