import pino, { type DestinationStream, type Logger } from "pino";
import type { Config } from "./config";

/**
 * Keys whose values never reach a log line (spec: password, token, email and
 * user id are redacted), wherever they sit in a logged object.
 */
const SENSITIVE_KEYS = [
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "accessToken",
  "refreshToken",
  "idToken",
  "access_token",
  "refresh_token",
  "authorization",
  "cookie",
  "set-cookie",
  "set-auth-token",
  "email",
  "userId",
  "user_id",
  "otp",
  "secret",
];

const redactPaths = SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);

export function createLogger(
  config: Pick<Config, "logLevel">,
  destination?: DestinationStream,
): Logger {
  const options = { level: config.logLevel, redact: { paths: redactPaths, censor: "[redacted]" } };
  return destination ? pino(options, destination) : pino(options);
}

/** Query strings can carry the voice socket's token; logs keep only the path. */
export function redactUrl(url: string) {
  const index = url.indexOf("?");
  return index === -1 ? url : `${url.slice(0, index)}?[redacted]`;
}

export type { Logger };
