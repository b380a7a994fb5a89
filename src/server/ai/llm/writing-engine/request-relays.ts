/**
 * Requests said in the middle of what the person says, and orders or
 * questions they relay to someone: "I'm stuck in traffic so tell Lea …",
 * "write to Ravi that kindly send the invoice again".
 */
import { toRecipient } from "./reported-speech";

/**
 * "I'm stuck in traffic so tell Lea …", "my laptop died, actually can you ask
 * Jonas …": after a statement, "so", "anyway" or "actually" and an order about
 * someone start the request, and what came before is background for the
 * writer. "So I told Lea" is what happened, and "so tell me" is about the
 * person.
 */
export const ORDER_AFTER_CONNECTIVE =
  /(?<=[\p{L}\p{N}])[.!?]?(?:,\s*|\s+)(?:and\s+so|so\s+anyway|so|anyway|actually)(?:,\s*|\s+)(?:(?:please|can\s+you|could\s+you|would\s+you)\s+)?(?=(?:tell|ask|let|remind|inform|email|e-mail|text|message|write\s+to|ping)\s+(?!(?:me|us|verba)(?![\p{L}'’]))\p{L})/iu;

/**
 * "… that kindly send the invoice again": an order to the recipient, relayed
 * by the person, asked of them. "Please find attached" and the like are what
 * to write as they stand.
 */
const RELAYED_ORDER =
  /^(please|kindly)\s+(?!(?:find|note|see|accept|excuse|forgive|be)(?![\p{L}'’]))(?=\p{L})/iu;

export function relayedOrder(text: string): string | undefined {
  const order = text.match(RELAYED_ORDER);
  if (!order) return undefined;
  const asked = toRecipient(text.slice(order[0].length)).replace(/(?<![.?!])[.?!]+$/u, "");
  return `Could you ${(order[1] ?? "").toLowerCase()} ${asked}?`;
}
