import { LIMITS } from "../../../src/shared/limits";
import type { WorkerRequest } from "../shared/protocol";
import { isTone } from "../shared/settings";

/**
 * What a content script may ask for: dictating into the page it runs in,
 * adding a word the person corrected there (on their own click), and the
 * tone for its own site (read, a choice counted, kept on the person's yes);
 * never the lists themselves.
 */
const CONTENT_SCRIPT_REQUESTS: ReadonlySet<WorkerRequest["type"]> = new Set([
  "dictate",
  "add-term",
  "tone-here",
  "chose-tone",
  "always-tone",
]);

/** A text field of a request: a string of at most `max` characters. */
function shortText(value: unknown, max: number): boolean {
  return typeof value === "string" && value.length <= max;
}

/**
 * Whether a content script's request is shaped as the content script sends
 * it. The worker checks the rest: a dictation against the server's schema,
 * before any work.
 */
function shapedAsSent(request: Record<string, unknown>): boolean {
  switch (request.type) {
    case "dictate":
      return typeof request.input === "object" && request.input !== null;
    case "add-term":
      return (
        shortText(request.term, LIMITS.dictionaryTermMax) && String(request.term).trim() !== ""
      );
    case "tone-here": {
      const sender = request.sender as Record<string, unknown> | null;
      if (typeof sender !== "object" || sender === null) return false;
      return ["name", "email"].every(
        (key) => sender[key] === undefined || shortText(sender[key], LIMITS.styleRecipientMax),
      );
    }
    case "chose-tone":
    case "always-tone":
      return isTone(request.tone);
    default:
      return false;
  }
}

const REQUEST_TYPES: ReadonlySet<string> = new Set<WorkerRequest["type"]>([
  "dictate",
  "status",
  "sign-in",
  "sign-out",
  "save-settings",
  "get-dictionary",
  "save-dictionary",
  "add-term",
  "get-results",
  "dictate-here",
  "get-snippets",
  "save-snippets",
  "get-styles",
  "save-styles",
  "tone-here",
  "chose-tone",
  "always-tone",
]);

export interface Sender {
  id?: string;
  url?: string;
  tab?: { id?: number };
}

/**
 * Whether `sender` may make `request`. Only this extension's own parts are
 * heard: its pages (popup, options) for everything, since they are where the
 * person signs in and chooses the server; its content scripts, on the pages
 * the manifest runs them on or in the tabs the any-field script was injected
 * into on the person's gesture, for dictation only, shaped as it sends them.
 * A content script runs beside a page an attacker may control (a compromised
 * frame, a crafted email), so it must not be able to change the server the
 * extension trusts with its tokens.
 */
export function senderMayAsk(
  request: unknown,
  sender: Sender,
  own: { id: string; contentScriptMatches: string[]; injectedTabs: readonly number[] },
): request is WorkerRequest {
  const type = (request as { type?: unknown } | null)?.type;
  if (typeof type !== "string" || !REQUEST_TYPES.has(type)) return false;
  if (sender.id !== own.id || !sender.url) return false;
  if (sender.url.startsWith(`chrome-extension://${own.id}/`)) return true;
  const tabId = sender.tab?.id;
  return (
    tabId !== undefined &&
    CONTENT_SCRIPT_REQUESTS.has(type as WorkerRequest["type"]) &&
    shapedAsSent(request as Record<string, unknown>) &&
    (own.injectedTabs.includes(tabId) ||
      own.contentScriptMatches.some((pattern) => matchesPattern(pattern, sender.url ?? "")))
  );
}

/**
 * A Chrome match pattern (`https://mail.google.com/*`, `http://127.0.0.1/page/*`)
 * against a URL: the scheme exactly, the host exactly or under `*.`, any port
 * when the pattern names none (as Chrome does), and the path with `*` wildcards.
 */
export function matchesPattern(pattern: string, url: string): boolean {
  const parts = /^(https?):\/\/([^/]+)(\/.*)$/.exec(pattern);
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  if (!parts) return false;
  const [, scheme, host = "", path = ""] = parts;
  if (target.protocol !== `${scheme}:`) return false;
  const [hostname, port] = host.split(/:(?=\d+$)/);
  const hostOk = hostname?.startsWith("*.")
    ? target.hostname.endsWith(hostname.slice(1)) || target.hostname === hostname.slice(2)
    : target.hostname === hostname;
  if (!hostOk || (port !== undefined && target.port !== port)) return false;
  const glob = new RegExp(`^${path.split("*").map(escapeRegExp).join(".*")}$`);
  return glob.test(target.pathname + target.search);
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
