import { createHmac } from "node:crypto";
import { expect } from "vitest";

/** RFC 4648 base32, as an authenticator app reads the secret of an otpauth:// URI. */
function base32Decode(input: string) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of input.replace(/=+$/, "").toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 6238 TOTP (HMAC-SHA1), computed the way an authenticator app does. */
export function totp(secret: Buffer, { digits = 6, period = 30, at = Date.now() } = {}) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / period)));
  const hmac = createHmac("sha1", secret).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0x0f;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return code.toString().padStart(digits, "0");
}

/** The secret and code shape of the otpauth:// URI better-auth's two-factor/enable answers. */
export function secretFromTotpUri(uri: string) {
  const url = new URL(uri);
  expect(url.protocol).toBe("otpauth:");
  expect(url.host).toBe("totp");
  expect(url.searchParams.get("issuer")).toBe("Verba");
  const secret = url.searchParams.get("secret");
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  return {
    secret: base32Decode(secret ?? ""),
    digits: Number(url.searchParams.get("digits") ?? 6),
    period: Number(url.searchParams.get("period") ?? 30),
  };
}
