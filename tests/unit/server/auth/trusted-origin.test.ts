import { describe, expect, it } from "vitest";
import { isTrustedOrigin } from "../../../../src/server/auth/origins";

const extension = "chrome-extension://abcdefghijklmnopabcdefghijklmnop";

describe("the pages whose sign-in cookie the voice socket takes", () => {
  it("trusts PUBLIC_URL's origin and the extension's, nothing near them", () => {
    const config = {
      publicUrl: "https://verba.example/app",
      extensionOrigins: [extension],
      trustLocalOrigins: false,
    };
    expect(isTrustedOrigin(config, "https://verba.example", 3000)).toBe(true);
    expect(isTrustedOrigin(config, extension, 3000)).toBe(true);
    for (const origin of [
      "http://verba.example",
      "https://verba.example.evil.example",
      "https://evil.example",
      "http://localhost:3000",
      "null",
      "",
      undefined,
    ])
      expect(isTrustedOrigin(config, origin, 3000)).toBe(false);
  });

  it("trusts this machine's own addresses on the listening port only when told to", () => {
    const config = {
      publicUrl: "http://localhost:3000",
      extensionOrigins: ["chrome-extension://*"],
      trustLocalOrigins: true,
    };
    expect(isTrustedOrigin(config, "http://127.0.0.1:4123", 4123)).toBe(true);
    expect(isTrustedOrigin(config, "http://127.0.0.1:4123", 5000)).toBe(false);
    expect(isTrustedOrigin(config, extension, 4123)).toBe(true);
    expect(isTrustedOrigin(config, "https://evil.example", 4123)).toBe(false);
  });
});
