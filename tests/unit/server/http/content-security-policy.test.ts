import helmet from "@fastify/helmet";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  liveKitSources,
} from "../../../../src/server/http/content-security-policy";

/** The header a page gets, as helmet writes it from the directives. */
async function headerFor(liveKitPublicUrl?: string) {
  const app = Fastify();
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy({ liveKitPublicUrl }),
    },
  });
  app.get("/", async () => "page");
  const response = await app.inject({ url: "/" });
  await app.close();
  return String(response.headers["content-security-policy"]);
}

const directive = (header: string, name: string) =>
  header
    .split(";")
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `));

describe("the pages' Content-Security-Policy", () => {
  it("is helmet's default policy when LiveKit is not configured", () => {
    expect(contentSecurityPolicy()).toEqual({
      ...helmet.contentSecurityPolicy.getDefaultDirectives(),
      "connect-src": ["'self'"],
    });
  });

  it("adds LiveKit's address to connect-src only, in its socket and its fetch form", async () => {
    const withLiveKit = contentSecurityPolicy({ liveKitPublicUrl: "ws://localhost:7880" });
    const without = contentSecurityPolicy();
    for (const name of Object.keys(without)) {
      if (name !== "connect-src") expect(withLiveKit[name]).toEqual(without[name]);
    }
    const header = await headerFor("ws://localhost:7880");
    expect(directive(header, "connect-src")).toBe(
      "connect-src 'self' ws://localhost:7880 http://localhost:7880",
    );
    expect(directive(header, "default-src")).toBe("default-src 'self'");
    expect(directive(header, "upgrade-insecure-requests")).toBeDefined();
  });

  it("asks for https only where the pages are served over https", () => {
    const https = contentSecurityPolicy({ publicUrl: "https://verba.example" });
    expect(https["upgrade-insecure-requests"]).toEqual([]);
    // Over plain http the browser would fetch the scripts from an https port nobody serves.
    for (const publicUrl of ["http://192.0.2.2:3000", "http://localhost:3000"]) {
      const plain = contentSecurityPolicy({ publicUrl });
      expect(plain).not.toHaveProperty("upgrade-insecure-requests");
      expect(plain["default-src"]).toEqual(["'self'"]);
    }
  });

  it("keeps a secure LiveKit address secure, whichever form it is given in, on any path", () => {
    const secure = ["wss://rtc.verba.example", "https://rtc.verba.example"];
    expect(liveKitSources("wss://rtc.verba.example")).toEqual(secure);
    expect(liveKitSources("https://rtc.verba.example/livekit")).toEqual(secure);
    expect(liveKitSources("wss://rtc.verba.example:8443/")).toEqual([
      "wss://rtc.verba.example:8443",
      "https://rtc.verba.example:8443",
    ]);
  });

  it("lets LiveKit Cloud's region hosts in beside the project's", async () => {
    expect(liveKitSources("wss://verba-abc123.livekit.cloud")).toEqual([
      "wss://verba-abc123.livekit.cloud",
      "https://verba-abc123.livekit.cloud",
      "wss://*.livekit.cloud",
      "https://*.livekit.cloud",
    ]);
    // A host that merely ends in the same letters is no LiveKit Cloud host.
    expect(liveKitSources("wss://notlivekit.cloud")).toHaveLength(2);
    expect(directive(await headerFor("wss://verba-abc123.livekit.cloud"), "connect-src")).toContain(
      "wss://*.livekit.cloud",
    );
  });
});
