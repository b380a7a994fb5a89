import type { ZodType } from "zod";
import { type Dictionary, setDictionarySchema } from "../../../src/shared/schemas/dictionary";
import {
  type DictateInput,
  type DictateOutput,
  dictateInputSchema,
  INSTALLATION_HEADER,
} from "../../../src/shared/schemas/extension";
import {
  type Snippet,
  type Snippets,
  setSnippetsSchema,
} from "../../../src/shared/schemas/snippets";
import { type Styles, setStylesSchema } from "../../../src/shared/schemas/styles";
import type { Result } from "../shared/protocol";
import { insecureOriginMessage } from "../shared/settings";

/** Who is calling: every call names the installation, signed-in calls add the token. */
export interface Caller {
  origin: string;
  installationId: string;
  token?: string;
}

export function unreachableMessage(origin: string): string {
  return `Could not reach Verba at ${origin}. Check the server address in the extension's options.`;
}

/** One try and one retry: a second cut is not a blip, and the person should know. */
export const DICTATION_ATTEMPTS = 2;

const SIGNED_OUT = "Your sign-in has expired. Sign in again in the extension's options.";

/**
 * The server's own words for a failed call: `message` is the person's sentence
 * (REST and better-auth alike); a REST `detail` adds the field it is about.
 */
async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { detail?: unknown; message?: unknown };
    if (typeof body.message === "string" && body.message) return body.message;
    if (typeof body.detail === "string" && body.detail) return body.detail;
  } catch {
    // Not JSON (a proxy's error page): the status is all there is.
  }
  return `The Verba server answered ${response.status}. Please try again.`;
}

/**
 * Cookies are left out: the extension authenticates with its token only, so a
 * web-app session in the same browser never changes who the call is made as.
 */
function send(url: string, init: RequestInit) {
  return fetch(url, { ...init, credentials: "omit", cache: "no-store" });
}

/** Without `tone`, the server applies the account's saved style for the recipient or the `site`. */
export async function dictate(caller: Caller, input: DictateInput): Promise<Result<DictateOutput>> {
  // The shared schema gives the person the server's exact message without a round trip.
  const checked = dictateInputSchema.safeParse(input);
  if (!checked.success) {
    return { ok: false, message: checked.error.issues[0]?.message ?? "Invalid request" };
  }
  const insecure = caller.token ? insecureOriginMessage(caller.origin) : null;
  if (insecure) return { ok: false, message: insecure };
  const headers: Record<string, string> = {
    "content-type": "application/json",
    [INSTALLATION_HEADER]: caller.installationId,
  };
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  const body = JSON.stringify(checked.data);
  // A connection cut off on the way (a network change, a proxy restarting) is
  // tried once more with the same request, recording included: it is held here,
  // in memory, until this call ends, and never stored.
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await send(`${caller.origin}/api/v1/extension/dictate`, {
        method: "POST",
        headers,
        body,
      });
      if (response.status === 401) return { ok: false, message: SIGNED_OUT };
      if (!response.ok) return { ok: false, message: await errorMessage(response) };
      const output = (await response.json()) as DictateOutput;
      return { ok: true, value: { text: output.text, transcript: output.transcript ?? null } };
    } catch {
      if (attempt >= DICTATION_ATTEMPTS) {
        return { ok: false, message: unreachableMessage(caller.origin) };
      }
    }
  }
}

export async function isReachable(origin: string): Promise<boolean> {
  try {
    const response = await send(`${origin}/healthz`, { method: "GET" });
    return response.ok;
  } catch {
    return false;
  }
}

export async function signIn(
  origin: string,
  email: string,
  password: string,
): Promise<Result<{ token: string; email: string }>> {
  const insecure = insecureOriginMessage(origin);
  if (insecure) return { ok: false, message: insecure };
  let response: Response;
  try {
    response = await send(`${origin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
  } catch {
    return { ok: false, message: unreachableMessage(origin) };
  }
  if (!response.ok) return { ok: false, message: await errorMessage(response) };
  const body = (await response.json()) as { token?: string; user?: { email?: string } };
  const token = response.headers.get("set-auth-token") ?? body.token;
  if (!token)
    return { ok: false, message: "The server did not return a session. Please try again." };
  return { ok: true, value: { token, email: body.user?.email ?? email } };
}

/**
 * Ends the session on the server too; a server that cannot be reached (or
 * that the token may not be sent to) still loses the local token.
 */
export async function signOut(origin: string, token: string): Promise<void> {
  if (insecureOriginMessage(origin)) return;
  try {
    await send(`${origin}/api/auth/sign-out`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: "{}",
    });
  } catch {
    // Forgetting the token locally is what signing out means to the person.
  }
}

/**
 * One of the signed-in account's lists at `path` (dictionary, snippets,
 * styles): read when `value` is undefined, else replaced by it (checked first
 * with the server's own schema and messages).
 */
async function accountResource<T>(
  origin: string,
  token: string,
  path: string,
  schema: ZodType<unknown>,
  value?: unknown,
): Promise<Result<T>> {
  const insecure = insecureOriginMessage(origin);
  if (insecure) return { ok: false, message: insecure };
  let body: string | undefined;
  if (value !== undefined) {
    const checked = schema.safeParse(value);
    if (!checked.success) {
      return { ok: false, message: checked.error.issues[0]?.message ?? "Invalid request" };
    }
    body = JSON.stringify(checked.data);
  }
  let response: Response;
  try {
    response = await send(`${origin}${path}`, {
      method: value === undefined ? "GET" : "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body,
    });
  } catch {
    return { ok: false, message: unreachableMessage(origin) };
  }
  if (response.status === 401) return { ok: false, message: SIGNED_OUT };
  if (!response.ok) return { ok: false, message: await errorMessage(response) };
  return { ok: true, value: (await response.json()) as T };
}

/** The signed-in account's dictionary: read, or replaced by `terms`. */
export function accountDictionary(
  origin: string,
  token: string,
  terms?: string[],
): Promise<Result<Dictionary>> {
  const value = terms === undefined ? undefined : { terms };
  return accountResource(origin, token, "/api/v1/dictionary", setDictionarySchema, value);
}

/** The signed-in account's snippets: read, or replaced by `snippets`. */
export function accountSnippets(
  origin: string,
  token: string,
  snippets?: Snippet[],
): Promise<Result<Snippets>> {
  const value = snippets === undefined ? undefined : { snippets };
  return accountResource(origin, token, "/api/v1/snippets", setSnippetsSchema, value);
}

/** The signed-in account's styles (a tone per site and per recipient): read, or replaced. */
export function accountStyles(
  origin: string,
  token: string,
  styles?: Styles,
): Promise<Result<Styles>> {
  return accountResource(origin, token, "/api/v1/styles", setStylesSchema, styles);
}
