import { describe, expect, it } from "vitest";
import { fastifyTrustProxy } from "../../../src/server/trust-proxy";

describe("fastifyTrustProxy", () => {
  it("trusts exactly the nearest hops of a hop count, the socket's peer being hop 0", () => {
    const trust = fastifyTrustProxy(2);
    if (typeof trust !== "function") throw new Error("a hop count becomes a function");
    expect([0, 1, 2, 3].map((hop) => trust("203.0.113.9", hop))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it("passes no trust and address lists through as Fastify reads them", () => {
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(["10.0.0.0/8", "loopback"])).toEqual(["10.0.0.0/8", "loopback"]);
  });
});
