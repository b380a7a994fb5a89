import { SESSION } from "../constants";
import type { ConnectionHealth } from "../transport/connection-health";
import { isActiveState, type VoiceSessionState } from "./session-states";

/**
 * spec §4 poor connection: failed quality while active and connected, not
 * busy processing or responding, and more than 10 s after the last connect.
 */
export function connectionTooPoor(
  health: ConnectionHealth | undefined,
  state: VoiceSessionState,
  now: () => number,
): boolean {
  if (health?.quality !== "failed" || !health.connected || !isActiveState(state)) return false;
  if (state === "processing" || state === "responding") return false;
  if (health.lastConnected === null) return false;
  return now() - health.lastConnected > SESSION.poorConnectionAfterMs;
}
