import { describe, expect, it } from "vitest";
import { backoffDelay } from "../../../../../src/web/voice/transport/reconnect-backoff";

describe("reconnect backoff", () => {
  it("backs off 1, 2, 4, 8, 16, 16 s within 10% jitter", () => {
    const bases = [1_000, 2_000, 4_000, 8_000, 16_000, 16_000];
    bases.forEach((base, attempt) => {
      expect(backoffDelay(attempt, () => 0.5)).toBe(base);
      expect(backoffDelay(attempt, () => 0)).toBe(base * 0.9);
      expect(backoffDelay(attempt, () => 0.999_999)).toBeCloseTo(base * 1.1, -1);
    });
  });
});
