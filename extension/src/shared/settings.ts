import { EXTENSION_TONES } from "../../../src/shared/extension";
import type { Styles } from "../../../src/shared/schemas/styles";

export type Tone = (typeof EXTENSION_TONES)[number];

/** Where the Verba server runs when the person has not chosen another. */
export const DEFAULT_ORIGIN = "http://localhost:3000";
export const DEFAULT_TONE: Tone = "professional";

/** One result kept in the extension: the text, the host it was written on (null: the popup), when. */
export interface KeptResult {
  text: string;
  site: string | null;
  time: number;
}

/** A phrase and the exact text it becomes, kept in this browser for anonymous use. */
export interface StoredSnippet {
  trigger: string;
  text: string;
}

/** The last manual tone chosen on a site and how many times in a row. */
export interface ToneChoice {
  site: string;
  tone: Tone;
  count: number;
}

/** How many results are kept: enough to find a lost one, few enough to mean little. */
export const KEPT_RESULTS = 20;

/** What the extension keeps in chrome.storage.local; nothing else is stored. */
export interface StoredSettings {
  origin: string;
  tone: Tone;
  /** Made once per installation: anonymous limits count per installation. */
  installationId?: string;
  /** The session token from signing in; never logged. */
  token?: string;
  email?: string;
  /** The personal dictionary while not signed in; a signed-in person's is on the server. */
  dictionary?: string[];
  /** The last results, newest first, so nothing written is lost; cleared on sign-out. */
  results?: KeptResult[];
  /** Snippets while not signed in; a signed-in person's are on the server. */
  snippets?: StoredSnippet[];
  /** A tone per site and per recipient while not signed in; a signed-in person's are on the server. */
  styles?: Styles;
  /** The last manual tone chosen per site and how often in a row, so Verba can offer to keep it. */
  toneChoices?: ToneChoice[];
}

export const TONE_LABELS: Record<Tone, string> = {
  professional: "Professional",
  formal: "Formal",
  friendly: "Friendly",
  concise: "Concise",
  confident: "Confident",
};

export function isTone(value: unknown): value is Tone {
  return (EXTENSION_TONES as readonly unknown[]).includes(value);
}

/**
 * The scheme, host and port of what the person typed, or an error sentence.
 * Paths are dropped: the API lives at the origin's root.
 */
export function parseOrigin(input: string): { origin: string } | { error: string } {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { error: "Enter the server's address, e.g. https://verba.example.com" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return { error: "The address must start with https:// or http://" };
  }
  return { origin: url.origin };
}

/**
 * The match pattern that grants host access to exactly that origin, port
 * included: the default server's is the manifest's own grant, so saving it
 * asks for nothing, and another server is asked for no more than itself.
 */
export function originPattern(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${url.host}/*`;
}

/** Plain http:// is for a server on this computer only: elsewhere anyone on the way reads it. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Why a password or a sign-in token must not be sent to `origin`, or null when
 * it may: https://, or plain http:// to this computer.
 */
export function insecureOriginMessage(origin: string): string | null {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return `${origin} is not a server address.`;
  }
  if (url.protocol === "https:") return null;
  if (url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname)) return null;
  return `Verba sends passwords and sign-ins only over https:// (plain http:// only to localhost), and ${url.origin} is not. Change the server address to https:// in the extension's options.`;
}
