import type { IncomingHttpHeaders } from "node:http";
import { resolveUser, toHeaders } from "../auth/request-user";
import type { AppServices } from "../container";

/** One call's context: the app's services, its headers and address, and who is calling. */
export async function createContext(
  services: AppServices,
  req: { headers: IncomingHttpHeaders; ip: string },
) {
  const user = await resolveUser(services, req.headers);
  let headers: Headers | undefined;
  return {
    ...services,
    db: services.database.db,
    /** The request's headers as better-auth takes them: copied on first use, which few calls make. */
    headers: () => {
      headers ??= toHeaders(req.headers);
      return headers;
    },
    ip: req.ip,
    user,
  };
}

export type Context = Awaited<ReturnType<typeof createContext>>;
