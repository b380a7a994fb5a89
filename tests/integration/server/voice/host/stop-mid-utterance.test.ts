/**
 * A voice host stopped while its sessions are hearing speech ends without
 * taking the process with it. The stops run in a process of their own
 * (stop-mid-utterance.child.ts): the fault guarded against, a native addon's
 * inference finishing in a thread being torn down, aborts the whole process,
 * and here that would be the test runner.
 */
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../../../../..");
const CHILD = resolve(import.meta.dirname, "stop-mid-utterance.child.ts");

function runChild() {
  const child = spawn(process.execPath, ["--import", "tsx", CHILD], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "test" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  return new Promise<{ code: number | null; signal: string | null; output: string }>((done) =>
    child.once("exit", (code, signal) => done({ code, signal, output })),
  );
}

describe("a voice host stopped mid-utterance", () => {
  it("ends, its sessions told, and the process survives every stop and the close", async () => {
    const { code, signal, output } = await runChild();
    expect(output).not.toContain("FATAL ERROR");
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(output).toMatch(/round 3: stopped mid-utterance/);
    expect(output).toContain("survived");
  }, 300_000);
});
