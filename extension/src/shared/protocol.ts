import type { DictateInput } from "../../../src/shared/schemas/extension";
import type { Styles } from "../../../src/shared/schemas/styles";
import type { ThreadSender } from "../../../src/shared/style-resolution";
import type { KeptResult, StoredSnippet, Tone } from "./settings";
import type { ResolvedTone } from "./styles";

/**
 * Messages between the extension's parts. Only the service worker talks to
 * the server, so the pages' own CSP and CORS never get in the way.
 */
export type WorkerRequest =
  | { type: "dictate"; input: DictateInput }
  | { type: "status" }
  | { type: "sign-in"; email: string; password: string }
  | { type: "sign-out" }
  | { type: "save-settings"; origin: string; tone: Tone }
  | { type: "get-dictionary" }
  | { type: "save-dictionary"; terms: string[] }
  /** A word the person corrected in inserted text, added on their click. */
  | { type: "add-term"; term: string }
  /** The last results, newest first (the popup's list). */
  | { type: "get-results" }
  /** The snippets of whoever uses the extension: the account's, else this browser's (popup, options page). */
  | { type: "get-snippets" }
  | { type: "save-snippets"; snippets: StoredSnippet[] }
  /** The styles (a tone per site and per recipient): the account's, else this browser's (popup, options page). */
  | { type: "get-styles" }
  | { type: "save-styles"; styles: Styles }
  /** The tone a dictation on the asking tab's site (to the thread's `sender`, when known) will use. */
  | { type: "tone-here"; sender: ThreadSender }
  /** The person picked `tone` by hand for one dictation on the asking tab's site. */
  | { type: "chose-tone"; tone: Tone }
  /** On the person's yes: `tone` becomes the asking tab's site's style. */
  | { type: "always-tone"; tone: Tone }
  /** The popup's 'Dictate in this page': the toolbar button as a trigger. */
  | { type: "dictate-here" };

export type Result<T> = { ok: true; value: T } | { ok: false; message: string };

export interface Status {
  origin: string;
  tone: Tone;
  /** The signed-in account's email, or null when anonymous. */
  email: string | null;
  reachable: boolean;
}

export interface WorkerAnswers {
  dictate: Result<{ text: string; transcript: string | null }>;
  status: Status;
  "sign-in": Result<{ email: string }>;
  "sign-out": Result<null>;
  "save-settings": Result<null>;
  /** The signed-in account's dictionary on the server, else the one kept in the extension. */
  "get-dictionary": Result<{ terms: string[] }>;
  "save-dictionary": Result<{ terms: string[] }>;
  "add-term": Result<{ terms: string[] }>;
  "get-results": KeptResult[];
  "dictate-here": Result<null>;
  "get-snippets": Result<{ snippets: StoredSnippet[] }>;
  "save-snippets": Result<{ snippets: StoredSnippet[] }>;
  "get-styles": Result<Styles>;
  "save-styles": Result<Styles>;
  "tone-here": ResolvedTone & { site: string | null };
  /** Whether to offer 'Always use <tone> on <site>?'. */
  "chose-tone": { offer: boolean; site: string | null };
  "always-tone": Result<null>;
}

/** Dictate at the caret, or rewrite the selection when there is one (the menu opens). */
export type Purpose = "dictate" | "rewrite";

/**
 * Sent by the service worker to a tab's top frame on the person's gesture:
 * first to the site script (webmail, networking), which answers whether the
 * focus was in one of its editors, else to the injected any-field script.
 */
export interface ActivateMessage {
  type: "activate";
  purpose?: Purpose;
}

export interface FieldMessage {
  type: "activate-field";
  purpose?: Purpose;
}

export function askWorker<T extends WorkerRequest>(request: T): Promise<WorkerAnswers[T["type"]]> {
  return chrome.runtime.sendMessage(request);
}
