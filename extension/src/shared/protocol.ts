import type { DictateInput } from "../../../src/shared/schemas/extension";
import type { Tone } from "./settings";

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
  | { type: "save-dictionary"; terms: string[] };

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
}

/** Sent by the service worker to a tab when the keyboard shortcut is pressed. */
export interface ActivateMessage {
  type: "activate";
}

export function askWorker<T extends WorkerRequest>(request: T): Promise<WorkerAnswers[T["type"]]> {
  return chrome.runtime.sendMessage(request);
}
