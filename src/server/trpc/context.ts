import type { IncomingHttpHeaders } from "node:http";
import { resolveUser, toHeaders } from "../auth/request-user";
import type { AppServices } from "../container";

/** One call's context: the app's services, its headers and address, and who is calling. */
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
