import { describe, expect, it } from "vitest";
import { connectionErrorInfo } from "../../../../../src/web/voice/transport/connection-errors";

describe("connection errors", () => {
  it("has the connection error table", () => {
    expect(connectionErrorInfo("TIMEOUT")).toEqual({
      text: "Connection timed out. Please check your connection.",
      retryable: true,
    });
    expect(connectionErrorInfo("RATE_LIMITED").retryable).toBe(false);
    expect(connectionErrorInfo("SERVER_UNAVAILABLE").text).toBe(
      "Voice service is temporarily unavailable.",
    );
    expect(connectionErrorInfo("WHATEVER")).toEqual({
      text: "Connection failed. Please try again.",
      retryable: true,
    });
  });
});
