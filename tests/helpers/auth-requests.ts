import type { TestInstance } from "./test-instance";

export const PASSWORD = "correct-horse-battery";

/** A request with headers of our choosing (cookies, origin); redirects are not followed. */
export async function send(
  t: TestInstance,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(t.baseUrl + path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: "manual",
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers.
  return { status: response.status, headers: response.headers, body: body as any, text };
}

/** The cookies a response set, as a Cookie request header would carry them back. */
export function cookieHeader(headers: Headers) {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
}

export function signIn(t: TestInstance, email: string, password: string) {
  return t.request("POST", "/api/auth/sign-in/email", { email, password });
}

export async function profileStatus(t: TestInstance, token: string) {
  return (await t.request("GET", "/api/v1/profile", undefined, token)).status;
}
