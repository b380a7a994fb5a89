import { describe, expect, it } from "vitest";
import { qualityForLatency } from "../../../../../src/web/voice/transport/connection-health";

describe("connection health", () => {
  it("grades latency by 200 / 500 / 5000 ms", () => {
    expect(qualityForLatency(199)).toBe("excellent");
    expect(qualityForLatency(200)).toBe("good");
    expect(qualityForLatency(499)).toBe("good");
    expect(qualityForLatency(500)).toBe("poor");
    expect(qualityForLatency(4_999)).toBe("poor");
    expect(qualityForLatency(5_000)).toBe("failed");
  });
});
