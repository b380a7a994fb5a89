import { randomBytes } from "node:crypto";

let lastMs = 0;
let counter = 0;

/**
 * A UUIDv7: time-ordered, so rows inserted in the same millisecond still sort
 * in the order they were made (messages of one session keep their order).
 */
export function newId(): string {
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    counter = randomBytes(2).readUInt16BE() & 0x3ff;
  } else {
    counter += 1;
    if (counter > 0xfff) {
      lastMs += 1;
      counter = 0;
    }
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A short code a person can read over the phone: no I, L, O or U. */
export function readableCode(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => CROCKFORD[byte % 32]).join("");
}
