import type { TestProject } from "vitest/node";
import { startPostgres } from "../helpers/postgres-server";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/**
 * Starts a throwaway PostgreSQL server for the whole run (or uses
 * TEST_POSTGRES_URL), so every test file can make its own database on a real
 * server engine.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_POSTGRES_URL) {
    project.provide("postgresUrl", process.env.TEST_POSTGRES_URL);
    return;
  }
  const server = await startPostgres();
  project.provide("postgresUrl", server.url);
  return () => server.stop();
}
