import { isIP } from "node:net";
import { z } from "zod";

/**
 * Which proxies may name the client's address in X-Forwarded-For: none (false),
 * the nearest `n` hops, or the proxies at these addresses and CIDR ranges. The
 * address found decides every per-address rate limit.
 */
export type TrustProxy = false | number | string[];

/** Ranges proxy-addr (Fastify's reader of X-Forwarded-For) knows by name. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

const MESSAGE =
  "must be false, a number of proxies in front of the server (1, 2, …), or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8, loopback)";

function isRange(entry: string) {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

function parse(text: string): TrustProxy | undefined {
  const value = text.trim();
  if (value === "" || value === "false" || value === "0") return false;
  // `true` once meant every hop, which lets a client behind an appending proxy write its
  // own address; it has always stood for one proxy in front (a load balancer), so it is one hop.
  if (value === "true") return 1;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.every(isRange) ? entries : undefined;
}

/** TRUST_PROXY as config.ts reads it. */
export const trustProxySchema = z
  .string()
  .default("")
  .refine((value) => parse(value) !== undefined, { message: MESSAGE })
  .transform((value) => parse(value) ?? false);

/**
 * Fastify's `trustProxy`. A hop count goes as a function: Fastify trusts no hop at
 * all for a bare number (it cannot check that the nearest peer is a proxy), while
 * here the operator says how many proxies stand in front, as in Express.
 */
export function fastifyTrustProxy(trust: TrustProxy) {
  if (typeof trust !== "number") return trust;
  return (_address: string, hop: number) => hop < trust;
}
