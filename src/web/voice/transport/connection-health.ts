import { CONNECTION } from "../constants";

/** spec §3 and §4: the connection's states and health, as plain data and rules. */
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
