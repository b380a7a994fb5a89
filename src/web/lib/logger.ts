/**
 * The browser's log: errors always, debug lines for a sample of sessions
 * (spec: level error, debug sampling 0.1), with sensitive keys redacted.
 */
const SENSITIVE = /password|token|email|user_?id/i;
const debugSampled = Math.random() < 0.1;

function redact(details: Record<string, unknown> = {}) {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => [
      key,
      SENSITIVE.test(key) ? "[redacted]" : value,
    ]),
  );
}

export const logger = {
  error: (message: string, details?: Record<string, unknown>) =>
    console.error(message, redact(details)),
  warn: (message: string, details?: Record<string, unknown>) =>
    console.warn(message, redact(details)),
  debug: (message: string, details?: Record<string, unknown>) => {
    if (debugSampled) console.debug(message, redact(details));
  },
};
