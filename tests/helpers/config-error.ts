import { expect } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config";

/** A fixed secret, so no test makes the local secret file beside ./data. */
export const SECRET = "s".repeat(32);

/** The message loadConfig throws for this environment, or fails the test when it throws none. */
export function configError(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}
