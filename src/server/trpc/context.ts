import type { IncomingHttpHeaders } from "node:http";
import { resolveUser, toHeaders } from "../auth/request-user";
import type { AppServices } from "../container";
import { databaseAnswers, isDatabaseUnavailable } from "../db";
import { databaseUnavailableError } from "./init";

/** One call's context: the app's services, its headers and address, and who is calling. */
export async function createContext(
  services: AppServices,
  req: { headers: IncomingHttpHeaders; ip: string },
) {
  // Finding the caller reads the database: its absence is a 503 here as in any procedure.
  // better-auth reports a failed query as an error of its own, without the cause: the
  // database is asked whether it answers.
  const user = await resolveUser(services, req.headers).catch(async (error: unknown) => {
    if (isDatabaseUnavailable(error) || !(await databaseAnswers(services.database.db)))
      throw databaseUnavailableError(error);
    throw error;
  });
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
