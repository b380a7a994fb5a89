import { networkInterfaces } from "node:os";
import type { BetterAuthPlugin } from "better-auth";
import { untrustedOriginMessage } from "../../shared";
import type { Config } from "../config";

/** The HTTP layer writes here the port the request came in on (a client cannot choose it). */
export const LOCAL_PORT_HEADER = "x-verba-local-port";

export type OriginConfig = Pick<Config, "publicUrl" | "extensionOrigins" | "trustLocalOrigins">;

/** This machine's own hosts: loopback and the address of every network interface. */
function localHosts() {
  const hosts = new Set(["localhost", "127.0.0.1", "[::1]"]);
  for (const addresses of Object.values(networkInterfaces())) {
    for (const { address, family } of addresses ?? []) {
      hosts.add(family === "IPv6" ? `[${address}]` : address);
    }
  }
  return hosts;
}

/**
 * The origins whose pages may sign in: PUBLIC_URL and the extension's. A newcomer
 * with no PUBLIC_URL (outside production) opens the app at 127.0.0.1, localhost or
 * the machine's LAN address; those are this machine's own, on the port the
 * request came in on, so they are trusted too. Interfaces are read per request, as
 * an address can change while the server runs.
 */
export function trustedOrigins(config: OriginConfig) {
  const fixed = [config.publicUrl, ...config.extensionOrigins];
  if (!config.trustLocalOrigins) return fixed;
  return (request?: Request) => {
    const port = Number(request?.headers.get(LOCAL_PORT_HEADER));
    if (!Number.isInteger(port) || port <= 0) return fixed;
    return [...fixed, ...[...localHosts()].map((host) => `http://${host}:${port}`)];
  };
}

/**
 * Whether a page at `origin` is one of ours, by the same list better-auth
 * trusts (trustedOrigins): PUBLIC_URL, the extension's, and this machine's own
 * addresses on `localPort` when those are trusted. A pattern's `*` stands for
 * any run of characters, as in better-auth. No origin is no page of ours.
 */
export function isTrustedOrigin(
  config: OriginConfig,
  origin: string | undefined,
  localPort: number,
) {
  if (!origin) return false;
  const list = trustedOrigins(config);
  const request = new Request("http://localhost/", {
    headers: { [LOCAL_PORT_HEADER]: String(localPort) },
  });
  const origins = typeof list === "function" ? list(request) : list;
  return origins.some((trusted) =>
    trusted.includes("*")
      ? new RegExp(`^${trusted.split("*").map(escapeRegExp).join(".*")}$`).test(origin)
      : originOf(trusted) === origin,
  );
}

/** A web address's origin (PUBLIC_URL may carry a path); other schemes as written. */
function originOf(address: string) {
  return /^https?:\/\//.test(address) ? new URL(address).origin : address;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * better-auth refuses an untrusted origin with a bare "Invalid origin" and logs
 * advice about its own configuration; the person and the operator are told instead
 * which setting decides it.
 */
export function explainUntrustedOrigin(config: Pick<Config, "publicUrl">): BetterAuthPlugin {
  return {
    id: "verba-untrusted-origin",
    async onResponse(response) {
      if (response.status !== 403) return;
      const body = (await response
        .clone()
        .json()
        .catch(() => undefined)) as { code?: string } | undefined;
      if (body?.code !== "INVALID_ORIGIN") return;
      const headers = new Headers(response.headers);
      headers.delete("content-length");
      return {
        response: Response.json(
          { message: untrustedOriginMessage(config.publicUrl), code: "INVALID_ORIGIN" },
          { status: 403, headers },
        ),
      };
    },
  };
}

/** better-auth's log lines about origins, in terms of this app's settings (null: not one of them). */
export function originLogLine(config: Pick<Config, "publicUrl">, message: string) {
  const refused = message.match(/^Invalid origin: (.*)$/);
  if (refused) {
    return `Refused an auth request from a page at ${refused[1]}: it is not PUBLIC_URL (${config.publicUrl}). Set PUBLIC_URL to the address people open Verba at.`;
  }
  // Its advice to edit trustedOrigins in code; the line above says what to set instead.
  if (message.startsWith("If it's a valid URL, please add")) return "";
  return null;
}
