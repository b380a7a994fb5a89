import { CONNECTION } from "./constants";

/** spec §3 and §4: the connection's states, health and retry timing, as plain data and rules. */
export type SocketState = "disconnected" | "connecting" | "connected" | "reconnecting" | "error";

export type ConnectionQuality = "excellent" | "good" | "poor" | "failed" | "unknown";

/** spec §3 Connection health. */
export interface ConnectionHealth {
  connected: boolean;
  connecting: boolean;
  /** Mean of the kept latency samples, ms; null until one is kept. */
  latency: number | null;
  quality: ConnectionQuality;
  retryAttempt: number;
  maxRetries: number;
  canRetry: boolean;
  lastConnected: number | null;
  lastError: string | null;
  backoffDelay: number;
  nextRetryAt: number | null;
}

/** spec §4: under 200 ms excellent, under 500 good, under 5000 poor, else failed. */
export function qualityForLatency(latency: number): ConnectionQuality {
  if (latency < CONNECTION.latencyExcellentMs) return "excellent";
  if (latency < CONNECTION.latencyGoodMs) return "good";
  if (latency < CONNECTION.latencyPoorMs) return "poor";
  return "failed";
}

/** The wait before reconnect attempt `attempt` (0-based): 1 s × 2^n, at most 16 s, ±10%. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(
    CONNECTION.backoffBaseMs * CONNECTION.backoffFactor ** attempt,
    CONNECTION.backoffCapMs,
  );
  const jitter = (random() * 2 - 1) * CONNECTION.backoffJitter;
  return Math.round(base * (1 + jitter));
}
