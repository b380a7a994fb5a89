import { describe, expect, it } from "vitest";
import { authErrorMessage } from "../../../../../src/web/components/auth/errors";

describe("authErrorMessage", () => {
  it("shows the provider's own message", () => {
    expect(authErrorMessage({ message: "Invalid email or password" })).toBe(
      "Invalid email or password",
    );
  });

  it("falls back to the generic message when there is none", () => {
    for (const error of [
      null,
      undefined,
      {},
      { message: "" },
      { message: "  " },
      { message: null },
    ]) {
      expect(authErrorMessage(error)).toBe("An unexpected error occurred");
    }
  });
});
