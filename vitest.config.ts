import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    globalSetup: ["tests/setup/postgres.ts", "tests/setup/web-build.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own server, databases, Redis and temporary folders, so files run
    // side by side. Two at a time even on two cores (vitest's default is one fewer worker
    // than cores, so one at a time there): most of a file's time is spent waiting on
    // real-time audio, timers and child processes, and two files fill that time.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
