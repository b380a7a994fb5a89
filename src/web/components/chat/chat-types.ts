import type { TurnMetrics } from "../../../shared/schemas/turn-metrics";
import type { StoredMessage } from "../../lib/api-types";

/**
 * A message as the chat shows it: a stored one, or one the client holds for
 * now: `streaming` while a reply is being written, `partial` while speech
 * is still coming in (shown with '(speaking...)').
 */
export interface ChatViewMessage {
  id: string;
  role: StoredMessage["role"];
  content: string;
  created_at: string;
  /** A stored reply that stopped before its end says so. */
  status?: StoredMessage["status"];
  /** A spoken reply's latency: stored with it, or told live by the voice session. */
  turn_metrics?: TurnMetrics;
  partial?: boolean;
  streaming?: boolean;
}

let localCount = 0;

/** A message made on this device, before (or instead of) a stored one. */
export function localMessage(
  role: ChatViewMessage["role"],
  content: string,
  extra: Partial<ChatViewMessage> = {},
): ChatViewMessage {
  localCount += 1;
  return {
    id: `local-${role}-${Date.now()}-${localCount}`,
    role,
    content,
    created_at: new Date().toISOString(),
    ...extra,
  };
}

/** The time a message was written, in the reader's local time. */
export function messageTime(createdAt: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}
