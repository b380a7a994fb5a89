import { describe, expect, it } from "vitest";
import { describeProviderError } from "../../../../../src/server/ai/llm/provider-errors";
import { ProviderError } from "../../../../../src/server/ai/types";

describe("describeProviderError", () => {
  it("reads a refused connection from the cause fetch keeps it in", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:11434"), {
      code: "ECONNREFUSED",
    });
    const error = describeProviderError(
      "openai",
      new TypeError("fetch failed", { cause: refused }),
      {
        endpoint: "http://localhost:11434/v1",
      },
    );
    expect(error.message).toBe(
      "openai: the server at http://localhost:11434/v1 could not be reached",
    );
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it("reads the status of an SDK error met before a plugin wrapped it", () => {
    const sdkError = Object.assign(
      new Error('{"error":{"code":403,"status":"PERMISSION_DENIED"}}'),
      {
        status: 403,
      },
    );
    expect(describeProviderError("gemini", sdkError).message).toBe(
      "gemini: access was denied (403)",
    );
  });

  it("keeps an error that already names its provider", () => {
    const original = new ProviderError("local", "the engine stopped");
    expect(describeProviderError("openai", original)).toBe(original);
  });
});
