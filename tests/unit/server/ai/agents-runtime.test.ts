import { PassThrough } from "node:stream";
import { log } from "@livekit/agents";
import { describe, expect, it, vi } from "vitest";
import { agentsLogger, ensureAgentsRuntime } from "../../../../src/server/ai/agents-runtime";

function written(stream: PassThrough) {
  return new Promise<string>((resolve) => setImmediate(() => resolve(String(stream.read() ?? ""))));
}

describe("the agents framework's logger", () => {
  it("drops the fields that carry what people say, and keeps the rest", async () => {
    const out = new PassThrough();
    const logger = agentsLogger("warn", out).child({ room: "verba-x" });
    logger.warn(
      { "lk.pii.user_input": "my salary is 90k", wordCount: 4 },
      "skipping user input, speech scheduling is paused",
    );
    const line = JSON.parse(await written(out));
    expect(line).not.toHaveProperty("lk.pii.user_input");
    expect(JSON.stringify(line)).not.toContain("salary");
    expect(line).toMatchObject({ wordCount: 4, room: "verba-x", level: 40 });
  });

  it("is the logger the framework's own code logs through", () => {
    ensureAgentsRuntime("warn");
    const lines: string[] = [];
    const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      log().warn({ "lk.pii.transcript": "call my doctor" }, "skipping user input");
    } finally {
      write.mockRestore();
    }
    expect(lines.join("")).toContain("skipping user input");
    expect(lines.join("")).not.toContain("doctor");
  });
});
