import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../../../src/shared";
import {
  authErrorMessage,
  redirectErrorMessage,
} from "../../../../../src/web/components/auth/errors";

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

describe("redirectErrorMessage", () => {
  it("sends a two-factor account that tried Google to its password and authenticator code", () => {
    expect(redirectErrorMessage("TWO_FACTOR_REQUIRED")).toBe(MESSAGES.twoFactorUsePassword);
  });

  it("names better-auth's reason, and never repeats what a crafted link put there", () => {
    expect(redirectErrorMessage("access_denied")).toBe(
      MESSAGES.googleSignInFailed("access_denied"),
    );
    expect(redirectErrorMessage("<img src=x onerror=alert(1)>")).toBe(
      MESSAGES.googleSignInFailed("unknown_error"),
    );
    expect(redirectErrorMessage("a".repeat(65))).toBe(MESSAGES.googleSignInFailed("unknown_error"));
  });
});
