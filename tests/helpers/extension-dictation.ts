/**
 * The extension's dictation call as its tests make it: a server with small
 * anonymous limits that trusts X-Forwarded-For, so each test speaks from a
 * client address of its own and its limits count per test, and the REST and
 * streamed tRPC calls read as the extension reads them.
 */
import { randomUUID } from "node:crypto";
import { INSTALLATION_HEADER } from "../../src/shared";
import { concatPcm, encodeWebmOpus, silence, speak } from "./speech";
import { type Dialect, getTestInstance, type TestInstance } from "./test-instance";

export const EXTENSION_ORIGIN = "chrome-extension://abcdefghijklmnopabcdefghijklmnop";
export const ANON_MAX = 3;
export const IP_MAX = 5;

/** pocketsphinx hears these exactly, or nearly (see local-stt.test.ts). */
export const SPOKEN_REPLY = "the meeting is moved to next monday";
export const SPOKEN_INSTRUCTION = "make this more formal";

export const THREAD = "Hi Ann,\nCould we go over the budget deck this week?\nThanks,\nPriya Raman";
export const SELECTION = "hey can you send me the report asap";
export const TYPED = "i totally agree with the point about hiring juniors";

/** The recordings the audio tests send, base64 webm/opus as the extension sends them. */
export async function dictationRecordings() {
  const webm = async (...parts: Int16Array[]) =>
    (await encodeWebmOpus(concatPcm(...parts))).toString("base64");
  const reply = await speak(SPOKEN_REPLY);
  const [spokenReply, instruction, quiet, tooLong] = await Promise.all([
    webm(silence(300), reply, silence(1000)),
    webm(silence(300), await speak(SPOKEN_INSTRUCTION), silence(1000)),
    webm(silence(2000)),
    webm(silence(61_000 - reply.length / 16), reply, silence(500)),
  ]);
  return { reply: spokenReply, instruction, silence: quiet, tooLong };
}

/** The server the extension's dictation tests call, on a fresh database of `dialect`. */
export function extensionDictationInstance(dialect: Dialect) {
  return getTestInstance(dialect, {
    TRUST_PROXY: "true",
    RATE_LIMIT_EXTENSION_ANON_MAX: String(ANON_MAX),
    RATE_LIMIT_EXTENSION_IP_MAX: String(IP_MAX),
    RATE_LIMIT_EXTENSION_USER_MAX: "100",
    EXTENSION_ORIGINS: EXTENSION_ORIGIN,
  });
}

export interface Caller {
  installation?: string;
  token?: string;
  client?: string;
  origin?: string;
}

let address = 0;
/** A client address no other test uses, so each test starts with fresh anonymous limits. */
export const newClient = () => `203.0.113.${++address}`;

export function headersFor({ installation, token, client, origin }: Caller) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "x-forwarded-for": client ?? newClient(),
  };
  if (installation !== undefined) headers[INSTALLATION_HEADER] = installation;
  if (token) headers.authorization = `Bearer ${token}`;
  if (origin) headers.origin = origin;
  return headers;
}

/** The REST call, anonymous with a fresh installation id unless the caller says otherwise. */
export async function dictate(t: TestInstance, body: Record<string, unknown>, caller: Caller = {}) {
  const response = await fetch(`${t.baseUrl}/api/v1/extension/dictate`, {
    method: "POST",
    headers: headersFor({ installation: randomUUID(), ...caller }),
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers.
    body: (await response.json()) as any,
  };
}

/** The streamed variant, read as the extension reads it: a POST answered with server-sent events. */
export async function dictateStream(
  t: TestInstance,
  body: Record<string, unknown>,
  caller: Caller = {},
) {
  const response = await fetch(`${t.baseUrl}/trpc/extension.dictateStream`, {
    method: "POST",
    headers: {
      ...headersFor({ installation: randomUUID(), ...caller }),
      accept: "text/event-stream",
    },
    body: JSON.stringify(body),
  });
  const events: { type: string; text: string; transcript?: string | null }[] = [];
  let error: { message: string; data?: { httpStatus?: number } } | undefined;
  for (const block of (await response.text()).split("\n\n")) {
    const kind = block.match(/^event: (.*)$/m)?.[1];
    const data = block
      .split("\n")
      .filter((line) => line.startsWith("data:"))
      .map((line) => line.slice(5).trim())
      .join("\n");
    if (kind === "serialized-error") error = JSON.parse(data);
    else if (data && kind === undefined) events.push(JSON.parse(data));
  }
  return { status: response.status, events, error };
}
